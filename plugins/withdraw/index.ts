import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/withdraw.schema.json';

/**
 * Withdrawals (§2 member centre page withdraw, §3 and §4 withdrawal confirmation): the request to
 * a bound bank card with the funds password, and the player's word on what arrived. Reached from
 * the header's withdraw button and the centre menu, so it adds no account-menu entry.
 */
export default definePlugin({
  id: 'withdraw',
  requires: ['WITHDRAW'],
  options,
  signedIn: {
    centres: ['memberCentre', 'agentCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
