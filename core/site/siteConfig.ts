import type { SiteConfig } from '../../generated/site';
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
  try {
    return JSON.parse(element.textContent) as SiteConfig;
  } catch (error) {
    throw new StartupError(
      'SITE_CONFIG_INVALID',
      `the site configuration is not valid JSON: ${String(error)}`,
    );
  }
}

/** URL of a file of the site's own folder (brand logo, favicon). */
export function siteAssetUrl(site: SiteConfig, relativePath: string): string {
  return `/sites/${site.id}/${relativePath.replace(/^\.?\//, '')}`;
}
