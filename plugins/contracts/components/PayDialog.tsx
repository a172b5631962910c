import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { contractCall, type Settlement } from '../api';
import { afterContractChange } from '../model/afterChange';
import type { ContractKind } from '../model/kinds';
import type { Outcome } from './AnswerDialog';

/** A refusal: the platform recorded nothing, so a corrected retry is a new intent. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.code !== 'DUPLICATE_REQUEST';

/**
 * Paying a due settlement to the downline (§4: a period's bonus the upline pays; unpaid after
 * the next period ends, the platform freezes the upline and forces it). A money call: asked
 * first, then sent with the intent's idempotency key, the same on a retry, a double click or a
 * reload mid-send (`intentScope` per settlement), so the downline is paid once; then the
 * header's balance is read again.
 */
export function PayDialog({
  kind,
  settlement,
  downline,
  onClose,
  onDone,
}: {
  kind: ContractKind;
  settlement: Settlement;
  downline: string;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLanguage();
  const refreshWallet = useRefreshWallet();
  const amount = formatAmount(settlement.amount);
  const send = useSubmit({
    final: true,
    intentScope: `contract-pay-${settlement.settlementId}`,
    action: async ({ idempotencyKey }) => {
      await contractCall(
        kind,
        { action: 'pay', settlementId: settlement.settlementId },
        { idempotencyKey },
      );
      refreshWallet();
      afterContractChange();
      onDone({ key: 'pay.done', values: { amount, downline } });
    },
    onError: (error) => {
      if (isRefusal(error)) send.newIntent();
    },
  });
  return (
    <Modal title={t('pay.title')} onClose={onClose} size="small">
      <p>
        {t('pay.question', {
          amount,
          downline,
          from: formatDateTime(settlement.periodStart, lang),
          to: formatDateTime(settlement.periodEnd, lang),
        })}
      </p>
      <FormError messageKey={send.errorKey} />
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="wl-button"
          disabled={send.pending || send.done}
          onClick={() => void send.submit()}
        >
          {send.pending ? t('actions.sending') : t('pay.confirm')}
        </button>
      </div>
    </Modal>
  );
}
