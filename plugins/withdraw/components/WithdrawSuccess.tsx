import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import type { CreatedWithdrawal } from '../api';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';

/**
 * The §8 request success: the request is in, its reference and amount, and a way to ask for
 * another. Focus moves to its heading so a screen reader hears it at once.
 */
export function WithdrawSuccess({
  withdrawal,
  currency,
  onAnother,
}: {
  withdrawal: CreatedWithdrawal;
  /** The settings call's currency code, shown when the platform sends no symbol. */
  currency: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const lang = useLanguage();
  const symbol = useCurrencySymbol();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="wl-withdraw__success" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h3>
      <p>{t('success.body')}</p>
      <dl className="wl-withdraw__facts">
        <div>
          <dt>{t('success.reference')}</dt>
          <dd>{withdrawal.withdrawalId}</dd>
        </div>
        <div>
          <dt>{t('success.amount')}</dt>
          <dd>{formatMoney(withdrawal.amount, symbol, currency)}</dd>
        </div>
        <div>
          <dt>{t('success.created_at')}</dt>
          <dd>{formatDateTime(withdrawal.createdAt, lang)}</dd>
        </div>
      </dl>
      <button type="button" className="wl-button wl-button--ghost" onClick={onAnother}>
        {t('success.another')}
      </button>
    </div>
  );
}
