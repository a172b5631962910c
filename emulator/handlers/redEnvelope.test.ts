import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  login,
  start,
  type Envelope,
  type TestEmulator,
} from '../testing/harness.js';
import { promotionId } from '../seed/promotions.js';
import { drawCents } from './promotionsRaffle.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
const ENVELOPE = promotionId(MERCHANT, 'red-envelope');
let demo = '';
let keySeq = 0;
const newKey = () => `red-envelope-test-${++keySeq}-${Date.now()}`;

const api = async (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<Envelope> => (await call(emu.url, method, path, { merchant: MERCHANT, ...opts })).body;
const ctl = (method: string, path: string) => control(emu.url, method, path);
const open = (key = newKey()) =>
  api('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
    token: demo,
    key,
    body: { promotionId: ENVELOPE },
  });
const balance = async () =>
  Number((await api('GET', '/wps/v2/wallets/balance', { token: demo })).value?.balance);
const status = async () =>
  (
    await api('GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${ENVELOPE}`, {
      token: demo,
    })
  ).value as { status: string; remainingDraws: number; draws: { amount: number }[] };
const ledgerOk = async () => (await ctl('GET', '/__emulator/ledger/check')).body.ok;
const reset = () => ctl('DELETE', `/__emulator/merchants/${MERCHANT}/members/demo/promotions`);

beforeAll(async () => {
  emu = await start();
  demo = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
}, 120_000);
afterAll(async () => emu?.close());

describe('red envelopes', () => {
  it('opens to an amount within the bounds, the same for the same entry and envelope', () => {
    const prize = { name: 'Red envelope', cents: 2800, minCents: 100, weight: 1 };
    expect(drawCents(prize, 9, 1)).toBe(drawCents(prize, 9, 1));
    const amounts = Array.from({ length: 300 }, (_, i) => drawCents(prize, i, i % 3));
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...amounts)).toBeLessThanOrEqual(2800);
    expect(new Set(amounts).size).toBeGreaterThan(50);
    expect(drawCents({ name: 'fixed', cents: 500, weight: 1 }, 1, 0)).toBe(500);
  });

  it('is listed as a RED_ENVELOPE promotion with 3 envelopes for the member', async () => {
    await reset();
    const page = (
      await api('GET', '/wps/relay/MCSFE_getAvailablePromotions?pageSize=50', { token: demo })
    ).value as { list: { promotionId: string; kind: string; remainingDraws?: number }[] };
    expect(page.list.find((p) => p.promotionId === ENVELOPE)).toMatchObject({
      kind: 'RED_ENVELOPE',
      remainingDraws: 3,
    });
  });

  it('pays an envelope once per key (0 duplicates), conserves the balance and resets', async () => {
    await reset();
    const before = await balance();
    const key = newKey();
    // a double click and a retry: three sends of one intent
    const [a, b] = await Promise.all([open(key), open(key)]);
    const c = await open(key);
    const values = [a, b, c].map((r) => r.value as { amount: number; remainingDraws: number });
    for (const v of values) expect(v).toEqual(values[0]);
    const won = values[0]!.amount;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(28);
    expect(values[0]!.remainingDraws).toBe(2);
    expect(await balance()).toBeCloseTo(before + won, 2);
    const after = await status();
    expect(after).toMatchObject({ status: 'CLAIM', remainingDraws: 2 });
    expect(after.draws.map((d) => d.amount)).toEqual([won]);
    // the other two envelopes, then none
    const [second, third] = await Promise.all([open(), open()]);
    expect((await open()).code).toBe('OPERATION_NOT_ALLOWED');
    const total = [a, second, third]
      .map((r) => (r.value as { amount: number }).amount)
      .reduce((s, x) => s + x, 0);
    expect(await balance()).toBeCloseTo(before + total, 2);
    expect(await status()).toMatchObject({ status: 'CLAIMED', remainingDraws: 0 });
    expect(await ledgerOk()).toBe(true);
    // the control route gives the member the campaign's envelopes again
    await reset();
    expect(await status()).toMatchObject({ status: 'CLAIM', remainingDraws: 3, draws: [] });
  });
});
