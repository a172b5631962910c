import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** A site's config as the front end reads it; the schema (site:check) is the real guard. */
export interface SiteJson {
  id: string;
  brand: { name: string; favicon: string };
  [key: string]: unknown;
}

export function listSites(root: string): string[] {
  const dir = join(root, 'sites');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'site.json')))
    .map((entry) => entry.name)
    .sort();
}

export function readSite(root: string, id: string): SiteJson {
  return JSON.parse(readFileSync(join(root, 'sites', id, 'site.json'), 'utf8')) as SiteJson;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON that cannot end its <script> element early, whatever strings an operator wrote. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * Fills the shared index.html for one site: title, favicon and the site config as an inert JSON
 * script element, so start-up reads its config without a request and CSP needs no inline script.
 */
export function renderSiteHtml(template: string, site: SiteJson, extraHead = ''): string {
  const { $schema: _schema, ...config } = site as SiteJson & { $schema?: string };
  const favicon = `/sites/${site.id}/${site.brand.favicon.replace(/^\.?\//, '')}`;
  // Replacer functions, not strings: operator text may contain `$&` or `$$`, which a replacement
  // string would read as patterns.
  return template
    .replace('__SITE_TITLE__', () => escapeHtml(site.brand.name))
    .replace('__SITE_FAVICON__', () => escapeHtml(favicon))
    .replace(
      '<!--site-config-->',
      () =>
        `${extraHead}<script type="application/json" id="site-config">${inlineJson(config)}</script>`,
    );
}
