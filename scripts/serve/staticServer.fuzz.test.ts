/**
 * Property: no request knocks the brand origin's server over. Thousands of generated raw requests
 * (malformed request lines, odd methods, NULs, huge URLs, bad Host headers, bad bodies) each get
 * an allowed status; every HTML answer carries the page headers; nothing outside the served
 * folder, no raw brand page and no control-API call leaks; the server still serves a page after.
 */
import { basename } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  fuzzInBatches,
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileMethod,
  hostileTarget,
  rawRequest,
  sendRaw,
  type RawAnswer,
} from '../../emulator/testing/rawHttp';
import {
  SECRET_TEXT,
  TEMPLATE_TEXT,
  startFakeDistServer,
  type FakeDistServer,
} from './testing/fakeDistServer';

const BATCHES = 250;
const BATCH_SIZE = 20;
/** 2xx and 3xx, and the refusals a client's mistake earns; no 5xx (the upstream is up). */
const ALLOWED = new Set([200, 204, 301, 302, 304, 400, 404, 405, 413]);

let fake: FakeDistServer;

beforeAll(async () => {
  fake = await startFakeDistServer();
});

afterAll(() => fake.close());

function checkAnswer(answer: RawAnswer, wire: string): void {
  const what = JSON.stringify(wire.slice(0, 160));
  expect(answer.status, `no answer to ${what}`).not.toBeNull();
  expect(ALLOWED.has(answer.status!), `${answer.status} to ${what}`).toBe(true);
  expect(answer.body, what).not.toMatch(new RegExp(`${SECRET_TEXT}|${TEMPLATE_TEXT}`));
  expect(answer.headers['access-control-allow-origin'], what).toBeUndefined();
  if (answer.headers['content-type']?.startsWith('text/html')) {
    expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options'], what).toBe('DENY');
  }
}

it('answers thousands of hostile requests and keeps serving', async () => {
  const name = basename(fake.sibling);
  const request = fc.record({
    method: hostileMethod,
    target: hostileTarget([
      '/',
      '/assets',
      '/site-html',
      '/wps',
      '/lgw',
      '/__emulator',
      `/../${name}`,
    ]),
    host: hostileHost(['default.localhost', 'ANGKOR.LOCALHOST:4173', '127.0.0.1', '[::1]:80']),
    headers: hostileHeaders(['dflt88', 'angkor7']),
    body: hostileBody,
  });
  const tally = await fuzzInBatches({
    port: fake.port,
    requests: request,
    toWire: rawRequest,
    check: checkAnswer,
    batches: BATCHES,
    batchSize: BATCH_SIZE,
  });
  expect(fake.upstreamPaths.filter((path) => /^\/__emulator/i.test(path))).toEqual([]);
  const page = await sendRaw(
    fake.port,
    'GET / HTTP/1.1\r\nHost: default.localhost\r\nConnection: close\r\n\r\n',
  );
  expect(page.status).toBe(200);
  expect(page.body).toContain('default brand');
  console.log(
    `fuzz: ${tally.sent} requests to the static server, all answered (${tally.summary()})`,
  );
}, 60_000);
