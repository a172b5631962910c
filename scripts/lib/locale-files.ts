/**
 * The app's own texts read from its locale files, so browser journeys and benchmarks find
 * controls by the names a person sees in that language. `namespace` is `core`, `core-member`
 * (core's member-side texts only) or a plugin id.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-paths';

export type LocaleBundle = Record<string, unknown>;

/** Both bundles' texts; a group both have (errors) holds the texts of both. */
function mergeBundles(first: LocaleBundle, second: LocaleBundle): LocaleBundle {
  const merged: LocaleBundle = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const mine = merged[key];
    merged[key] =
      mine && typeof mine === 'object' && value && typeof value === 'object'
        ? mergeBundles(mine as LocaleBundle, value as LocaleBundle)
        : value;
  }
  return merged;
}

function readBundle(dir: string, lang: string): LocaleBundle {
  return JSON.parse(readFileSync(join(REPO_ROOT, dir, `${lang}.json`), 'utf8')) as LocaleBundle;
}

/**
 * One namespace's texts. `core` includes core's member-side texts (`core-member`, whose groups
 * core's own never repeat): the app falls back from one to the other, so a journey looking for a
 * core text need not know which file it lives in.
 */
export function locale(namespace: string, lang: string): LocaleBundle {
  if (namespace === 'core')
    return mergeBundles(
      readBundle('core/i18n/locales', lang),
      readBundle('core/i18n/locales/member', lang),
    );
  if (namespace === 'core-member') return readBundle('core/i18n/locales/member', lang);
  const page = /^(.+)-page$/.exec(namespace);
  if (page && existsSync(join(REPO_ROOT, 'plugins', page[1]!, 'locales', 'page')))
    return readBundle(`plugins/${page[1]}/locales/page`, lang);
  // A plugin's page texts (locales/page/, namespace <id>-page) are its texts too: tests read
  // them together, as a person sees them.
  const base = readBundle(`plugins/${namespace}/locales`, lang);
  return existsSync(join(REPO_ROOT, 'plugins', namespace, 'locales', 'page'))
    ? mergeBundles(base, readBundle(`plugins/${namespace}/locales/page`, lang))
    : base;
}

/** A translation as the app would show it: `{{name}}` filled from `vars`. */
export function translate(
  bundle: LocaleBundle,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as LocaleBundle | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`missing translation ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
