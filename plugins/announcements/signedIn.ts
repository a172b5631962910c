import { defineSignedInPart } from '../../core/plugin/definePlugin';

/**
 * What only a signed-in person sees of this plugin: the agent centre's announcement page (§2
 * agentAnnouncement, its first entry), loaded at the first signed-in moment.
 */
export default defineSignedInPart({
  slots: {
    agentCentre: [
      {
        key: 'agentAnnouncement',
        // "Announcements": the title the announcement popup already carries in every language.
        label: 'popup.title',
        page: () => import('./pages/AgentAnnouncementsPage'),
        order: 10,
      },
    ],
  },
});
