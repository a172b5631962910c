import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../i18n/i18n';
import type { MoneyIntent } from './useMoneyIntent';
import './intentNotice.css';

/**
 * Says what became of a money intent whose answer had to be asked for: being checked, went
 * through, did not go through, or not known yet with a way to ask again. A status region, so a
 * screen reader hears each change; an outcome not known yet is an alert.
 */
export function IntentNotice({
  intent,
}: {
  intent: Pick<MoneyIntent, 'notice' | 'checkAgain' | 'pending'>;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const notice = intent.notice;
  if (!notice) return null;
  return (
    <div
      className={`wl-intent-notice wl-intent-notice--${notice.phase}`}
      role={notice.phase === 'unknown' ? 'alert' : 'status'}
      data-intent-outcome={notice.phase}
    >
      <p>{t(`intent.${notice.phase.replace('-', '_')}`, { what: notice.what })}</p>
      {notice.phase === 'unknown' && (
        <button
          type="button"
          className="wl-button wl-button--ghost"
          disabled={intent.pending}
          onClick={intent.checkAgain}
        >
          {t('intent.check_again')}
        </button>
      )}
    </div>
  );
}
