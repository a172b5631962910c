import '../missions.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useMissionSummary } from '../api';
import { LeaderboardTable } from '../components/LeaderboardTable';
import { MissionList } from '../components/MissionList';
import { ZoneNote } from '../components/ZoneNote';

/**
 * Mission activity (§2 missionLeaderboard): every running mission with its progress bar, the claim
 * of the completed ones, and the weekly leaderboard with the member's own row marked.
 */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation('missions');
  const { leaderboardSize } = usePluginOptions('missions');
  const summary = useMissionSummary();
  return (
    <section className="wl-missions" aria-labelledby="wl-missions-title">
      <h2 id="wl-missions-title" className="wl-section-title">
        {t('title')}
      </h2>
      {summary.isPending && <Spinner />}
      {summary.isError && (
        <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <>
          <p className="wl-missions__count">
            {t('claimable', { count: summary.data.unclaimedCount })}
          </p>
          <MissionList missions={summary.data.missions} label={t('list_label')} />
          <ZoneNote utcOffset={summary.data.utcOffset} timeZone={summary.data.timeZone} />
        </>
      )}
      <LeaderboardTable size={leaderboardSize} />
    </section>
  );
}
