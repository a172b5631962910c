import type { PopupKey } from './popupAudience';
import { sessionStore } from '../../../core/session/browserStorage';

/** Whether this session already closed the popups under this key. */
export function isPopupClosed(key: PopupKey): boolean {
  return sessionStore()?.getItem(key) === '1';
}

/**
 * Remembers the close for the rest of the session (§4 "once per session unless closed"):
 * sessionStorage ends with the tab, so a new session shows the popup again.
 */
export function markPopupClosed(key: PopupKey): void {
  sessionStore()?.setItem(key, '1');
}
