import { locale, translate } from '../lib/locale-files';
import { REPO_ROOT } from '../lib/repo-paths';
import { readSite } from '../vite/renderSiteHtml';

/** The languages a site offers and the one a first visit starts in (its site.json). */
export function siteLanguages(siteId: string): { offered: string[]; default: string } {
  const site = readSite(REPO_ROOT, siteId) as unknown as {
    languages: { offered: string[]; default: string };
  };
  return site.languages;
}

/** A text of the app's own locale files in `language` (`namespace` is `core` or a plugin id). */
export function localeText(
  namespace: string,
  language: string,
  key: string,
  values: Record<string, string> = {},
): string {
  return translate(locale(namespace, language), key, values);
}
