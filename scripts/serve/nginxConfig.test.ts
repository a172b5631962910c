import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NginxConfigError, renderNginxConfig, type NginxConfigOptions } from './nginxConfig';
import { NGINX, checkNginxPrefix, writeNginxPrefix } from './nginxPrefix';
import { PLATFORM_API_PREFIXES } from './platformPaths';
import { block } from './testing/nginxBlock';
import {
  ASSET_CACHE_CONTROL,
  COMMON_HEADERS,
  HSTS_VALUE,
  PAGE_CACHE_CONTROL,
  pageHeaders,
} from './securityHeaders';

const OPTIONS: NginxConfigOptions = {
  sites: [
    { id: 'default', hosts: ['play.lucky-harbour.com'] },
    { id: 'angkor' },
    { id: 'lucky-star', csp: { connect: ['https://api.lucky-star.example'] } },
  ],
  root: '/srv/whitelabel',
  upstream: 'http://platform.internal:8080',
};

const config = renderNginxConfig(OPTIONS);
/** The brand `default` with analytics on: its policy differs, so the CSP map names it. */
const MEASURED_DEFAULT = {
  id: 'default',
  csp: { script: ['https://www.googletagmanager.com'] },
};
/** The brands' server, the file's last block (the default server has a `location /` too). */
const brandServer = config.slice(config.lastIndexOf('\nserver {'));

/** `add_header` lines of a block, as name → value (quotes removed), nested blocks left out. */
function addedHeaders(body: string): Map<string, string> {
  const own = body.replace(/\n\s+if \([^\n]*\{[^}]*\}/g, '');
  return new Map(
    [...own.matchAll(/add_header (\S+) ("(?:[^"\\]|\\.)*"|\S+) always;/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/^"|"$/g, ''),
    ]),
  );
}

const PAGE_LOCATIONS = [
  'location = /',
  'location = /index.html',
  'location @wl_page',
  'location /',
  'location ~ \\.[A-Za-z0-9]+$',
];

