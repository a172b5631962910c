import { SESSION_KEYS } from '../../core/session/storageKeys';

/**
 * §3 session key `merchantWallet`: whether the merchant runs one wallet for every vendor
 * (`isSingle` of GCS_merchantWallet), kept for the session once the platform has said it. It goes
 * with the session at logout like every other member key. Here, not in core: a core helper with
 * no import outside the shell would join the entry chunk, and only member pages write it.
 */
export function rememberMerchantWallet(isSingle: boolean): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.merchantWallet, JSON.stringify({ isSingle }));
  } catch {
    // storage can be refused; the answer still serves this page view
  }
}
