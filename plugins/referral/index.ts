import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/referral.schema.json';

/** Referral: its page (/referral) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'referral',
  options,
  routes: [{ path: '/referral', page: () => import('./pages/ReferralPage') }],
  slots: {
    sideMenu: [{ key: 'referral', label: 'menu', to: '/referral', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
