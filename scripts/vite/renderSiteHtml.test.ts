// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listSites,
  prepareSiteConfig,
  readSite,
  renderSiteHtml,
  type SiteJson,
} from './renderSiteHtml';

const root = join(import.meta.dirname, '..', '..');
const template = readFileSync(join(root, 'index.html'), 'utf8');

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

function configOf(doc: Document): unknown {
  const element = doc.getElementById('site-config');
  expect(element?.tagName).toBe('SCRIPT');
  expect(element?.getAttribute('type')).toBe('application/json');
  return JSON.parse(element?.textContent ?? '');
}

const baseSite = (): SiteJson => JSON.parse(JSON.stringify(readSite(root, 'default'))) as SiteJson;

describe('renderSiteHtml', () => {
  it('keeps $ sequences of operator text as they are', () => {
    const site = baseSite();
    site.brand.name = "Cash $$ & $' more $&";
    const doc = parse(renderSiteHtml(template, site));
    expect(doc.title).toBe("Cash $$ & $' more $&");
    expect((configOf(doc) as SiteJson).brand.name).toBe("Cash $$ & $' more $&");
  });

  it('fills title, favicon and the prepared config (without $schema) of a real site', () => {
    const site = baseSite();
    const doc = parse(renderSiteHtml(template, site));
    expect(doc.title).toBe(site.brand.name);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/sites/default/assets/favicon.svg',
    );
    expect(configOf(doc)).toEqual(prepareSiteConfig(site));
    expect(configOf(doc)).not.toHaveProperty('$schema');
  });

  it("inlines each enabled plugin's options completed from its schema's defaults", () => {
    const site = baseSite();
    site.plugins = { help: {}, announcements: { marquee: false } };
    const { plugins } = configOf(parse(renderSiteHtml(template, site))) as SiteJson;
    expect(plugins).toEqual({
      help: { footerLinks: true },
      announcements: {
        marquee: false,
        bannerAutoplayMs: 5000,
        bannerSize: { width: 1200, height: 400 },
        // nested defaults too: each place's size inside a block the site left out
        groupBannerSizes: {
          sideMenu: { width: 400, height: 200 },
          login: { width: 800, height: 240 },
          register: { width: 800, height: 240 },
          forgot: { width: 800, height: 240 },
        },
        popups: true,
        popupDelayMs: 1500,
      },
    });
    expect(site.plugins).toEqual({ help: {}, announcements: { marquee: false } }); // input kept
  });

  it('leaves no placeholder behind', () => {
    const html = renderSiteHtml(template, baseSite());
    expect(html).not.toContain('__SITE_TITLE__');
    expect(html).not.toContain('__SITE_FAVICON__');
    expect(html).not.toContain('<!--site-config-->');
  });

  it('keeps a brand name containing </script><script>… inside the JSON element', () => {
    const hostile = '</script><script>alert(1)</script>';
    const site = baseSite();
    site.brand.name = `Evil ${hostile}`;
    (site as Record<string, unknown>).layout = {
      ...(site.layout as object),
      note: '<!-- & "quotes" -->',
    };
    const html = renderSiteHtml(template, site);
    expect(html).not.toContain('<script>alert(1)');
    const doc = parse(html);
    // only the config element and the app entry: no script was injected
    expect([...doc.querySelectorAll('script')].map((s) => s.id || s.getAttribute('src'))).toEqual([
      'site-config',
      '/app/main.tsx',
    ]);
    expect((configOf(doc) as SiteJson).brand.name).toBe(`Evil ${hostile}`);
    expect((configOf(doc) as { layout: { note: string } }).layout.note).toBe('<!-- & "quotes" -->');
    expect(doc.title).toBe(`Evil ${hostile}`);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('escapes the brand name in the title and a favicon path with quotes in its attribute', () => {
    const site = baseSite();
    site.brand.name = 'A & B <i>"Co"</i>';
    site.brand.favicon = './x" onerror="alert(1).svg';
    const doc = parse(renderSiteHtml(template, site));
    expect(doc.title).toBe('A & B <i>"Co"</i>');
    const icon = doc.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/sites/default/x" onerror="alert(1).svg');
    expect(icon?.hasAttribute('onerror')).toBe(false);
  });

  it('puts the extra head markup just before the config element', () => {
    const csp = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />';
    const html = renderSiteHtml(template, baseSite(), csp);
    expect(html).toContain(`${csp}<script type="application/json" id="site-config">`);
  });
});

describe('listSites', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the folders under sites/ that hold a site.json, sorted', () => {
    dir = mkdtempSync(join(tmpdir(), 'list-sites-'));
    for (const id of ['zeta', 'alpha', 'empty'])
      mkdirSync(join(dir, 'sites', id), { recursive: true });
    writeFileSync(join(dir, 'sites', 'zeta', 'site.json'), '{}');
    writeFileSync(join(dir, 'sites', 'alpha', 'site.json'), '{}');
    writeFileSync(join(dir, 'sites', 'stray.json'), '{}');
    expect(listSites(dir)).toEqual(['alpha', 'zeta']);
  });

  it('finds the brands of this repository', () => {
    expect(listSites(root)).toEqual(expect.arrayContaining(['angkor', 'default', 'longhai']));
  });
});
