import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { NGINX_SMOKE_ACCESS_LOG } from '../../scripts/lib/nginx-smoke-ports';
import { rawRequest } from './support/rawRequest';
import { EMULATOR_URL, NGINX, NODE, expectBrandPage, hostOf } from './support/servers';

const ASSETS = ['/emulator-assets/launch?ticket=0', '/emulator-assets/game/pg_1.svg'];

test.describe("nginx: the emulator's pages, CSP reports, the access log", () => {
  test("nginx never serves the emulator's vendor pages or pictures; the Node server still does", async () => {
    const host = hostOf('default', NGINX);
    // The vendor page's address is a client route there: the brand's own page, unframeable.
    const launch = await rawRequest({ port: NGINX.port, path: ASSETS[0]!, host });
    expectBrandPage(launch, 'default', `nginx ${ASSETS[0]}`);
    expect(launch.body.toString('utf8')).not.toContain('Session expired');
    // A picture is a missing file.
    const picture = await rawRequest({ port: NGINX.port, path: ASSETS[1]!, host });
    expect(picture.status).toBe(404);
    expect(picture.body.toString('utf8')).not.toContain('<svg');
    const svg = await rawRequest({
      port: NODE.port,
      path: ASSETS[1]!,
      host: hostOf('default', NODE),
    });
    expect(svg.status).toBe(200);
    expect(String(svg.headers['content-type'])).toBe('image/svg+xml');
  });

  test('a CSP report sent through nginx reaches the platform, without its query', async ({
    request,
  }) => {
    await request.delete(`${EMULATOR_URL}/__emulator/csp-reports`);
    const report = {
      'csp-report': {
        'document-uri': 'http://default.localhost/?token=secret',
        'blocked-uri': 'https://elsewhere.example/pixel.png',
        'effective-directive': 'img-src',
        disposition: 'enforce',
      },
    };
    const answer = await rawRequest({
      port: NGINX.port,
      path: '/wps/csp-report',
      host: hostOf('default', NGINX),
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(answer.status).toBe(204);
    const kept = (await (await request.get(`${EMULATOR_URL}/__emulator/csp-reports`)).json()) as {
      reports: { documentUri: string; blockedUri: string }[];
    };
    expect(kept.reports).toEqual([
      expect.objectContaining({
        documentUri: 'http://default.localhost/',
        blockedUri: 'https://elsewhere.example/pixel.png',
      }),
    ]);
  });

  test('a token in an address or a referrer never reaches the access log', async () => {
    const host = hostOf('default', NGINX);
    const marker = `/wl-log-check-${Date.now()}`;
    for (const path of [`${marker}?token=secret`, `/wps/none?token=secret&x=1`, `/?token=secret`])
      await rawRequest({
        port: NGINX.port,
        path,
        host,
        headers: { referer: `http://${host}/?token=secret` },
      });
    // nginx writes a line once the answer is sent; the last request's is there when it returns.
    await expect.poll(() => readFileSync(NGINX_SMOKE_ACCESS_LOG, 'utf8')).toContain(marker);
    const log = readFileSync(NGINX_SMOKE_ACCESS_LOG, 'utf8');
    expect(log).toContain(`"GET ${marker} HTTP/1.1" 200`);
    expect(log).toContain('"GET /wps/none HTTP/1.1"');
    expect(log).not.toContain('secret');
  });
});
