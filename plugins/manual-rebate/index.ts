import { definePlugin } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/manual-rebate.schema.json';

/**
 * Manual rebate (§2 member page manualRebate and the account-menu entry, MANPLAYREB3): the rebate
 * of the member's settled bets per game type and vendor, claimed all at once or one game type at
 * a time, and the claims made. Only a signed-in member sees any of it (signedIn.ts).
 */
export default definePlugin({
  id: 'manual-rebate',
  requires: ['MANPLAYREB3'],
  options,
  // A claim credits the main wallet: the header's balance is re-read when a wallet plugin is there.
  optional: [walletRefresh],
  signedIn: {
    centres: ['memberCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
