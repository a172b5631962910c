/**
 * Theme tokens are operator input, and the shell draws text with them: a brand whose colours
 * fail WCAG AA would ship unreadable text to every player. Each pair here is a foreground the
 * shell puts on a background; text needs 4.5:1, the focus ring 3:1 (WCAG 1.4.3 and 1.4.11).
 */
import Color from 'colorjs.io';
import { renderValue, type Problem } from './problem';

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, background, minimum ratio] as the shell's CSS uses them. */
export const CONTRAST_PAIRS: readonly [string, string, number][] = [
  ['text', 'bg', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surfaceAlt', TEXT],
  ['textMuted', 'bg', TEXT],
  ['textMuted', 'surface', TEXT],
  ['primaryText', 'primary', TEXT],
  ['accent', 'bg', TEXT],
  ['accent', 'surface', TEXT],
  ['accent', 'surfaceAlt', TEXT],
  ['danger', 'surface', TEXT],
  ['focus', 'bg', NON_TEXT],
];

function ratio(foreground: string, background: string): number | null {
  try {
    return new Color(foreground).contrast(new Color(background), 'WCAG21');
  } catch {
    return null; // an invalid colour is the schema's complaint, not this check's
  }
}

/** Problems for every mode of `theme` whose token pairs miss their contrast. */
export function checkThemeContrast(theme: unknown): Problem[] {
  if (typeof theme !== 'object' || theme === null) return [];
  const problems: Problem[] = [];
  for (const mode of ['dark', 'light'] as const) {
    const tokens = (theme as Record<string, unknown>)[mode];
    if (typeof tokens !== 'object' || tokens === null) continue;
    const colour = tokens as Record<string, unknown>;
    for (const [fg, bg, minimum] of CONTRAST_PAIRS) {
      const a = colour[fg];
      const b = colour[bg];
      if (typeof a !== 'string' || typeof b !== 'string') continue;
      const found = ratio(a, b);
      if (found === null || found >= minimum) continue;
      problems.push({
        path: `/theme/${mode}/${fg}`,
        message: `expected contrast of at least ${minimum}:1 against ${bg} ${renderValue(b)}, got ${found.toFixed(2)}:1 for ${renderValue(a)}`,
      });
    }
  }
  return problems;
}
