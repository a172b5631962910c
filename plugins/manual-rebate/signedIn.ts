import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: 'manualRebate',
        label: 'menu',
        to: '/member/manualRebate',
        order: 80,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: 'manualRebate',
        label: 'menu',
        page: () => import('./pages/ManualRebatePage'),
        order: 120,
        audience: 'real-member',
      },
    ],
  },
});
