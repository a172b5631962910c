import { defineSignedInPart } from '../../core/plugin/definePlugin';
import { unreadChatCount } from './api';
import { CHAT_ROOM_KEY } from './keys';

/** The account-menu entry and the unread-count badge, loaded at the first signed-in moment. */
export default defineSignedInPart({
  slots: {
    accountMenu: [
      {
        key: CHAT_ROOM_KEY,
        label: 'menu',
        to: '/chatRoom',
        order: 45,
        audience: 'real-member',
      },
    ],
  },
  badgeCounts: { [CHAT_ROOM_KEY]: unreadChatCount },
});
