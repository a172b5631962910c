import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useContractHistory, type Contract, type ContractRole, type Settlement } from '../api';
import type { ContractKind, KindId } from '../model/kinds';
import { pageCountOf, tableState } from '../model/pageCount';
import { RowAction } from './RowAction';

const PAGE_SIZE = 10;

type Figure = 'volume' | 'profitLoss' | 'activePlayers';

/** What a period's settlement turned on, per type (§4, §9). */
const FIGURES: Record<KindId, readonly Figure[]> = {
  dividend: ['profitLoss', 'activePlayers'],
  daily: ['volume', 'activePlayers'],
  hourly: ['volume', 'activePlayers'],
  realtime: ['volume', 'profitLoss'],
};

/**
 * A contract's settlements, a page at a time from the platform (§4 settlement history): each
 * period with the team's figures, the amount and whether it was paid, is due, was forced from a
 * frozen upline, or met no tier; totals paid and due above. The upline pays a due one here.
 */
export function HistoryTable({
  kind,
  contract,
  role,
  onPay,
}: {
  kind: ContractKind;
  contract: Contract;
  role: ContractRole;
  onPay: (settlement: Settlement) => void;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const history = useContractHistory(kind, contract.contractId, page, PAGE_SIZE);
  const figure = (key: Figure): RecordsColumn<Settlement> => ({
    key,
    header: t(key === 'volume' ? `history.volume.${kind.id}` : `history.${key}`),
    align: 'end',
    cell: (s) => (key === 'activePlayers' ? String(s[key]) : formatAmount(s[key])),
  });
  const columns: RecordsColumn<Settlement>[] = [
    {
      key: 'period',
      header: t('history.period'),
      cell: (s) =>
        t('history.period_value', {
          from: formatDateTime(s.periodStart, lang),
          to: formatDateTime(s.periodEnd, lang),
        }),
    },
    ...FIGURES[kind.id].map(figure),
    {
      key: 'amount',
      header: t('history.amount'),
      align: 'end',
      cell: (s) => formatAmount(s.amount),
    },
    { key: 'status', header: t('history.status'), cell: (s) => t(`settlement.${s.status}`) },
    {
      key: 'paidAt',
      header: t('history.paid_at'),
      cell: (s) => (s.paidAt ? formatDateTime(s.paidAt, lang) : '–'),
    },
    ...(role === 'upline'
      ? [
          {
            key: 'pay',
            header: t('list.actions'),
            cell: (s: Settlement) =>
              s.status === 'DUE' ? (
                <RowAction
                  primary
                  label={t('pay.open')}
                  context={formatDateTime(s.periodStart, lang)}
                  onClick={() => onPay(s)}
                />
              ) : null,
          },
        ]
      : []),
  ];
  const totals = history.data?.totals;
  return (
    <div className="wl-contracts__history">
      {totals && (
        <dl className="wl-contracts__facts">
          <div>
            <dt>{t('history.total_paid')}</dt>
            <dd>{formatAmount(totals.paid)}</dd>
          </div>
          <div>
            <dt>{t('history.total_due')}</dt>
            <dd>{formatAmount(totals.due)}</dd>
          </div>
        </dl>
      )}
      <RecordsTable
        caption={t('history.caption', {
          upline: contract.uplineAccount,
          downline: contract.downlineAccount,
        })}
        columns={columns}
        rows={history.data?.settlements ?? []}
        rowKey={(s) => s.settlementId}
        page={page}
        pageCount={pageCountOf(history.data?.total, PAGE_SIZE)}
        onPage={setPage}
        state={tableState(history)}
        onRetry={() => void history.refetch()}
        emptyText={t('history.empty')}
      />
    </div>
  );
}
