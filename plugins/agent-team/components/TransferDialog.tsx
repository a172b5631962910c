import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { FormError } from '../../../core/ui/form/FormError';
import { Modal } from '../../../core/ui/Modal';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { useAmountAndPassword } from '../../../core/ui/money/useAmountAndPassword';
import { showToast } from '../../../core/ui/toast/toasts';
import { teamCalls, type Downline } from '../api';

const MIN_TRANSFER = 0.01;
const MAX_TRANSFER = 1_000_000_000;

/**
 * Amount and funds password, then the transfer to one downline (downlineTransfer), one intent
 * per send (core useMoneyIntent): a lost answer is asked for before anything else is sent, also
 * when the dialog was closed meanwhile and is opened again.
 */
export function TransferDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const form = useAmountAndPassword({ min: MIN_TRANSFER, max: MAX_TRANSFER });

  const send = useMoneyIntent({
    operation: 'downlineTransfer',
    validate: form.validate,
    identity: () => ({ account: downline.account, amount: parseAmount(form.amount)! }),
    describe: ({ account, amount }) =>
      t('transfer.intent', { amount: formatAmount(amount), account }),
    send: ({ account, amount }, idempotencyKey) =>
      teamCalls.transfer({ account, amount, fundsPassword: form.password }, idempotencyKey),
    onApplied: (done) => {
      form.clear();
      showToast({
        title: t('transfer.done_title'),
        body: t('transfer.done', {
          amount: formatAmount(done.amount),
          account: done.downlineAccount,
        }),
        tone: 'success',
      });
      onClose();
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.code === 'FUNDS_PASSWORD_WRONG')
        form.passwordField.onChange('');
    },
  });
  const locked = send.pending || send.blocked;

  return (
    <Modal
      title={t('transfer.title', { account: downline.account })}
      onClose={onClose}
      size="small"
    >
      <form
        className="wl-agent-team__form"
        noValidate
        onSubmit={send.onSubmit}
        aria-busy={send.pending}
      >
        <p>
          {t('transfer.their_balance', {
            account: downline.account,
            amount: formatAmount(downline.balance),
          })}
        </p>
        <AmountField
          label={t('transfer.amount')}
          name="amount"
          min={MIN_TRANSFER}
          max={MAX_TRANSFER}
          {...form.amountField}
          key={`amount-${form.generation}`}
          disabled={locked}
          onChange={(next) => {
            send.clearError();
            form.amountField.onChange(next);
          }}
        />
        <FundsPasswordField
          key={`password-${form.generation}`}
          name="fundsPassword"
          {...form.passwordField}
          disabled={locked}
        />
        <FormError messageKey={send.errorKey} />
        <IntentNotice intent={send} />
        <div className="wl-agent-team__actions">
          <button type="submit" className="wl-button" disabled={locked}>
            {t('transfer.submit')}
          </button>
          <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
            {t('transfer.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
