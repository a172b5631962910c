import { symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw as sendRawAnswer } from '../../emulator/testing/rawHttp';
import {
  SECRET_TEXT,
  TEMPLATE_TEXT,
  startFakeDistServer,
  type FakeDistServer,
} from './testing/fakeDistServer';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let fake: FakeDistServer;
let sibling: string;
let port: number;
/** What the fake platform was asked, in order. */
let upstreamPaths: string[];

/** Sent with node:http so the path leaves as written (fetch would repair or refuse it). */
function send(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** Written byte for byte on a socket: what the HTTP client would not send at all. */
const sendRaw = (raw: string) => sendRawAnswer(port, raw);

beforeAll(async () => {
  fake = await startFakeDistServer(
    {
      // A page as the build writes it, with its inlined config: production hosts and an API origin.
      'site-html/longhai.html':
        '<html><script type="application/json" id="site-config">' +
        '{"hosts":["play.longhai.example"],"platform":{"apiBase":"https://api.longhai.example/"}}' +
        '</script>longhai brand</html>',
      // A brand that enables the analytics plugin, its block as the build inlines it.
      'site-html/measured.html':
        '<html><script type="application/json" id="site-config">' +
        '{"plugins":{"analytics":{"scriptUrl":"https://tags.example/gtag/js?id={id}",' +
        '"collectOrigins":["https://collect.example"]}}}' +
        '</script>measured brand</html>',
      'assets/stray.html': '<html>stray</html>',
    },
    (dist, sibling) => symlinkSync(join(sibling, 'key.txt'), join(dist, 'assets', 'link.txt')),
  );
  ({ port, sibling, upstreamPaths } = fake);
});

afterAll(() => fake.close());

describe('static server: pages and files', () => {
  it('answers /, /index.html and app routes with the brand page, never the bare template', async () => {
    for (const path of ['/', '/index.html', '/live']) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe('<html>default brand</html>');
    }
  });

  it('puts the page headers on every HTML answer', async () => {
    for (const path of ['/', '/live', '/assets/stray.html']) {
      const { headers } = await send(path);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('adds HSTS only behind a local TLS proxy', async () => {
    const { headers } = await send('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('serves built files and refuses other missing files', async () => {
    expect((await send('/assets/app.js')).body).toBe('console.log(1);');
    expect((await send('/assets/missing.js')).status).toBe(404);
  });

  it('matches brand host names in any letter case', async () => {
    for (const host of ['angkor.localhost', 'ANGKOR.LOCALHOST:4173', 'Angkor.Localhost'])
      expect((await send('/', { headers: { host } })).body, host).toBe('<html>angkor brand</html>');
  });
});

describe('static server: production host names', () => {
  it('serves a brand at its site.json hosts, in any letter case, with its API origin allowed', async () => {
    for (const host of ['play.longhai.example', 'PLAY.LongHai.Example:443']) {
      const res = await send('/', { headers: { host } });
      expect(res.body, host).toContain('longhai brand');
      expect(res.headers['content-security-policy'], host).toContain(
        "connect-src 'self' https://api.longhai.example",
      );
    }
    expect((await send('/', { headers: { host: 'longhai.example' } })).body).toContain(
      'default brand',
    );
  });
});

describe('static server: analytics origins', () => {
  it('names them in the policy of the brand that enables the plugin only', async () => {
    const measured = (await send('/', { headers: { host: 'measured.localhost' } })).headers;
    expect(measured['content-security-policy']).toContain(
      "script-src 'self' https://tags.example;",
    );
    expect(measured['content-security-policy']).toContain(
      "connect-src 'self' https://collect.example;",
    );
    for (const host of ['default.localhost', 'play.longhai.example']) {
      const policy = (await send('/', { headers: { host } })).headers['content-security-policy'];
      expect(policy, host).toContain("script-src 'self';");
      expect(policy, host).not.toContain('collect.example');
    }
  });
});

describe('static server: containment', () => {
  it('never reads outside the served folder, however the path is written', async () => {
    const name = basename(sibling);
    for (const path of [
      `/../${name}/key.txt`,
      `/..%2F${name}%2Fkey.txt`,
      `/assets/..%2F..%2F${name}/key.txt`,
      `/%2e%2e/${name}/key.txt`,
      `/..%5C${name}%5Ckey.txt`,
      '/assets/link.txt',
    ]) {
      const res = await send(path);
      expect(res.body, path).not.toContain(SECRET_TEXT);
      expect(res.status, path).toBe(404);
    }
  });

  it('never serves a brand page or the template raw, encoded or not', async () => {
    for (const path of [
      '/site-html/default.html',
      '/site-html%2Fdefault.html',
      '/site-html%2fangkor.html',
      '/assets/..%2Fsite-html%2Fdefault.html',
      '//site-html/default.html',
      '/site-html%5Cdefault.html',
      '/%69ndex.html',
      '/./index.html',
    ]) {
      const res = await send(path);
      expect(res.body, path).not.toContain(TEMPLATE_TEXT);
      if (res.headers['content-type']?.startsWith('text/html'))
        expect(res.headers['content-security-policy'], path).toBeDefined();
    }
  });
});

describe('static server: hostile requests', () => {
  it('answers malformed addresses, NUL bytes and over-long URLs with 400, and keeps serving', async () => {
    for (const path of [
      '/%',
      '/%E0%A4%A',
      '/assets/%ZZ.js',
      '/a%00b',
      '/?q=%00',
      `/${'a'.repeat(9000)}`,
    ])
      expect((await send(path)).status, path.slice(0, 40)).toBe(400);
    expect((await send('/')).status).toBe(200);
  });

  it('refuses a Host header a host cannot hold', async () => {
    expect((await sendRaw('GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n')).status).toBe(
      400,
    );
    expect((await send('/', { headers: { host: 'x/y' } })).status).toBe(400);
  });

  it('answers only GET and HEAD on pages and files, with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PROPFIND', 'TRACE']) {
      const res = await send('/', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    expect((await send('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers what the HTTP parser refuses with 400 and CONNECT with 405', async () => {
    expect((await sendRaw('FOO / HTTP/1.1\r\nHost: a\r\n\r\n')).status).toBe(400);
    expect((await sendRaw('GET /\0 HTTP/1.1\r\nHost: a\r\n\r\n')).status).toBe(400);
    expect((await sendRaw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`)).status).toBe(
      400,
    );
    expect((await sendRaw('CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n')).status).toBe(405);
    expect((await send('/')).status).toBe(200);
  });
});

describe('static server: the platform proxy', () => {
  it('forwards platform paths as parsed and drops CORS grants from the answer', async () => {
    const res = await send('/wps/system/status?x=1');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(upstreamPaths.at(-1)).toBe('/wps/system/status?x=1');
  });

  it('keeps the control API off the brand origin, by any spelling', async () => {
    upstreamPaths.length = 0;
    for (const path of [
      '/__emulator/',
      '/__emulator/reset',
      '/__EMULATOR/faults',
      '/%5F%5Femulator/sms/last',
      '/wps/../__emulator/reset',
      '/wps/%2e%2e/__emulator/reset',
      '/lgw/..%2F__emulator/clock',
    ]) {
      const res = await send(path, { method: path.endsWith('reset') ? 'POST' : 'GET' });
      expect([400, 404, 405], path).toContain(res.status);
    }
    expect(upstreamPaths.filter((path) => path.includes('__emulator'))).toEqual([]);
  });
});
