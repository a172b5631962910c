import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin (account menu, member centre): loaded at the
 * first signed-in moment, so a visitor's first page does not carry it (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: 'messageV2',
        label: 'menu',
        page: () => import('./pages/MessagesPage'),
        order: 140,
        audience: 'real-member',
      },
    ],
    // §2 agent centre: the same page, for agents.
    agentCentre: [
      { key: 'messageV2', label: 'menu', page: () => import('./pages/MessagesPage'), order: 130 },
    ],
  },
});
