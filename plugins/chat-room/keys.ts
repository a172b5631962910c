/** The entry's key in the menus, also the key of its unread-count badge. */
export const CHAT_ROOM_KEY = 'chatRoom';
