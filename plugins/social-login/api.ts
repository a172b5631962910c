import { request } from '../../core/api/request';
import { currentLanguage } from '../../core/i18n/i18n';
import { session, setMember, setToken } from '../../core/session/session';
import type { Provider } from './providers';
import { RETURN_PATH } from './names';

/** A consented sign-in: what the provider answered, spent by the login or the bind. */
export interface Consent {
  provider: Provider;
  state: string;
  code: string;
}

export function startSignIn(provider: Provider) {
  return request('socialLoginStart', {
    provider,
    returnPath: RETURN_PATH,
    language: currentLanguage(),
  });
}

export function completeSignIn(consent: Consent) {
  return request('socialLoginComplete', consent);
}

export function bindAccount(
  consent: Consent,
  mode: 'existing' | 'new',
  username: string,
  password: string,
) {
  return request('socialBind', { ...consent, mode, username, password });
}

/**
 * §4 Login success, as the auth plugin does it: store the token, load member info so the whole
 * app switches to the logged-in state at once, and fire the first-login action (announcement
 * popups of execution F) for an account's very first login. No password was typed, so, as for an
 * SMS login, no password change is forced.
 */
export async function finishLogin(token: string, firstTimeLogin: boolean): Promise<void> {
  setToken(token);
  setMember(await request('memberInfo', {}));
  if (firstTimeLogin) session.firstTimeLogin = true;
}
