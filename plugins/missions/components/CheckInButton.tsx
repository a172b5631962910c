import { useTranslation } from 'react-i18next';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { checkInToday, type SignInCalendar } from '../api';
import { useAfterPayment } from '../useAfterPayment';

/**
 * Today's check-in, one intent (core useMoneyIntent): a double click pays the day once, and a
 * lost answer is asked for before anything else is sent; a second tab is refused by the platform
 * and the calendar read again.
 */
export function CheckInButton({ calendar }: { calendar: SignInCalendar }) {
  const { t } = useTranslation('missions');
  const afterPayment = useAfterPayment();
  const submission = useMoneyIntent({
    operation: 'signInReward',
    // once a day: a click after the answer, before the calendar catches up, sends nothing
    final: true,
    identity: () => ({ day: calendar.today, reward: calendar.todayReward }),
    describe: ({ reward }) => t('sign_in.intent', { amount: formatAmount(reward) }),
    send: (_identity, idempotencyKey) => checkInToday(idempotencyKey),
    onApplied: (answer) => {
      showToast({
        title: t('sign_in.checked_toast', { amount: formatAmount(answer.reward) }),
        tone: 'success',
      });
      afterPayment({ paid: true });
    },
    onRefused: () => afterPayment({ paid: false }),
  });
  const checked = <p className="wl-missions__checked">{t('sign_in.checked_today')}</p>;
  // A check-in whose answer had to be asked for keeps saying so once the calendar shows it.
  if (calendar.checkedInToday && !submission.notice) return checked;
  return (
    <div className="wl-missions__check-in">
      {calendar.checkedInToday ? (
        checked
      ) : (
        <button
          type="button"
          className="wl-button"
          disabled={submission.pending || submission.blocked || submission.done}
          onClick={() => void submission.submit()}
        >
          {submission.pending
            ? t('sign_in.checking_in')
            : t('sign_in.check_in', { amount: formatAmount(calendar.todayReward) })}
        </button>
      )}
      <IntentNotice intent={submission} />
      <FormError messageKey={submission.errorKey} />
    </div>
  );
}
