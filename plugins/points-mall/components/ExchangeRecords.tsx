import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useExchangeRecords, type ExchangeRecord } from '../api';
import { formatPoints, formatPointsChange } from '../formatPoints';
import { recordsTableState } from '../recordsTableState';
import { RedemptionStatus } from './RedemptionStatus';
import { pageNamespace } from '../../../core/plugin/definePlugin';

const PAGE_SIZE = 20;

/** Exchange records with the §3 columns, newest first, re-read while one is In Process. */
export function ExchangeRecords() {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const records = useExchangeRecords(page, PAGE_SIZE);
  const when = (iso: string | undefined) => (iso ? formatDateTime(iso, lang) : '–');
  const columns: RecordsColumn<ExchangeRecord>[] = [
    { key: 'no', header: t('records.transaction_no'), cell: (r) => r.transactionNo },
    { key: 'applied', header: t('records.applied_at'), cell: (r) => when(r.appliedAt) },
    { key: 'type', header: t('records.exchange_type'), cell: (r) => t(`kinds.${r.exchangeType}`) },
    { key: 'product', header: t('records.product'), cell: (r) => r.productName },
    { key: 'quantity', header: t('records.quantity'), align: 'end', cell: (r) => r.quantity },
    {
      key: 'points',
      header: t('records.points_needed'),
      align: 'end',
      cell: (r) => formatPoints(r.pointsNeeded),
    },
    {
      key: 'amount',
      header: t('records.amount_needed'),
      align: 'end',
      cell: (r) => formatAmount(r.amountNeeded),
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (r) => <RedemptionStatus status={r.status} />,
    },
    { key: 'time', header: t('records.time'), cell: (r) => when(r.decidedAt) },
    {
      key: 'change',
      header: t('records.points_change'),
      align: 'end',
      cell: (r) => formatPointsChange(r.pointsChange),
    },
    {
      key: 'balance',
      header: t('records.points_balance'),
      align: 'end',
      cell: (r) => formatPoints(r.pointsBalance),
    },
    { key: 'remark', header: t('records.remark'), cell: (r) => r.remark },
  ];
  const data = records.data;
  return (
    <RecordsTable
      caption={t('records.exchanges_caption')}
      columns={columns}
      rows={data?.list ?? []}
      rowKey={(r) => r.transactionNo}
      page={page}
      pageCount={data?.totalPages ?? 1}
      onPage={setPage}
      state={recordsTableState(records)}
      onRetry={() => void records.refetch()}
      emptyText={t('records.exchanges_empty')}
    />
  );
}
