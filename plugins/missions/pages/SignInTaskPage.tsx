import '../missions.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { useSignInCalendar } from '../api';
import { CheckInButton } from '../components/CheckInButton';
import { CheckInCalendar } from '../components/CheckInCalendar';
import { ZoneNote } from '../components/ZoneNote';

/**
 * The sign-in task (§1): this month's check-ins, today's check-in, the run of days in a row and
 * what each day pays (more on every 7th day in a row).
 */
export default function SignInTaskPage() {
  const { t } = useTranslation('missions');
  const calendar = useSignInCalendar();
  const data = calendar.data;
  return (
    <section className="wl-missions" aria-labelledby="wl-sign-in-title">
      <h2 id="wl-sign-in-title" className="wl-section-title">
        {t('sign_in.title')}
      </h2>
      {calendar.isPending && <Spinner />}
      {calendar.isError && (
        <ErrorPanel error={calendar.error} onRetry={() => void calendar.refetch()} />
      )}
      {data && (
        <>
          <div className="wl-missions__sign-in-head">
            <p className="wl-missions__streak">{t('sign_in.streak', { count: data.streak })}</p>
            <CheckInButton calendar={data} />
          </div>
          <p className="wl-missions__rule">
            {t('sign_in.rule', {
              day: formatAmount(data.dayReward),
              streak: formatAmount(data.streakReward),
              every: data.streakEvery,
            })}
          </p>
          <CheckInCalendar calendar={data} />
          <ZoneNote utcOffset={data.utcOffset} timeZone={data.timeZone} />
        </>
      )}
    </section>
  );
}
