import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import type { MemberRow, MerchantRow } from '../context.js';
import {
  call,
  control,
  encryptPayload,
  login,
  start,
  type TestEmulator,
} from '../testing/harness.js';
import { goodsIdOf, POINTS_MEMBER } from '../seed/points.js';
import { pointSettingsOf, pointsFor } from './pointsConfig.js';
import { accruePoints, pointsByType, spendParts, totalOf } from './pointsLedger.js';

const MERCHANT = 'dflt88';
const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 20, 12);

describe('earning points (the points ledger on its own database)', () => {
  let db: Db;
  let merchant: MerchantRow;
  let created = 0;

  beforeAll(async () => {
    db = await openSeededCopy();
    merchant = (await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [MERCHANT]))
      .rows[0]!;
  }, 180_000);
  afterAll(async () => db?.close());

  async function freshMember(): Promise<MemberRow> {
    created += 1;
    return (
      await db.query<MemberRow>(
        `INSERT INTO members (merchant, account, password_hash, nickname, type, currency)
         VALUES ($1, $2, 'x', 'Points', 0, 'USD') RETURNING *`,
        [MERCHANT, `pointstest${created}`],
      )
    ).rows[0]!;
  }

  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  async function addDay(m: MemberRow, at: number, gameType: string, validCents: number) {
    await db.query(
      `INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents, valid_bet_cents,
                             payout_cents, win_loss_cents)
       VALUES ($1, $2, 'PG', $3, 'SETTLED', 1, $4, $4, 0, 0)`,
      [m.id, day(at), gameType, validCents],
    );
  }
  const accrue = (m: MemberRow, now = NOON) =>
    db.transaction((tx) => accruePoints(tx, merchant, m.id, now));

  it('earns from settled days before today at each type rate, once, and not from today', async () => {
    const m = await freshMember();
    const rates = pointSettingsOf(merchant).earnRates;
    await addDay(m, NOON - 2 * DAY, 'LIVE', 1_234_567);
    await addDay(m, NOON - 2 * DAY, 'RNG', 50_000);
    await addDay(m, NOON - 2 * DAY, 'FISH', 50_000);
    await addDay(m, NOON - DAY, 'ELOTT', 999_999);
    await addDay(m, NOON, 'PVP', 10_000_000); // today: settles tomorrow
    await accrue(m);
    await accrue(m); // a second call earns nothing more
    const byType = await pointsByType(db, m.id);
    expect(byType.live).toBe(pointsFor(1_234_567, rates.live!));
    // RNG and FISH are both slots: each game type's row earns on its own
    expect(byType.slots).toBe(2 * pointsFor(50_000, rates.slots!));
    expect(byType.lottery).toBe(pointsFor(999_999, rates.lottery!));
    expect(byType.card).toBe(0);
    const entries = await db.query<{ reference: string; balance_after: string }>(
      'SELECT reference, balance_after::text FROM point_entries WHERE member_id = $1 ORDER BY id',
      [m.id],
    );
    expect(entries.rows.map((e) => e.reference)).toEqual([
      `BETS:${day(NOON - 2 * DAY)}`,
      `BETS:${day(NOON - DAY)}`,
    ]);
    expect(Number(entries.rows.at(-1)!.balance_after)).toBe(totalOf(byType));

    // The next day, yesterday's cards settle.
    await accrue(m, NOON + DAY);
    expect((await pointsByType(db, m.id)).card).toBe(pointsFor(10_000_000, rates.card!));
  });

  it('earns from approved deposits once each', async () => {
    const m = await freshMember();
    const channel = (
      await db.query<{ id: string }>(
        'SELECT id FROM payment_channels WHERE merchant = $1 LIMIT 1',
        [MERCHANT],
      )
    ).rows[0]!;
    for (const [id, status] of [
      ['DPTS1', 'APPROVED'],
      ['DPTS2', 'PENDING'],
    ] as const)
      await db.query(
        `INSERT INTO deposits (id, merchant, member_id, channel_id, method, amount_cents, pay_to, status,
                               created_at, settled_at)
         VALUES ($1, $2, $3, $4, 'BANK', 123_456, '{}', $5, now(), now())`,
        [id, MERCHANT, m.id, channel.id, status],
      );
    await accrue(m);
    await accrue(m);
    const rate = pointSettingsOf(merchant).earnRates.deposit!;
    expect((await pointsByType(db, m.id)).deposit).toBe(pointsFor(123_456, rate));
  });

  it('the seeded demo member has points of every bet type from its 90 days of bets', async () => {
    const demo = (
      await db.query<MemberRow>("SELECT * FROM members WHERE merchant = $1 AND account = 'demo'", [
        MERCHANT,
      ])
    ).rows[0]!;
    await db.transaction((tx) => accruePoints(tx, merchant, demo.id, Date.now()));
    const byType = await pointsByType(db, demo.id);
    for (const type of ['live', 'lottery', 'card', 'slots', 'sports'] as const)
      expect(byType[type]).toBeGreaterThan(0);
    expect(byType.redeem).toBe(0);
  });

  it('spends bought points first, then deposit points, then bets, and refuses more than there is', () => {
    const byType = { live: 50, lottery: 0, card: 0, slots: 30, sports: 0, redeem: 10, deposit: 5 };
    expect(spendParts(byType, 40)).toEqual({ redeem: -10, deposit: -5, slots: -25 });
    expect(spendParts(byType, 96)).toBeNull();
  });
});

