import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEV_CHECK_PORTS } from './ports';

const root = process.cwd();

/** A raw request: the path goes out as written (no "%2e" or ".." repaired on the way). */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    })
      .on('error', reject)
      .end(body);
  });
}

/**
 * What `npm start` must not hand to any page on this machine: dot files and folders of the
 * repository (the emulator's database used to live in `.emulator-data/`), however the address is
 * spelled; and the emulator's control API, reached through the dev server's proxy, takes calls
 * only from the dev server's own brand pages.
 */
test('the dev server serves no dot file or dot folder', async () => {
  for (const path of [
    '/.emulator-data/PG_VERSION',
    '/.git/HEAD',
    '/.env',
    '/.gitignore',
    '/.gitignore?raw',
    '/%2egitignore?raw',
    '/app/../.prettierrc.json',
    '/.ci/run?raw',
    `/@fs${root}/.prettierrc.json`,
  ]) {
    const answer = await get(DEV_CHECK_PORTS.web, path);
    expect([403, 404], `${path}: ${answer.body.slice(0, 80)}`).toContain(answer.status);
    expect(answer.body, path).not.toMatch(/node_modules\/|singleQuote|ref: refs/);
  }
  // A name that is not this machine's (DNS rebinding) gets nothing from Vite either.
  expect((await get(DEV_CHECK_PORTS.web, '/', { host: 'evil.test' })).status).toBe(403);
});

test('the proxied control API refuses other sites and keeps working for its own pages', async () => {
  const faults = '/__emulator/faults';
  const json = { 'content-type': 'application/json' };
  const calm = '{"latencyMs":0,"failureRate":0}';
  const foreign = await get(
    DEV_CHECK_PORTS.web,
    faults,
    { ...json, origin: 'https://evil.test' },
    'PUT',
    calm,
  );
  expect(foreign.status).toBe(403);
  const plain = await get(
    DEV_CHECK_PORTS.web,
    faults,
    { 'content-type': 'text/plain' },
    'PUT',
    calm,
  );
  expect(plain.status).toBe(415);
  const own = `http://default.localhost:${DEV_CHECK_PORTS.web}`;
  const mine = await get(DEV_CHECK_PORTS.web, faults, { ...json, origin: own }, 'PUT', calm);
  expect(mine.status).toBe(200);
});
