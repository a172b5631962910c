import { useTranslation } from 'react-i18next';
import type { PointBalance } from '../api';
import { formatPoints } from '../formatPoints';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** Current points (§2 points mall): the total, then each §3 type the platform reports. */
export function PointsSummary({ balance }: { balance: PointBalance }) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  return (
    <section className="wl-points-summary" aria-labelledby="wl-points-summary-title">
      <h2 id="wl-points-summary-title">{t('summary.title')}</h2>
      <p className="wl-points-summary__total">
        <span>{t('summary.total')}</span>{' '}
        <strong data-testid="point-balance">{formatPoints(balance.points)}</strong>
      </p>
      {balance.types && (
        <dl className="wl-points-summary__types" aria-label={t('summary.by_type')}>
          {balance.types.map((entry) => (
            <div key={entry.type}>
              <dt>{t(`types.${entry.type}`)}</dt>
              <dd>{formatPoints(entry.points)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="wl-points-summary__note">{t('summary.never_expire')}</p>
    </section>
  );
}
