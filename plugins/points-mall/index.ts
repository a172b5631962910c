import { definePlugin } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/points-mall.schema.json';

/**
 * Points mall (§2 /pointMall and member page pointRecords), only where the platform's PTSYS3
 * module is on (§2 Header dropdown): points by type, goods, redemption and cash conversion.
 */
export default definePlugin({
  id: 'points-mall',
  requires: ['PTSYS3'],
  options,
  // Redeeming and converting take cash: the header's balance re-reads when a wallet plugin is there.
  optional: [walletRefresh],
  routes: [
    {
      path: '/pointMall',
      page: () => import('./pages/PointMallPage'),
      auth: true,
      realAccount: true,
    },
  ],
  signedIn: {
    centres: ['memberCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
