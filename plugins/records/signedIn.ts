import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: 'personalHistoryCopy',
        label: 'menu.bets',
        to: '/member/personalHistoryCopy',
        order: 10,
        audience: 'member',
        realAccount: true,
      },
      {
        key: 'transactionHistory',
        label: 'menu.account',
        to: '/member/transactionHistory',
        order: 20,
        audience: 'member',
        realAccount: true,
        requires: ['MEMTRANS3'],
      },
      {
        key: 'personalProfit',
        label: 'menu.profit',
        to: '/member/personalProfit',
        order: 30,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: 'personalHistoryCopy',
        label: 'menu.bets',
        page: () => import('./pages/BetRecordPage'),
        order: 60,
        audience: 'real-member',
      },
      {
        key: 'transactionHistory',
        label: 'menu.account',
        page: () => import('./pages/AccountRecordPage'),
        order: 70,
        audience: 'real-member',
        requires: ['MEMTRANS3'],
      },
      {
        key: 'personalProfit',
        label: 'menu.profit',
        page: () => import('./pages/PersonalProfitPage'),
        order: 80,
        audience: 'real-member',
      },
      {
        key: 'bonusDetails',
        label: 'menu.bonus',
        page: () => import('./pages/BonusDetailsPage'),
        order: 90,
        audience: 'real-member',
      },
    ],
  },
});
