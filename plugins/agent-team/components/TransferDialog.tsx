import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { useAmountAndPassword } from '../../../core/ui/money/useAmountAndPassword';
import { showToast } from '../../../core/ui/toast/toasts';
import { TEAM_KEY, teamCalls, type Downline } from '../api';

const MIN_TRANSFER = 0.01;
const MAX_TRANSFER = 1_000_000_000;

/**
 * Amount and funds password, then the transfer to one downline (downlineTransfer). The downline
 * and the amount name the intent, so a retry, a double click or a reload sends the same key and the
 * platform moves the money once.
 */
export function TransferDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const form = useAmountAndPassword({ min: MIN_TRANSFER, max: MAX_TRANSFER });
  const value = parseAmount(form.amount);

  const send = useSubmit({
    intentScope: `agent-team-transfer.${downline.account}.${value ?? form.amount.trim()}`,
    validate: form.validate,
    action: async ({ idempotencyKey }) => {
      const done = await teamCalls.transfer(
        { account: downline.account, amount: value!, fundsPassword: form.password },
        idempotencyKey,
      );
      form.clear();
      refreshWallet();
      await queryClient.invalidateQueries({ queryKey: [...TEAM_KEY, 'downlines'] });
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
    onError: (error) => {
      // The same amount after a wrong password is still the same intent: the key stays.
      if (error instanceof ApiError && error.code === 'FUNDS_PASSWORD_WRONG')
        form.passwordField.onChange('');
    },
  });

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
          onChange={(next) => {
            send.newIntent();
            send.clearError();
            form.amountField.onChange(next);
          }}
        />
        <FundsPasswordField name="fundsPassword" {...form.passwordField} />
        <FormError messageKey={send.errorKey} />
        <div className="wl-agent-team__actions">
          <button type="submit" className="wl-button" disabled={send.pending}>
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
