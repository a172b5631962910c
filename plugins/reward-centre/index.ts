import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/reward-centre.schema.json';

/** Reward Centre: its page (/rewardCentre) and the side-menu entry that leads there. */
export default definePlugin({
  id: 'reward-centre',
  options,
  routes: [{ path: '/rewardCentre', page: () => import('./pages/RewardCentrePage') }],
  slots: {
    sideMenu: [{ key: 'reward-centre', label: 'menu', to: '/rewardCentre', order: 100 }],
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
