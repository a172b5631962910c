// The ledger over HTTP: the Idempotency-Key header, the "applied, then the answer was lost" fault and the
// control routes (ledger check, wallets, balance adjustment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, start, type TestEmulator } from '../testing/harness.js';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token.js';

let emu: TestEmulator;
let token = '';

const ctl = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** walletTransfer MAIN → AG, the smallest money call, with the key as a raw header value. */
const transfer = async (amount: number, key: string | undefined) => {
  const res = await fetch(`${emu.url}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Merchant: 'dflt88',
      [AUTHORIZATION_HEADER]: bearerAuthorization(token),
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify({ from: 'MAIN', to: 'AG', amount }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const wallets = async () =>
  (await ctl('GET', '/__emulator/merchants/dflt88/members/demo/wallets')).body as Record<
    string,
    number
  >;

beforeAll(async () => {
  emu = await start();
  token = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
}, 120_000);
afterAll(async () => emu?.close());

describe('Idempotency-Key header', () => {
  it('refuses a malformed key before the handler runs', async () => {
    const before = await wallets();
    for (const key of ['', 'x'.repeat(129), 'has space', 'dot.ted', 'sl/ash']) {
      const r = await transfer(1, key);
      expect(r.status, key).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await wallets()).toEqual(before);
  });

  it('needs a key for a money call and applies a 128-character key once', async () => {
    expect((await transfer(1, undefined)).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const before = await wallets();
    const key = `A-z_9${'k'.repeat(123)}`;
    const first = await transfer(2.5, key);
    expect(first.body.success).toBe(true);
    expect(await transfer(2.5, key)).toEqual(first);
    const after = await wallets();
    expect(after.MAIN).toBeCloseTo(before.MAIN! - 2.5, 2);
    expect(after.AG).toBeCloseTo((before.AG ?? 0) + 2.5, 2);
  });
});

describe('the lost-answer fault', () => {
  it('applies the call, answers 500, and the retry with the same key gets the stored answer', async () => {
    const before = await wallets();
    await ctl('PUT', '/__emulator/faults', {
      failureRate: 1,
      lostAnswerShare: 1,
      lostAnswerMode: 'error',
    });
    const lost = await transfer(3, 'lost-answer-1');
    expect(lost.status).toBe(500);
    expect(lost.body.code).toBe('SYSTEM_ERROR');
    const faults = await ctl('GET', '/__emulator/faults');
    expect(faults.body.injected).toEqual({ failed: 0, lostAnswers: 1 });
    await ctl('PUT', '/__emulator/faults', { failureRate: 0 });
    // The money already moved before the answer was lost.
    expect((await wallets()).MAIN).toBeCloseTo(before.MAIN! - 3, 2);
    const retry = await transfer(3, 'lost-answer-1');
    expect(retry.body.success).toBe(true);
    expect((await wallets()).MAIN).toBeCloseTo(before.MAIN! - 3, 2);
  });

  it('can drop the connection instead of answering', async () => {
    await ctl('PUT', '/__emulator/faults', {
      failureRate: 1,
      lostAnswerShare: 1,
      lostAnswerMode: 'drop',
    });
    await expect(transfer(1, 'lost-answer-2')).rejects.toThrow();
    await ctl('PUT', '/__emulator/faults', { failureRate: 0 });
    expect((await transfer(1, 'lost-answer-2')).body.success).toBe(true);
  });

  it('refuses a bad fault setting', async () => {
    expect((await ctl('PUT', '/__emulator/faults', { lostAnswerShare: 2 })).status).toBe(400);
    expect((await ctl('PUT', '/__emulator/faults', { lostAnswerMode: 'later' })).status).toBe(400);
  });
});

describe('control routes', () => {
  it('sets a balance through an adjustment movement and the ledger check stays ok', async () => {
    const set = await ctl('PUT', '/__emulator/merchants/dflt88/members/demo', { balance: 1234.56 });
    expect(set.status).toBe(200);
    expect((await wallets()).MAIN).toBe(1234.56);
    expect(
      (await ctl('PUT', '/__emulator/merchants/dflt88/members/demo', { balance: -1 })).status,
    ).toBe(400);
    const check = await ctl('GET', '/__emulator/ledger/check');
    expect(check.body).toMatchObject({
      ok: true,
      sumCents: 0,
      unbalancedMovements: 0,
      balanceMismatches: 0,
      duplicateKeys: 0,
      keysAppliedTwice: 0,
      movementsWithoutPostings: 0,
    });
    expect(check.body.keyedMovements).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for the wallets of an unknown member', async () => {
    expect((await ctl('GET', '/__emulator/merchants/dflt88/members/nobody/wallets')).status).toBe(
      404,
    );
  });
});
