import { defineSignedInPart } from '../../core/plugin/definePlugin';

/** The agent centre's overview and report pages (§2 page keys), loaded after sign-in. */
export default defineSignedInPart({
  slots: {
    agentCentre: [
      {
        key: 'agentTeamOverview',
        label: 'menu_overview',
        page: () => import('./pages/TeamOverviewPage'),
        order: 20,
      },
      {
        key: 'personalHistoryCopy',
        label: 'menu_team_bets',
        page: () => import('./pages/TeamBetsPage'),
        order: 50,
      },
      {
        key: 'palStatementsAgentCopy',
        label: 'menu_user_loss',
        page: () => import('./pages/UserLossPage'),
        order: 60,
      },
      {
        key: 'agentRevenueReport',
        label: 'menu_income',
        page: () => import('./pages/IncomePage'),
        order: 70,
      },
      {
        key: 'agentDownlineTransactionDetailsCopy',
        label: 'menu_account_details',
        page: () => import('./pages/TeamTransactionsPage'),
        order: 80,
        // the account record's call (§3 MEMTRANS3), as the member's own account record
        requires: ['MEMTRANS3'],
      },
    ],
  },
});
