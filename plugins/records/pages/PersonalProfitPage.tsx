import '../records.css';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { usePersonalProfit, type Profit } from '../api';
import { Amount } from '../components/Amount';
import { tableState } from '../components/tableState';
import { localUtcOffset } from '../formatTime';
import { useRecordsSearch } from '../query/useRecordsSearch';

type ProfitLine = Profit['byGameType'][number];

/**
 * Member centre page personalProfit (§2 personal profit/loss): bets, valid bets, payouts and
 * win/loss per game type and in all over a date range, with the bonuses, deposits and
 * withdrawals of the same days and the resulting profit.
 */
export default function PersonalProfitPage() {
  const { t } = useTranslation('records');
  const controls = useRecordsSearch();
  const view = useDeferredValue(controls.view);
  const profit = usePersonalProfit({
    from: view.from,
    to: view.to,
    utcOffset: localUtcOffset(controls.now),
  });
  const columns: RecordsColumn<ProfitLine>[] = [
    {
      key: 'gameType',
      header: t('profit.game_type'),
      cell: (l) => t(`game_types.${l.gameType}`, { defaultValue: l.gameType }),
    },
    {
      key: 'bets',
      header: t('profit.bets'),
      align: 'end',
      cell: (l) => l.bets.toLocaleString('en-US'),
    },
    { key: 'bet', header: t('bets.bet'), align: 'end', cell: (l) => <Amount value={l.bet} /> },
    {
      key: 'validBet',
      header: t('bets.valid_bet'),
      align: 'end',
      cell: (l) => <Amount value={l.validBet} />,
    },
    {
      key: 'payout',
      header: t('bets.payout'),
      align: 'end',
      cell: (l) => <Amount value={l.payout} />,
    },
    {
      key: 'winLoss',
      header: t('bets.win_loss'),
      align: 'end',
      cell: (l) => <Amount value={l.winLoss} signed />,
    },
  ];
  const data = profit.data;
  const summary: [string, number, boolean][] = data
    ? [
        ['profit.win_loss', data.total.winLoss, true],
        ['profit.bonus', data.bonus, false],
        ['profit.rebate', data.rebate, false],
        ['profit.profit', data.profit, true],
        ['profit.deposit', data.deposit, false],
        ['profit.withdrawal', data.withdrawal, false],
      ]
    : [];
  return (
    <section className="wl-records-page" aria-labelledby="wl-records-profit">
      <h2 id="wl-records-profit">{t('profit.title')}</h2>
      <DateRangeField value={controls.view} onChange={controls.setRange} now={controls.now} />
      {data && (
        <dl className="wl-records-summary" aria-label={t('profit.summary')}>
          {summary.map(([key, value, signed]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd data-testid={key === 'profit.profit' ? 'profit-total' : undefined}>
                <Amount value={value} signed={signed} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <RecordsTable
        caption={t('profit.caption', { from: view.from, to: view.to })}
        columns={columns}
        rows={data?.byGameType ?? []}
        rowKey={(l) => l.gameType}
        totals={
          data && {
            gameType: t('profit.total'),
            bets: data.total.bets.toLocaleString('en-US'),
            bet: <Amount value={data.total.bet} />,
            validBet: <Amount value={data.total.validBet} />,
            payout: <Amount value={data.total.payout} />,
            winLoss: <Amount value={data.total.winLoss} signed />,
          }
        }
        page={1}
        pageCount={1}
        onPage={() => undefined}
        state={tableState(profit)}
        onRetry={() => void profit.refetch()}
        emptyText={t('profit.empty')}
      />
    </section>
  );
}
