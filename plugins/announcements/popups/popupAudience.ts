import type { Announcement } from '../api';

/** Session storage keys that remember a closed popup (§4 Popups). */
export const POPUP_KEYS = { member: 'USER_POPUP', guest: 'ANONYMOUS_POPUP' } as const;
export type PopupKey = (typeof POPUP_KEYS)[keyof typeof POPUP_KEYS];

export interface PopupViewer {
  isLogin: boolean;
  /** The login answer said this is the account's first login (§3 Login response). */
  firstTimeLogin: boolean;
}

/** The key for this viewer: members and visitors close their popups separately. */
export function popupKey(viewer: Pick<PopupViewer, 'isLogin'>): PopupKey {
  return viewer.isLogin ? POPUP_KEYS.member : POPUP_KEYS.guest;
}

/**
 * The popups this viewer gets (§4): execution A for logged-in members, B for visitors, and F for
 * members on their first login only. A popup without an execution reaches nobody.
 */
export function popupsFor(popups: readonly Announcement[], viewer: PopupViewer): Announcement[] {
  return popups.filter((popup) => {
    if (!viewer.isLogin) return popup.execution === 'B';
    return popup.execution === 'A' || (popup.execution === 'F' && viewer.firstTimeLogin);
  });
}
