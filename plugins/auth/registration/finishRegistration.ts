import { setToken } from '../../../core/session/session';
import { loadMember } from '../login/completeLogin';

/** §4 Registration success: auto-login (login=true), login info loads; the caller closes and goes to '/'. */
export async function finishRegistration(answer: { token?: string }): Promise<boolean> {
  if (!answer.token) return false;
  setToken(answer.token);
  await loadMember(true);
  return true;
}
