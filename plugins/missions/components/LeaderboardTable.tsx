import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useLeaderboard, type LeaderboardEntry } from '../api';

/**
 * The weekly leaderboard: members ranked by valid bets, names masked, the member's own row marked
 * (a "you" tag the row's highlight hangs on), and the member's own rank below when outside the list.
 */
export function LeaderboardTable({ size }: { size: number }) {
  const { t } = useTranslation('missions');
  const board = useLeaderboard(size);
  const columns: RecordsColumn<LeaderboardEntry>[] = [
    { key: 'rank', header: t('leaderboard.rank'), cell: (row) => row.rank },
    {
      key: 'player',
      header: t('leaderboard.player'),
      cell: (row) =>
        row.self ? (
          <span className="wl-missions__self">
            {row.customerName} <strong className="wl-missions__you">{t('leaderboard.you')}</strong>
          </span>
        ) : (
          row.customerName
        ),
    },
    {
      key: 'score',
      header: t('leaderboard.score'),
      cell: (row) => formatAmount(row.score),
      align: 'end',
    },
  ];
  const own = board.data?.own;
  return (
    <section className="wl-missions__board" aria-labelledby="wl-missions-board-title">
      <h3 id="wl-missions-board-title" className="wl-missions__subtitle">
        {t('leaderboard.title')}
      </h3>
      <RecordsTable
        caption={t('leaderboard.caption')}
        columns={columns}
        rows={board.data?.list ?? []}
        page={1}
        pageCount={1}
        onPage={() => undefined}
        state={board.isError ? 'error' : board.isPending ? 'loading' : 'ready'}
        onRetry={() => void board.refetch()}
        emptyText={t('leaderboard.empty')}
        rowKey={(row) => row.rank}
      />
      {board.data && (
        <p className="wl-missions__own">
          {own
            ? t('leaderboard.own_rank', { rank: own.rank, score: formatAmount(own.score) })
            : t('leaderboard.no_rank')}
        </p>
      )}
    </section>
  );
}
