import { errorMessageKey } from '../../../core/api/ApiError';
import { loginPrompt } from '../../../core/plugin/handles';
import { closeModal, openModal } from '../../../core/runtime/ui';
import { completeSignIn, finishLogin, startSignIn, type Consent } from '../api';
import { bindModal, registerPrompt } from '../handles';
import type { Provider } from '../providers';
import type { ProviderWindow } from '../providerWindow';
import { waitForReturn } from './waitForReturn';

/** Only web addresses may be loaded into the provider window (never javascript: or data:). */
function webAddress(url: string): string {
  const absolute = new URL(url, window.location.href);
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:')
    throw new Error(`refusing provider address ${absolute.protocol}`);
  return absolute.href;
}

/**
 * One social sign-in after the click opened `popup`: ask the platform for a one-time state,
 * show the provider's consent page, wait for its answer, then log in when the social account is
 * bound or open the bind modal when it is not. Resolves with the i18n key (core namespace) of
 * the failure to show, or null when the sign-in went on.
 */
export async function runSocialLogin(
  provider: Provider,
  popup: ProviderWindow,
): Promise<string | null> {
  try {
    const started = await startSignIn(provider);
    popup.go(webAddress(started.authorizeUrl));
    const { code } = await waitForReturn(popup, started.state, started.expiresInSeconds * 1000);
    const consent: Consent = { provider, state: started.state, code };
    const result = await completeSignIn(consent);
    // The buttons sit in both auth popups: whichever the person started from, it closes now
    // that they are in (or move on to binding).
    closeModal(loginPrompt);
    closeModal(registerPrompt);
    if (result.bound && result.token)
      await finishLogin(result.token, result.firstTimeLogin === true, provider);
    else openModal(bindModal, { ...consent, identity: result.identity });
    return null;
  } catch (error) {
    popup.close();
    return errorMessageKey(error);
  }
}
