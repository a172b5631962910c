import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { session } from '../../../core/session/session';

/** The agent register centre (§2 agent centre page registerCenter): where an agent invites. */
export const AGENT_INVITE_PATH = '/agentHome/registerCenter';
/** The member's own referral page in the member centre (§2 page key referral). */
export const MEMBER_INVITE_PATH = '/member/referral';

/**
 * The side menu's invite-friends button lands here (§2 Side menu): agents go on to the agent
 * register centre, members to their referral page. The route needs a login, so a visitor never
 * gets this far (the button asks them to log in first).
 */
export default function InviteFriendsPage() {
  const { isAgent } = useSnapshot(session);
  return <Redirect to={isAgent ? AGENT_INVITE_PATH : MEMBER_INVITE_PATH} replace />;
}
