import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { FormError } from '../../../core/ui/form/FormError';
import type { CheckedImage } from '../../../core/ui/form/checkImageFile';
import { UploadField } from '../../../core/ui/form/UploadField';
import { Modal } from '../../../core/ui/Modal';
import { AmountField } from '../../../core/ui/money/AmountField';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { parseAmount } from '../../../core/ui/money/parseAmount';
import { confirmWithdrawal, type AwaitingWithdrawal, type ConfirmAction } from '../api';
import { checkReceivedAmount, remainingAmount, type RuleText } from '../rules';

/**
 * Asks before the player's word on a withdrawal is sent (§4 withdrawal confirmation): all received
 * is a yes; partially received needs the amount that arrived (more than 0, less than the amount),
 * and shows what remains as it is typed (§3 remaining amount, announced politely);
 * not received needs a png or jpeg proof of at most 5 MB, checked by its content before sending.
 * One intent per withdrawal (core useMoneyIntent, scoped by the withdrawal): a lost answer is
 * asked for before the dialog can send again, so a reload mid-send cannot confirm twice.
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
  const symbol = useCurrencySymbol();
  const amountInput = useRef<HTMLInputElement>(null);
  const [received, setReceived] = useState('');
  const [images, setImages] = useState<CheckedImage[]>([]);
  const [problem, setProblem] = useState<RuleText | null>(null);
  const ruleText = (rule: RuleText) => t(rule.key, { ...rule.values, ns: rule.ns ?? 'withdraw' });

  const send = useMoneyIntent({
    operation: 'c2cTransaction',
    scope: `withdraw-confirm-${withdrawal.withdrawalId}`,
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
    identity: () => ({
      withdrawalId: withdrawal.withdrawalId,
      action,
      receivedAmount: action === 'PARTIAL' ? parseAmount(received)! : null,
    }),
    describe: ({ withdrawalId }) => t('confirm.intent', { reference: withdrawalId }),
    send: ({ withdrawalId, action: said, receivedAmount }, idempotencyKey) =>
      confirmWithdrawal(
        {
          withdrawalId,
          action: said,
          ...(receivedAmount !== null ? { receivedAmount } : {}),
          ...(said === 'NOT_RECEIVED' ? { proofImage: images[0]!.dataUrl } : {}),
        },
        idempotencyKey,
      ),
    onApplied: () => onConfirmed(),
  });
  const typed = parseAmount(received);
  // Nothing typed yet: the whole amount is still missing. A figure that cannot be part of the
  // withdrawal (unreadable, the amount or more) leaves no remaining amount to show: "–".
  const remaining =
    received.trim() === ''
      ? withdrawal.amount
      : typed !== null && typed < withdrawal.amount
        ? remainingAmount(withdrawal.amount, typed)
        : Number.NaN;
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
            amount: formatMoney(withdrawal.amount, symbol),
            reference: withdrawal.withdrawalId,
          })}
        </p>
        {action === 'PARTIAL' && (
          <>
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
            <output className="wl-withdraw__remaining" aria-live="polite">
              {t('confirm.remaining', { amount: formatMoney(remaining, symbol) })}
            </output>
          </>
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
        <IntentNotice intent={send} />
        <div className="wl-withdraw__dialog-actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button type="submit" className="wl-button" disabled={send.pending || send.blocked}>
            {send.pending ? t('confirm.sending') : t('confirm.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
