import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/credit-report.schema.json';

/**
 * Credit report (§2 "further member areas named in text", CREDITMAR3 read as credit play): the
 * member's credit line granted by an agent and its weekly settlement periods, as a member-centre
 * page with an account-menu entry. Only a signed-in member sees any of it (signedIn.ts); the route
 * /creditReport is its short address and leads to the page in the member centre.
 */
export default definePlugin({
  id: 'credit-report',
  requires: ['CREDITMAR3'],
  options,
  routes: [
    {
      path: '/creditReport',
      page: () => import('./pages/CreditReportRoute'),
      auth: true,
      realAccount: true,
    },
  ],
  signedIn: {
    centres: ['memberCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
