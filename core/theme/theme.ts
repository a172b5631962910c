import { LOCAL_KEYS } from '../session/storageKeys';
import type { SiteConfig } from '../site/siteConfig';

export type ThemeMode = 'dark' | 'light';

/** CSS variable name for a token: `surfaceAlt` becomes `--wl-surface-alt`. */
export function tokenVariable(token: string): string {
  return `--wl-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export function storedThemeMode(site: SiteConfig): ThemeMode {
  try {
    const stored = localStorage.getItem(LOCAL_KEYS.theme);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage refused: fall back to the site's default
  }
  return site.theme.default;
}

/** Writes the mode's tokens as CSS variables on <html>; set through CSSOM, so CSP allows it. */
export function applyTheme(
  site: SiteConfig,
  mode: ThemeMode,
  root: HTMLElement = document.documentElement,
): void {
  const tokens = site.theme[mode];
  for (const [name, value] of Object.entries(tokens))
    root.style.setProperty(tokenVariable(name), value);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}

export function persistThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(LOCAL_KEYS.theme, mode);
  } catch {
    // the switch still applies to this page view
  }
}
