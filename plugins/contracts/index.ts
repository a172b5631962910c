import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/contracts.schema.json';
import { contractPanel } from './handles';

/**
 * Agent contracts (§2 the four agent-centre contract pages and the contract panel, §4
 * Contracts): dividend, daily, hourly and real-time salary contracts with downlines, their
 * requests and settlements. Everything is for signed-in people, so it all loads with the
 * signed-in part; AGENTPOLICY3 gates the consolidated call that says which types are on.
 */
export default definePlugin({
  id: 'contracts',
  requires: ['AGENTPOLICY3'],
  options,
  // Paying a due dividend takes cash: the header's balance re-reads when a wallet plugin is there.
  provides: [provideModal(contractPanel, () => import('./panel/ContractPanel'))],
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
