/**
 * The provider's sign-in window. Like core/ui/openWindow.ts it is opened blank during the click
 * (browsers block later ones) and its opener is cut by hand, because passing `noopener` makes
 * window.open return null and would hide a real block (§8 popup blocked). Unlike that helper it
 * can tell when the person closed the window, which is a failed sign-in (§8 popup closed).
 */
export interface ProviderWindow {
  go: (url: string) => void;
  close: () => void;
  isClosed: () => boolean;
}

/** Opens the blank window now; null when the browser blocked it. */
export function openProviderWindow(): ProviderWindow | null {
  const opened = window.open('', '_blank', 'popup,width=520,height=680');
  if (!opened) return null;
  opened.opener = null;
  return {
    go: (url) => {
      opened.location.href = url;
    },
    close: () => opened.close(),
    isClosed: () => opened.closed,
  };
}
