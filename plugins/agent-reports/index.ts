import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/agent-reports.schema.json';

/**
 * Agent reports (issue 14 points 3 and 5): the team overview with its charts, team betting, user
 * loss, my income and account details, as agent-centre pages. Agents only, so everything is in
 * the signed-in part and nothing lands in a visitor's first page.
 */
export default definePlugin({
  id: 'agent-reports',
  requires: ['COMM3'],
  options,
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
