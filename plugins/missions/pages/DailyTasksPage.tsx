import '../missions.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useMissionSummary } from '../api';
import { MissionList } from '../components/MissionList';
import { ResetCountdown } from '../components/ResetCountdown';
import { ZoneNote } from '../components/ZoneNote';

/**
 * Daily tasks (§1): today's missions with their progress, reward and claim, and the time left
 * until they start again at midnight in the merchant's zone.
 */
export default function DailyTasksPage() {
  const { t } = useTranslation('missions');
  const summary = useMissionSummary('DAILY');
  return (
    <section className="wl-missions" aria-labelledby="wl-daily-title">
      <h2 id="wl-daily-title" className="wl-section-title">
        {t('daily.title')}
      </h2>
      {summary.isPending && <Spinner />}
      {summary.isError && (
        <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <>
          <ResetCountdown resetAt={summary.data.resetAt} onReset={() => void summary.refetch()} />
          <ZoneNote utcOffset={summary.data.utcOffset} timeZone={summary.data.timeZone} />
          <MissionList missions={summary.data.missions} label={t('daily.list_label')} />
        </>
      )}
    </section>
  );
}
