import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/agent-reports.schema.json';

/** Agent Reports: its page (/agentReports) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'agent-reports',
  options,
  routes: [{ path: '/agentReports', page: () => import('./pages/AgentReportsPage') }],
  slots: {
    sideMenu: [{ key: 'agent-reports', label: 'menu', to: '/agentReports', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
