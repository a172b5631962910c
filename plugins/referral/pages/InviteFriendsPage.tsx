import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { session } from '../../../core/session/session';

/** The agent register centre (§2 agent centre page registerCenter): where an agent invites. */
export const AGENT_INVITE_PATH = '/agentHome/registerCenter';
/** The member's own referral page in the member centre (§2 page key referral). */
export const MEMBER_INVITE_PATH = '/member/referral';
/** Where a member lands who opens the address on a brand without the programme. */
export const MEMBER_CENTRE_PATH = '/member';

/**
 * The side menu's invite-friends button lands here (§2 Side menu): agents go on to the agent
 * register centre, members to their referral page. The route needs a login, so a visitor never
 * gets this far (the button asks them to log in first). The route is there on every brand (the
 * agents'); a member who types it where the programme is off has no referral page to go to, and
 * goes to the member centre instead.
 */
export default function InviteFriendsPage() {
  const { isAgent } = useSnapshot(session);
  const programme = useEndpointAllowed('referralInfo');
  const to = isAgent ? AGENT_INVITE_PATH : programme ? MEMBER_INVITE_PATH : MEMBER_CENTRE_PATH;
  return <Redirect to={to} replace />;
}
