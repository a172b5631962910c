import { request } from '../../core/api/request';
import { setMember, setToken } from '../../core/session/session';

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}

/**
 * Username login (§4 Login success): store the token, then load member info so the whole app
 * switches to the logged-in state at once.
 */
export async function loginWithPassword(
  credentials: Credentials,
  side: 'member' | 'agent' = 'member',
) {
  const result = await request('login', { ...credentials, type: 'username', side });
  setToken(result.token);
  const member = await request('memberInfo', {});
  setMember(member);
  return result;
}

export function fetchCaptcha() {
  return request('captcha', { t: String(Date.now()) });
}
