import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { Amount } from '../components/Amount';
import { ReportFrame, type ReportColumn, type ReportTotals } from '../components/ReportFrame';
import { csvAmount } from '../report/cells';
import { GAME_TYPES } from '../report/gameTypes';

type Line = Parameters<ReportColumn<'agentUserLoss'>['csv']>[0];
type Figure =
  'bet' | 'validBet' | 'winLoss' | 'bonus' | 'rebate' | 'deposits' | 'withdrawn' | 'profit';

/**
 * Agent centre palStatementsAgentCopy (§2 user loss): one line per member of the team with
 * activity in the range, biggest loss first; a game type narrows the bet columns.
 */
export default function UserLossPage() {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const amountColumn = (
    key: Figure,
    header: string,
    signed = false,
  ): ReportColumn<'agentUserLoss'> => ({
    key,
    header,
    align: 'end',
    cell: (l: Line) => <Amount value={l[key]} signed={signed} />,
    csv: (l: Line) => csvAmount(l[key]),
    sum: (s: ReportTotals<'agentUserLoss'>) => <Amount value={s[key]} signed={signed} />,
  });
  const gameType = (type: string) => t(`game_types.${type}`, { defaultValue: type });
  const columns: ReportColumn<'agentUserLoss'>[] = [
    { key: 'account', header: t('columns.account'), cell: (l) => l.account, csv: (l) => l.account },
    {
      key: 'level',
      header: t('columns.level'),
      align: 'end',
      cell: (l) => l.level,
      csv: (l) => l.level,
    },
    {
      key: 'bets',
      header: t('columns.bets'),
      align: 'end',
      cell: (l) => l.bets.toLocaleString('en-US'),
      csv: (l) => l.bets,
      sum: (s) => s.bets.toLocaleString('en-US'),
    },
    amountColumn('bet', t('columns.bet')),
    amountColumn('validBet', t('columns.valid_bet')),
    amountColumn('winLoss', t('columns.win_loss'), true),
    amountColumn('bonus', t('columns.bonus')),
    amountColumn('rebate', t('columns.rebate')),
    amountColumn('deposits', t('columns.deposits')),
    amountColumn('withdrawn', t('columns.withdrawn')),
    amountColumn('profit', t('columns.profit'), true),
  ];
  return (
    <ReportFrame
      name="agentUserLoss"
      title={t('user_loss.title')}
      caption={(from, to) => t('user_loss.caption', { from, to })}
      columns={columns}
      byAccount
      kind={{
        param: 'gameType',
        label: t('filters.game_type'),
        allLabel: t('filters.all_game_types'),
        options: GAME_TYPES.map((type) => ({ value: type, label: gameType(type) })),
      }}
      fileName="user-loss"
      emptyText={t('user_loss.empty')}
      rowKey={(l) => l.account}
    />
  );
}
