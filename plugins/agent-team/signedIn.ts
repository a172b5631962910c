import { defineSignedInPart } from '../../core/plugin/definePlugin';

/** The agent centre's register centre and team management pages (§2), loaded after sign-in. */
export default defineSignedInPart({
  slots: {
    agentCentre: [
      {
        key: 'registerCenter',
        label: 'menu_register',
        page: () => import('./pages/RegisterCentrePage'),
        order: 30,
      },
      {
        key: 'downlineManagmentView',
        label: 'menu_team',
        page: () => import('./pages/TeamPage'),
        order: 40,
      },
    ],
  },
});
