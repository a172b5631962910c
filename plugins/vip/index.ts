import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/vip.schema.json';

/** Vip: its page (/vip) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'vip',
  options,
  routes: [{ path: '/vip', page: () => import('./pages/VipPage') }],
  slots: {
    sideMenu: [{ key: 'vip', label: 'menu', to: '/vip', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
