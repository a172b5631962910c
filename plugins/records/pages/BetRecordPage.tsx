import '../records.css';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useBetRecords, useVendorOptions, type BetRecord } from '../api';
import { Amount } from '../components/Amount';
import { FilterSelect } from '../components/FilterSelect';
import { GameFilters } from '../components/GameFilters';
import { pageCountOf, tableState } from '../components/tableState';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { localUtcOffset } from '../formatTime';
import { useRecordsSearch } from '../query/useRecordsSearch';
import { PAGE_SIZE } from '../paging';

const STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

/**
 * Member centre page personalHistoryCopy (§2 betting record): the member's bets over a date
 * range, by game type, vendor and status, 20 a page with the totals of the whole filter.
 * The table follows a deferred copy of the filters, so a change answers the click at once and
 * the re-render of the table never blocks it.
 */
export default function BetRecordPage() {
  const { t } = useTranslation('records');
  const lang = useLanguage();
  const { showRoundId } = usePluginOptions('records');
  const controls = useRecordsSearch();
  const view = useDeferredValue(controls.view);
  const vendors = useVendorOptions();
  const { gameType, vendor } = view.filters;
  const status = STATUSES.find((s) => s === view.filters.status);
  const bets = useBetRecords({
    from: view.from,
    to: view.to,
    utcOffset: localUtcOffset(controls.now),
    pageNo: view.page,
    pageSize: PAGE_SIZE,
    ...(gameType ? { gameType } : {}),
    ...(vendor ? { vendor } : {}),
    ...(status ? { status } : {}),
  });
  const names = useMemo(
    () => new Map((vendors.data ?? []).map((v) => [v.vassalage, v.displayName])),
    [vendors.data],
  );
  const columns: RecordsColumn<BetRecord>[] = [
    {
      key: 'time',
      header: t('bets.time'),
      cell: (b) => formatDateTime(b.placedAt, lang, { seconds: true }),
    },
    { key: 'vendor', header: t('bets.vendor'), cell: (b) => names.get(b.vendor) ?? b.vendor },
    {
      key: 'game',
      header: showRoundId ? t('bets.game_round') : t('bets.game'),
      // the round under the game's name: one column less, so riel amounts still fit
      cell: (b) =>
        showRoundId ? (
          <>
            {b.gameName}
            <span className="wl-records-page__sub">{b.roundId}</span>
          </>
        ) : (
          b.gameName
        ),
    },
    { key: 'bet', header: t('bets.bet'), align: 'end', cell: (b) => <Amount value={b.bet} /> },
    {
      key: 'validBet',
      header: t('bets.valid_bet'),
      align: 'end',
      cell: (b) => <Amount value={b.validBet} />,
    },
    {
      key: 'payout',
      header: t('bets.payout'),
      align: 'end',
      cell: (b) => <Amount value={b.payout} />,
    },
    {
      key: 'winLoss',
      header: t('bets.win_loss'),
      align: 'end',
      cell: (b) => <Amount value={b.winLoss} signed />,
    },
    { key: 'status', header: t('bets.status'), cell: (b) => t(`status.${b.status}`) },
  ];
  const data = bets.data;
  return (
    <section className="wl-records-page" aria-labelledby="wl-records-bets">
      <h2 id="wl-records-bets">{t('bets.title')}</h2>
      <DateRangeField value={controls.view} onChange={controls.setRange} now={controls.now} />
      <div className="wl-records-filters">
        <GameFilters controls={controls} vendors={vendors.data ?? []} />
        <FilterSelect
          label={t('filters.status')}
          allLabel={t('filters.all_statuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={controls.view.filters.status}
          onChange={(value) => controls.setFilter('status', value)}
        />
      </div>
      <RecordsTable
        caption={t('bets.caption', { from: view.from, to: view.to })}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(b) => b.id}
        totals={
          data && {
            time: t('bets.total', { count: data.total, total: data.total.toLocaleString('en-US') }),
            bet: <Amount value={data.totals.bet} />,
            validBet: <Amount value={data.totals.validBet} />,
            payout: <Amount value={data.totals.payout} />,
            winLoss: <Amount value={data.totals.winLoss} signed />,
          }
        }
        page={view.page}
        pageCount={pageCountOf(data?.total, PAGE_SIZE)}
        onPage={controls.setPage}
        state={tableState(bets)}
        onRetry={() => void bets.refetch()}
        emptyText={t('bets.empty')}
      />
    </section>
  );
}
