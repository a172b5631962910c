import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import type { CallContext, MemberRow, MerchantRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, ledgerCheck } from '../money/ledger.js';
import { call, control, login, start, type TestEmulator } from '../testing/harness.js';
import { REBATE_MEMBER, rebateRatesOf } from '../seed/rebate.js';
import { rebateHandlers } from './rebate.js';

let db: Db;
const merchants = new Map<string, MerchantRow>();

beforeAll(async () => {
  db = await openSeededCopy();
  for (const m of (await db.query<MerchantRow>('SELECT * FROM merchants')).rows)
    merchants.set(m.code, m);
}, 180_000);
afterAll(async () => db?.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A fixed "now" at 12:00 UTC: the tests place bets on either side of day boundaries on purpose. */
const NOON = Date.UTC(2026, 10, 20, 12);

async function memberOf(merchant: string, account: string): Promise<MemberRow> {
  return (
    await db.query<MemberRow>('SELECT * FROM members WHERE merchant = $1 AND lower(account) = $2', [
      merchant,
      account,
    ])
  ).rows[0]!;
}

let created = 0;
/** A member of its own with no bets, so each test sets exactly the bets it reasons about. */
async function freshMember(merchant = 'dflt88'): Promise<MemberRow> {
  created += 1;
  return (
    await db.query<MemberRow>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency)
       VALUES ($1, $2, 'x', 'Rebate', 0, 'USD') RETURNING *`,
      [merchant, `rebatetest${created}`],
    )
  ).rows[0]!;
}

interface BetSeed {
  vendor: string;
  gameType: string;
  cents: number;
  at: number;
  status?: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}

/** Writes bets and rebuilds the member's roll-up from them, as the seeds keep bets and bet_days together. */
async function addBets(member: MemberRow, bets: BetSeed[]): Promise<void> {
  for (const [i, b] of bets.entries()) {
    const status = b.status ?? 'SETTLED';
    await db.query(
      `INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents, valid_bet_cents,
                         payout_cents, status, placed_at, settled_at)
       VALUES ($1, $2, $3, $4, 'Test game', $5, $6, $7, 0, $8, $9, $9)`,
      [
        member.merchant,
        member.id,
        b.vendor,
        b.gameType,
        `T${member.id}-${b.at}-${i}`,
        b.cents,
        status === 'SETTLED' ? b.cents : 0,
        status,
        new Date(b.at).toISOString(),
      ],
    );
  }
  await db.query('DELETE FROM bet_days WHERE member_id = $1', [member.id]);
  await db.query(
    `INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents, valid_bet_cents,
       payout_cents, win_loss_cents)
     SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*),
       sum(bet_cents), sum(valid_bet_cents), sum(payout_cents), 0
     FROM bets WHERE member_id = $1 GROUP BY 1, 2, 3, 4, 5`,
    [member.id],
  );
}

function contextFor(
  member: MemberRow,
  input: Record<string, unknown> = {},
  { key, now = NOON }: { key?: string; now?: number } = {},
): CallContext {
  return {
    db,
    // The one money call these tests make (once() records it with the key).
    endpoint: 'rebateClaim',
    merchant: merchants.get(member.merchant)!,
    member,
    input,
    token: 'test',
    language: 'EN',
    ip: '127.0.0.1',
    idempotencyKey: key,
    now: () => now,
  };
}

interface Line {
  gameType: string;
  vendor: string;
  turnover: number;
  rate: number;
  amount: number;
}
interface Summary {
  asOf: string;
  turnover: number;
  amount: number;
  list: Line[];
}
interface Claim {
  claimId: string;
  gameTypes: string[];
  turnover: number;
  amount: number;
}

const summary = (member: MemberRow, now = NOON) =>
  rebateHandlers.rebateSummary!(contextFor(member, {}, { now })) as Promise<Summary>;
const claim = (member: MemberRow, key: string, input: Record<string, unknown> = {}, now = NOON) =>
  rebateHandlers.rebateClaim!(contextFor(member, input, { key, now })) as Promise<Claim>;
const history = (member: MemberRow, pageNo = 1, pageSize = 10) =>
  rebateHandlers.rebateHistory!(contextFor(member, { pageNo, pageSize })) as Promise<{
    total: number;
    list: (Claim & { claimedAt: string })[];
  }>;

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return e instanceof ApiError ? e.code : `Error: ${(e as Error).message}`;
  }
};

const rebateMovements = async (member: MemberRow) =>
  (
    await db.query<{ cents: string; note: string; reference: string }>(
      `SELECT p.cents::text AS cents, m.note, m.reference FROM movements m
         JOIN postings p ON p.movement_id = m.id AND p.member_id = $1
        WHERE m.member_id = $1 AND m.kind = 'rebate' ORDER BY m.id`,
      [member.id],
    )
  ).rows;

/** The rate table as the seed wrote it: a vendor's own rate, else its game type's default, else none. */
function rateOf(code: string, gameType: string, vendor: string): number | undefined {
  const rates = rebateRatesOf(code);
  const own = rates.find(([t, v]) => t === gameType && v === vendor);
  const fallback = rates.find(([t, v]) => t === gameType && v === '');
  return (own ?? fallback)?.[2];
}

/**
 * The claimable amount the slow way, from every bet (no roll-up, no watermark): what the fast query must equal for
 * a member that never claimed.
 */
async function bruteForce(member: MemberRow, cutoff: number) {
  const { rows } = await db.query<{ game_type: string; vendor: string; cents: string }>(
    `SELECT game_type, vendor, sum(valid_bet_cents)::text AS cents FROM bets
      WHERE member_id = $1 AND status = 'SETTLED' AND placed_at <= $2
      GROUP BY 1, 2 HAVING sum(valid_bet_cents) > 0 ORDER BY 1, 2`,
    [member.id, new Date(cutoff).toISOString()],
  );
  return rows.flatMap((r) => {
    const ppm = rateOf(member.merchant, r.game_type, r.vendor);
    if (ppm === undefined) return [];
    const turnover = BigInt(r.cents);
    return [
      {
        gameType: r.game_type,
        vendor: r.vendor,
        turnover: Number(turnover) / 100,
        rate: ppm / 1e6,
        amount: Number((turnover * BigInt(ppm)) / 1_000_000n) / 100,
      },
    ];
  });
}

describe('rebateSettings', () => {
  it("answers the merchant's rate table: vendors' own rates and each game type's default", async () => {
    const ctx = contextFor(await memberOf('dflt88', 'demo'));
    const table = (await rebateHandlers.rebateSettings!(ctx)) as {
      productType: string;
      vassalage?: string;
      rate: number;
    }[];
    expect(table).toContainEqual({ productType: 'LIVE', vassalage: 'EVO', rate: 0.008 });
    expect(table).toContainEqual({ productType: 'LIVE', rate: 0.006 });
    expect(table).toContainEqual({ productType: 'RNG', vassalage: 'PG', rate: 0.005 });
    expect(table.some((r) => r.productType === 'LOTT')).toBe(false);
    const live = (await rebateHandlers.rebateSettings!({
      ...ctx,
      input: { productType: 'LIVE' },
    })) as unknown[];
    expect(live).toHaveLength(2);
  });
});

describe('rebateSummary', () => {
  it("is Σ valid turnover × rate rounded down per line, from the demo member's 100,000 bets", async () => {
    const demo = await memberOf('dflt88', 'demo');
    const now = Date.now();
    const cold = performance.now();
    await summary(demo, now);
    const coldMs = performance.now() - cold;
    const started = performance.now();
    const s = await summary(demo, now);
    const ms = performance.now() - started;
    const expected = await bruteForce(demo, now);
    expect(
      s.list.map(({ gameType, vendor, turnover, rate, amount }) => ({
        gameType,
        vendor,
        turnover,
        rate,
        amount,
      })),
    ).toEqual(expected);
    expect(s.list.length).toBeGreaterThan(20);
    const totalCents = expected.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
    expect(Math.round(s.amount * 100)).toBe(totalCents);
    // lotteries earn nothing; unsettled and cancelled bets have no valid turnover
    expect(s.list.some((l) => l.gameType === 'LOTT' || l.gameType === 'ELOTT')).toBe(false);
    // The roll-up keeps it fast: the figure is printed for the report, the bound is generous for a busy machine.
    console.info(
      `rebateSummary over 100,000 bets: ${coldMs.toFixed(0)} ms cold, ${ms.toFixed(0)} ms warm`,
    );
    expect(ms).toBeLessThan(2_000);
  });

  it('gives rebate01 a week of bets on six rated lines, with its brand’s rates (angkor7 differs)', async () => {
    for (const code of ['dflt88', 'angkor7']) {
      const member = await memberOf(code, REBATE_MEMBER.account);
      const now = Date.now();
      const s = await summary(member, now);
      expect(s.list).toEqual(
        (await bruteForce(member, now)).map((l) => ({ ...l, vendorName: expect.any(String) })),
      );
      expect(s.list.map((l) => `${l.gameType}/${l.vendor}`)).toEqual([
        'FISH/JLFISH',
        'LIVE/AG',
        'LIVE/EVO',
        'RNG/JL',
        'RNG/PG',
        'SPORTS/SABA',
      ]);
      expect(s.list.find((l) => l.vendor === 'EVO')!.rate).toBe(code === 'angkor7' ? 0.009 : 0.008);
      expect(s.amount).toBeGreaterThan(0);
    }
  });
});

describe('rebateClaim', () => {
  it('pays exactly the summary amount, moves the watermark, and lists the claim', async () => {
    const member = await freshMember();
    await addBets(member, [
      { vendor: 'EVO', gameType: 'LIVE', cents: 123_456, at: NOON - 3 * DAY },
      { vendor: 'AG', gameType: 'LIVE', cents: 99_999, at: NOON - 2 * DAY },
      { vendor: 'PG', gameType: 'RNG', cents: 10_001, at: NOON - HOUR },
      { vendor: 'GW', gameType: 'LOTT', cents: 50_000, at: NOON - HOUR },
      { vendor: 'PG', gameType: 'RNG', cents: 70_000, at: NOON - HOUR, status: 'UNSETTLED' },
    ]);
    const before = await summary(member);
    // 1234.56 × 0.8 % = 9.876… → 9.87; 999.99 × 0.6 % = 5.99994 → 5.99; 100.01 × 0.5 % = 0.50005 → 0.50
    expect(before.list.map((l) => [l.vendor, l.turnover, l.amount])).toEqual([
      ['AG', 999.99, 5.99],
      ['EVO', 1234.56, 9.87],
      ['PG', 100.01, 0.5],
    ]);
    expect(before.amount).toBe(16.36);
    expect(before.turnover).toBe(2334.56);

    const paid = await claim(member, 'claim-all-1', { asOf: before.asOf });
    expect(paid).toMatchObject({ amount: 16.36, turnover: 2334.56, gameTypes: ['LIVE', 'RNG'] });
    expect(await balanceCents(db, member.id)).toBe(1636n);
    expect(await rebateMovements(member)).toEqual([
      { cents: '1636', note: 'manual rebate: LIVE, RNG', reference: paid.claimId },
    ]);

    const after = await summary(member);
    expect(after).toMatchObject({ amount: 0, turnover: 0, list: [] });
    const listed = await history(member);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ claimId: paid.claimId, amount: 16.36 });
    expect(await codeOf(claim(member, 'claim-all-2'))).toBe('NOTHING_TO_CLAIM');
  });

  it('counts only bets after the watermark, inside the watermark’s own day too, and whole days after it', async () => {
    const member = await freshMember();
    const claimAt = NOON - 2 * DAY; // 12:00 two days ago
    await addBets(member, [
      { vendor: 'EVO', gameType: 'LIVE', cents: 100_000, at: claimAt - HOUR }, // same day, before
      { vendor: 'EVO', gameType: 'LIVE', cents: 100_000, at: claimAt - 3 * DAY },
    ]);
    await claim(member, 'watermark-1', {}, claimAt);
    await addBets(member, [
      { vendor: 'EVO', gameType: 'LIVE', cents: 20_000, at: claimAt + HOUR }, // same day, after
      { vendor: 'EVO', gameType: 'LIVE', cents: 30_000, at: claimAt + DAY }, // a whole day after
      { vendor: 'EVO', gameType: 'LIVE', cents: 40_000, at: NOON - HOUR }, // the cut-off's day
      { vendor: 'EVO', gameType: 'LIVE', cents: 50_000, at: NOON + HOUR }, // after the cut-off
    ]);
    const s = await summary(member);
    expect(s.list).toEqual([
      expect.objectContaining({ vendor: 'EVO', turnover: 900, amount: 7.2 }),
    ]);
    // the bet placed after the summary's instant waits for the next claim
    const paid = await claim(member, 'watermark-2', { asOf: s.asOf }, NOON + 2 * HOUR);
    expect(paid.amount).toBe(7.2);
    const later = await summary(member, NOON + 2 * HOUR);
    expect(later.list).toEqual([expect.objectContaining({ turnover: 500, amount: 4 })]);
  });

  it('claims one game type and leaves the others claimable', async () => {
    const member = await freshMember();
    await addBets(member, [
      { vendor: 'EVO', gameType: 'LIVE', cents: 100_000, at: NOON - DAY },
      { vendor: 'PG', gameType: 'RNG', cents: 100_000, at: NOON - DAY },
    ]);
    const paid = await claim(member, 'one-type', { gameType: 'RNG' });
    expect(paid).toMatchObject({ gameTypes: ['RNG'], amount: 5 });
    const s = await summary(member);
    expect(s.list.map((l) => l.gameType)).toEqual(['LIVE']);
    expect(s.amount).toBe(8);
    expect(await codeOf(claim(member, 'one-type-again', { gameType: 'RNG' }))).toBe(
      'NOTHING_TO_CLAIM',
    );
  });

  it('lets a line under a cent wait for more turnover instead of rebating it at nothing', async () => {
    const member = await freshMember();
    await addBets(member, [
      { vendor: 'PG', gameType: 'RNG', cents: 150, at: NOON - DAY }, // 1.50 × 0.5 % = 0.0075
      { vendor: 'EVO', gameType: 'LIVE', cents: 10_000, at: NOON - DAY },
    ]);
    expect(await claim(member, 'under-a-cent')).toMatchObject({ gameTypes: ['LIVE'], amount: 0.8 });
    await addBets(member, [{ vendor: 'PG', gameType: 'RNG', cents: 50, at: NOON - HOUR }]);
    // 1.50 + 0.50 = 2.00 × 0.5 % = 0.01: the waiting turnover now earns its cent
    expect((await summary(member)).list).toEqual([
      expect.objectContaining({ vendor: 'PG', turnover: 2, amount: 0.01 }),
    ]);
    // a member that never bet has nothing to claim, said so clearly
    expect(await codeOf(claim(await freshMember(), 'nobody'))).toBe('NOTHING_TO_CLAIM');
  });

  it('claimed twice is paid once: same key (retry, double click) and two keys (two tabs)', async () => {
    const member = await freshMember();
    await addBets(member, [{ vendor: 'EVO', gameType: 'LIVE', cents: 500_000, at: NOON - DAY }]);
    const first = await claim(member, 'tab-a');
    const retry = await claim(member, 'tab-a');
    expect(retry).toEqual(first);
    expect(await codeOf(claim(member, 'tab-b'))).toBe('NOTHING_TO_CLAIM');
    expect(await rebateMovements(member)).toHaveLength(1);
    expect(await balanceCents(db, member.id)).toBe(4000n);

    // two tabs at the same moment, each with its own key: one is paid, the other refused
    const racer = await freshMember();
    await addBets(racer, [{ vendor: 'EVO', gameType: 'LIVE', cents: 500_000, at: NOON - DAY }]);
    const outcomes = await Promise.all(
      ['race-1', 'race-2', 'race-3'].map((key) => codeOf(claim(racer, key))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'NOTHING_TO_CLAIM')).toHaveLength(2);
    expect(await balanceCents(db, racer.id)).toBe(4000n);
    expect(await rebateMovements(racer)).toHaveLength(1);
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('needs an idempotency key and a real account', async () => {
    const member = await freshMember();
    expect(
      await codeOf(rebateHandlers.rebateClaim!(contextFor(member, {}, { key: undefined }))),
    ).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const trial = { ...member, type: 4 };
    expect(await codeOf(claim(trial, 'trial'))).toBe('NEED_TRUE_ACCOUNT');
  });

  it('pages the history newest first', async () => {
    const member = await freshMember();
    for (let d = 5; d >= 1; d--) {
      await addBets(member, [
        { vendor: 'EVO', gameType: 'LIVE', cents: 10_000 * d, at: NOON - d * DAY - HOUR },
      ]);
      await claim(member, `history-${d}`, {}, NOON - d * DAY);
    }
    const first = await history(member, 1, 2);
    expect(first.total).toBe(5);
    expect(first.list.map((c) => c.amount)).toEqual([0.8, 1.6]);
    expect((await history(member, 3, 2)).list.map((c) => c.amount)).toEqual([4]);
  });
});

describe('over HTTP', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await start();
  }, 180_000);
  afterAll(async () => emu?.close());

  const ctl = async (method: string, path: string, body?: unknown) =>
    (await control(emu.url, method, path, body)).body;

  async function tokenOf(merchant: string) {
    const res = await login(emu.url, REBATE_MEMBER.account, REBATE_MEMBER.password, {}, merchant);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return String(res.body.value?.token);
  }

  it('answers the rate table on every brand, longhai9 (MANPLAYREB3 off) too, and never to a visitor', async () => {
    for (const merchant of ['dflt88', 'angkor7', 'longhai9']) {
      const res = await call(
        emu.url,
        'GET',
        '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
        {
          merchant,
          token: await tokenOf(merchant),
        },
      );
      // dispatch holds the answer to the contract's response schema, so success means it passed
      expect(res.body.success, `${merchant}: ${JSON.stringify(res.body)}`).toBe(true);
      const expected = rebateRatesOf(merchant).map(([productType, vendor, ppm]) => ({
        productType,
        ...(vendor ? { vassalage: vendor } : {}),
        rate: ppm / 1_000_000,
      }));
      expect(res.body.value, merchant).toEqual(
        expect.arrayContaining(expected.map((row) => expect.objectContaining(row))),
      );
      expect((res.body.value as unknown as unknown[]).length, merchant).toBe(expected.length);
    }
    const one = await call(
      emu.url,
      'GET',
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType?productType=RNG',
      { merchant: 'longhai9', token: await tokenOf('longhai9') },
    );
    expect(
      (one.body.value as unknown as { productType: string }[]).map((r) => r.productType),
    ).toEqual(['RNG', 'RNG']);
    const visitor = await call(
      emu.url,
      'GET',
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
      {
        merchant: 'longhai9',
      },
    );
    expect(visitor.body.success).toBe(false);
  });

  it('is gated by MANPLAYREB3: off on longhai9, and off again when switched off on dflt88', async () => {
    const closed = await call(emu.url, 'GET', '/wps/relay/MCSFE_getManualRebateSummary', {
      merchant: 'longhai9',
      token: await tokenOf('longhai9'),
    });
    expect(closed.body.code).toBe('OPERATION_NOT_ALLOWED');

    const token = await tokenOf('dflt88');
    const open = await call(emu.url, 'GET', '/wps/relay/MCSFE_getManualRebateSummary', { token });
    expect(open.body.success).toBe(true);
    await ctl('PUT', '/__emulator/merchants/dflt88/modules', { MANPLAYREB3: false });
    try {
      for (const path of [
        '/wps/relay/MCSFE_getManualRebateSummary',
        '/wps/relay/MCSFE_getManualRebateHistory?pageNo=1&pageSize=10',
      ]) {
        const refused = await call(emu.url, 'GET', path, { token });
        expect(refused.body.code, path).toBe('OPERATION_NOT_ALLOWED');
      }
      const claimRefused = await call(emu.url, 'POST', '/wps/relay/MCSFE_claimManualRebate', {
        token,
        body: {},
      });
      expect(claimRefused.body.code).toBe('OPERATION_NOT_ALLOWED');
    } finally {
      await ctl('PUT', '/__emulator/merchants/dflt88/modules', { MANPLAYREB3: true });
    }
  });

  it('claims with the Idempotency-Key header, and the control reset makes the bets claimable again', async () => {
    const token = await tokenOf('dflt88');
    const headers = (key: string) => ({
      'content-type': 'application/json',
      Merchant: 'dflt88',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    });
    const shown = (await call(emu.url, 'GET', '/wps/relay/MCSFE_getManualRebateSummary', { token }))
      .body.value as unknown as Summary;
    const post = (key: string) =>
      fetch(`${emu.url}/wps/relay/MCSFE_claimManualRebate`, {
        method: 'POST',
        headers: headers(key),
        body: JSON.stringify({ asOf: shown.asOf }),
      }).then((r) => r.json() as Promise<{ success: boolean; code?: string; value?: Claim }>);
    const [a, b] = await Promise.all([post('http-a'), post('http-a')]);
    expect(a).toEqual(b);
    expect(a.value!.amount).toBe(shown.amount);
    expect((await post('http-b')).code).toBe('NOTHING_TO_CLAIM');
    const reset = await ctl(
      'DELETE',
      `/__emulator/merchants/dflt88/members/${REBATE_MEMBER.account}/rebate`,
    );
    expect(reset).toEqual({ reset: true, claimsForgotten: 1 });
    const again = (await call(emu.url, 'GET', '/wps/relay/MCSFE_getManualRebateSummary', { token }))
      .body.value as unknown as Summary;
    expect(again.amount).toBe(shown.amount);
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);
  });
});
