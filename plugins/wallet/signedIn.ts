import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: 'transferFund',
        label: 'transfer.menu',
        page: () => import('./pages/TransferFundPage'),
        order: 20,
        audience: 'real-member',
      },
      {
        key: 'transferUpline',
        label: 'upline.menu',
        page: () => import('./pages/TransferUplinePage'),
        order: 50,
        audience: 'real-member',
        requires: ['AGETRANSFERUP3'],
      },
    ],
    // §2 agent centre: transfer to upline, the same page, under the same module flag.
    agentCentre: [
      {
        key: 'transferUpline',
        label: 'upline.menu',
        page: () => import('./pages/TransferUplinePage'),
        order: 170,
        requires: ['AGETRANSFERUP3'],
      },
    ],
  },
});
