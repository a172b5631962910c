import { definePlugin } from '../../core/plugin/definePlugin';
import { loginPrompt, walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/promotions.schema.json';

/**
 * Promotions (§2 /promotions, REWCEN3): the categories and tags, the cards with each member's
 * activity status, the detail, the activity application form and the claim hall. Visitors see
 * the merchant's list and are asked to log in when they act.
 */
export default definePlugin({
  id: 'promotions',
  requires: ['REWCEN3'],
  options,
  needs: [loginPrompt],
  // A claim re-reads the header balance when a wallet plugin is there to do it.
  optional: [walletRefresh],
  routes: [{ path: '/promotions', page: () => import('./pages/PromotionsPage') }],
  // The member-centre page redEnvelope and its badge: only a signed-in member loads them.
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  slots: {
    sideMenu: [{ key: 'promotions', label: 'menu', to: '/promotions', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
