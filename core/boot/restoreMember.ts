import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import {
  clearSession,
  restoreToken,
  setMember,
  storedToken,
  tokenInAddress,
  type Member,
} from '../session/session';

/** The person's answer when a link's token would replace the session signed in in this tab. */
export type SwitchChoice = 'stay' | 'switch';

/** Asks whether to leave `current`'s live session for the account of the address's token. */
export type AskToSwitch = (current: Member) => Promise<SwitchChoice>;

/** The member of the session's token, or null (the session cleared) when the platform refuses it. */
export async function memberOfSession(): Promise<Member | null> {
  try {
    return await request('memberInfo', {});
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') {
      clearSession();
      return null;
    }
    throw error;
  }
}

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
