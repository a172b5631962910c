import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { maskBankNumber } from '../../../core/ui/money/maskBankNumber';
import { Spinner } from '../../../core/ui/Spinner';
import { showToast } from '../../../core/ui/toast/toasts';
import { useAwaitingConfirmation, type AwaitingWithdrawal, type ConfirmAction } from '../api';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatClock } from '../rules';
import { ConfirmDialog } from './ConfirmDialog';

/** The address of this section: `/member/withdraw?section=confirmation`. */
export const CONFIRMATION_SECTION = 'confirmation';

const ACTIONS: ConfirmAction[] = ['ALL_RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

/**
 * Withdrawal confirmation (§3, §4): approved withdrawals waiting for the player's word, each with
 * the time it will be treated as received if the player says nothing. `focused` (the address
 * names this section) brings it into view and moves focus to its heading.
 */
export function ConfirmationSection({ focused }: { focused: boolean }) {
  const { t } = useTranslation('withdraw');
  const lang = useLanguage();
  const symbol = useCurrencySymbol();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const awaiting = useAwaitingConfirmation();
  const [asking, setAsking] = useState<{
    withdrawal: AwaitingWithdrawal;
    action: ConfirmAction;
  } | null>(null);
  useEffect(() => {
    if (!focused) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [focused]);

  const confirmed = (action: ConfirmAction) => {
    setAsking(null);
    showToast({
      title: t('confirm.done_title'),
      body: t(`confirm.done.${action}`),
      tone: 'success',
    });
    // The list is a money view: the intent itself had it read again.
  };
  const minutes = awaiting.data?.autoReceiveMinutes;

  return (
    <section
      id={CONFIRMATION_SECTION}
      className="wl-withdraw__confirmation"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {t('confirm.title')}
      </h3>
      {minutes !== undefined && <p>{t('confirm.intro', { minutes })}</p>}
      {awaiting.isPending && <Spinner />}
      {awaiting.isError && (
        <ErrorPanel error={awaiting.error} onRetry={() => void awaiting.refetch()} />
      )}
      {awaiting.data && awaiting.data.list.length === 0 && <p>{t('confirm.empty')}</p>}
      {awaiting.data && awaiting.data.list.length > 0 && (
        <ul className="wl-withdraw__awaiting">
          {awaiting.data.list.map((w) => {
            const itemTitle = `${titleId}-${w.withdrawalId}`;
            return (
              <li key={w.withdrawalId} aria-labelledby={itemTitle}>
                <p id={itemTitle} className="wl-withdraw__awaiting-title">
                  {t('confirm.item', {
                    amount: formatMoney(w.amount, symbol),
                    reference: w.withdrawalId,
                  })}
                </p>
                <dl className="wl-withdraw__facts">
                  <div>
                    <dt>{t('confirm.card')}</dt>
                    <dd>{`${w.bankName} ${maskBankNumber(w.accountNumber)}`}</dd>
                  </div>
                  <div>
                    <dt>{t('confirm.approved_at')}</dt>
                    <dd>{formatDateTime(w.approvedAt, lang)}</dd>
                  </div>
                </dl>
                <p className="wl-withdraw__auto">
                  {t('confirm.auto_receive', {
                    time: formatClock(w.autoReceiveAt, lang),
                    minutes: awaiting.data.autoReceiveMinutes,
                  })}
                </p>
                <div className="wl-withdraw__actions" role="group" aria-labelledby={itemTitle}>
                  {ACTIONS.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="wl-button wl-button--ghost"
                      onClick={() => setAsking({ withdrawal: w, action })}
                    >
                      {t(`confirm.actions.${action}`)}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          withdrawal={asking.withdrawal}
          action={asking.action}
          onClose={() => setAsking(null)}
          onConfirmed={() => confirmed(asking.action)}
        />
      )}
    </section>
  );
}