describe('renderNginxConfig', () => {
  it('maps each brand host name and <id>.localhost to its brand; anything else to none', () => {
    const map = block(config, 'map $host $wl_brand');
    expect(map).toContain('default "";');
    for (const [host, id] of [
      ['default.localhost', 'default'],
      ['play.lucky-harbour.com', 'default'],
      ['angkor.localhost', 'angkor'],
      ['lucky-star.localhost', 'lucky-star'],
    ])
      expect(map).toContain(`    ${host} "${id}";`);
    expect(config).toMatch(
      /server_name default\.localhost play\.lucky-harbour\.com angkor\.localhost lucky-star\.localhost;/,
    );
  });

  it('answers an unknown host from the default server with a short 404, never a brand page', () => {
    const fallback = config.slice(config.indexOf('# A host that names no brand.'));
    const server = block(fallback, 'server');
    expect(server).toContain('listen 80 default_server;');
    expect(server).toContain('listen [::]:80 default_server;');
    expect(server).toContain('return 404 "unknown host";');
    expect(server).not.toMatch(/root |site-html/);
  });

  it('gives every page location the whole page header set (nginx does not inherit add_header)', () => {
    const expected = pageHeaders({ https: true });
    for (const opening of PAGE_LOCATIONS) {
      const headers = addedHeaders(block(brandServer, opening));
      expect([...headers.keys()].sort(), opening).toEqual(Object.keys(expected).sort());
      for (const [name, value] of headers) {
        if (name === 'Strict-Transport-Security') expect(value).toBe('$wl_hsts');
        else if (name === 'Content-Security-Policy') expect(value).toBe('$wl_csp');
        else if (name === 'Reporting-Endpoints') expect(value).toBe('$wl_reporting');
        else expect(value, `${opening} ${name}`).toBe(expected[name]);
      }
    }
    expect(addedHeaders(block(brandServer, 'location @wl_page')).get('Cache-Control')).toBe(
      PAGE_CACHE_CONTROL,
    );
  });

  it('serves the page for "/", "/index.html" and client routes, never site-html/ from outside', () => {
    for (const opening of ['location = /', 'location = /index.html', 'location @wl_page'])
      expect(block(brandServer, opening)).toContain('rewrite ^ /site-html/$wl_brand.html break;');
    expect(block(brandServer, 'location /')).toContain('try_files $uri @wl_page;');
    expect(block(brandServer, 'location ^~ /site-html/')).toContain('internal;');
    expect(config).toContain('disable_symlinks on from=$document_root;');
  });

  it('sends HSTS only over https, and the header CSP with frame-ancestors per brand', () => {
    const hsts = block(config, 'map $scheme $wl_hsts');
    expect(hsts).toContain('default "";');
    expect(hsts).toContain(`https "${HSTS_VALUE}";`);
    const always = block(renderNginxConfig({ ...OPTIONS, https: true }), 'map $scheme $wl_hsts');
    expect(always).toContain(`default "${HSTS_VALUE}";`);
    const csp = block(config, 'map $wl_brand $wl_csp');
    expect(csp).toContain(`default "${pageHeaders()['Content-Security-Policy']}";`);
    expect(csp).toContain(
      `lucky-star "${pageHeaders({ csp: { connect: ['https://api.lucky-star.example'] } })['Content-Security-Policy']}";`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('names the analytics origins in the policy of the brand that enables the plugin only', () => {
    const measuredSite = {
      id: 'measured',
      csp: {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://www.google-analytics.com'],
        img: ['https://www.google-analytics.com'],
      },
    };
    const text = renderNginxConfig({ ...OPTIONS, sites: [...OPTIONS.sites, measuredSite] });
    const csp = block(text, 'map $wl_brand $wl_csp');
    const measured = csp.split('\n').find((line) => line.trim().startsWith('measured '));
    expect(measured).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(measured).toContain("connect-src 'self' https://www.google-analytics.com;");
    expect(csp.split('googletagmanager')).toHaveLength(2);
  });

  it('escapes a brand id spelled like a map parameter (the brand "default" with a policy of its own)', () => {
    const text = renderNginxConfig({ ...OPTIONS, sites: [MEASURED_DEFAULT, { id: 'angkor' }] });
    const csp = block(text, 'map $wl_brand $wl_csp');
    expect(csp).toMatch(/\n\s+\\default "[^"]*googletagmanager/);
    expect(csp.match(/^\s+default /gm)).toHaveLength(1);
  });

  it('caches hashed assets for a year and serves their .gz as it is', () => {
    const assets = block(brandServer, 'location ^~ /assets/');
    expect(Object.fromEntries(addedHeaders(assets))).toEqual({
      ...COMMON_HEADERS,
      'Cache-Control': ASSET_CACHE_CONTROL,
    });
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('try_files $uri =404;');
  });

  it('proxies exactly the platform paths with the upstream Host and no CORS grant', () => {
    const proxy = block(brandServer, `location ~ ^/(${PLATFORM_API_PREFIXES.join('|')})(/|$)`);
    expect(proxy).toContain('proxy_pass http://wl_platform;');
    expect(proxy).toContain('proxy_set_header Host "platform.internal:8080";');
    expect(proxy).toContain('proxy_hide_header Access-Control-Allow-Origin;');
    expect(proxy).toMatch(/if \(\$request_uri ~\* '[^']*%2f[^']*'\) \{[^}]*return 400/);
    expect(block(config, 'upstream wl_platform')).toContain('server platform.internal:8080;');
    expect(config).not.toMatch(/__emulator[^\n]*proxy_pass/);
    expect(block(brandServer, 'location ~* ^/__emulator(/|$)')).toContain('return 404;');
  });

  it('hides the nginx version and answers its own errors in plain text', () => {
    expect(config.match(/server_tokens off;/g)).toHaveLength(2);
    for (const opening of ['location @wl_not_found', 'location @wl_not_allowed'])
      expect(block(brandServer, opening)).toMatch(/types \{ \}\s+default_type text\/plain;/);
  });

  it('refuses values it cannot write safely, naming them', () => {
    const bad = (change: Partial<NginxConfigOptions>) => () =>
      renderNginxConfig({ ...OPTIONS, ...change });
    expect(
      bad({
        sites: [
          { id: 'a1', hosts: ['x.com'] },
          { id: 'b1', hosts: ['x.com'] },
        ],
      }),
    ).toThrow('host x.com is claimed by both a1 and b1');
    expect(bad({ sites: [{ id: 'a1', hosts: ['X.com'] }] })).toThrow(
      'site a1: host "X.com" is not a lower-case host name',
    );
    expect(bad({ upstream: 'http://platform/api' })).toThrow('give the origin only');
    expect(bad({ root: '/srv/$document_root' })).toThrow(NginxConfigError);
    expect(bad({ root: 'dist' })).toThrow('must be an absolute path');
    expect(bad({ sites: [] })).toThrow('no sites');
  });
});

describe.skipIf(!existsSync(NGINX))('nginx -t on the rendered configuration', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'wl-nginx-test-'));
  afterAll(() => rmSync(prefix, { recursive: true, force: true }));

  it('is accepted by Debian nginx, with and without --https', () => {
    for (const https of [false, true]) {
      // A resolvable upstream: nginx resolves upstream servers when it reads the file.
      const text = renderNginxConfig({
        ...OPTIONS,
        sites: [MEASURED_DEFAULT, ...OPTIONS.sites.slice(1)],
        root: prefix,
        upstream: 'http://127.0.0.1:4100',
        listen: ['127.0.0.1:4739'],
        https,
        uploadPaths: ['/wps/relay/MCSFE_applyPromotion'],
        realIpFrom: https ? ['10.0.0.0/8'] : [],
        accessLog: join(prefix, 'access.log'),
      });
      writeNginxPrefix(prefix, text);
      const result = checkNginxPrefix(prefix);
      expect(result.output).toContain('syntax is ok');
      expect(result.ok, result.output).toBe(true);
    }
  });
});
