// intentStatus over HTTP: applied (after a lost answer), refused, not-received (and the late call refused),
// processing, another endpoint's key, the member's scope; one key, one request; the faults' limit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, control, login, start, type TestEmulator } from '../testing/harness.js';

let emu: TestEmulator;
let demo = '';
let player = '';

const TRANSFER = '/wps/relay/GCS_walletTransfer';

/** walletTransfer MAIN → AG with a key; `extra` adds body fields. */
const transfer = (token: string, amount: number, key: string, extra: object = {}) =>
  call(emu.url, 'POST', TRANSFER, {
    token,
    key,
    body: { from: 'MAIN', to: 'AG', amount, ...extra },
  });

const status = (token: string, key: string, operation = 'walletTransfer') =>
  call(emu.url, 'GET', `/wps/v2/intents/status?${new URLSearchParams({ key, operation })}`, {
    token,
  });

const wallets = async (account = 'demo') =>
  (await control(emu.url, 'GET', `/__emulator/merchants/dflt88/members/${account}/wallets`))
    .body as Record<string, number>;

const setFaults = (body: object) => control(emu.url, 'PUT', '/__emulator/faults', body);

beforeAll(async () => {
  emu = await start();
  demo = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
  player = String((await login(emu.url, 'player01', 'Player1234')).body.value?.token);
}, 120_000);
afterAll(async () => emu?.close());
afterEach(async () => {
  await setFaults({ failureRate: 0 });
});

describe('intentStatus', () => {
  it('says applied with the answer of a call whose answer was lost, and a repeat moves nothing', async () => {
    const before = await wallets();
    expect(
      (
        await setFaults({
          failureRate: 1,
          lostAnswerShare: 1,
          pathPrefix: TRANSFER,
          limit: 1,
        })
      ).status,
    ).toBe(200);
    const lost = await transfer(demo, 4, 'status-applied-1');
    expect(lost.status).toBe(500);
    expect((await wallets()).MAIN).toBeCloseTo(before.MAIN! - 4, 2);

    const asked = await status(demo, 'status-applied-1');
    expect(asked.body.success).toBe(true);
    expect(asked.body.value).toMatchObject({
      key: 'status-applied-1',
      operation: 'walletTransfer',
      status: 'applied',
    });
    // The limit is spent: the repeat is answered, with what the status call said.
    const repeat = await transfer(demo, 4, 'status-applied-1');
    expect(repeat.body.success).toBe(true);
    expect(asked.body.value?.answer).toEqual(repeat.body.value);
    expect((await wallets()).MAIN).toBeCloseTo(before.MAIN! - 4, 2);
    expect((await control(emu.url, 'GET', '/__emulator/faults')).body.injected).toEqual({
      failed: 0,
      lostAnswers: 1,
    });
  });

  it('says refused with the refusal of a call the platform said no to', async () => {
    const refused = await transfer(demo, 99_999_999, 'status-refused-1');
    expect(refused.body.code).toBe('INSUFFICIENT_BALANCE');
    const asked = await status(demo, 'status-refused-1');
    expect(asked.body.value).toEqual({
      key: 'status-refused-1',
      operation: 'walletTransfer',
      status: 'refused',
      refusal: { code: 'INSUFFICIENT_BALANCE', message: refused.body.message },
    });
  });

  it('closes a key it never received: twice not-received, and the late call moves nothing', async () => {
    const before = await wallets();
    for (let i = 0; i < 2; i += 1)
      expect((await status(demo, 'status-unknown-1')).body.value).toEqual({
        key: 'status-unknown-1',
        operation: 'walletTransfer',
        status: 'not-received',
      });
    const late = await transfer(demo, 1, 'status-unknown-1');
    expect(late.body.code).toBe('DUPLICATE_REQUEST');
    expect(late.body.message).toContain('closed as not received');
    expect(await wallets()).toEqual(before);
    expect((await status(demo, 'status-unknown-1')).body.value?.status).toBe('not-received');
  });

  it('says processing while the key has no answer yet', async () => {
    await emu.db.query(
      `INSERT INTO idempotency (merchant, member_id, key, operation, endpoint)
       SELECT 'dflt88', id, 'status-running-1', 'walletTransfer', 'walletTransfer'
         FROM members WHERE merchant = 'dflt88' AND account = 'demo'`,
    );
    expect((await status(demo, 'status-running-1')).body.value).toEqual({
      key: 'status-running-1',
      operation: 'walletTransfer',
      status: 'processing',
    });
  });

  it('refuses a status asked for another endpoint than the one that used the key', async () => {
    expect((await transfer(demo, 1, 'status-other-1')).body.success).toBe(true);
    const asked = await status(demo, 'status-other-1', 'withdrawCreate');
    expect(asked.body.code).toBe('DUPLICATE_REQUEST');
    expect((await status(demo, 'status-other-1')).body.value?.status).toBe('applied');
  });

  it("answers in the caller's own scope: another member's key is not-received for them", async () => {
    expect((await transfer(demo, 1, 'status-scope-1')).body.success).toBe(true);
    expect((await status(player, 'status-scope-1')).body.value?.status).toBe('not-received');
    expect((await status(demo, 'status-scope-1')).body.value?.status).toBe('applied');
    // Closed for player01 only: demo's repeat still gets its answer.
    expect((await transfer(demo, 1, 'status-scope-1')).body.success).toBe(true);
    expect((await transfer(player, 1, 'status-scope-1')).body.code).toBe('DUPLICATE_REQUEST');
  });

  it('needs a token and a well-formed key and operation', async () => {
    expect(
      (await call(emu.url, 'GET', '/wps/v2/intents/status?key=k&operation=walletTransfer')).body
        .code,
    ).toBe('NOT_LOGGED_IN');
    expect((await status(demo, 'has space')).body.code).toBe('VALIDATION_FAILED');
    expect((await status(demo, 'k', 'wallet-transfer')).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('one key, one request', () => {
  it('refuses the key for a different request and runs nothing', async () => {
    const first = await transfer(demo, 2, 'one-request-1');
    expect(first.body.success).toBe(true);
    const after = await wallets();
    const other = await transfer(demo, 3, 'one-request-1');
    expect(other.body.code).toBe('DUPLICATE_REQUEST');
    expect(other.body.message).toContain('different request');
    expect(await wallets()).toEqual(after);
    // The same request, with the key's copy in the body as older clients send it, gets the first answer.
    expect(await transfer(demo, 2, 'one-request-1', { idempotencyKey: 'one-request-1' })).toEqual(
      first,
    );
    expect(await wallets()).toEqual(after);
  });
});

describe('faults with a limit', () => {
  it('injects no more than the limit', async () => {
    await setFaults({ failureRate: 1, pathPrefix: TRANSFER, limit: 2 });
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await transfer(demo, 1, `limit-${i}`)).body.code ?? 'ok');
    expect(codes).toEqual(['SYSTEM_ERROR', 'SYSTEM_ERROR', 'ok', 'ok']);
    expect((await control(emu.url, 'GET', '/__emulator/faults')).body).toMatchObject({
      limit: 2,
      injected: { failed: 2, lostAnswers: 0 },
    });
    await setFaults({ failureRate: 1, limit: 0 });
    expect((await transfer(demo, 1, 'limit-zero')).body.success).toBe(true);
  });

  it('refuses a limit that is not a non-negative integer', async () => {
    for (const limit of [-1, 1.5, '1', null])
      expect((await setFaults({ failureRate: 1, limit })).status, String(limit)).toBe(400);
  });
});
