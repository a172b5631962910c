import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/analytics.schema.json';

/**
 * Consent-gated analytics (§3: the status's analyticsId): a consent banner, a "Cookie settings"
 * button in the footer that brings it back, and, only once the visitor accepts, the analytics
 * script (option scriptUrl) with one page view per route, the address without its query. The
 * page's Content-Security-Policy names the script and collection origins only for brands that
 * enable the plugin (scripts/serve/csp.ts, siteCspSources).
 */
export default definePlugin({
  id: 'analytics',
  options,
  slots: {
    // The footer is on every page of the player shell (home and game layouts): the pages measured
    // are those where the choice can also be changed. The agent portal has no footer and is
    // not measured. Last of the footer's parts, after the help links; its line ("Cookie
    // settings", cookie-settings.css) is held from the first paint, so the footer's end does
    // not move when it arrives.
    footer: [
      {
        key: 'analytics',
        component: () => import('./components/AnalyticsFooter'),
        order: 900,
        reserve: { minHeight: 46 },
      },
    ],
  },
  // The banner and the button are the first paint's texts: they travel in the shared text file.
  locales: (lang) => import(`./locales/${lang}.json`),
});
