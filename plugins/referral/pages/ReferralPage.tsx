import '../referral.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useReferralInfo } from '../api';
import { FriendsTable } from '../components/FriendsTable';
import { InviteLink } from '../components/InviteLink';
import { ReferralSummary } from '../components/ReferralSummary';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * Member centre page referral (§2 invite friends): the invite link and code with copy buttons and
 * a QR code, the reward rule and totals, and the friends invited with their status and reward.
 */
export default function ReferralPage() {
  const { t } = useTranslation(pageNamespace('referral'));
  const info = useReferralInfo();
  return (
    <section className="wl-referral" aria-labelledby="wl-referral-title">
      <h2 id="wl-referral-title" className="wl-section-title">
        {t('title')}
      </h2>
      {info.isPending && <Spinner />}
      {info.isError && <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />}
      {info.data && (
        <>
          <InviteLink link={info.data.link} code={info.data.code} />
          <ReferralSummary info={info.data} />
        </>
      )}
      <FriendsTable />
    </section>
  );
}
