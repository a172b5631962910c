import { restoreToken, setMember } from '../session/session';
import type { AskToSwitch, SwitchChoice } from './askToSwitch';
import { memberOfSession } from './memberOfSession';

/**
 * A link's token met another session of this tab (issue 29): the person chooses. A stored
 * session the platform refuses is no session, so the hand-over goes on as for a visitor
 * ('switch'); staying keeps the session as it is; switching ends it as logout does first. In a
 * file of its own: only such a visit loads it, and logout's code with it.
 */
export async function settleHandOver(askToSwitch: AskToSwitch): Promise<SwitchChoice> {
  restoreToken('');
  const current = await memberOfSession();
  if (!current) return 'switch';
  if ((await askToSwitch(current)) === 'stay') {
    setMember(current);
    return 'stay';
  }
  const { endSession } = await import('../session/endSession');
  await endSession();
  return 'switch';
}
