/**
 * Property: no request knocks the emulator over or earns a 500. Thousands of generated raw
 * requests (malformed request lines, odd methods, NULs, huge URLs, bad Host headers, bad JSON
 * bodies, real and fake tokens) against the contract's own paths, the assets and the control API;
 * every answer is a 2xx, 3xx or 4xx (or a 503 naming maintenance), and a normal call still works.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEndpoints } from './contract/endpoints.js';
import type { Endpoint } from '../core/api/wire/endpoint.js';
import { call, encryptPayload, login, start, type TestEmulator } from './testing/harness.js';
import { schemaInput } from './testing/schemaInput.js';
import {
  fuzzInBatches,
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileMethod,
  hostileTarget,
  rawRequest,
  type FuzzRequest,
  type RawAnswer,
} from './testing/rawHttp.js';
import { bearerAuthorization, AUTHORIZATION_HEADER } from '../core/api/wire/token.js';

const BATCHES = Number(process.env.FUZZ_BATCHES ?? 100);
const BATCH_SIZE = 20;
/** Control calls that would wipe or fault every later answer: left out of the generated set. */
const STATE_WIPING = /^\/__emulator\/(reset|faults|clock)\/?$/i;

let emu: TestEmulator;
let port: number;
let token = '';

beforeAll(async () => {
  emu = await start();
  port = Number(new URL(emu.url).port);
  token = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
}, 60_000);
afterAll(async () => emu?.close());

function checkAnswer(answer: RawAnswer, wire: string): void {
  const what = JSON.stringify(wire.slice(0, 200));
  expect(answer.status, `no answer to ${what}`).not.toBeNull();
  const status = answer.status!;
  // A merchant put into maintenance by a generated control call answers 503 by design.
  const maintenance = status === 503 && /"code":"(GAME_)?MAINTENANCE"/.test(answer.body);
  expect(status < 500 || maintenance, `${status} ${answer.body.slice(0, 200)} to ${what}`).toBe(
    true,
  );
}

const wipesState = (r: FuzzRequest) => {
  try {
    return STATE_WIPING.test(new URL(`http://x${r.target}`).pathname);
  } catch {
    return false;
  }
};

interface ContractCall {
  endpoint: Endpoint;
  input: Record<string, unknown>;
  merchant: string;
  withToken: boolean;
}

/** A contract call as the front end would send it (query or JSON, sealed when encrypted). */
async function asRequest({
  endpoint,
  input,
  merchant,
  withToken,
}: ContractCall): Promise<FuzzRequest> {
  const headers: [string, string][] = [
    ['Merchant', merchant],
    ['Content-Type', 'application/json'],
  ];
  if (withToken) headers.push([AUTHORIZATION_HEADER, bearerAuthorization(token)]);
  if (endpoint.body === 'query') {
    const query = new URLSearchParams(
      Object.entries(input).map(([key, value]) => [key, String(value)]),
    ).toString();
    return {
      method: endpoint.method,
      target: `${endpoint.path}?${query}`,
      host: 'localhost',
      headers,
      body: '',
    };
  }
  const sealed = endpoint.encrypted ? await encryptPayload(merchant, input) : input;
  return {
    method: endpoint.method,
    target: endpoint.path,
    host: 'localhost',
    headers,
    // Latin-1 on the wire: the JSON's non-ASCII characters go as \u escapes.
    body: JSON.stringify(sealed).replace(
      /[\u0080-\uffff]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  };
}

it('answers thousands of hostile requests without a 500 and keeps serving', async () => {
  const endpoints = loadEndpoints();
  const paths = [
    ...new Set(endpoints.flatMap((e) => [e.path, ...Object.values(e.altPaths ?? {})])),
  ];
  const queryKeys = [
    ...new Set(['lang', 'device', 'pageNo', 'pageSize', 'gameType', 'vassalage', 'id', 'type']),
  ];
  const request: fc.Arbitrary<FuzzRequest> = fc
    .record({
      method: hostileMethod,
      target: hostileTarget(
        [
          ...paths,
          '/__emulator',
          '/__emulator/merchants/dflt88/status',
          '/__emulator/merchants/angkor7/modules',
          '/__emulator/sms/last',
          '/emulator-assets/game',
          '/emulator-assets/launch',
          '/social',
          '/',
        ],
        queryKeys,
      ),
      // Names the emulator answers (http/requestGuard.ts), so generated calls reach the handlers.
      host: hostileHost(['127.0.0.1', `localhost:${port}`, 'LOCALHOST']),
      // Mostly a real merchant and JSON, as the front end sends, so the calls reach validation
      // and the handlers; hostile headers on top.
      headers: fc
        .tuple(
          fc.option(fc.constantFrom('dflt88', 'angkor7', 'longhai9'), { freq: 8 }),
          fc.boolean(),
          fc.boolean(),
          hostileHeaders(['dflt88', 'nope']),
        )
        .map(([merchant, json, withToken, extra]) => {
          const headers: [string, string][] = [];
          if (merchant) headers.push(['Merchant', merchant]);
          if (json) headers.push(['Content-Type', 'application/json']);
          if (withToken) headers.push([AUTHORIZATION_HEADER, bearerAuthorization(token)]);
          return [...headers, ...extra];
        }),
      body: hostileBody,
    })
    .filter((r) => !wipesState(r));
  // Well-formed calls of the contract with schema-guided (and hostile) input, sealed where the
  // merchant wants it: these get past the gate and reach the handlers.
  // Logging the shared token out would turn every later call into a 401.
  const callable = endpoints.filter((endpoint) => !/logout/i.test(endpoint.name));
  const contractCall = fc.constantFrom(...callable).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      input: schemaInput(endpoint.request),
      merchant: fc.constantFrom('dflt88', 'angkor7', 'longhai9'),
      withToken: fc.boolean(),
    }),
  );
  const generated = fc.oneof(
    request.map((raw) => ({ raw })),
    contractCall.map((call) => ({ call })),
  );
  const tally = await fuzzInBatches({
    port,
    requests: generated,
    toWire: async (item) => rawRequest('raw' in item ? item.raw : await asRequest(item.call)),
    check: checkAnswer,
    batches: BATCHES,
    batchSize: BATCH_SIZE,
  });
  // Generated control calls may have switched merchants off: put dflt88 back, then a normal call.
  await fetch(`${emu.url}/__emulator/merchants/dflt88/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 0 }),
  });
  expect((await call(emu.url, 'GET', '/wps/system/status')).status).toBe(200);
  console.log(`fuzz: ${tally.sent} requests to the emulator, all answered (${tally.summary()})`);
}, 120_000);
