/**
 * Derives a brand's dark and light colour tokens from its id, so every scaffolded site starts
 * with a distinct palette that passes the same contrast rules site:check applies.
 */
import Color from 'colorjs.io';
import { CONTRAST_PAIRS } from './theme-contrast';

/** The twelve colour tokens of one scheme, as in the site schema's Tokens. */
export interface Tokens {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  accent: string;
  border: string;
  danger: string;
  success: string;
  focus: string;
}

function hsl(h: number, s: number, l: number): string {
  return new Color('hsl', [h, s, l]).to('srgb').toString({ format: 'hex', collapse: false });
}

/** Stable hue (0–359) from a site id (FNV-1a), so the same id always gets the same colours. */
export function hueOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const ch of id) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/**
 * Moves the lighter-or-darker token of each failing pair away from its partner until the pair
 * passes. White or black text on a button moves the button colour instead.
 */
function withContrast(tokens: Tokens, mode: 'dark' | 'light'): Tokens {
  const result = { ...tokens };
  for (const [fg, bg, minimum] of CONTRAST_PAIRS) {
    const moveBackground = fg === 'primaryText';
    const key = (moveBackground ? bg : fg) as keyof Tokens;
    // Dark schemes put light text on dark ground, light schemes the reverse; either way the
    // moved token goes the way that widens the gap.
    const towardsLight = mode === 'dark';
    for (let step = 0; step < 60; step++) {
      const ratio = new Color(result[fg as keyof Tokens]).contrast(
        new Color(result[bg as keyof Tokens]),
        'WCAG21',
      );
      if (ratio >= minimum) break;
      const colour = new Color(result[key]).to('oklch');
      colour.l = Math.min(1, Math.max(0, (colour.l ?? 0.5) + (towardsLight ? 0.02 : -0.02)));
      result[key] = colour.to('srgb').toGamut().toString({ format: 'hex', collapse: false });
    }
  }
  return result;
}

/** Dark and light tokens built around `hue`. */
export function paletteFor(hue: number): { dark: Tokens; light: Tokens } {
  const accent = (hue + 150) % 360;
  const focus = (hue + 30) % 360;
  return {
    dark: withContrast(
      {
        bg: hsl(hue, 35, 8),
        surface: hsl(hue, 30, 13),
        surfaceAlt: hsl(hue, 28, 18),
        text: hsl(hue, 20, 93),
        textMuted: hsl(hue, 12, 65),
        primary: hsl(hue, 70, 50),
        primaryText: hsl(hue, 60, 8),
        accent: hsl(accent, 85, 60),
        border: hsl(hue, 25, 25),
        danger: '#ef5350',
        success: '#3ccf7a',
        focus: hsl(focus, 90, 75),
      },
      'dark',
    ),
    light: withContrast(
      {
        bg: hsl(hue, 30, 97),
        surface: '#ffffff',
        surfaceAlt: hsl(hue, 25, 92),
        text: hsl(hue, 40, 12),
        textMuted: hsl(hue, 12, 38),
        primary: hsl(hue, 70, 35),
        primaryText: '#ffffff',
        accent: hsl(accent, 80, 30),
        border: hsl(hue, 20, 84),
        danger: '#c62828',
        success: '#1b873f',
        focus: hsl(focus, 80, 40),
      },
      'light',
    ),
  };
}
