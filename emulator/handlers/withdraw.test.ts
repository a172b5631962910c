import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  encryptPayload,
  login,
  start,
  type TestEmulator,
} from '../testing/harness.js';
import { WITHDRAW_FUNDS_PASSWORD, WITHDRAW_MEMBERS } from '../seed/withdrawals.js';
import { PROOF_MAX_BYTES, proofImageProblem } from './withdrawRules.js';
import { jpegHead, pngHead } from '../../core/api/wire/testing/imageBytes.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
let keySeq = 0;
const newKey = () => `withdraw-test-${++keySeq}-${Date.now()}`;

const api = (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
) => call(emu.url, method, path, { merchant: MERCHANT, ...opts });

const ctl = async (method: string, path: string, body?: unknown) =>
  (await control(emu.url, method, path, body)).body as Record<string, unknown> &
    Record<string, unknown>[];

async function tokenOf(account: string, password: string): Promise<string> {
  const res = await login(emu.url, account, password, {}, MERCHANT);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return String(res.body.value?.token);
}

const settings = (token: string) =>
  api('GET', '/wps/relay/MCSFE_getWithdrawSettings', { token }).then((r) => r.body.value!);

const create = async (token: string, body: Record<string, unknown>, key: string | undefined) =>
  api('POST', '/wps/relay/passwordCheck/MCSFE_createWithdrawal', {
    token,
    ...(key ? { key } : {}),
    body: await encryptPayload(MERCHANT, body),
  });

const confirm = (token: string, body: Record<string, unknown>, key = newKey()) =>
  api('POST', '/wps/relay/MCSFE_processC2CTransaction', { token, key, body });

const awaiting = (token: string) =>
  api('GET', '/wps/relay/MCSFE_getPaymentConfirmationList?pageNo=1&pageSize=20', { token }).then(
    (r) => r.body.value as { autoReceiveMinutes: number; list: Record<string, unknown>[] },
  );

/** A data URL whose bytes start with the given signature. */
const dataUrl = (type: string, signature: number[], size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from(signature).copy(bytes);
  return `data:${type};base64,${bytes.toString('base64')}`;
};
const PNG = [...pngHead(640, 480)];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const JPEG = [...jpegHead(640, 480)];

let ready: string;
let readyCard: number;

/** Noon UTC today: a day's count cannot change under the tests when they move the clock by minutes. */
const NOON = new Date().setUTCHours(12, 0, 0, 0);

beforeAll(async () => {
  emu = await start();
  await ctl('PUT', '/__emulator/clock', { now: NOON });
  ready = await tokenOf(WITHDRAW_MEMBERS.ready.account, WITHDRAW_MEMBERS.ready.password);
  const s = (await settings(ready)) as { bankCards: { id: number }[] };
  readyCard = s.bankCards[0]!.id;
}, 120_000);
afterAll(async () => emu?.close());

describe('proof images are checked by their bytes', () => {
  it('takes a png or a jpeg that is what it declares, and nothing else', () => {
    expect(proofImageProblem(dataUrl('image/png', PNG))).toBeNull();
    expect(proofImageProblem(dataUrl('image/jpeg', JPEG))).toBeNull();
    expect(proofImageProblem(dataUrl('image/png', GIF))).toMatch(/not a png or jpeg/);
    expect(proofImageProblem(dataUrl('image/jpeg', PNG))).toMatch(/declares image\/jpeg/);
    expect(proofImageProblem(dataUrl('image/gif', GIF))).toMatch(/data URL of image\/png/);
    expect(proofImageProblem('https://example.com/a.png')).toMatch(/data URL/);
    expect(proofImageProblem(dataUrl('image/png', PNG, PROOF_MAX_BYTES))).toBeNull();
    expect(proofImageProblem(dataUrl('image/png', PNG, PROOF_MAX_BYTES + 1))).toMatch(/at most/);
  });

  it('refuses an image whose header states more than 8000 pixels a side or 40 megapixels', () => {
    // a 20000×20000 PNG fits in a few hundred KB and would take 1.6 GB to decode
    expect(proofImageProblem(dataUrl('image/png', [...pngHead(20_000, 20_000)]))).toBe(
      '/proofImage is 20000×20000 pixels, more than 8000 a side or 40000000 in all',
    );
    expect(proofImageProblem(dataUrl('image/jpeg', [...jpegHead(8000, 5001)]))).toMatch(
      /^\/proofImage is 8000×5001 pixels/,
    );
    expect(proofImageProblem(dataUrl('image/jpeg', [...jpegHead(8000, 5000)]))).toBeNull();
    // a signature with no size after it is no image
    expect(proofImageProblem(dataUrl('image/png', PNG.slice(0, 8)))).toBe(
      '/proofImage states no readable size',
    );
  });
});

