import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/repo-paths';
import { readSite } from '../vite/renderSiteHtml';

/** The languages a site offers and the one a first visit starts in (its site.json). */
export function siteLanguages(siteId: string): { offered: string[]; default: string } {
  const site = readSite(REPO_ROOT, siteId) as unknown as {
    languages: { offered: string[]; default: string };
  };
  return site.languages;
}

/**
 * A text of the app's own locale files, so benchmarks find controls by the accessible names a
 * person sees in that language. `namespace` is `core` or a plugin id; `{{name}}` is filled in.
 */
export function localeText(
  namespace: string,
  language: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const dir = namespace === 'core' ? 'core/i18n/locales' : `plugins/${namespace}/locales`;
  let node: unknown = JSON.parse(readFileSync(join(REPO_ROOT, dir, `${language}.json`), 'utf8'));
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  if (typeof node !== 'string')
    throw new Error(`localeText: no ${namespace}:${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
