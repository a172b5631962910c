import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: 'pointMall',
        label: 'menu',
        to: '/pointMall',
        // §2 dropdown order: after the reward centre (40), before the security centre (60).
        order: 50,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: 'pointRecords',
        label: 'records_menu',
        page: () => import('./pages/PointRecordsPage'),
        order: 105,
        audience: 'real-member',
      },
    ],
  },
});
