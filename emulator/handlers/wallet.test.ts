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
import { SEEDED_FUNDS_PASSWORD } from '../seed/security.js';
import { amountCents } from './wallet.js';

let emu: TestEmulator;
const tokens = new Map<string, string>();

/** A member's session token on a merchant, logged in once per test file. */
async function tokenOf(account: string, password: string, merchant = 'dflt88'): Promise<string> {
  const key = `${merchant}/${account}`;
  if (!tokens.has(key)) {
    const res = await login(emu.url, account, password, {}, merchant);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    tokens.set(key, String(res.body.value?.token));
  }
  return tokens.get(key)!;
}

/** A call the way the front end sends a money call: bearer token, JSON body, Idempotency-Key. */
async function send(
  method: string,
  path: string,
  token: string,
  opts: { body?: unknown; key?: string; merchant?: string } = {},
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    Merchant: opts.merchant ?? 'dflt88',
    [AUTHORIZATION_HEADER]: bearerAuthorization(token),
  };
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  const res = await fetch(emu.url + path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const value = <T>(res: { body: Envelope }): T => {
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value as T;
};

interface VendorWallet {
  vendor: string;
  displayName: string;
  balance: number;
  maintenance: boolean;
}
interface Funds {
  total: number;
  wallets: { vassalage: string; balance: number }[];
}

const mainOf = async (token: string, merchant = 'dflt88') =>
  value<{ balance: number }>(await send('GET', '/wps/v2/wallets/balance', token, { merchant }))
    .balance;
const vendorsOf = async (token: string, merchant = 'dflt88') =>
  value<{ wallets: VendorWallet[] }>(
    await send('GET', '/wps/relay/GCS_getVendorWallets', token, { merchant }),
  ).wallets;
const fundsOf = async (token: string) =>
  value<Funds>(await send('GET', '/wps/member/info/funds/consolidated', token));
const transfer = (token: string, body: unknown, key?: string) =>
  send('POST', '/wps/relay/GCS_walletTransfer', token, { body, key });

let keyNumber = 0;
const newKey = () => `wallet-test-${++keyNumber}`;

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

describe('amounts', () => {
  it('takes more than 0 with at most 2 decimals, and names the rule it breaks', () => {
    expect(amountCents(10)).toBe(1000n);
    expect(amountCents(0.29)).toBe(29n);
    expect(amountCents(1234.56)).toBe(123456n);
    expect(() => amountCents(0)).toThrow(/more than 0/);
    expect(() => amountCents(-5)).toThrow(/more than 0/);
    expect(() => amountCents(1.234)).toThrow(/2 decimals/);
    expect(() => amountCents(Number.NaN)).toThrow(/number/);
    expect(() => amountCents(1e13)).toThrow(/limit/);
  });
});

describe('balances', () => {
  it('lists one wallet per transfer-wallet vendor, and totals them with the main wallet', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const vendors = await vendorsOf(token);
    // In catalogue order; every other vendor is seamless (plays from the main wallet).
    expect(vendors.map((v) => v.vendor)).toEqual(['AG', 'WM', 'JDB', 'PT', 'SABA', 'KY']);
    expect(vendors.find((v) => v.vendor === 'WM')?.maintenance).toBe(true);
    expect(vendors.find((v) => v.vendor === 'AG')).toMatchObject({
      displayName: 'Asia Gaming',
      balance: 0,
      maintenance: false,
    });
    const funds = await fundsOf(token);
    expect(funds.wallets[0]).toEqual({ vassalage: 'MAIN', balance: await mainOf(token) });
    expect(funds.wallets.map((w) => w.vassalage).slice(1)).toEqual(vendors.map((v) => v.vendor));
    expect(funds.total).toBe(funds.wallets.reduce((sum, w) => sum + w.balance, 0));
  });

  it('says when the money last moved', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const res = value<{ updatedAt: string; currency: string }>(
      await send('GET', '/wps/v2/wallets/balance', token),
    );
    expect(res.currency).toBe('USD');
    expect(Number.isNaN(Date.parse(res.updatedAt))).toBe(false);
  });

  it('runs longhai9 on a single wallet: no vendor wallets, no transfers', async () => {
    const token = await tokenOf('demo', 'Demo1234', 'longhai9');
    expect(
      value<{ isSingle: boolean }>(
        await send('GET', '/wps/relay/GCS_merchantWallet', token, { merchant: 'longhai9' }),
      ).isSingle,
    ).toBe(true);
    expect(await vendorsOf(token, 'longhai9')).toEqual([]);
    const refused = await send('POST', '/wps/relay/GCS_walletTransfer', token, {
      merchant: 'longhai9',
      body: { from: 'MAIN', to: 'AG', amount: 1 },
      key: newKey(),
    });
    expect(refused.body.code).toBe('OPERATION_NOT_ALLOWED');
    const dflt = await tokenOf('demo', 'Demo1234');
    expect(
      value<{ isSingle: boolean }>(await send('GET', '/wps/relay/GCS_merchantWallet', dflt))
        .isSingle,
    ).toBe(false);
  });
});

