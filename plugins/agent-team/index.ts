import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/agent-team.schema.json';

/**
 * Agent team (§2 registerCenter and downlineManagmentView, AFFMAN3): new downline accounts,
 * invitation links with QR codes, the team tree and transfers to downlines. Agent-centre pages
 * only, so everything is in the signed-in part and nothing lands in a visitor's first page.
 */
export default definePlugin({
  id: 'agent-team',
  requires: ['AFFMAN3'],
  options,
  // A transfer to a downline re-reads the header balance when a wallet plugin is there to do it.
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
