import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { usePointDetails, type PointEntry } from '../api';
import { formatPoints, formatPointsChange } from '../formatPoints';
import { recordsTableState } from '../recordsTableState';
import { pageNamespace } from '../../../core/plugin/definePlugin';

const PAGE_SIZE = 20;

/** What an entry is about, in the reader's words: a day of bets, the welcome grant, or a number. */
function useReference() {
  const { t } = useTranslation(pageNamespace('points-mall'));
  return (entry: PointEntry) => {
    if (entry.reference.startsWith('BETS:'))
      return t('references.bets', { day: entry.reference.slice(5) });
    if (entry.reference === 'WELCOME') return t('references.welcome');
    return entry.reference;
  };
}

/** Points details: every earning, exchange, conversion and return, with the balance after it. */
export function PointsDetails() {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const lang = useLanguage();
  const reference = useReference();
  const [page, setPage] = useState(1);
  const details = usePointDetails(page, PAGE_SIZE);
  const columns: RecordsColumn<PointEntry>[] = [
    { key: 'time', header: t('records.time'), cell: (e) => formatDateTime(e.time, lang) },
    { key: 'kind', header: t('records.kind'), cell: (e) => t(`entry_kinds.${e.kind}`) },
    { key: 'reference', header: t('records.reference'), cell: reference },
    {
      key: 'types',
      header: t('records.types'),
      cell: (e) =>
        e.parts.map((p) => `${t(`types.${p.type}`)} ${formatPointsChange(p.points)}`).join(' · '),
    },
    {
      key: 'change',
      header: t('records.points_change'),
      align: 'end',
      cell: (e) => formatPointsChange(e.points),
    },
    {
      key: 'balance',
      header: t('records.points_balance'),
      align: 'end',
      cell: (e) => formatPoints(e.balance),
    },
  ];
  const data = details.data;
  return (
    <RecordsTable
      caption={t('records.details_caption')}
      columns={columns}
      rows={data?.list ?? []}
      rowKey={(e) => e.entryNo}
      page={page}
      pageCount={data?.totalPages ?? 1}
      onPage={setPage}
      state={recordsTableState(details)}
      onRetry={() => void details.refetch()}
      emptyText={t('records.details_empty')}
    />
  );
}
