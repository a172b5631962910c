import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { session } from '../../../core/session/session';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useContractRequests, type Contract } from '../api';
import type { ContractKind } from '../model/kinds';
import { tableState } from '../model/pageCount';
import { isTermination, requester } from '../model/parties';
import type { Answer } from './AnswerDialog';
import { termColumns } from './contractColumns';
import { RowAction } from './RowAction';

/**
 * Requests waiting for my answer (§4): new contracts offered to me and requests to end one,
 * each with accept and reject.
 */
export function RequestsTable({
  kind,
  onAnswer,
}: {
  kind: ContractKind;
  onAnswer: (contract: Contract, answer: Answer) => void;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLanguage();
  const me = useSnapshot(session).member?.account;
  const requests = useContractRequests(kind);
  const columns: RecordsColumn<Contract>[] = [
    ...termColumns(kind, t, lang, {
      header: t('requests.from'),
      account: (c) => requester(c, me),
    }),
    {
      key: 'request',
      header: t('requests.request'),
      cell: (c) => t(isTermination(c) ? 'requests.termination' : 'requests.contract'),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (c) => (
        <span className="wl-contracts__row-actions">
          <RowAction
            primary
            label={t('requests.accept')}
            context={requester(c, me)}
            onClick={() => onAnswer(c, 'accept')}
          />
          <RowAction
            label={t('requests.reject')}
            context={requester(c, me)}
            onClick={() => onAnswer(c, 'reject')}
          />
        </span>
      ),
    },
  ];
  return (
    <RecordsTable
      caption={t('requests.caption')}
      columns={columns}
      rows={requests.data?.contracts ?? []}
      rowKey={(c) => c.contractId}
      page={1}
      pageCount={1}
      onPage={() => undefined}
      state={tableState(requests)}
      onRetry={() => void requests.refetch()}
      emptyText={t('requests.empty')}
    />
  );
}
