import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { PointConfig } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** "1 point per X": the amount one point takes at `rate` points per 1.00. */
const perPoint = (rate: number) => formatAmount(1 / rate);

/**
 * The rules (the platform's text, in the page's language) and, when the site shows it, the ratio
 * table: what each kind of valid bet and a deposit earn, and what cash buys (§3 ratios).
 */
export function PointsRules({
  config,
  showRatioTable,
}: {
  config: PointConfig;
  showRatioTable: boolean;
}) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const rates = config.earnRates.filter((r) => r.rate > 0);
  return (
    <section className="wl-points-rules" aria-labelledby="wl-points-rules-title">
      <h2 id="wl-points-rules-title">{t('rules.title')}</h2>
      <p className="wl-points-rules__text">{config.rules}</p>
      {showRatioTable && (
        <table className="wl-points-rules__table">
          <caption>{t('rules.ratio_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.source')}</th>
              <th scope="col">{t('rules.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.type}>
                <th scope="row">
                  {r.type === 'deposit'
                    ? t('rules.deposits')
                    : t('rules.valid_bets', { type: t(`types.${r.type}`) })}
                </th>
                <td>{t('rules.rate_value', { amount: perPoint(r.rate) })}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('rules.cash')}</th>
              <td>{t('rules.rate_value', { amount: perPoint(config.exchangeRatio) })}</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}
