/**
 * The app's own texts read from its locale files, so browser journeys and benchmarks find
 * controls by the names a person sees in that language. `namespace` is `core` or a plugin id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-paths';

export type LocaleBundle = Record<string, unknown>;

export function locale(namespace: string, lang: string): LocaleBundle {
  const dir = namespace === 'core' ? 'core/i18n/locales' : `plugins/${namespace}/locales`;
  return JSON.parse(readFileSync(join(REPO_ROOT, dir, `${lang}.json`), 'utf8')) as LocaleBundle;
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
