import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDistSites, siteOfPage } from './distSites';
import { nginxConfigPathFor, renderDistNginxConfig } from './distNginxConfig';

const page = (config: object) =>
  `<html><head><script type="application/json" id="site-config">${JSON.stringify(config)}</script></head></html>`;

describe('readDistSites', () => {
  const dist = mkdtempSync(join(tmpdir(), 'wl-dist-sites-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'site-html'));
  writeFileSync(
    join(dist, 'site-html', 'default.html'),
    page({ id: 'default', hosts: ['play.lucky-harbour.com'], platform: { apiBase: '/' } }),
  );
  writeFileSync(
    join(dist, 'site-html', 'angkor.html'),
    page({ id: 'angkor', platform: { apiBase: 'https://api.angkor.example/v1' } }),
  );
  // As the build inlines it: the analytics block with its schema defaults filled in.
  writeFileSync(
    join(dist, 'site-html', 'measured.html'),
    page({
      id: 'measured',
      platform: { apiBase: '/' },
      plugins: {
        analytics: {
          scriptUrl: 'https://tags.example/gtag/js?id={id}',
          collectOrigins: ['https://collect.example'],
        },
      },
    }),
  );

  it('reads each brand, its host names and its policy origins from the built pages', () => {
    const sameSite = { img: [], frame: [], report: '/wps/csp-report' };
    const angkorApi = 'https://api.angkor.example';
    expect(readDistSites(dist)).toEqual([
      {
        id: 'angkor',
        hosts: [],
        csp: {
          connect: [angkorApi],
          img: [angkorApi],
          frame: [angkorApi],
          report: `${angkorApi}/v1/wps/csp-report`,
        },
      },
      { id: 'default', hosts: ['play.lucky-harbour.com'], csp: { connect: [], ...sameSite } },
      {
        id: 'measured',
        hosts: [],
        csp: {
          script: ['https://tags.example'],
          connect: ['https://collect.example'],
          ...sameSite,
          img: ['https://collect.example'],
        },
      },
    ]);
  });

  it('writes the configuration beside the folder, rooted at the folder', () => {
    expect(nginxConfigPathFor(`${dist}/`)).toBe(`${dist}.nginx.conf`);
    const text = renderDistNginxConfig(dist, { upstream: 'http://127.0.0.1:4100' });
    expect(text).toContain(`root "${dist}";`);
    expect(text).toContain('play.lucky-harbour.com "default";');
  });

  it('names a page without a site config', () => {
    expect(() => siteOfPage('bare', '<html></html>')).toThrow(
      'site-html/bare.html has no site-config element',
    );
  });
});
