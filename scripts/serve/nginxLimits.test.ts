import { describe, expect, it } from 'vitest';
import { renderNginxConfig, type NginxConfigOptions } from './nginxConfig';
import { API_RATE, CLIENT_TIMEOUT_SECONDS, PAGE_RATE } from './nginxLimits';
import { block } from './testing/nginxBlock';
import { readUploadPaths } from './uploadPaths';

const OPTIONS: NginxConfigOptions = {
  sites: [{ id: 'default' }, { id: 'angkor' }],
  root: '/srv/whitelabel',
  upstream: 'http://platform.internal:8080',
  uploadPaths: ['/wps/relay/MCSFE_applyPromotion', '/wps/relay/MCSFE_processC2CTransaction'],
};
const config = renderNginxConfig(OPTIONS);
const defaultServer = block(
  config.slice(config.indexOf('# A host that names no brand.')),
  'server',
);
const brandServer = block(config.slice(config.lastIndexOf('\nserver {') + 1), 'server');
const API = 'location ~ ^/(wps|lgw|lotto)(/|$)';

describe('what the generated nginx configuration forwards', () => {
  it("forwards the platform's API only, never the emulator's vendor pages and pictures", () => {
    expect(config).toContain(`${API} {`);
    expect(config).not.toContain('emulator-assets');
  });
});

describe('body limits from the endpoint table', () => {
  it('gives every platform call 64 KB and only the calls that upload 24 MB', () => {
    expect(block(brandServer, API)).toContain('client_max_body_size 64k;');
    for (const path of OPTIONS.uploadPaths!) {
      const upload = block(brandServer, `location = ${path}`);
      expect(upload).toContain('client_max_body_size 24m;');
      expect(upload).toContain('proxy_pass http://wl_platform;');
      expect(upload).toMatch(/if \(\$request_uri ~\* '[^']*'\) \{[^}]*return 400/);
    }
    expect(config.match(/client_max_body_size 24m;/g)).toHaveLength(2);
  });

  it('reads the calls that upload from the request schemas: the proof image, the application', () => {
    expect(readUploadPaths()).toEqual([
      '/wps/relay/MCSFE_applyPromotion',
      '/wps/relay/MCSFE_processC2CTransaction',
    ]);
  });

  it('answers an oversize platform call in the platform envelope, a page in plain text', () => {
    expect(block(brandServer, API)).toContain('error_page 413 @wl_api_too_large;');
    expect(block(brandServer, 'location @wl_api_too_large')).toContain(
      `return 413 '{"success":false,"code":"VALIDATION_FAILED","message":"body too large"}';`,
    );
    expect(block(brandServer, 'location @wl_too_large')).toContain('default_type text/plain;');
  });

  it('refuses an upload path that is not a plain platform path', () => {
    expect(() => renderNginxConfig({ ...OPTIONS, uploadPaths: ['/wps/x; return 200'] })).toThrow(
      'is not a platform path',
    );
  });
});

describe('slow clients and busy addresses', () => {
  it('cuts a stalled head or body after 8 s on both servers, or the given timeout', () => {
    expect(CLIENT_TIMEOUT_SECONDS).toBeLessThan(10);
    for (const server of [defaultServer, brandServer]) {
      expect(server).toContain(`client_header_timeout ${CLIENT_TIMEOUT_SECONDS}s;`);
      expect(server).toContain(`client_body_timeout ${CLIENT_TIMEOUT_SECONDS}s;`);
    }
    const quick = renderNginxConfig({ ...OPTIONS, clientTimeoutSeconds: 2 });
    expect(quick.match(/client_body_timeout 2s;/g)).toHaveLength(2);
    expect(() => renderNginxConfig({ ...OPTIONS, clientTimeoutSeconds: 0 })).toThrow(
      'client timeout 0: a whole number of seconds',
    );
  });

  it("counts each client behind a trusted proxy by X-Forwarded-For, and nobody else's", () => {
    expect(config).not.toContain('set_real_ip_from');
    const behind = renderNginxConfig({ ...OPTIONS, realIpFrom: ['10.0.0.0/8', '2001:db8::/32'] });
    expect(behind).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(behind).toContain('set_real_ip_from 2001:db8::/32;');
    expect(behind).toContain('real_ip_header X-Forwarded-For;');
    expect(() => renderNginxConfig({ ...OPTIONS, realIpFrom: ['10.0.0.0/8; allow all'] })).toThrow(
      'an address or CIDR block',
    );
  });

  it('limits connections and requests per client address, with bursts, answering 429', () => {
    expect(config).toContain('limit_conn_zone $binary_remote_addr zone=wl_conn:10m;');
    expect(config).toContain(
      `limit_req_zone $binary_remote_addr zone=wl_api:10m rate=${API_RATE.perSecond}r/s;`,
    );
    for (const server of [defaultServer, brandServer]) {
      expect(server).toMatch(/limit_conn wl_conn \d+;/);
      expect(server).toContain('limit_conn_status 429;');
      expect(server).toContain(`limit_req zone=wl_pages burst=${PAGE_RATE.burst} nodelay;`);
      expect(server).toContain('limit_req_status 429;');
    }
    for (const opening of [API, `location = ${OPTIONS.uploadPaths![0]}`])
      expect(block(brandServer, opening)).toContain(
        `limit_req zone=wl_api burst=${API_RATE.burst} nodelay;`,
      );
    expect(block(brandServer, 'location @wl_api_too_many')).toContain('return 429 ');
  });
});

describe('the access log', () => {
  it('logs paths and referrers without their query string, on both servers', () => {
    const format = /log_format wl_no_query '([^']*)';/.exec(config)?.[1] ?? '';
    expect(format).toContain('$wl_log_path');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$http_referer/);
    expect(block(config, 'map $request_uri $wl_log_path')).toContain('~^([^?]*) $1;');
    expect(block(config, 'map $http_referer $wl_log_referer')).toContain('~^([^?#]*) $1;');
    for (const server of [defaultServer, brandServer])
      expect(server).toContain('access_log "/var/log/nginx/access.log" wl_no_query;');
  });
});
