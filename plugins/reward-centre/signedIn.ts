import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { claimableCount, REWARD_CENTER_KEY } from './api';

/**
 * What only a signed-in person sees of this plugin: the account-menu entry, the centre page and
 * the badge of claimable rewards, loaded at the first signed-in moment (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: REWARD_CENTER_KEY,
        label: 'menu',
        to: `/member/${REWARD_CENTER_KEY}`,
        order: 40,
        audience: 'member',
        realAccount: true,
      },
    ],
    memberCentre: [
      {
        key: REWARD_CENTER_KEY,
        label: 'menu',
        page: () => import('./pages/RewardCentrePage'),
        order: 100,
        audience: 'real-member',
      },
    ],
  },
  badgeCounts: { [REWARD_CENTER_KEY]: claimableCount },
});
