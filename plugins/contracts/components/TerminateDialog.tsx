import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { contractCall, type Contract } from '../api';
import { afterContractChange } from '../model/afterChange';
import type { ContractKind } from '../model/kinds';
import type { Outcome } from './AnswerDialog';

/**
 * Asking to end an active contract (§4 termination request): the other party accepts or refuses
 * it, and until then the contract stays active and keeps settling.
 */
export function TerminateDialog({
  kind,
  contract,
  other,
  onClose,
  onDone,
}: {
  kind: ContractKind;
  contract: Contract;
  other: string;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('contracts');
  const send = useSubmit({
    final: true,
    action: async () => {
      await contractCall(kind, { action: 'terminate', contractId: contract.contractId });
      afterContractChange();
      onDone({ key: 'terminate.done', values: { other } });
    },
  });
  return (
    <Modal title={t('terminate.title')} onClose={onClose} size="small">
      <p>{t('terminate.question', { other })}</p>
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
          {t('terminate.confirm')}
        </button>
      </div>
    </Modal>
  );
}
