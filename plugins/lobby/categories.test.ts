import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages';
import lobby from './index';
import { CATEGORY_LANES, FIXED_ENTRIES, pathOf } from './categories';

const root = join(import.meta.dirname, '..', '..');
const readJson = <T>(...parts: string[]): T =>
  JSON.parse(readFileSync(join(root, ...parts), 'utf8')) as T;

const navigationKeys = readJson<{
  properties: { layout: { properties: { navigation: { items: { enum: string[] } } } } };
}>('schemas', 'site.schema.json').properties.layout.properties.navigation.items.enum;

describe('lobby categories', () => {
  it('maps each category key to its vendor lane', () => {
    expect(CATEGORY_LANES).toEqual({
      elott: 'ELOTT',
      lott: 'LOTT',
      live: 'LIVE',
      sports: 'SPORTS',
      fish: 'FISH',
      rng: 'RNG',
      pvp: 'PVP',
      esports: 'ESPORTS',
      cockfight: 'COCKFIGHT',
      bingo: 'BINGO',
      bgs: 'BGS',
    });
    expect([...FIXED_ENTRIES].sort()).toEqual(['favorite', 'home', 'hot', 'promotions']);
  });

  it('knows every navigation key a site may list, as a fixed entry or a category, never both', () => {
    for (const key of navigationKeys) {
      expect(FIXED_ENTRIES.has(key) !== key in CATEGORY_LANES, key).toBe(true);
    }
    expect([...FIXED_ENTRIES, ...Object.keys(CATEGORY_LANES)].sort()).toEqual(
      [...navigationKeys].sort(),
    );
  });

  it('gives home the root path and every other entry its own path', () => {
    expect(pathOf('home')).toBe('/');
    expect(pathOf('hot')).toBe('/hot');
    expect(pathOf('esports')).toBe('/esports');
    expect(pathOf('favorite')).toBe('/favorite');
  });

  it('routes every category path to a lobby page', () => {
    const paths = new Set((lobby.routes ?? []).map((route) => route.path));
    for (const key of Object.keys(CATEGORY_LANES)) expect(paths.has(pathOf(key)), key).toBe(true);
    expect(paths.has('/')).toBe(true);
  });

  it.each(LANGUAGES)('has a %s label for every navigation entry and lane', (lang) => {
    const bundle = readJson<{ nav: Record<string, string>; lane: Record<string, string> }>(
      'plugins',
      'lobby',
      'locales',
      `${lang}.json`,
    );
    for (const key of navigationKeys) expect(bundle.nav[key], `nav.${key}`).toBeTruthy();
    for (const lane of Object.values(CATEGORY_LANES))
      expect(bundle.lane[lane], `lane.${lane}`).toBeTruthy();
  });
});
