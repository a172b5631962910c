import { request } from '../../../core/api/request';
import { SESSION_KEYS } from '../../../core/session/storageKeys';
import type { ApiTypes } from '../../../generated/api';
import type { RegisterSettings } from '../api';

/** §3 session key `validate`: cleared with the rest of the session at logout (clearSession). */
const SETTINGS_KEY = SESSION_KEYS.validate;

/** §5: the server's field rules, cached in sessionStorage for the session. */
export async function loadRegisterSettings(): Promise<RegisterSettings> {
  try {
    const cached = sessionStorage.getItem(SETTINGS_KEY);
    if (cached) return JSON.parse(cached) as RegisterSettings;
  } catch {
    // a broken or refused cache is refetched
  }
  const settings = await request('registerSettings', {});
  try {
    sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // storage full or disabled: the form still works from memory
  }
  return settings;
}

/** §5: an affiliate code is checked before the registration is sent (invitation_code_error). */
export function checkAffiliate(code: string) {
  return request('affiliateCheck', { code, domain: window.location.hostname });
}

/** Fields every registration sends besides the form (§7 Registration payload). */
function origin() {
  return {
    domain: window.location.hostname,
    registerUrl: window.location.href,
    registerMethod: 'WEB' as const,
    login: true,
  };
}

export function registerByUsername(fields: Omit<ApiTypes['register']['request'], 'login'>) {
  return request('register', { ...fields, ...origin() });
}

export function registerByMobile(fields: Omit<ApiTypes['registerMobile']['request'], 'login'>) {
  return request('registerMobile', { ...fields, ...origin() });
}
