import { definePlugin } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/missions.schema.json';

/**
 * Missions (§2 member centre page missionLeaderboard, §1 sign-in task and daily tasks, gated by
 * MISSION.enabled): the member's missions with progress, claims and the weekly leaderboard, the
 * badge of claimable missions, the check-in calendar and today's tasks. Member pages only, all in
 * the signed-in part.
 */
export default definePlugin({
  id: 'missions',
  requires: ['MISSION.enabled'],
  options,
  // A claim or check-in re-reads the header balance when a wallet plugin is there to do it.
  optional: [walletRefresh],
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
