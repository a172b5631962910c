import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './staticServer';

describe('static server', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'wl-static-'));
    mkdirSync(join(dist, 'site-html'));
    mkdirSync(join(dist, 'assets'));
    // The build writes its template beside the brands' pages; only the brands' pages are served.
    writeFileSync(join(dist, 'index.html'), '<html>template without a site config</html>');
    writeFileSync(join(dist, 'site-html', 'default.html'), '<html>default brand</html>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    server = await startStaticServer({
      distDir: dist,
      port: 0,
      emulatorUrl: 'http://127.0.0.1:9',
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers / and /index.html with the brand page, never the bare template', async () => {
    for (const path of ['/', '/index.html', '/live']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('<html>default brand</html>');
    }
  });

  it('serves built files and refuses other missing files', async () => {
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1);');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('answers a malformed address with 400 and keeps serving', async () => {
    const port = (server.address() as AddressInfo).port;
    // Sent raw: fetch would refuse or repair these addresses before they left.
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/%', '/%E0%A4%A', '/assets/%ZZ.js', '/?q=%'])
      expect([400, 200], path).toContain(await statusOf(path));
    expect(await statusOf('/%')).toBe(400);
    expect(await statusOf('/')).toBe(200);
  });
});
