import type { PopupKey } from './popupAudience';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the popup may show again, which is harmless
  }
}

/** Whether this session already closed the popups under this key. */
export function isPopupClosed(key: PopupKey): boolean {
  return storage()?.getItem(key) === '1';
}

/**
 * Remembers the close for the rest of the session (§4 "once per session unless closed"):
 * sessionStorage ends with the tab, so a new session shows the popup again.
 */
export function markPopupClosed(key: PopupKey): void {
  storage()?.setItem(key, '1');
}