describe('withdrawSettings', () => {
  it("shows the merchant's rules and a ready member's card, balance and met turnover", async () => {
    expect(await settings(ready)).toMatchObject({
      currency: 'USD',
      min: 50,
      max: 50_000,
      dailyLimit: 5,
      todayCount: 0,
      withdrawable: WITHDRAW_MEMBERS.ready.openingBalance,
      turnover: { multiplier: 1, required: 0, remaining: 0 },
      autoReceiveMinutes: 30,
      fundsPasswordSet: true,
      bankCards: [{ id: readyCard, accountNumber: expect.stringMatching(/^\d{16}$/) }],
    });
  });

  it('the demo member has met its turnover and has 20 withdrawals on record, one rejected', async () => {
    const demo = await tokenOf('demo', 'Demo1234');
    const s = (await settings(demo)) as { turnover: Record<string, number>; bankCards: unknown[] };
    expect(s.turnover.remaining).toBe(0);
    expect(s.turnover.since).toBeDefined();
    const list = await api('GET', '/wps/relay/MCSFE_getWithdrawals?pageNo=1&pageSize=50', {
      token: demo,
    });
    const rows = list.body.value!.list as { status: string; confirmStatus: string }[];
    expect(rows).toHaveLength(20);
    expect(rows.filter((w) => w.status === 'REJECTED')).toHaveLength(1);
    expect(rows.filter((w) => w.status === 'APPROVED' && w.confirmStatus !== 'NONE')).toHaveLength(
      19,
    );
    // no card bound yet (the security journey binds one): the request is refused for that first
    expect(s.bankCards).toEqual([]);
    const refused = await create(
      demo,
      { amount: 100, bankCardId: 1, fundsPassword: '123456' },
      newKey(),
    );
    expect(refused.body.code).toBe('BANK_CARD_REQUIRED');
  });

  it('a member whose bonus is not wagered yet has turnover to go and is refused', async () => {
    const { account, password, bonus } = WITHDRAW_MEMBERS.blocked;
    const token = await tokenOf(account, password);
    const s = (await settings(token)) as {
      turnover: Record<string, number>;
      bankCards: { id: number }[];
    };
    expect(s.turnover).toMatchObject({ required: bonus, wagered: 0, remaining: bonus });
    const refused = await create(
      token,
      { amount: 100, bankCardId: s.bankCards[0]!.id, fundsPassword: WITHDRAW_FUNDS_PASSWORD },
      newKey(),
    );
    expect(refused.body.code).toBe('TURNOVER_NOT_MET');
  });
});

