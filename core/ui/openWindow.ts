/**
 * New windows for games and chats. Browsers only allow a window opened during the click, so a
 * window that needs an answer from the platform first is opened blank at once and pointed at
 * its address later. `noopener` is not passed as a feature because window.open then always
 * returns null, which would hide a real block (§8 popup blocked); the opener is cut by hand.
 */
export interface PreparedWindow {
  go: (url: string) => void;
  close: () => void;
}

/** Opens a blank window now; null when the browser blocked it. */
export function prepareWindow(): PreparedWindow | null {
  const opened = window.open('', '_blank');
  if (!opened) return null;
  opened.opener = null;
  return {
    go: (url) => {
      opened.location.href = url;
    },
    close: () => opened.close(),
  };
}

/** Opens a known address in a new window; false when the browser blocked it. */
export function openWindow(url: string): boolean {
  const prepared = prepareWindow();
  prepared?.go(url);
  return prepared !== null;
}