describe('transfers', () => {
  it('moves 10.00 to a vendor wallet and back, once per key however often it is sent', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const before = await mainOf(token);
    const total = (await fundsOf(token)).total;
    const key = newKey();
    const first = await transfer(token, { from: 'MAIN', to: 'AG', amount: 10 }, key);
    const answer = value<{ transactionId: string; balance: number; wallets: unknown[] }>(first);
    expect(answer.balance).toBeCloseTo(before - 10, 2);
    expect(answer.wallets).toEqual([
      { wallet: 'MAIN', balance: answer.balance },
      { wallet: 'AG', balance: 10 },
    ]);
    // A retry after a lost answer, and a double click, get the first answer and move nothing.
    const again = await Promise.all([
      transfer(token, { from: 'MAIN', to: 'AG', amount: 10 }, key),
      transfer(token, { from: 'MAIN', to: 'AG', amount: 10 }, key),
    ]);
    for (const res of again) expect(res.body.value).toEqual(answer);
    expect(await mainOf(token)).toBeCloseTo(before - 10, 2);
    expect((await vendorsOf(token)).find((v) => v.vendor === 'AG')?.balance).toBe(10);
    expect((await fundsOf(token)).total).toBeCloseTo(total, 2);

    value(await transfer(token, { from: 'AG', to: 'MAIN', amount: 10 }, newKey()));
    expect(await mainOf(token)).toBeCloseTo(before, 2);
    expect((await vendorsOf(token)).find((v) => v.vendor === 'AG')?.balance).toBe(0);
  });

  it('refuses what it cannot do, naming the rule', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const main = await mainOf(token);
    // null: sent without a key (a default parameter would fill in undefined).
    const codeOf = async (body: unknown, key: string | null = newKey()) =>
      (await transfer(token, body, key ?? undefined)).body.code;
    expect(await codeOf({ from: 'MAIN', to: 'AG', amount: 1 }, null)).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(await codeOf({ from: 'MAIN', to: 'AG', amount: 0 })).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await codeOf({ from: 'MAIN', to: 'AG', amount: 1.005 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ from: 'MAIN', to: 'MAIN', amount: 1 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ from: 'AG', to: 'PT', amount: 1 })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ from: 'MAIN', to: 'PG', amount: 1 })).toBe('NOT_FOUND');
    expect(await codeOf({ from: 'MAIN', to: 'WM', amount: 1 })).toBe('GAME_MAINTENANCE');
    expect(await codeOf({ from: 'MAIN', to: 'AG', amount: main + 1 })).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf({ from: 'AG', to: 'MAIN', amount: 1 })).toBe('INSUFFICIENT_BALANCE');
    expect(await mainOf(token)).toBe(main);
  });

  it('recalls every open vendor wallet to main in one movement', async () => {
    const token = await tokenOf('player03', 'Player1234');
    const before = await mainOf(token);
    value(await transfer(token, { from: 'MAIN', to: 'AG', amount: 12.5 }, newKey()));
    value(await transfer(token, { from: 'MAIN', to: 'PT', amount: 7.25 }, newKey()));
    const key = newKey();
    const recalled = value<{ transactionId: string; moved: unknown[]; total: number }>(
      await send('POST', '/wps/relay/GCS_recallAllWallets', token, { body: {}, key }),
    );
    expect(recalled).toMatchObject({
      moved: [
        { vendor: 'AG', amount: 12.5 },
        { vendor: 'PT', amount: 7.25 },
      ],
      total: 19.75,
      balance: before,
    });
    expect(
      (await send('POST', '/wps/relay/GCS_recallAllWallets', token, { body: {}, key })).body.value,
    ).toEqual(recalled);
    expect(await mainOf(token)).toBe(before);
    expect((await vendorsOf(token)).every((v) => v.balance === 0)).toBe(true);
    const empty = value<{ transactionId?: string; moved: unknown[]; total: number }>(
      await send('POST', '/wps/relay/GCS_recallAllWallets', token, { body: {}, key: newKey() }),
    );
    expect(empty).toEqual({ moved: [], total: 0, balance: before });
  });
});

