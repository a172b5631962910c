import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LangCode } from '../core/i18n/languages';

/**
 * Every namespace (core, and each plugin folder) ships every registered language with the same
 * keys, no empty strings, and each translation really translated rather than copied from EN.
 */
const root = join(import.meta.dirname, '..');
/** English is written first; every other registered language is a translation of it. */
const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== 'EN');
const pluginsDir = join(root, 'plugins');

const namespaces: [name: string, dir: string][] = [
  ['core', join(root, 'core', 'i18n', 'locales')],
  ['core-member', join(root, 'core', 'i18n', 'locales', 'member')],
  ...readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry): [string, string][] => {
      const dir = join(pluginsDir, entry.name, 'locales');
      const pages = join(dir, 'page');
      return existsSync(pages)
        ? [
            [entry.name, dir],
            [`${entry.name}-page`, pages],
          ]
        : [[entry.name, dir]];
    }),
];

/** Names of products and networks that stay the same in every language. */
const BRAND_NAMES = new Set([
  'Facebook',
  'TikTok',
  'YouTube',
  'Twitter',
  'Instagram',
  'Telegram',
  'WhatsApp',
  'LINE',
  'VIP',
  'X',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g;

function flatten(
  node: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node))
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

function load(dir: string, lang: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as unknown);
}

/** A plural family counts as one key (its forms are checked on their own below). */
const baseKeys = (bundle: Map<string, unknown>): string[] =>
  [...new Set([...bundle.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const placeholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();

/** Text left for a translator: without placeholders, markup and punctuation. */
const wording = (text: string): string =>
  text.replace(PLACEHOLDER, '').replace(/[\s\p{P}\p{S}\d]/gu, '');

describe('the helpers of this test', () => {
  it('fold plural forms into their base key', () => {
    expect(
      baseKeys(
        new Map([
          ['a.games_one', 'x'],
          ['a.games_other', 'y'],
          ['b', 'z'],
        ]),
      ),
    ).toEqual(['a.games', 'b']);
  });

  it('find placeholders with and without formats', () => {
    expect(placeholders('{{count}} of {{ total, number }}')).toEqual(['count', 'total']);
  });
});

describe.each(namespaces)('locales of %s', (_name, dir) => {
  it('has a file for every language', () => {
    for (const lang of LANGUAGES)
      expect(existsSync(join(dir, `${lang}.json`)), `${dir}/${lang}.json`).toBe(true);
  });

  const bundles = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      existsSync(join(dir, `${lang}.json`)) ? load(dir, lang) : new Map(),
    ]),
  ) as Record<LangCode, Map<string, unknown>>;

  it.each(TRANSLATIONS)('has the keys of EN in %s', (lang) => {
    expect(bundles.EN.size).toBeGreaterThan(0);
    expect(baseKeys(bundles[lang])).toEqual(baseKeys(bundles.EN));
  });

  // i18next picks the form with Intl.PluralRules of the language code, and `CN` is not a code
  // Intl knows as Chinese: it falls back to English rules and asks for `_one` (a missing form
  // shows the raw key). So every language carries every form EN has.
  it('gives every plural family the forms EN has, in every language', () => {
    const forms = [...bundles.EN.keys()].filter((key) => PLURAL_SUFFIX.test(key));
    for (const lang of TRANSLATIONS)
      for (const form of forms) expect(bundles[lang].has(form), `${lang} ${form}`).toBe(true);
  });

  it('gives every plural family an _other form in every language', () => {
    for (const lang of LANGUAGES) {
      const bundle = bundles[lang];
      const families = [...bundle.keys()]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, ''));
      for (const family of families)
        expect(bundle.has(`${family}_other`), `${lang} ${family}_other`).toBe(true);
    }
  });

  it('has no empty or non-string values', () => {
    for (const lang of LANGUAGES) {
      const bad = [...bundles[lang]]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => `${lang}:${key}`);
      expect(bad).toEqual([]);
    }
  });

  it('keeps the placeholders of EN in every translation', () => {
    const mismatched: string[] = [];
    for (const lang of TRANSLATIONS) {
      for (const [key, value] of bundles[lang]) {
        const english = bundles.EN.get(key) ?? bundles.EN.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (typeof english !== 'string' || typeof value !== 'string') continue;
        if (placeholders(value).join() !== placeholders(english).join())
          mismatched.push(`${lang}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it.each(TRANSLATIONS)(
    'really translates at least 80%% of the non-brand strings into %s',
    (lang) => {
      const candidates = [...bundles.EN].filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !BRAND_NAMES.has(entry[1]) && wording(entry[1]) !== '',
      );
      const compared = candidates.filter(([key]) => bundles[lang].has(key));
      const copied = compared
        .filter(([key, english]) => bundles[lang].get(key) === english)
        .map(([key]) => key);
      expect(compared.length).toBeGreaterThan(0);
      expect(
        copied.length / compared.length,
        `copied from EN: ${copied.join(', ')}`,
      ).toBeLessThanOrEqual(0.2);
    },
  );
});

describe('plugin locale loaders', () => {
  it('load the files of the plugin folder for every language', async () => {
    const { plugins } = await import('../plugins/index');
    for (const plugin of plugins) {
      const dir = join(pluginsDir, plugin.id, 'locales');
      expect(plugin.locales, `${plugin.id} declares locales`).toBeDefined();
      for (const lang of LANGUAGES) {
        const bundle = await plugin.locales?.(lang);
        expect(bundle?.default, `${plugin.id} ${lang}`).toEqual(
          JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')),
        );
      }
    }
  });
});
