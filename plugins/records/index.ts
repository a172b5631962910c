import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/records.schema.json';

/**
 * The member's records (issue 12 point 7): betting record, account record, personal profit/loss
 * and bonus details, as member-centre pages (§2 page keys), the first three also in the account
 * menu. The account record reads the MEMTRANS3 call; the others are common (COMM3) calls.
 */
export default definePlugin({
  id: 'records',
  options,
  signedIn: {
    centres: ['memberCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
