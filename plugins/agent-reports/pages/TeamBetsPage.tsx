import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { Amount } from '../components/Amount';
import { ReportFrame, type ReportColumn } from '../components/ReportFrame';
import { csvAmount } from '../report/cells';
import { GAME_TYPES } from '../report/gameTypes';

/**
 * Agent centre personalHistoryCopy (§2 team betting): the bets of the whole team, newest first.
 * The downline filter shows that member's own bets, not its team's.
 */
export default function TeamBetsPage() {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const lang = useLanguage();
  const gameType = (type: string) => t(`game_types.${type}`, { defaultValue: type });
  const columns: ReportColumn<'agentTeamBets'>[] = [
    {
      key: 'time',
      header: t('columns.time'),
      cell: (b) => formatDateTime(b.placedAt, lang, { seconds: true }),
      csv: (b) => formatDateTime(b.placedAt, lang, { seconds: true }),
    },
    { key: 'account', header: t('columns.account'), cell: (b) => b.account, csv: (b) => b.account },
    {
      key: 'level',
      header: t('columns.level'),
      align: 'end',
      cell: (b) => b.level,
      csv: (b) => b.level,
    },
    {
      key: 'gameType',
      header: t('columns.game_type'),
      cell: (b) => gameType(b.gameType),
      csv: (b) => gameType(b.gameType),
    },
    { key: 'game', header: t('columns.game'), cell: (b) => b.gameName, csv: (b) => b.gameName },
    {
      key: 'bet',
      header: t('columns.bet'),
      align: 'end',
      cell: (b) => <Amount value={b.bet} />,
      csv: (b) => csvAmount(b.bet),
      sum: (s) => <Amount value={s.bet} />,
    },
    {
      key: 'validBet',
      header: t('columns.valid_bet'),
      align: 'end',
      cell: (b) => <Amount value={b.validBet} />,
      csv: (b) => csvAmount(b.validBet),
      sum: (s) => <Amount value={s.validBet} />,
    },
    {
      key: 'winLoss',
      header: t('columns.win_loss'),
      align: 'end',
      cell: (b) => <Amount value={b.winLoss} signed />,
      csv: (b) => csvAmount(b.winLoss),
      sum: (s) => <Amount value={s.winLoss} signed />,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (b) => t(`status.${b.status}`),
      csv: (b) => t(`status.${b.status}`),
    },
  ];
  return (
    <ReportFrame
      name="agentTeamBets"
      title={t('team_bets.title')}
      caption={(from, to) => t('team_bets.caption', { from, to })}
      columns={columns}
      byAccount
      kind={{
        param: 'gameType',
        label: t('filters.game_type'),
        allLabel: t('filters.all_game_types'),
        options: GAME_TYPES.map((type) => ({ value: type, label: gameType(type) })),
      }}
      fileName="team-betting"
      emptyText={t('team_bets.empty')}
      rowKey={(b) => b.id}
    />
  );
}
