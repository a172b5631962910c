import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import type { GrantedLine } from '../api';

/**
 * The line at a glance: what was granted, what the open weeks' losses use of it and what is left,
 * who granted it, and the calendar it is settled on (the merchant's zone, said beside each time).
 */
export function CreditLineSummary({ line }: { line: GrantedLine }) {
  const { t } = useTranslation('credit-report');
  const lang = useLanguage();
  const symbol = useCurrencySymbol();
  const money = (value: number) => formatMoney(value, symbol, line.currency);
  const zone = `${line.timeZone} (${line.utcOffset})`;
  const figures: [key: string, value: string][] = [
    ['limit', money(line.limit)],
    ['used', money(line.used)],
    ['available', money(line.available)],
  ];
  const details: [key: string, value: string][] = [
    ['granted_by', line.grantedBy],
    ['cycle', t(`cycle.${line.cycle}`)],
    ['time_zone', zone],
    ['current_period', t('period_days', { from: line.startDay, to: line.endDay })],
    [
      'next_settlement',
      `${formatDateTime(line.nextSettlementAt, lang, { timeZone: line.timeZone })} (${line.utcOffset})`,
    ],
  ];
  return (
    <section className="wl-credit-report__line" aria-labelledby="wl-credit-report-line">
      <h3 id="wl-credit-report-line">{t('line.title')}</h3>
      <dl className="wl-credit-report__figures">
        {figures.map(([key, value]) => (
          <div key={key} className={`wl-credit-report__figure wl-credit-report__figure--${key}`}>
            <dt>{t(`line.${key}`)}</dt>
            <dd data-testid={`credit-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="wl-credit-report__details">
        {details.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`line.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="wl-credit-report__note">{t('line.used_note')}</p>
    </section>
  );
}
