import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { FormError } from '../../../core/ui/form/FormError';
import { Modal } from '../../../core/ui/Modal';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { contractCall, type Settlement } from '../api';
import { afterContractChange } from '../model/afterChange';
import type { ContractKind } from '../model/kinds';
import type { Outcome } from './AnswerDialog';

/**
 * Paying a due settlement to the downline (§4: a period's bonus the upline pays; unpaid after
 * the next period ends, the platform freezes the upline and forces it). A money call: asked
 * first, then one intent per settlement (core useMoneyIntent), so a lost answer is asked for
 * before the dialog can pay again and the downline is paid once.
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
  const amount = formatAmount(settlement.amount);
  const send = useMoneyIntent({
    final: true,
    operation: kind.endpoint,
    scope: `contract-pay-${settlement.settlementId}`,
    identity: () => ({ settlementId: settlement.settlementId }),
    describe: () => t('pay.intent', { amount, downline }),
    send: ({ settlementId }, idempotencyKey) =>
      contractCall(kind, { action: 'pay', settlementId }, { idempotencyKey }),
    onApplied: () => {
      afterContractChange();
      onDone({ key: 'pay.done', values: { amount, downline } });
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
      <IntentNotice intent={send} />
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="wl-button"
          disabled={send.pending || send.blocked || send.done}
          onClick={() => void send.submit()}
        >
          {send.pending ? t('actions.sending') : t('pay.confirm')}
        </button>
      </div>
    </Modal>
  );
}
