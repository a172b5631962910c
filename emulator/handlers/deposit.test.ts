import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token.js';
import {
  call,
  encryptPayload,
  freePlayBody,
  login,
  start,
  type Envelope,
  type TestEmulator,
} from '../testing/harness.js';
import { HISTORY } from '../seed/deposits.js';

let emu: TestEmulator;
const tokens: Record<string, string> = {};

const ctl = async (method: string, path: string) => {
  const res = await fetch(emu.url + path, { method });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A deposit order as the front end sends it: encrypted body, bearer token and an Idempotency-Key. */
async function createOrder(body: Record<string, unknown>, key: string | null, merchant = 'dflt88') {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    Merchant: merchant,
    [AUTHORIZATION_HEADER]: bearerAuthorization(tokens[merchant]!),
  };
  if (key) headers['Idempotency-Key'] = key;
  const res = await fetch(`${emu.url}/wps/v2/deposit/order`, {
    method: 'POST',
    headers,
    body: JSON.stringify(await encryptPayload(merchant, body)),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const get = (path: string, merchant = 'dflt88', token = tokens[merchant]) =>
  call(emu.url, 'GET', path, { merchant, ...(token ? { token } : {}) });
const balance = async () => Number((await get('/wps/v2/wallets/balance')).body.value?.balance);

beforeAll(async () => {
  emu = await start();
  for (const merchant of ['dflt88', 'angkor7']) {
    const r = await login(emu.url, 'demo', 'Demo1234', {}, merchant);
    tokens[merchant] = String(r.body.value?.token);
  }
}, 120_000);
afterAll(async () => emu?.close());

describe('depositChannels', () => {
  it('offers bank transfer, e-wallet, QR and USDT with limits in the brand’s currency', async () => {
    const usd = (await get('/wps/v2/deposit/channels')).body.value as {
      currency: string;
      channels: { kind: string; min: number; max: number; presets: number[]; methods: unknown[] }[];
    };
    expect(usd.currency).toBe('USD');
    expect(usd.channels.map((c) => c.kind)).toEqual(['BANK', 'EWALLET', 'QR', 'USDT']);
    expect(usd.channels[0]).toMatchObject({
      min: 10,
      max: 10_000,
      presets: [50, 100, 500, 1000, 5000],
    });
    const khr = (await get('/wps/v2/deposit/channels', 'angkor7')).body.value as typeof usd;
    expect(khr.currency).toBe('KHR');
    expect(khr.channels[0]).toMatchObject({ min: 40_000, max: 40_000_000 });
    // The receiving accounts are handed out with an order, not listed with the channels.
    expect(JSON.stringify(usd)).not.toMatch(/payTo|accountNumber|address|qrPayload/);
  });

  it('refuses free-play users', async () => {
    const trial = await call(emu.url, 'POST', '/wps/session/login/freeplay', {
      body: await freePlayBody(emu.url),
    });
    const token = String(trial.body.value?.token);
    const r = await get('/wps/v2/deposit/channels', 'dflt88', token);
    expect(r.body.code).toBe('NEED_TRUE_ACCOUNT');
  });
});

describe('depositCreate', () => {
  const bank = { channelId: 'dflt88-bank', method: 'BANK1' };

  it('needs an idempotency key, an amount within the channel’s limits and 2 decimals at most', async () => {
    expect((await createOrder({ ...bank, amount: 100 }, null)).body.code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const low = await createOrder({ ...bank, amount: 9.99 }, 'low-1');
    expect(low.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    expect(low.body.message).toContain('10.00 to 10000.00');
    expect((await createOrder({ ...bank, amount: 10_000.01 }, 'high-1')).body.code).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    expect((await createOrder({ ...bank, amount: 12.345 }, 'dec-1')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await createOrder({ ...bank, method: 'NOPE', amount: 50 }, 'm-1')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await createOrder({ channelId: 'angkor7-bank', method: 'BANK1', amount: 50 }, 'x-1')).body
        .code,
    ).toBe('NOT_FOUND');
  });

  it('makes one pending order per key, with the account to pay into, and moves no money', async () => {
    const before = await balance();
    const first = await createOrder({ ...bank, amount: 250.5, payerName: 'Demo Tester' }, 'k-1');
    expect(first.body.success).toBe(true);
    const order = first.body.value as Record<string, unknown> & { payTo: Record<string, unknown> };
    expect(order.reference).toMatch(/^D\d{6}\d{4,}$/);
    expect(order).toMatchObject({ amount: 250.5, status: 'PENDING', currency: 'USD' });
    expect(order.payTo).toMatchObject({ kind: 'BANK', payeeName: 'Default 88 Payments Ltd' });
    expect(String(order.payTo.accountNumber)).toMatch(/^\d{16}$/);
    // A double click or a retry after a timeout (the same request): the same answer, still one order.
    const again = await createOrder({ ...bank, amount: 250.5, payerName: 'Demo Tester' }, 'k-1');
    expect((await createOrder({ ...bank, amount: 250.5 }, 'k-1')).body.code).toBe(
      'DUPLICATE_REQUEST',
    );
    expect(again.body.value).toEqual(order);
    const pending = (await ctl('GET', '/__emulator/deposits?merchant=dflt88&status=PENDING'))
      .body as unknown as { reference: string }[];
    expect(pending.filter((d) => d.reference === order.reference)).toHaveLength(1);
    expect(await balance()).toBe(before);
  });

  it('gives the QR channel a payload for the order and USDT a sum in USDT', async () => {
    const qr = (
      await createOrder({ channelId: 'dflt88-qr', method: 'UNIVERSAL_QR', amount: 20 }, 'q-1')
    ).body.value as { reference: string; payTo: { qrPayload: string } };
    expect(qr.payTo.qrPayload).toContain(`ref=${qr.reference}`);
    expect(qr.payTo.qrPayload).toContain('amount=20.00');
    const usdt = (
      await createOrder(
        { channelId: 'angkor7-usdt', method: 'TRC20', amount: 410_000 },
        'u-1',
        'angkor7',
      )
    ).body.value as { payTo: Record<string, unknown> };
    expect(usdt.payTo).toMatchObject({
      kind: 'USDT',
      network: 'TRC20',
      rate: 4100,
      usdtAmount: 100,
    });
    expect(String(usdt.payTo.address)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });
});

describe('depositOrders and settling', () => {
  it('lists the seeded 90-day history and new orders, newest first, by status', async () => {
    const all = (await get('/wps/v2/deposit/orders?pageSize=100')).body.value as {
      total: number;
      list: { createdAt: string; status: string }[];
    };
    expect(all.total).toBe(HISTORY.approved + HISTORY.rejected + HISTORY.failed + 2);
    const times = all.list.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = Date.now() - Date.parse(all.list.at(-1)!.createdAt);
    expect(oldest).toBeLessThanOrEqual(HISTORY.days * 86_400_000);
    const rejected = (await get('/wps/v2/deposit/orders?status=REJECTED')).body.value as {
      total: number;
    };
    expect(rejected.total).toBe(HISTORY.rejected);
  });

  it('approving credits the balance once and tells the member; rejecting moves nothing', async () => {
    const cursor = String((await get('/wps/relay/CSP_notifications')).body.value?.cursor);
    const order = (
      await createOrder({ channelId: 'dflt88-bank', method: 'BANK2', amount: 75 }, 'a-1')
    ).body.value as { reference: string };
    const before = await balance();
    const approved = await ctl('POST', `/__emulator/deposits/${order.reference}/approve`);
    expect(approved.body).toMatchObject({ status: 'APPROVED', changed: true });
    expect(await balance()).toBeCloseTo(before + 75, 2);
    const twice = await ctl('POST', `/__emulator/deposits/${order.reference}/approve`);
    expect(twice.body).toMatchObject({ status: 'APPROVED', changed: false });
    expect(await balance()).toBeCloseTo(before + 75, 2);
    expect((await ctl('POST', `/__emulator/deposits/${order.reference}/reject`)).status).toBe(409);

    const other = (
      await createOrder({ channelId: 'dflt88-bank', method: 'BANK2', amount: 80 }, 'r-1')
    ).body.value as { reference: string };
    expect((await ctl('POST', `/__emulator/deposits/${other.reference}/fail`)).body).toMatchObject({
      status: 'FAILED',
      movementId: null,
    });
    expect(await balance()).toBeCloseTo(before + 75, 2);
    expect((await ctl('POST', '/__emulator/deposits/D0000000000/approve')).status).toBe(404);

    // A journey takes its orders away again: the approved one is reversed, the balance restored.
    expect((await ctl('DELETE', `/__emulator/deposits/${order.reference}`)).status).toBe(200);
    expect((await ctl('DELETE', `/__emulator/deposits/${other.reference}`)).status).toBe(200);
    expect(await balance()).toBeCloseTo(before, 2);
    const check = await ctl('GET', '/__emulator/ledger/check');
    expect(check.body).toMatchObject({ ok: true, sumCents: 0 });

    const notes = (await get(`/wps/relay/CSP_notifications?after=${cursor}`)).body.value as {
      list: { kind: string; amount?: number }[];
    };
    expect(notes.list.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'depositArrived', amount: 75 },
      { kind: 'depositFailed', amount: 80 },
    ]);
  });
});
