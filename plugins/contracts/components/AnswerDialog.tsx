import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../../core/session/session';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { errorMessageKey } from '../../../core/api/ApiError';
import { contractCall, kindKey, type Contract } from '../api';
import { afterContractChange } from '../model/afterChange';
import { formatRate } from '../model/format';
import type { ContractKind } from '../model/kinds';
import { isTermination, requester } from '../model/parties';
import { LowerRateNotice } from './LowerRateNotice';

export type Answer = 'accept' | 'reject';

/** What the page says after an answer: an i18n key of the plugin and its values. */
export interface Outcome {
  key: string;
  values: Record<string, string>;
}

/**
 * My answer to a request (§4): accept or reject a new contract, or agree to or refuse the end of
 * one. Before I accept a new contract the platform is asked what it would end: when its rate is
 * below what I give my own downlines, the contracts that would end are named first (§4
 * lower-rate rule), and accepting is the explicit confirm.
 */
export function AnswerDialog({
  kind,
  contract,
  answer,
  onClose,
  onDone,
}: {
  kind: ContractKind;
  contract: Contract;
  answer: Answer;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('contracts');
  const me = useSnapshot(session).member?.account;
  const from = requester(contract, me);
  const request = isTermination(contract) ? 'termination' : 'contract';
  const needsPreview = answer === 'accept' && request === 'contract';
  const preview = useQuery({
    queryKey: [...kindKey(kind), 'preview', contract.contractId],
    queryFn: ({ signal }) =>
      contractCall(kind, { action: 'preview', contractId: contract.contractId }, { signal }),
    enabled: needsPreview,
    staleTime: 0,
    gcTime: 0,
  });
  const send = useSubmit({
    final: true,
    action: async () => {
      const answered = await contractCall(kind, {
        action: answer,
        contractId: contract.contractId,
      });
      afterContractChange();
      // Only accepting a new contract can end others (§4); the answer names them.
      const ended = (answered.affected ?? []).map((c) => c.downlineAccount).join(', ');
      onDone({
        key:
          ended && needsPreview
            ? 'answer.done.contract.accept_ended'
            : `answer.done.${request}.${answer}`,
        values: { from, ended },
      });
    },
  });
  const waiting = needsPreview && preview.isPending;
  return (
    <Modal title={t(`answer.title.${request}.${answer}`)} onClose={onClose} size="medium">
      <p>
        {t(`answer.question.${request}.${answer}`, {
          from,
          rate: formatRate(kind, contract.rate),
        })}
      </p>
      {waiting && <p role="status">{t('answer.checking')}</p>}
      {preview.isError && <FormError messageKey={errorMessageKey(preview.error)} />}
      {preview.data && (
        <LowerRateNotice
          kind={kind}
          offeredRate={contract.rate}
          affected={preview.data.affected ?? []}
          variant="acceptance"
        />
      )}
      <FormError messageKey={send.errorKey} />
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="wl-button"
          disabled={send.pending || send.done || waiting || preview.isError}
          onClick={() => void send.submit()}
        >
          {t(`answer.confirm.${answer}`)}
        </button>
      </div>
    </Modal>
  );
}
