import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin: the agent centre's customer-service page
 * (§2), the page of /customerService under the centre's heading, loaded at the first signed-in
 * moment (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    agentCentre: [
      {
        key: 'customerService',
        label: 'label',
        page: () =>
          import('./pages/CustomerServicePage').then((page) => ({
            default: page.CentreServicePage,
          })),
        order: 140,
      },
    ],
  },
});