describe('redeeming and converting (over HTTP)', () => {
  let emu: TestEmulator;
  let token: string;
  let keySeq = 0;
  const newKey = () => `points-test-${++keySeq}-${Date.now()}`;

  const api = (
    method: string,
    path: string,
    { as, ...opts }: { body?: unknown; key?: string; as?: string } = {},
  ) => call(emu.url, method, path, { merchant: MERCHANT, token: as ?? token, ...opts });
  const ctl = (method: string, path: string, body?: unknown) =>
    control(emu.url, method, path, body);
  const balance = async () =>
    (await api('GET', '/wps/relay/MCSFE_getPointBalance')).body.value as {
      points: number;
      types: { type: string; points: number }[];
    };
  const wallet = async () => {
    const res = await ctl(
      'GET',
      `/__emulator/merchants/${MERCHANT}/members/${POINTS_MEMBER.account}/wallets`,
    );
    return (res.body as { MAIN: number }).MAIN;
  };
  const goods = async () =>
    (await api('GET', '/wps/relay/MCSFE_getPointReward')).body.value as unknown as {
      rewardId: string;
      points: number;
      amount: number;
      remaining: number;
      exchanged: number;
      unmet: string[];
    }[];
  const item = async (key: string) =>
    (await goods()).find((g) => g.rewardId === goodsIdOf(MERCHANT, key))!;
  const redeem = async (body: Record<string, unknown>, key: string | null = newKey()) =>
    api('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
      ...(key ? { key } : {}),
      body: await encryptPayload(MERCHANT, {
        quantity: 1,
        payFrom: 'MAIN',
        address: '1 Main Street',
        phone: '+1 555 0100',
        fundsPassword: POINTS_MEMBER.fundsPassword,
        ...body,
      }),
    });
  const convert = async (body: Record<string, unknown>, key: string | null = newKey()) =>
    api('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', {
      ...(key ? { key } : {}),
      body: await encryptPayload(MERCHANT, { fundsPassword: POINTS_MEMBER.fundsPassword, ...body }),
    });
  const pointMovements = async () => {
    const res = await ctl('GET', '/__emulator/ledger/check');
    return res.body as { ok: boolean };
  };

  beforeAll(async () => {
    emu = await start();
    const res = await login(emu.url, POINTS_MEMBER.account, POINTS_MEMBER.password, {}, MERCHANT);
    token = String(res.body.value?.token);
  }, 180_000);
  afterAll(async () => emu?.close());

  it('shows the configuration, the rules saying points never expire, and every type', async () => {
    const config = (await api('GET', '/wps/relay/MCSFE_getPointConfig')).body.value!;
    expect(config).toMatchObject({ exchangeRatio: 10, neverExpire: true });
    expect(String(config.rules)).toMatch(/never expire/);
    const b = await balance();
    expect(b.points).toBe(POINTS_MEMBER.openingPoints);
    expect(b.types.map((t) => t.type)).toEqual([
      'live',
      'lottery',
      'card',
      'slots',
      'sports',
      'redeem',
      'deposit',
    ]);
  });

  it('refuses clearly: wrong funds password, conditions unmet, out of stock, not enough points', async () => {
    expect(
      (await redeem({ rewardId: goodsIdOf(MERCHANT, 'earbuds'), fundsPassword: '000000' })).body
        .code,
    ).toBe('FUNDS_PASSWORD_WRONG');
    expect((await item('smart-watch')).unmet).toEqual(['MIN_DEPOSIT']);
    expect((await redeem({ rewardId: goodsIdOf(MERCHANT, 'smart-watch') })).body.code).toBe(
      'EXCHANGE_CONDITIONS_NOT_MET',
    );
    expect((await redeem({ rewardId: goodsIdOf(MERCHANT, 'gaming-phone') })).body.code).toBe(
      'OUT_OF_STOCK',
    );
    expect(
      (await redeem({ rewardId: goodsIdOf(MERCHANT, 'power-bank'), quantity: 10 * 3 })).body.code,
    ).toBe('VALIDATION_FAILED');
    // 10 red envelopes (500 each) fit; 10 cinema tickets (2,500 each) do not
    expect(
      (await redeem({ rewardId: goodsIdOf(MERCHANT, 'cinema'), quantity: 10 })).body.code,
    ).toBe('POINTS_INSUFFICIENT');
    expect(
      (await redeem({ rewardId: goodsIdOf(MERCHANT, 'earbuds'), address: '  ' })).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await redeem({ rewardId: goodsIdOf(MERCHANT, 'earbuds') }, null)).body.code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await balance()).points).toBe(POINTS_MEMBER.openingPoints);
  });

  it('a redemption sent twice with one key is taken once; stock and records follow; approve is final', async () => {
    const before = {
      points: (await balance()).points,
      cash: await wallet(),
      earbuds: await item('earbuds'),
    };
    const key = newKey();
    const first = await redeem({ rewardId: goodsIdOf(MERCHANT, 'earbuds') }, key);
    const again = await redeem({ rewardId: goodsIdOf(MERCHANT, 'earbuds') }, key);
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    const done = first.body.value!;
    expect(done).toMatchObject({ status: 'APPLYING', points: 3_000, amount: 5 });
    expect((await balance()).points).toBe(before.points - 3_000);
    expect(await wallet()).toBeCloseTo(before.cash - 5, 2);
    const after = await item('earbuds');
    expect(after.remaining).toBe(before.earbuds.remaining - 1);
    expect(after.exchanged).toBe(before.earbuds.exchanged + 1);

    const list = (await api('GET', '/wps/relay/MCSFE_getRedeemPointList?pageNo=1&pageSize=10')).body
      .value as {
      list: Record<string, unknown>[];
    };
    expect(list.list[0]).toMatchObject({
      transactionNo: done.transactionNo,
      exchangeType: 'GOODS',
      productName: 'Wireless earbuds',
      quantity: 1,
      pointsNeeded: 3_000,
      amountNeeded: 5,
      status: 'APPLYING',
      pointsChange: -3_000,
      pointsBalance: before.points - 3_000,
    });

    const approved = await ctl(
      'POST',
      `/__emulator/points/redemptions/${String(done.transactionNo)}/approve`,
    );
    expect(approved.body).toMatchObject({ status: 'APPROVED', changed: true });
    expect(
      (await ctl('POST', `/__emulator/points/redemptions/${String(done.transactionNo)}/approve`))
        .body,
    ).toMatchObject({
      changed: false,
    });
    expect(
      (await ctl('POST', `/__emulator/points/redemptions/${String(done.transactionNo)}/reject`))
        .status,
    ).toBe(409);
    expect((await balance()).points).toBe(before.points - 3_000);
    expect((await pointMovements()).ok).toBe(true);
  });

  it('a rejection gives back the points, the cash and the stock, once', async () => {
    const before = {
      points: (await balance()).points,
      cash: await wallet(),
      stock: (await item('cinema')).remaining,
    };
    const done = (await redeem({ rewardId: goodsIdOf(MERCHANT, 'cinema'), quantity: 2 })).body
      .value!;
    expect((await balance()).points).toBe(before.points - 5_000);
    const path = `/__emulator/points/redemptions/${String(done.transactionNo)}/reject`;
    expect((await ctl('POST', path, { remark: 'address not served' })).body).toMatchObject({
      status: 'REJECTED',
      changed: true,
    });
    expect((await ctl('POST', path)).body).toMatchObject({ changed: false });
    expect((await balance()).points).toBe(before.points);
    expect(await wallet()).toBeCloseTo(before.cash, 2);
    expect((await item('cinema')).remaining).toBe(before.stock);
    const details = (await api('GET', '/wps/relay/MCSFE_getPointDetails?pageNo=1&pageSize=5')).body
      .value as {
      list: { kind: string; points: number; balance: number; reference: string }[];
    };
    expect(details.list.slice(0, 2)).toMatchObject([
      { kind: 'REFUND', points: 5_000, balance: before.points, reference: done.transactionNo },
      { kind: 'REDEEM', points: -5_000, balance: before.points - 5_000 },
    ]);
    const record = (await api('GET', '/wps/relay/MCSFE_getRedeemPointList?status=REJECTED')).body
      .value as {
      list: { remark: string }[];
    };
    expect(record.list[0]!.remark).toBe('address not served');
    expect((await pointMovements()).ok).toBe(true);
  });

  it('two tabs with two keys cannot spend the same points twice', async () => {
    // Spend down to less than two power banks' worth, then ask for one in each of two tabs at once.
    const { points } = await balance();
    const spare = points - 800 - 400;
    const envelopes = Math.floor(spare / 500);
    if (envelopes > 0)
      expect(
        (
          await redeem({
            rewardId: goodsIdOf(MERCHANT, 'red-envelope'),
            quantity: Math.min(envelopes, 10),
          })
        ).body.success,
      ).toBe(true);
    let left = (await balance()).points;
    while (left >= 1_600) {
      const n = Math.min(10, Math.floor((left - 800) / 500));
      expect(
        (await redeem({ rewardId: goodsIdOf(MERCHANT, 'red-envelope'), quantity: Math.max(1, n) }))
          .body.success,
      ).toBe(true);
      left = (await balance()).points;
    }
    expect(left).toBeGreaterThanOrEqual(800);
    const [a, b] = await Promise.all([
      redeem({ rewardId: goodsIdOf(MERCHANT, 'power-bank') }),
      redeem({ rewardId: goodsIdOf(MERCHANT, 'power-bank') }),
    ]);
    const outcomes = [a.body, b.body].map((r) => (r.success ? 'ok' : r.code)).sort();
    expect(outcomes).toEqual(['POINTS_INSUFFICIENT', 'ok']);
    expect((await balance()).points).toBe(left - 800);
    expect((await pointMovements()).ok).toBe(true);
  });

  it('converts cash into points at the ratio, once per key, and refuses outside the limits', async () => {
    const before = { points: (await balance()).points, cash: await wallet() };
    expect((await convert({ amount: 5 })).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await convert({ amount: 12.345 })).body.code).toBe('VALIDATION_FAILED');
    expect((await convert({ amount: 20, fundsPassword: '999999' })).body.code).toBe(
      'FUNDS_PASSWORD_WRONG',
    );
    const key = newKey();
    const first = await convert({ amount: 12.34 }, key);
    const again = await convert({ amount: 12.34 }, key);
    expect(again.body).toEqual(first.body);
    expect(first.body.value).toMatchObject({
      amount: 12.34,
      points: 123,
      pointsBalance: before.points + 123,
    });
    expect((await balance()).points).toBe(before.points + 123);
    expect(await wallet()).toBeCloseTo(before.cash - 12.34, 2);
    const redeemType = (await balance()).types.find((t) => t.type === 'redeem')!;
    expect(redeemType.points).toBeGreaterThanOrEqual(123);
    expect((await pointMovements()).ok).toBe(true);
  });

  it('the clean-up route forgets the redemptions and conversions and restocks', async () => {
    const res = await ctl(
      'DELETE',
      `/__emulator/points?merchant=${MERCHANT}&member=${POINTS_MEMBER.account}&since=2000-01-01T00:00:00Z`,
    );
    expect(res.status).toBe(200);
    expect((await balance()).points).toBe(POINTS_MEMBER.openingPoints);
    expect((await item('earbuds')).remaining).toBe(58);
    expect((await item('cinema')).remaining).toBe(240);
    expect(await wallet()).toBeCloseTo(2_000, 2);
    expect((await pointMovements()).ok).toBe(true);
  });

  it('refuses the whole mall when PTSYS3 is off', async () => {
    await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, { PTSYS3: false });
    const res = await api('GET', '/wps/relay/MCSFE_getPointBalance');
    expect(res.body.code).toBe('OPERATION_NOT_ALLOWED');
    await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, { PTSYS3: true });
  });
});
