import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/contracts.schema.json';

/** Contracts: its page (/contracts) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'contracts',
  options,
  routes: [{ path: '/contracts', page: () => import('./pages/ContractsPage') }],
  slots: {
    sideMenu: [{ key: 'contracts', label: 'menu', to: '/contracts', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
