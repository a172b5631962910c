import { definePlugin } from '../../core/plugin/definePlugin';
import { walletRefresh } from '../../core/plugin/handles';
import options from '../../schemas/plugins/messages.schema.json';

/**
 * Platform messages (§2 messageV2, INBOX3): the header envelope with the unread badge, the §8
 * notification toasts, and the member-centre page. Trial users get none of it (§6).
 */
export default definePlugin({
  id: 'messages',
  requires: ['INBOX3'],
  options,
  // A money notification re-reads the balance when a wallet plugin is there to do it.
  optional: [walletRefresh],
  slots: {
    headerActions: [
      {
        key: 'messages',
        component: () => import('./components/HeaderMessages'),
        audience: 'real-member',
      },
    ],
  },
  signedIn: {
    centres: ['memberCentre', 'agentCentre'],
    load: () => import('./signedIn'),
  },
  locales: (lang) => import(`./locales/${lang}.json`),
});
