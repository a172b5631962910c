/**
 * Derives a brand's dark and light colour tokens from its id, so every scaffolded site starts
 * with a distinct but readable palette (fixed lightness steps keep text contrast).
 */

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

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A stable hue in [0, 360) for a string (FNV-1a), so the same id always gets the same palette. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/** Dark and light tokens built around `hue`. */
export function paletteFor(hue: number): { dark: Tokens; light: Tokens } {
  const accent = (hue + 150) % 360;
  const focus = (hue + 30) % 360;
  return {
    dark: {
      bg: hslToHex(hue, 35, 8),
      surface: hslToHex(hue, 30, 13),
      surfaceAlt: hslToHex(hue, 28, 18),
      text: hslToHex(hue, 20, 93),
      textMuted: hslToHex(hue, 12, 65),
      primary: hslToHex(hue, 70, 50),
      primaryText: hslToHex(hue, 60, 8),
      accent: hslToHex(accent, 85, 60),
      border: hslToHex(hue, 25, 25),
      danger: '#ef5350',
      success: '#3ccf7a',
      focus: hslToHex(focus, 90, 75),
    },
    light: {
      bg: hslToHex(hue, 30, 97),
      surface: '#ffffff',
      surfaceAlt: hslToHex(hue, 25, 92),
      text: hslToHex(hue, 40, 12),
      textMuted: hslToHex(hue, 12, 38),
      primary: hslToHex(hue, 70, 35),
      primaryText: '#ffffff',
      accent: hslToHex(accent, 80, 30),
      border: hslToHex(hue, 20, 84),
      danger: '#c62828',
      success: '#1b873f',
      focus: hslToHex(focus, 80, 40),
    },
  };
}
