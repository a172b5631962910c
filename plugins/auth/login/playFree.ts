import { setToken } from '../../../core/session/session';
import { loginFreePlay } from '../api';
import { loadMember } from './completeLogin';

/** §4 Free-play login: a trial (type 4) account, logged in at once; the caller goes to '/'. */
export async function playFree(): Promise<void> {
  const answer = await loginFreePlay();
  setToken(answer.token);
  await loadMember();
}
