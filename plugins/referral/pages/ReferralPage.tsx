import '../referral.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useReferralInfo } from '../api';
import { FriendsTable } from '../components/FriendsTable';
import { InviteLink } from '../components/InviteLink';
import { ReferralSummary } from '../components/ReferralSummary';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { AGENT_INVITE_PATH } from './InviteFriendsPage';

/**
 * Member centre page referral (§2 invite friends): the invite link and code with copy buttons and
 * a QR code, the reward rule and totals, and the friends invited with their status and reward.
 * Agents see the page on every brand (signedIn.ts); where the referral programme is off its calls
 * are too, so an agent is shown the way to the agent register centre instead.
 */
export default function ReferralPage() {
  const { t } = useTranslation(pageNamespace('referral'));
  // referralFriends has the same modules (schemas/api/endpoints.json): one answer covers both.
  const programme = useEndpointAllowed('referralInfo');
  return (
    <section className="wl-referral" aria-labelledby="wl-referral-title">
      <h2 id="wl-referral-title" className="wl-section-title">
        {t('title')}
      </h2>
      {programme ? <Programme /> : <AgentInvite />}
    </section>
  );
}

function Programme() {
  const info = useReferralInfo();
  const friendsAllowed = useEndpointAllowed('referralFriends');
  return (
    <>
      {info.isPending && <Spinner />}
      {info.isError && <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />}
      {info.data && (
        <>
          <InviteLink link={info.data.link} code={info.data.code} />
          <ReferralSummary info={info.data} />
        </>
      )}
      {friendsAllowed && <FriendsTable />}
    </>
  );
}

/** An agent on a brand without the programme invites through the agent centre's links. */
function AgentInvite() {
  const { t } = useTranslation(pageNamespace('referral'));
  return (
    <div className="wl-referral__agent">
      <p>{t('agent.text')}</p>
      <Link href={AGENT_INVITE_PATH} className="wl-button">
        {t('agent.link')}
      </Link>
    </div>
  );
}
