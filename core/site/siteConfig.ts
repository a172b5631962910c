import type { SiteConfig } from '../../generated/site';
import { isSafeApiBase } from '../api/platformUrl';
import { StartupError } from '../plugin/startupError';

export type { SiteConfig };

/**
 * The site's config is inlined into its index.html as a JSON script element (at build time, or by
 * the dev server per request), so start-up needs no extra request for it.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById('site-config');
  if (!element?.textContent)
    throw new StartupError('SITE_CONFIG_MISSING', 'the page carries no site configuration');
  let config: SiteConfig;
  try {
    config = JSON.parse(element.textContent) as SiteConfig;
  } catch (error) {
    throw new StartupError(
      'SITE_CONFIG_INVALID',
      `the site configuration is not valid JSON: ${String(error)}`,
    );
  }
  // site:check refuses such a base; refusing it here too keeps a hand-edited page from sending
  // every platform call (token included) to javascript:, data: or another host.
  const apiBase = (config as { platform?: { apiBase?: unknown } } | null)?.platform?.apiBase;
  if (apiBase !== undefined && !isSafeApiBase(apiBase))
    throw new StartupError(
      'SITE_CONFIG_INVALID',
      `platform.apiBase must be an http(s) URL or a path starting with "/", got ${JSON.stringify(apiBase)}`,
    );
  return config;
}

/** URL of a file of the site's own folder (brand logo, favicon). */
export function siteAssetUrl(site: SiteConfig, relativePath: string): string {
  return `/sites/${site.id}/${relativePath.replace(/^\.?\//, '')}`;
}
