// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../plugin/startupError';
import { readSiteConfig, siteAssetUrl, type SiteConfig } from './siteConfig';

function page(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

function startupErrorOf(run: () => unknown): StartupError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  throw new Error('expected a StartupError');
}

describe('readSiteConfig', () => {
  it('parses the inlined site-config element', () => {
    const site = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'sites', 'default', 'site.json'), 'utf8'),
    ) as SiteConfig;
    const doc = page(
      `<script type="application/json" id="site-config">${JSON.stringify(site)}</script>`,
    );
    expect(readSiteConfig(doc)).toEqual(site);
  });

  it('reads the global document by default', () => {
    document.head.innerHTML =
      '<script type="application/json" id="site-config">{"id":"zeta"}</script>';
    expect(readSiteConfig()).toEqual({ id: 'zeta' });
    document.head.innerHTML = '';
  });

  it('fails with SITE_CONFIG_INVALID when the API base is not http(s) or a path', () => {
    const error = startupErrorOf(() =>
      readSiteConfig(
        page(
          '<script type="application/json" id="site-config">{"platform":{"apiBase":"javascript:alert(1)//"}}</script>',
        ),
      ),
    );
    expect(error.code).toBe('SITE_CONFIG_INVALID');
    expect(error.message).toBe(
      'platform.apiBase must be an http(s) URL or a path starting with "/", got "javascript:alert(1)//"',
    );
  });

  it('fails with SITE_CONFIG_MISSING when the element is absent', () => {
    const error = startupErrorOf(() => readSiteConfig(page('')));
    expect(error.code).toBe('SITE_CONFIG_MISSING');
    expect(error.message).toBe('the page carries no site configuration');
    expect(error.pluginIds).toEqual([]);
  });

  it('fails with SITE_CONFIG_MISSING when the element is empty', () => {
    const error = startupErrorOf(() =>
      readSiteConfig(page('<script type="application/json" id="site-config"></script>')),
    );
    expect(error.code).toBe('SITE_CONFIG_MISSING');
  });

  it('fails with SITE_CONFIG_INVALID when the element holds bad JSON', () => {
    const error = startupErrorOf(() =>
      readSiteConfig(page('<script type="application/json" id="site-config">{"id": </script>')),
    );
    expect(error.code).toBe('SITE_CONFIG_INVALID');
    expect(error.message).toMatch(/^the site configuration is not valid JSON: SyntaxError/);
  });
});

describe('siteAssetUrl', () => {
  it('points into the site folder whatever form the relative path has', () => {
    const site = { id: 'angkor' } as SiteConfig;
    expect(siteAssetUrl(site, 'assets/logo.svg')).toBe('/sites/angkor/assets/logo.svg');
    expect(siteAssetUrl(site, './assets/logo.svg')).toBe('/sites/angkor/assets/logo.svg');
    expect(siteAssetUrl(site, '/assets/logo.svg')).toBe('/sites/angkor/assets/logo.svg');
  });
});
