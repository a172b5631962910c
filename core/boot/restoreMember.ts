import { restoreToken, setMember, storedToken, tokenInAddress } from '../session/session';
import type { AskToSwitch } from './askToSwitch';
import { memberOfSession } from './memberOfSession';

/**
 * A token from the URL query or sessionStorage is only trusted once member info answers; an
 * expired token is dropped and the visitor continues as a guest instead of seeing an error.
 * boot() has already taken the query's token out of the address bar; `search` still holds it.
 *
 * A link's token never silently replaces another live session of this tab (issue 29): a link
 * sent to a signed-in member would otherwise switch them into someone else's account, so the
 * person is asked (settleHandOver.ts). Safe to run again after a failure (untilAnswered): once
 * switched, the stored token is the link's.
 */
export async function restoreMember(search: string, askToSwitch: AskToSwitch): Promise<void> {
  const offered = tokenInAddress(search);
  const stored = storedToken();
  if (offered && stored && offered !== stored) {
    const { settleHandOver } = await import('./settleHandOver');
    if ((await settleHandOver(askToSwitch)) === 'stay') return;
  }
  if (!restoreToken(search)) return;
  const member = await memberOfSession();
  if (member) setMember(member);
}
