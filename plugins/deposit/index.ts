import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/deposit.schema.json';

/**
 * Deposits (§2 member centre page depositv2): payment channels, a pending order with its reference
 * and pay-to details, recent orders and the deposit tutorial. Reached from the header's deposit
 * button and the centre menu, so it adds no account-menu entry.
 */
export default definePlugin({
  id: 'deposit',
  requires: ['DEPOSIT'],
  options,
  signedIn: {
    centres: ['memberCentre', 'agentCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
