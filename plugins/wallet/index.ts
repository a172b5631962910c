import { definePlugin, provideService } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/wallet.schema.json';

/**
 * The member's money at a glance and on the move (§2 Header, member centre transferFund and
 * transferUpline): the header balance with deposit and withdraw, transfers between the main and
 * the vendor wallets, and the walletRefresh service other money plugins call after money moved.
 */
export default definePlugin({
  id: 'wallet',
  requires: ['COMM3'],
  options,
  provides: [
    provideService(walletRefresh, () => import('./refreshWallet').then((m) => m.refreshWallet)),
  ],
  slots: {
    headerActions: [
      {
        key: 'wallet',
        component: () => import('./components/HeaderWallet'),
        order: 10,
        // Trial users get the buttons (and the §4 warning) but no balance: the component decides.
        audience: 'member',
        // 36 px high at this ratio is 470 px wide (a min-height turns into a min-width through the
        // ratio): the balance, its two buttons, withdraw and deposit, so the account name never moves.
        reserve: { minHeight: 36, aspectRatio: '470 / 36' },
      },
    ],
  },
  signedIn: {
    centres: ['memberCentre', 'agentCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
