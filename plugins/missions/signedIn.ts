import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { claimableCount, MISSION_PAGE_KEY } from './api';

/**
 * What only a signed-in person sees of this plugin: the three centre pages and the badge of
 * claimable missions, loaded at the first signed-in moment (core/plugin/signedInParts.ts).
 */
export default defineSignedInPart({
  slots: {
    memberCentre: [
      {
        key: MISSION_PAGE_KEY,
        label: 'menu_missions',
        page: () => import('./pages/MissionLeaderboardPage'),
        order: 130,
        audience: 'real-member',
      },
      {
        key: 'signInTask',
        label: 'menu_sign_in',
        page: () => import('./pages/SignInTaskPage'),
        order: 132,
        audience: 'real-member',
      },
      {
        key: 'dailyTasks',
        label: 'menu_daily',
        page: () => import('./pages/DailyTasksPage'),
        order: 134,
        audience: 'real-member',
      },
    ],
  },
  badgeCounts: { [MISSION_PAGE_KEY]: claimableCount },
});
