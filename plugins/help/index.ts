import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/help.schema.json';

/** Help centre (/help, /help#term, helpModal) and feedback and complaints (feedbackModal), §2. */
export default definePlugin({
  id: 'help',
  options,
  routes: [{ path: '/help', page: () => import('./pages/HelpPage'), layout: 'home' }],
  slots: {
    footer: [{ key: 'contact-links', component: () => import('./components/ContactLinks') }],
  },
  modals: {
    helpModal: () => import('./components/HelpModal'),
    feedbackModal: () => import('./feedback/FeedbackModal'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
