import { startSession } from '../../../core/session/startSession';
import type { SiteConfig } from '../../../core/site/siteConfig';
import { loginFreePlay } from '../api';

/** §4 Free-play login: a trial (type 4) account, logged in at once; the caller goes to '/'. */
export async function playFree(cipher: SiteConfig['platform']['cipher']): Promise<void> {
  const answer = await loginFreePlay(cipher);
  await startSession(answer.token, false, 'freePlay');
}
