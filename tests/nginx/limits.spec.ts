import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { NGINX_SMOKE_CLIENT_TIMEOUT_SECONDS } from '../../scripts/lib/nginx-smoke-ports';
import { API_RATE, CONNECTIONS_PER_ADDRESS } from '../../scripts/serve/nginxLimits';
import { NGINX, hostOf } from './support/servers';
import { openSocket, requestHead, sendWhole, statusOf } from './support/socketRequest';

const HOST = hostOf('default', NGINX);
const TIMEOUT_MS = NGINX_SMOKE_CLIENT_TIMEOUT_SECONDS * 1000;
/** A login body of 100 KB: above every limit but an upload's. */
const BIG_BODY = JSON.stringify({ account: 'demo', password: 'x'.repeat(100 * 1024) });

/** A GET from `from` on a connection of its own; resolves with the status. */
function get(from: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: NGINX.port, path, localAddress: from, agent: false },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.setHeader('host', HOST);
    sent.on('error', reject);
    sent.end();
  });
}

test.describe('nginx: body sizes, slow clients and busy addresses', () => {
  test('an oversize JSON body gets 413 in the platform envelope, without reaching the platform', async () => {
    // Declared too big: refused on the head alone, before a byte of the body is sent.
    const declared = await openSocket(NGINX.port, '127.0.0.2');
    declared.socket.write(requestHead('POST', '/wps/session/login', HOST, BIG_BODY.length));
    await expect.poll(() => statusOf(declared.received())).toBe(413);
    declared.socket.destroy();
    expect(declared.received()).toContain('"message":"body too large"');
    // Chunked, so no size is declared: refused once 64 KB have come.
    const chunked = await sendWhole(
      NGINX.port,
      '127.0.0.2',
      requestHead('POST', '/wps/session/login', HOST, 'chunked'),
      `${BIG_BODY.length.toString(16)}\r\n${BIG_BODY}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
  });

  test('a call that uploads takes a body above the small limit to the platform', async () => {
    const path = '/wps/relay/MCSFE_applyPromotion';
    const answer = await sendWhole(
      NGINX.port,
      '127.0.0.2',
      requestHead('POST', path, HOST, BIG_BODY.length),
      BIG_BODY,
    );
    // The platform answered (no merchant, no token): nginx let the body through.
    expect(answer.status).not.toBe(413);
    expect(answer.text).toMatch(/"success":false/);
    expect(answer.text).not.toContain('body too large');
  });

  test('a body or head dripped slower than the timeout is cut', async () => {
    const body = await openSocket(NGINX.port, '127.0.0.3');
    body.socket.write(requestHead('POST', '/wps/session/login', HOST, 10));
    body.socket.write('{');
    const head = await openSocket(NGINX.port, '127.0.0.3');
    head.socket.write('GET / HTTP/1.1\r\nHo');
    // The next byte would come after one and a half timeouts: the connection is gone by then.
    const next = TIMEOUT_MS * 1.5;
    const [bodyCut, headCut] = await Promise.all([
      Promise.race([body.closed, new Promise<number>((r) => setTimeout(() => r(Infinity), next))]),
      Promise.race([head.closed, new Promise<number>((r) => setTimeout(() => r(Infinity), next))]),
    ]);
    expect(bodyCut).toBeGreaterThanOrEqual(TIMEOUT_MS - 200);
    expect(bodyCut).toBeLessThan(next);
    expect(headCut).toBeLessThan(next);
    body.socket.destroy();
    head.socket.destroy();
  });

  test('a burst of platform calls past the rate gets 429', async () => {
    // A few connections at a time, so it is the request rate that refuses, not the connection count.
    const statuses: number[] = [];
    const count = API_RATE.burst + 80;
    for (let i = 0; i < count; i += 8)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, count - i) }, () => get('127.0.0.4', '/wps/none')),
        )),
      );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(20);
    expect(statuses.slice(0, API_RATE.burst).every((status) => status !== 429)).toBe(true);
  });

  test('more requests in progress than an address may have get 429', async () => {
    const held = await Promise.all(
      Array.from({ length: CONNECTIONS_PER_ADDRESS }, async () => {
        const open = await openSocket(NGINX.port, '127.0.0.5');
        // A head with a body still to come: the request stays in progress.
        open.socket.write(requestHead('POST', '/wps/session/login', HOST, 10));
        return open;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await get('127.0.0.5', '/')).toBe(429);
    expect(await get('127.0.0.6', '/')).toBe(200);
    for (const open of held) open.socket.destroy();
  });
});
