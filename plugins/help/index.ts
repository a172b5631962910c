import { definePlugin, provideModal } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/help.schema.json';
import { feedbackModal, helpModal } from './handles';

/** Help centre (/help, /help#term, helpModal) and feedback and complaints (feedbackModal), §2. */
export default definePlugin({
  id: 'help',
  options,
  routes: [{ path: '/help', page: () => import('./pages/HelpPage'), layout: 'home' }],
  slots: {
    footer: [{ key: 'contact-links', component: () => import('./components/ContactLinks') }],
  },
  provides: [
    provideModal(helpModal, () => import('./components/HelpModal')),
    provideModal(feedbackModal, () => import('./feedback/FeedbackModal')),
  ],
  locales: (lang) => import(`./locales/${lang}.json`),
});
