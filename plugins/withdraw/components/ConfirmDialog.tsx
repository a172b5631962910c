import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import type { CheckedImage } from '../../../core/ui/form/checkImageFile';
import { UploadField } from '../../../core/ui/form/UploadField';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { confirmWithdrawal, type AwaitingWithdrawal, type ConfirmAction } from '../api';
import { checkReceivedAmount, isRefusal, type RuleText } from '../rules';

/**
 * Asks before the player's word on a withdrawal is sent (§4 withdrawal confirmation): all received
 * is a yes; partially received needs the amount that arrived (more than 0, less than the amount);
 * not received needs a png or jpeg proof of at most 5 MB, checked by its content before sending.
 * Its key is kept per withdrawal (`intentScope`), so a reload mid-send cannot confirm twice, and
 * given up only after a refusal (nothing was recorded) or success.
 */
export function ConfirmDialog({
  withdrawal,
  action,
  onClose,
  onConfirmed,
}: {
  withdrawal: AwaitingWithdrawal;
  action: ConfirmAction;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const amountInput = useRef<HTMLInputElement>(null);
  const [received, setReceived] = useState('');
  const [images, setImages] = useState<CheckedImage[]>([]);
  const [problem, setProblem] = useState<RuleText | null>(null);
  const ruleText = (rule: RuleText) => t(rule.key, { ...rule.values, ns: rule.ns ?? 'withdraw' });

  const send = useSubmit({
    intentScope: `withdraw-confirm-${withdrawal.withdrawalId}`,
    validate: () => {
      const broken =
        action === 'PARTIAL'
          ? checkReceivedAmount(received, withdrawal.amount)
          : action === 'NOT_RECEIVED' && images.length === 0
            ? { key: 'confirm.proof_required' }
            : null;
      setProblem(broken);
      if (broken && action === 'PARTIAL') amountInput.current?.focus();
      return broken === null;
    },
    action: async ({ idempotencyKey }) => {
      await confirmWithdrawal(
        {
          withdrawalId: withdrawal.withdrawalId,
          action,
          ...(action === 'PARTIAL' ? { receivedAmount: parseAmount(received)! } : {}),
          ...(action === 'NOT_RECEIVED' ? { proofImage: images[0]!.dataUrl } : {}),
        },
        idempotencyKey,
      );
      onConfirmed();
    },
    onError: (error) => {
      if (isRefusal(error)) send.newIntent();
    },
  });
  const changed = () => {
    setProblem(null);
    send.clearError();
  };

  return (
    <Modal title={t(`confirm.dialog.${action}`)} onClose={onClose} size="small">
      <form
        className="wl-withdraw__confirm-form"
        onSubmit={send.onSubmit}
        noValidate
        aria-busy={send.pending}
      >
        <p>
          {t(`confirm.question.${action}`, {
            amount: formatAmount(withdrawal.amount),
            reference: withdrawal.withdrawalId,
          })}
        </p>
        {action === 'PARTIAL' && (
          <AmountField
            ref={amountInput}
            name="receivedAmount"
            label={t('confirm.received_amount')}
            min={0.01}
            max={Math.max(0.01, withdrawal.amount - 0.01)}
            value={received}
            onChange={(value) => {
              setReceived(value);
              changed();
            }}
            error={problem ? ruleText(problem) : null}
          />
        )}
        {action === 'NOT_RECEIVED' && (
          <UploadField
            label={t('confirm.proof')}
            value={images}
            maxFiles={1}
            onChange={(next) => {
              setImages(next);
              changed();
            }}
            error={problem ? ruleText(problem) : null}
          />
        )}
        <FormError messageKey={send.errorKey} />
        <div className="wl-withdraw__dialog-actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button type="submit" className="wl-button" disabled={send.pending}>
            {send.pending ? t('confirm.sending') : t('confirm.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