describe('withdrawCreate', () => {
  const valid = () => ({
    amount: 120.5,
    bankCardId: readyCard,
    fundsPassword: WITHDRAW_FUNDS_PASSWORD,
  });

  it('refuses, naming the rule: key, card, funds password, amount, balance', async () => {
    expect((await create(ready, valid(), undefined)).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const cases: [Record<string, unknown>, string][] = [
      [{ bankCardId: 999_999 }, 'BANK_CARD_REQUIRED'],
      [{ fundsPassword: '000000' }, 'FUNDS_PASSWORD_WRONG'],
      [{ amount: 49.99 }, 'AMOUNT_OUT_OF_RANGE'],
      [{ amount: 50_000.01 }, 'AMOUNT_OUT_OF_RANGE'],
      [{ amount: 10.123 }, 'VALIDATION_FAILED'],
      [{ amount: 5_000.01 }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [change, code] of cases)
      expect((await create(ready, { ...valid(), ...change }, newKey())).body.code).toBe(code);
    expect(((await settings(ready)) as { withdrawable: number }).withdrawable).toBe(5_000);
  });

  it('holds the amount at once and applies a repeated key once', async () => {
    const key = newKey();
    const [first, again] = await Promise.all([
      create(ready, valid(), key),
      create(ready, valid(), key),
    ]);
    expect(first.body.value).toMatchObject({
      amount: 120.5,
      status: 'PENDING',
      withdrawable: 4879.5,
    });
    expect(again.body).toEqual(first.body);
    expect(((await settings(ready)) as { withdrawable: number }).withdrawable).toBe(4879.5);
    const check = await ctl('GET', '/__emulator/ledger/check');
    expect(check).toMatchObject({ ok: true, sumCents: 0 });
  });
});

describe('approval, confirmation and auto-receive', () => {
  async function approvedWithdrawal(amount: number): Promise<string> {
    const made = await create(
      ready,
      { amount, bankCardId: readyCard, fundsPassword: WITHDRAW_FUNDS_PASSWORD },
      newKey(),
    );
    const id = String(made.body.value!.withdrawalId);
    const approved = await ctl('POST', `/__emulator/withdrawals/${id}/approve`);
    expect(approved).toMatchObject({ status: 'APPROVED', changed: true });
    expect(await ctl('POST', `/__emulator/withdrawals/${id}/approve`)).toMatchObject({
      changed: false,
    });
    expect(await ctl('POST', `/__emulator/withdrawals/${id}/reject`)).toMatchObject({
      error: expect.stringMatching(/already APPROVED/),
    });
    return id;
  }

  it('lists an approved withdrawal with the time it counts as received', async () => {
    const id = await approvedWithdrawal(60);
    const { autoReceiveMinutes, list } = await awaiting(ready);
    expect(autoReceiveMinutes).toBe(30);
    const item = list.find((w) => w.withdrawalId === id)!;
    expect(item).toMatchObject({ amount: 60, status: 'APPROVED', bankName: expect.any(String) });
    expect(Date.parse(String(item.autoReceiveAt)) - Date.parse(String(item.approvedAt))).toBe(
      30 * 60_000,
    );
  });

  it('takes a partial receipt once: amount rules, a second confirmation refused, a retry answered the same', async () => {
    const id = await approvedWithdrawal(80);
    for (const receivedAmount of [0, 80, 90, 10.001])
      expect(
        (await confirm(ready, { withdrawalId: id, action: 'PARTIAL', receivedAmount })).body.code,
      ).toBe('VALIDATION_FAILED');
    const key = newKey();
    const first = await confirm(
      ready,
      { withdrawalId: id, action: 'PARTIAL', receivedAmount: 30 },
      key,
    );
    expect(first.body.value).toMatchObject({
      withdrawalId: id,
      status: 'PARTIAL',
      receivedAmount: 30,
      remainingAmount: 50,
    });
    const retry = await confirm(
      ready,
      { withdrawalId: id, action: 'PARTIAL', receivedAmount: 30 },
      key,
    );
    expect(retry.body).toEqual(first.body);
    const second = await confirm(ready, { withdrawalId: id, action: 'ALL_RECEIVED' });
    expect(second.body.code).toBe('DUPLICATE_REQUEST');
    expect((await awaiting(ready)).list.map((w) => w.withdrawalId)).not.toContain(id);
  });

  it('takes "not received" only with a real png or jpeg proof, also one of 5 MB', async () => {
    const id = await approvedWithdrawal(70);
    const without = await confirm(ready, { withdrawalId: id, action: 'NOT_RECEIVED' });
    expect(without.body.code).toBe('VALIDATION_FAILED');
    const gif = await confirm(ready, {
      withdrawalId: id,
      action: 'NOT_RECEIVED',
      proofImage: dataUrl('image/png', GIF),
    });
    expect(gif.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/png or jpeg/),
    });
    // Past the 8 MiB this call's body may have (bodyLimit.ts): refused before it is parsed.
    const huge = await confirm(ready, {
      withdrawalId: id,
      action: 'NOT_RECEIVED',
      proofImage: dataUrl('image/png', PNG, 6.5 * 1024 * 1024),
    });
    expect(huge.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'body too large' });
    const big = await confirm(ready, {
      withdrawalId: id,
      action: 'NOT_RECEIVED',
      proofImage: dataUrl('image/png', PNG, PROOF_MAX_BYTES),
    });
    expect(big.body.value).toMatchObject({
      status: 'NOT_RECEIVED',
      receivedAmount: 0,
      remainingAmount: 70,
    });
    const listed = (await ctl(
      'GET',
      `/__emulator/withdrawals?merchant=${MERCHANT}&member=withdraw01`,
    )) as unknown as {
      withdrawalId: string;
      proofImage: { type: string } | null;
    }[];
    expect(listed.find((w) => w.withdrawalId === id)?.proofImage?.type).toBe('image/png');
  });

  it('treats an unconfirmed withdrawal as received once its minutes are over', async () => {
    const id = await approvedWithdrawal(55);
    await ctl('PUT', '/__emulator/clock', { now: NOON + 31 * 60_000 });
    try {
      expect((await awaiting(ready)).list.map((w) => w.withdrawalId)).not.toContain(id);
      const late = await confirm(ready, { withdrawalId: id, action: 'ALL_RECEIVED' });
      expect(late.body.code).toBe('DUPLICATE_REQUEST');
      const mine = await api('GET', '/wps/relay/MCSFE_getWithdrawals?pageNo=1&pageSize=50', {
        token: ready,
      });
      const row = (mine.body.value!.list as Record<string, unknown>[]).find(
        (w) => w.withdrawalId === id,
      );
      expect(row).toMatchObject({ confirmStatus: 'AUTO_RECEIVED', receivedAmount: 55 });
    } finally {
      await ctl('PUT', '/__emulator/clock', { now: NOON });
    }
  });

  it('the daily count limit stops the sixth request of the day', async () => {
    const s = (await settings(ready)) as { todayCount: number; dailyLimit: number };
    expect(s.todayCount).toBe(s.dailyLimit);
    const refused = await create(
      ready,
      { amount: 50, bankCardId: readyCard, fundsPassword: WITHDRAW_FUNDS_PASSWORD },
      newKey(),
    );
    expect(refused.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it("the control API forgets a journey's withdrawals and their money", async () => {
    const res = await fetch(
      `${emu.url}/__emulator/withdrawals?merchant=${MERCHANT}&member=withdraw01&since=2000-01-01T00:00:00Z`,
      { method: 'DELETE' },
    );
    expect(((await res.json()) as { forgotten: string[] }).forgotten).toHaveLength(5);
    expect(await settings(ready)).toMatchObject({ todayCount: 0, withdrawable: 5_000 });
    expect(await ctl('GET', '/__emulator/ledger/check')).toMatchObject({ ok: true });
  });
  it('a rejected withdrawal gives the money back and cannot be confirmed', async () => {
    const before = ((await settings(ready)) as { withdrawable: number }).withdrawable;
    const made = await create(
      ready,
      { amount: 75, bankCardId: readyCard, fundsPassword: WITHDRAW_FUNDS_PASSWORD },
      newKey(),
    );
    const id = String(made.body.value!.withdrawalId);
    expect(((await settings(ready)) as { withdrawable: number }).withdrawable).toBe(before - 75);
    expect(await ctl('POST', `/__emulator/withdrawals/${id}/reject`)).toMatchObject({
      status: 'REJECTED',
      changed: true,
    });
    expect(((await settings(ready)) as { withdrawable: number }).withdrawable).toBe(before);
    expect((await confirm(ready, { withdrawalId: id, action: 'ALL_RECEIVED' })).body.code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect(await ctl('GET', '/__emulator/ledger/check')).toMatchObject({ ok: true });
  });
});
