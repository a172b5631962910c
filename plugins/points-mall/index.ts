import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/points-mall.schema.json';

/** Points mall (§2), only where the platform's PTSYS3 module is on (§2 Header dropdown). */
export default definePlugin({
  id: 'points-mall',
  requires: ['PTSYS3'],
  options,
  routes: [
    {
      path: '/pointMall',
      page: () => import('./pages/PointMallPage'),
      auth: true,
      realAccount: true,
    },
  ],
  signedIn: {
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
