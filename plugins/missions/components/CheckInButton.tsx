import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { showToast } from '../../../core/ui/toast/toasts';
import { checkInToday, type SignInCalendar } from '../api';
import { useAfterPayment } from '../useAfterPayment';

/**
 * Today's check-in. The intent is today's (its key lives across a reload), so a double click or a
 * retry pays the day once; a second tab is refused by the platform and the calendar read again.
 */
export function CheckInButton({ calendar }: { calendar: SignInCalendar }) {
  const { t } = useTranslation('missions');
  const afterPayment = useAfterPayment();
  const submission = useSubmit({
    intentScope: `check-in-${calendar.today}`,
    // once a day: a click after the answer, before the calendar catches up, sends nothing
    final: true,
    action: async ({ idempotencyKey }) => {
      const answer = await checkInToday(idempotencyKey);
      showToast({
        title: t('sign_in.checked_toast', { amount: formatAmount(answer.reward) }),
        tone: 'success',
      });
      afterPayment({ paid: true });
    },
    onError: () => afterPayment({ paid: false }),
  });
  if (calendar.checkedInToday)
    return <p className="wl-missions__checked">{t('sign_in.checked_today')}</p>;
  return (
    <div className="wl-missions__check-in">
      <button
        type="button"
        className="wl-button"
        disabled={submission.pending || submission.done}
        onClick={() => void submission.submit()}
      >
        {submission.pending
          ? t('sign_in.checking_in')
          : t('sign_in.check_in', { amount: formatAmount(calendar.todayReward) })}
      </button>
      <FormError messageKey={submission.errorKey} />
    </div>
  );
}
