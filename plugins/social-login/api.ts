import { request } from '../../core/api/request';
import { currentLanguage } from '../../core/i18n/i18n';
import { startSession } from '../../core/session/startSession';
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
 * No password was typed, so, as for an SMS login, no password change is forced (§4). The session
 * remembers its provider: the platform launches this member's games through its social call.
 */
export function finishLogin(token: string, firstTimeLogin: boolean, provider: Provider) {
  return startSession(token, firstTimeLogin, `social:${provider}`);
}
