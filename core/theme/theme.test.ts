// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../site/siteConfig';
import { applyTheme, persistThemeMode, storedThemeMode, tokenVariable } from './theme';

const readSite = (id: string): SiteConfig =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'sites', id, 'site.json'), 'utf8'),
  ) as SiteConfig;

const site = readSite('default');
const withDefault = (mode: 'dark' | 'light'): SiteConfig => ({
  ...site,
  theme: { ...site.theme, default: mode },
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tokenVariable', () => {
  it('turns camelCase token names into --wl- kebab-case variables', () => {
    expect(tokenVariable('surfaceAlt')).toBe('--wl-surface-alt');
    expect(tokenVariable('bg')).toBe('--wl-bg');
    expect(tokenVariable('primaryText')).toBe('--wl-primary-text');
    expect(tokenVariable('textMutedStrong')).toBe('--wl-text-muted-strong');
  });
});

describe('storedThemeMode', () => {
  it('uses the mode the visitor picked', () => {
    localStorage.setItem('theme', 'light');
    expect(storedThemeMode(withDefault('dark'))).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(storedThemeMode(withDefault('light'))).toBe('dark');
  });

  it('falls back to the site default when nothing or something unknown is stored', () => {
    expect(storedThemeMode(withDefault('light'))).toBe('light');
    expect(storedThemeMode(withDefault('dark'))).toBe('dark');
    localStorage.setItem('theme', 'sepia');
    expect(storedThemeMode(withDefault('light'))).toBe('light');
  });

  it('falls back to the site default when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedThemeMode(withDefault('light'))).toBe('light');
  });
});

describe('persistThemeMode', () => {
  it('stores the mode for the next visit and survives refused storage', () => {
    persistThemeMode('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(storedThemeMode(withDefault('dark'))).toBe('light');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => persistThemeMode('dark')).not.toThrow();
  });
});

describe('applyTheme', () => {
  it('writes every token of the mode as a CSS variable and marks the mode on <html>', () => {
    applyTheme(site, 'dark');
    const root = document.documentElement;
    for (const [name, value] of Object.entries(site.theme.dark)) {
      expect(root.style.getPropertyValue(tokenVariable(name)), name).toBe(value);
    }
    expect(root.style.getPropertyValue('--wl-surface-alt')).toBe(site.theme.dark.surfaceAlt);
    expect(root.dataset.theme).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('replaces the values when switching mode', () => {
    applyTheme(site, 'dark');
    applyTheme(site, 'light');
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--wl-bg')).toBe(site.theme.light.bg);
    expect(site.theme.light.bg).not.toBe(site.theme.dark.bg);
  });

  it('writes to the element it is given', () => {
    const element = document.createElement('div');
    applyTheme(site, 'light', element);
    expect(element.dataset.theme).toBe('light');
    expect(element.style.getPropertyValue('--wl-primary')).toBe(site.theme.light.primary);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
