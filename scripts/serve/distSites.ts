/**
 * The brands a built dist folder serves, read from the build itself (each site-html/<id>.html
 * carries its site config), so a configuration written for a copied folder matches what that
 * folder holds, whatever the checkout says today.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { siteCspSources } from './csp';
import type { NginxSite } from './nginxConfig';

const SITE_CONFIG = /<script type="application\/json" id="site-config">([^<]*)<\/script>/;

interface InlinedConfig {
  hosts?: string[];
}

/** Reads one brand page's inlined site config. */
export function siteOfPage(id: string, html: string): NginxSite {
  const json = SITE_CONFIG.exec(html)?.[1];
  if (json === undefined) throw new Error(`site-html/${id}.html has no site-config element`);
  const config = JSON.parse(json) as InlinedConfig;
  return {
    id,
    hosts: config.hosts ?? [],
    // The same reading of the same config as the build's <meta> (csp.ts): header and meta agree.
    csp: siteCspSources(config),
  };
}

/**
 * Every brand of the dist folder, by its site-html/ pages, sorted by id. A page without a readable
 * site config is an error, unless `requireConfig` is false (the Node server over a hand-made test
 * folder), which serves such a page by its id alone.
 */
export function readDistSites(distDir: string, { requireConfig = true } = {}): NginxSite[] {
  const pages = join(distDir, 'site-html');
  return readdirSync(pages)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const id = file.slice(0, -'.html'.length);
      try {
        return siteOfPage(id, readFileSync(join(pages, file), 'utf8'));
      } catch (error) {
        if (requireConfig) throw error;
        return { id };
      }
    });
}
