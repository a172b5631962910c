import { describe, expect, it } from 'vitest';
import { paletteFor } from './palette';
import { checkThemeContrast } from './theme-contrast';

describe('paletteFor', () => {
  it('passes the contrast rules of site:check for every hue', () => {
    for (let hue = 0; hue < 360; hue += 5) {
      const palette = paletteFor(hue);
      expect(checkThemeContrast({ default: 'dark', ...palette }), `hue ${hue}`).toEqual([]);
      expect(palette.dark.bg).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
