import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/customer-service.schema.json';

/** Customer-service entries in the right bar (§2); the footer's social links are core's. */
export default definePlugin({
  id: 'customer-service',
  options,
  slots: {
    rightBar: [{ key: 'service-bar', component: () => import('./components/ServiceBar') }],
  },
  signedIn: { centres: ['agentCentre'], load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
});
