import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/vip.schema.json';

/**
 * VIP (§2 further member areas: VIP bonus; issue 13 point 7): the member's level, the progress
 * to the next one, the ladder and the VIP bonuses, on a member-centre page only (no module flag).
 */
export default definePlugin({
  id: 'vip',
  options,
  signedIn: { centres: ['memberCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
