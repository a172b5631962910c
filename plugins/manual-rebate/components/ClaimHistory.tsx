import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useRebateHistory, type RebateHistoryEntry } from '../api';
import { useGameTypeName } from '../gameTypeName';

/** The member's claims, newest first, a page at a time (the site's `historyPageSize`). */
export function ClaimHistory() {
  const { t } = useTranslation('manual-rebate');
  const lang = useLanguage();
  const { historyPageSize } = usePluginOptions('manual-rebate');
  const gameTypeName = useGameTypeName();
  const [page, setPage] = useState(1);
  const history = useRebateHistory(page, historyPageSize);
  const data = history.data;
  const columns: RecordsColumn<RebateHistoryEntry>[] = [
    {
      key: 'time',
      header: t('history.time'),
      cell: (c) => formatDateTime(c.claimedAt, lang),
    },
    { key: 'reference', header: t('history.reference'), cell: (c) => c.claimId },
    {
      key: 'gameTypes',
      header: t('history.game_types'),
      cell: (c) => c.gameTypes.map(gameTypeName).join(', '),
    },
    {
      key: 'turnover',
      header: t('history.turnover'),
      align: 'end',
      cell: (c) => formatAmount(c.turnover),
    },
    {
      key: 'amount',
      header: t('history.amount'),
      align: 'end',
      cell: (c) => formatAmount(c.amount),
    },
  ];
  return (
    <section className="wl-manual-rebate__history">
      <RecordsTable
        caption={t('history.caption')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(c) => c.claimId}
        page={page}
        pageCount={data?.totalPages ?? 1}
        onPage={setPage}
        state={
          history.isError && !history.isPlaceholderData
            ? 'error'
            : history.isPending || history.isPlaceholderData
              ? 'loading'
              : 'ready'
        }
        onRetry={() => void history.refetch()}
        emptyText={t('history.empty')}
      />
    </section>
  );
}
