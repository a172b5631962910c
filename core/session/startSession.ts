import { request } from '../api/request';
import { session, setMember, setSignIn, setToken, type SignInChannel } from './session';

/**
 * §4 Login success, shared by every way in (password, SMS, registration, social): store the
 * token, load member info so the whole app switches to the logged-in state at once, and fire the
 * first-login action (announcement popups of execution F) on an account's very first login.
 */
export async function startSession(
  token: string,
  firstTimeLogin: boolean,
  signIn: SignInChannel,
): Promise<void> {
  setToken(token);
  setSignIn(signIn);
  await loadMember(firstTimeLogin);
}

/** Loads member info for a token already stored (e.g. after a forced password change). */
export async function loadMember(firstTimeLogin = false): Promise<void> {
  setMember(await request('memberInfo', {}));
  if (firstTimeLogin) session.firstTimeLogin = true;
}
