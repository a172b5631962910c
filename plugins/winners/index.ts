import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/winners.schema.json';

/** Jackpot, winner board and biggest wins on the home page (§2 Home rows). */
export default definePlugin({
  id: 'winners',
  options,
  slots: {
    homeSections: [
      // The row's panels have fixed heights (WinnersSection.css), held from the first paint; the
      // last row of the home page, it loads as it comes near the viewport.
      {
        key: 'winners',
        component: () => import('./components/WinnersSection'),
        reserve: { minHeight: 440 },
        whenNear: true,
      },
    ],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
