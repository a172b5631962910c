import { definePlugin } from '../../core/plugin/definePlugin';
import options from '../../schemas/plugins/chat-room.schema.json';
import { CHAT_ROOM_KEY } from './keys';

/**
 * Chat room (§1, platform CBS3): the groups of the chat service a member may enter
 * (CBS_groupPermission), each opened in its own window (CBS_launchChat with the group), and the
 * count of unread chat messages (CBS_unreadCount) on the side menu's and the account menu's entry.
 * A visitor choosing the entry gets the login popup, a trial account the need-true-account warning.
 */
export default definePlugin({
  id: 'chat-room',
  requires: ['CBS3'],
  options,
  routes: [
    {
      path: '/chatRoom',
      page: () => import('./pages/ChatRoomPage'),
      auth: true,
      realAccount: true,
    },
  ],
  slots: {
    // After the reward-centre (60) and invite-friends buttons, before the download item's section.
    sideMenu: [
      { key: CHAT_ROOM_KEY, label: 'menu', to: '/chatRoom', order: 80, realAccount: true },
    ],
  },
  signedIn: { load: () => import('./signedIn') },
  locales: (lang) => import(`./locales/${lang}.json`),
  pageLocales: (lang) => import(`./locales/page/${lang}.json`),
});
