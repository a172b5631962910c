import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: 'securityCenter',
        label: 'menu',
        to: '/member/securityCenter',
        order: 60,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: 'securityCenter',
        label: 'menu',
        page: () => import('./pages/SecurityCentrePage'),
        order: 10,
      },
    ],
  },
});
