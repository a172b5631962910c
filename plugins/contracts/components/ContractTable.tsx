import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useContractList, type Contract, type ContractRole } from '../api';
import type { ContractKind } from '../model/kinds';
import { pageCountOf, tableState } from '../model/pageCount';
import { statusText, termColumns } from './contractColumns';
import { RowAction } from './RowAction';

const PAGE_SIZE = 10;

/**
 * The contracts I give my downlines (`upline`) or my upline gives me (`downline`), a page at a
 * time from the platform: each with its terms, its status, its settlement history and, while
 * active, a request to end it.
 */
export function ContractTable({
  kind,
  role,
  onDetails,
  onTerminate,
}: {
  kind: ContractKind;
  role: ContractRole;
  onDetails: (contract: Contract) => void;
  onTerminate: (contract: Contract, other: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const list = useContractList(kind, role, page, PAGE_SIZE);
  const other = (c: Contract) => (role === 'upline' ? c.downlineAccount : c.uplineAccount);
  const columns: RecordsColumn<Contract>[] = [
    ...termColumns(kind, t, lang, {
      header: t(role === 'upline' ? 'list.downline' : 'list.upline'),
      account: other,
    }),
    { key: 'status', header: t('list.status'), cell: (c) => statusText(t, c) },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (c) => (
        <span className="wl-contracts__row-actions">
          <RowAction label={t('list.details')} context={other(c)} onClick={() => onDetails(c)} />
          {c.status === 'ACTIVE' && (
            <RowAction
              label={t('list.terminate')}
              context={other(c)}
              onClick={() => onTerminate(c, other(c))}
            />
          )}
        </span>
      ),
    },
  ];
  return (
    <RecordsTable
      caption={t(`list.caption.${role}`)}
      columns={columns}
      rows={list.data?.contracts ?? []}
      rowKey={(c) => c.contractId}
      page={page}
      pageCount={pageCountOf(list.data?.total, PAGE_SIZE)}
      onPage={setPage}
      state={tableState(list)}
      onRetry={() => void list.refetch()}
      emptyText={t(`list.empty.${role}`)}
    />
  );
}
