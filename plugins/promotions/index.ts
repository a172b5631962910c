import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/promotions.schema.json';

/** Promotions: its page (/promotions) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'promotions',
  options,
  routes: [{ path: '/promotions', page: () => import('./pages/PromotionsPage') }],
  slots: {
    sideMenu: [{ key: 'promotions', label: 'menu', to: '/promotions', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
