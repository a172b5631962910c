import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/agent-team.schema.json';

/** Agent Team: its page (/agentTeam) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'agent-team',
  options,
  routes: [{ path: '/agentTeam', page: () => import('./pages/AgentTeamPage') }],
  slots: {
    sideMenu: [{ key: 'agent-team', label: 'menu', to: '/agentTeam', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
