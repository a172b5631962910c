import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { copyText } from '../../../core/ui/copyText';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import type { DepositOrder } from '../api';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { PayToDetails } from './PayToDetails';

/**
 * The order just created: its reference to quote (with a copy button), the amount and where to
 * pay. Focus moves to its heading so a screen reader announces the outcome of the submit.
 */
export function PendingOrder({ order, onAnother }: { order: DepositOrder; onAnother: () => void }) {
  const { t } = useTranslation('deposit');
  const lang = useLanguage();
  const symbol = useCurrencySymbol();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatAmount(order.amount);
  return (
    <section className="wl-deposit__order" aria-labelledby="wl-deposit-order-title">
      <h3 id="wl-deposit-order-title" ref={heading} tabIndex={-1}>
        {t('order.title')}
      </h3>
      <p>{t('order.intro', { amount, currency: order.currency })}</p>
      <dl className="wl-deposit__details">
        <div className="wl-deposit__detail">
          <dt>{t('order.reference')}</dt>
          <dd>
            <span
              className="wl-deposit__value wl-deposit__reference"
              data-testid="deposit-reference"
            >
              {order.reference}
            </span>
            <button
              type="button"
              className="wl-button wl-button--ghost wl-deposit__copy"
              onClick={() => void copyText(order.reference)}
            >
              {t('order.copy_reference')}
            </button>
          </dd>
        </div>
        <div className="wl-deposit__detail">
          <dt>{t('order.amount')}</dt>
          <dd>{formatMoney(order.amount, symbol, order.currency)}</dd>
        </div>
        <div className="wl-deposit__detail">
          <dt>{t('order.status')}</dt>
          <dd>{t(`status.${order.status}`)}</dd>
        </div>
        <div className="wl-deposit__detail">
          <dt>{t('order.created_at')}</dt>
          <dd>{formatDateTime(order.createdAt, lang)}</dd>
        </div>
      </dl>
      <h4>{t('order.pay_to')}</h4>
      <PayToDetails payTo={order.payTo} reference={order.reference} currency={order.currency} />
      <button type="button" className="wl-button" onClick={onAnother}>
        {t('order.another')}
      </button>
    </section>
  );
}
