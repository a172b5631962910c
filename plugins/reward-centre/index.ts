import { definePlugin } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/reward-centre.schema.json';

/**
 * Reward centre (§2 member centre page rewardCenter, REWCEN3): the member's claimable, claimed
 * and expired rewards with claim buttons, the badge of the claimable count, and the side menu's
 * reward-centre button. A visitor choosing the button gets the login prompt (realAccount).
 */
export default definePlugin({
  id: 'reward-centre',
  requires: ['REWCEN3'],
  options,
  // A claim re-reads the header balance when a wallet plugin is there to do it.
  optional: [walletRefresh],
  slots: {
    sideMenu: [
      {
        key: 'rewardCenter',
        label: 'menu',
        to: '/member/rewardCenter',
        order: 60,
        realAccount: true,
      },
    ],
  },
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
