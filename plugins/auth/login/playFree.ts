import { startSession } from '../../../core/session/startSession';
import { loginFreePlay } from '../api';

/** §4 Free-play login: a trial (type 4) account, logged in at once; the caller goes to '/'. */
export async function playFree(): Promise<void> {
  const answer = await loginFreePlay();
  await startSession(answer.token);
}