describe('transfer to the upline', () => {
  const upline = (token: string, body: Record<string, unknown>, key: string | undefined) =>
    encryptPayload('dflt88', body).then((sealed) =>
      send('POST', '/wps/relay/MCSFE_transferToUpline', token, { body: sealed, key }),
    );

  it('names the upline in member info and sends money to its main wallet, once per key', async () => {
    // player04 has set no funds password (the seed gives player01 and player02 one).
    const player = await tokenOf('player04', 'Player1234');
    const agent = await tokenOf('agent01', 'Agent1234');
    const info = await call(emu.url, 'GET', '/wps/member/info', { token: player });
    expect(info.body.value?.uplineAccount).toBe('agent01');
    const demoInfo = await call(emu.url, 'GET', '/wps/member/info', {
      token: await tokenOf('demo', 'Demo1234'),
    });
    expect(demoInfo.body.value).not.toHaveProperty('uplineAccount');

    const [mine, theirs] = [await mainOf(player), await mainOf(agent)];
    const key = newKey();
    const answer = value<{ amount: number; uplineAccount: string; balance: number }>(
      await upline(player, { amount: 5 }, key),
    );
    expect(answer).toMatchObject({ amount: 5, uplineAccount: 'agent01', balance: mine - 5 });
    expect((await upline(player, { amount: 5 }, key)).body.value).toEqual(answer);
    expect(await mainOf(player)).toBe(mine - 5);
    expect(await mainOf(agent)).toBe(theirs + 5);
    expect((await upline(player, { amount: 5 }, undefined)).body.code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  });

  it('refuses a member without an upline', async () => {
    const demo = await tokenOf('demo', 'Demo1234');
    expect((await upline(demo, { amount: 1 }, newKey())).body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('asks for the funds password once the member has set one, and lets a typo be corrected', async () => {
    const player = await tokenOf('player01', 'Player1234');
    const before = await mainOf(player);
    const key = newKey();
    expect((await upline(player, { amount: 1 }, key)).body.code).toBe('FUNDS_PASSWORD_WRONG');
    expect((await upline(player, { amount: 1, fundsPassword: '111111' }, key)).body.code).toBe(
      'FUNDS_PASSWORD_WRONG',
    );
    // The same intent, now with the right password, still goes through (the key was not spent).
    value(await upline(player, { amount: 1, fundsPassword: SEEDED_FUNDS_PASSWORD }, key));
    expect(await mainOf(player)).toBe(before - 1);
  });
});

describe('trial members', () => {
  it('get NEED_TRUE_ACCOUNT on every money call', async () => {
    const trial = await call(emu.url, 'POST', '/wps/session/login/freeplay', {
      body: await freePlayBody(emu.url),
    });
    const token = String(trial.body.value?.token);
    const calls: [string, string, unknown][] = [
      ['GET', '/wps/v2/wallets/balance', undefined],
      ['GET', '/wps/relay/GCS_getVendorWallets', undefined],
      ['GET', '/wps/member/info/funds/consolidated', undefined],
      ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'AG', amount: 1 }],
      ['POST', '/wps/relay/GCS_recallAllWallets', {}],
      ['POST', '/wps/relay/MCSFE_transferToUpline', await encryptPayload('dflt88', { amount: 1 })],
    ];
    for (const [method, path, body] of calls) {
      const res = await send(method, path, token, { body, key: newKey() });
      expect([path, res.body.code]).toEqual([path, 'NEED_TRUE_ACCOUNT']);
    }
  });
});
