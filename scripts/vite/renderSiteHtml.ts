import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyPluginDefaults } from '../lib/plugin-defaults.ts';

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
 * The site config as the page receives it: without the editor's `$schema`, and with every enabled
 * plugin's options completed from its schema's defaults. The build, the dev server and the browser
 * tests all read a site through this, so they see the same config.
 */
export function prepareSiteConfig<Site extends SiteJson>(site: Site): Omit<Site, '$schema'> {
  const { $schema: _schema, ...config } = site as Site & { $schema?: string };
  return applyPluginDefaults(config);
}

/**
 * Fills the shared index.html for one site: title, favicon and the prepared site config as an
 * inert JSON script element, so start-up reads its config without a request and CSP needs no
 * inline script.
 */
export function renderSiteHtml(template: string, site: SiteJson, extraHead = ''): string {
  const config = prepareSiteConfig(site);
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
