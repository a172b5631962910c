import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/customer-service.schema.json';

/**
 * Customer service (§2, §3 customer-service entries): the right bar's entries placed RIGHT, the
 * side menu's block (entries placed LEFT, the telegram channel, the customer-service item) and
 * /customerService, the page of every channel. The footer's social links are core's.
 */
export default definePlugin({
  id: 'customer-service',
  options,
  routes: [{ path: '/customerService', page: () => import('./pages/CustomerServicePage') }],
  slots: {
    rightBar: [{ key: 'service-bar', component: () => import('./components/ServiceBar') }],
    // After the download item (200): §2 lists the service links after the download item.
    sideMenuSections: [
      { key: 'service-menu', component: () => import('./components/ServiceMenu'), order: 210 },
    ],
  },
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
