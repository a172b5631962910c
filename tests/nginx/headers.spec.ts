import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { ASSET_CACHE_CONTROL, COMMON_HEADERS } from '../../scripts/serve/securityHeaders';
import { listSites } from '../../scripts/vite/renderSiteHtml';
import { addressOf, readMountedRoutes } from '../e2e/support/mountedRoutes';
import { readSiteConfig } from '../e2e/support/site';
import { rawRequest } from './support/rawRequest';
import {
  DIST_DIR,
  NGINX,
  SERVERS,
  expectBrandPage,
  expectNoCorsGrant,
  hostOf,
} from './support/servers';

const SITES = listSites(REPO_ROOT);

/** The hashed script a brand page loads first. */
function firstScript(html: string): string {
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the page loads no /assets/ script');
  return src;
}

test.describe('header check: every brand, every route, on nginx and on the Node server', () => {
  for (const site of SITES) {
    test(`${site}: pages, a hashed asset and its .gz, the platform API`, async ({ page }) => {
      // The route list is what the test build mounts for this brand (tests/e2e/routes.spec.ts).
      await page.goto(`http://${hostOf(site, NGINX)}/`);
      const routes = await readMountedRoutes(page);
      expect(routes.length).toBeGreaterThan(0);
      const addresses = [...new Set(['/', '/index.html', ...routes.map(addressOf)])];
      const merchant = readSiteConfig(site).platform.merchantCode;
      test.info().annotations.push({
        type: 'header check',
        description: `${site}: ${addresses.length} addresses on ${SERVERS.length} servers`,
      });
      console.log(`header check ${site}: ${addresses.join(' ')} on nginx and node`);

      for (const server of SERVERS) {
        const host = hostOf(site, server);
        let html = '';
        for (const address of addresses) {
          const answer = await rawRequest({ port: server.port, path: address, host });
          expectBrandPage(answer, site, `${server.name} ${site} ${address}`);
          expectNoCorsGrant(answer, `${server.name} ${address}`);
          html = answer.body.toString('utf8');
        }

        const script = firstScript(html);
        const where = `${server.name} ${script}`;
        const asset = await rawRequest({
          port: server.port,
          path: script,
          host,
          headers: { 'accept-encoding': 'gzip' },
        });
        expect.soft(asset.status, where).toBe(200);
        expect.soft(asset.headers['cache-control'], `${where}: cache`).toBe(ASSET_CACHE_CONTROL);
        for (const [name, value] of Object.entries(COMMON_HEADERS))
          expect.soft(asset.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
        expect.soft(asset.headers['content-encoding'], `${where}: gzip`).toBe('gzip');
        if (server === NGINX)
          expect
            .soft(asset.body.equals(readFileSync(join(DIST_DIR, `${script}.gz`))), `${where}: .gz`)
            .toBe(true);

        // The emulator grants CORS to everyone; through a brand origin nobody gets it.
        const call = `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=5&clientType=3`;
        const origin = { origin: 'https://elsewhere.example', merchant };
        const api = await rawRequest({ port: server.port, path: call, host, headers: origin });
        expect.soft(api.status, `${server.name} API call`).toBe(200);
        expectNoCorsGrant(api, `${server.name} API call`);
        const preflight = await rawRequest({
          port: server.port,
          path: call,
          host,
          method: 'OPTIONS',
          headers: { ...origin, 'access-control-request-method': 'GET' },
        });
        expectNoCorsGrant(preflight, `${server.name} API preflight`);
      }
    });
  }
});

test.describe('what nginx never serves', () => {
  test('an unknown host gets a short 404, no brand', async () => {
    for (const host of [`unknown.localhost:${NGINX.port}`, 'example.com', '127.0.0.1']) {
      const answer = await rawRequest({ port: NGINX.port, path: '/', host });
      expect(answer.status, host).toBe(404);
      expect(answer.body.length, host).toBeLessThan(100);
      expect(answer.body.toString('utf8'), host).not.toContain('site-config');
    }
    // Host names are case-insensitive.
    const upper = await rawRequest({ port: NGINX.port, path: '/', host: 'DEFAULT.LOCALHOST' });
    expectBrandPage(upper, 'default', 'DEFAULT.LOCALHOST');
  });

  test("the emulator's control API is not reachable through a brand host", async () => {
    for (const server of SERVERS)
      for (const path of [
        '/__emulator',
        '/__emulator/merchants',
        '/__EMULATOR/merchants',
        '/lgw/..%2F__emulator/merchants',
        '/wps/%2e%2e/__emulator/merchants',
        '/wps/../__emulator/merchants',
      ]) {
        const answer = await rawRequest({
          port: server.port,
          path,
          host: hostOf('default', server),
        });
        const where = `${server.name} ${path}`;
        expect.soft([400, 404], `${where}: refused`).toContain(answer.status);
        expect.soft(answer.body.toString('utf8'), where).not.toMatch(/merchant|<html/i);
      }
  });

  test('no spelling of a path gives a page without its headers or a file outside the root', async () => {
    const probes = [
      '/site-html%2Fdefault.html',
      '/site-html%2fdefault.html',
      '//site-html/default.html',
      '/site-html/default.html',
      '/./site-html/default.html',
      '/assets/..%2fsite-html%2fdefault.html',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../../etc/passwd',
      '/assets/../index.html',
      '/index.html',
      '/index.html/',
      '/%69ndex.html',
    ];
    for (const server of SERVERS)
      for (const path of probes) {
        const answer = await rawRequest({
          port: server.port,
          path,
          host: hostOf('default', server),
        });
        const where = `${server.name} ${path}`;
        const body = answer.body.toString('utf8');
        expect.soft(body, `${where}: nothing from outside the root`).not.toContain('root:');
        // The bare template still has its placeholder: it is never served as is.
        expect.soft(body, `${where}: not the bare template`).not.toContain('<!--site-config-->');
        if (answer.status === 200) expectBrandPage(answer, 'default', where);
        else {
          expect.soft(answer.status, where).toBeGreaterThanOrEqual(400);
          expect.soft(String(answer.headers['content-type']), where).not.toMatch(/html/);
        }
      }
  });
});
