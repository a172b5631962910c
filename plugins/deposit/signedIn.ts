import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: 'depositv2',
        label: 'menu',
        page: () => import('./pages/DepositPage'),
        order: 30,
        audience: 'real-member',
      },
    ],
    // §2 agent centre: "deposit and withdraw entries also appear" (the same page).
    agentCentre: [
      { key: 'depositv2', label: 'menu', page: () => import('./pages/DepositPage'), order: 150 },
    ],
  },
});
