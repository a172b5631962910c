import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useJackpot } from '../api';
import { formatAmount } from '../board/formatAmount';

/** The jackpot pool (§2 Home: jackpot winners), read again every minute. */
export function JackpotCounter() {
  const { t } = useTranslation('winners');
  const lang = useLanguage();
  const jackpot = useJackpot();
  const labelId = useId();
  return (
    <div className="wl-winners__jackpot" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="wl-winners__jackpot-label">
        {t('jackpot.title')}
      </span>
      {/* the box keeps its height while loading; a failed read leaves the dash, not an alert */}
      <span className="wl-winners__jackpot-amount" data-testid="jackpot-amount">
        {jackpot.data
          ? t('jackpot.amount', {
              amount: formatAmount(jackpot.data.amount, lang),
              currency: jackpot.data.currency,
            })
          : '—'}
      </span>
    </div>
  );
}
