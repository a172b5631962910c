import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/manual-rebate.schema.json';

/** Manual Rebate: its page (/manualRebate) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'manual-rebate',
  options,
  routes: [{ path: '/manualRebate', page: () => import('./pages/ManualRebatePage') }],
  slots: {
    sideMenu: [{ key: 'manual-rebate', label: 'menu', to: '/manualRebate', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
