import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import type { CallContext, MemberRow, MerchantRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, ledgerCheck, once, post, walletBalances, type Queryable } from './ledger.js';

let db: Db;
let merchant: MerchantRow;

beforeAll(async () => {
  db = await openSeededCopy();
  merchant = (await db.query<MerchantRow>("SELECT * FROM merchants WHERE code = 'dflt88'"))
    .rows[0]!;
}, 120_000);
afterAll(async () => db?.close());

async function memberOf(account: string): Promise<MemberRow> {
  return (
    await db.query<MemberRow>('SELECT * FROM members WHERE merchant = $1 AND account = $2', [
      merchant.code,
      account,
    ])
  ).rows[0]!;
}

function contextFor(member: MemberRow, idempotencyKey: string | undefined): CallContext {
  return {
    db,
    endpoint: 'walletTransfer',
    merchant,
    member,
    input: {},
    token: 'test',
    language: 'EN',
    ip: '127.0.0.1',
    idempotencyKey,
    now: Date.now,
  };
}

let created = 0;
/** A member of its own with an opening balance, so other seeds' history cannot change the figures. */
async function freshMember(openingCents: number): Promise<MemberRow> {
  created += 1;
  const member = (
    await db.query<MemberRow>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency)
       VALUES ($1, $2, 'x', 'Ledger', 0, $3) RETURNING *`,
      [merchant.code, `ledger${created}`, merchant.currency],
    )
  ).rows[0]!;
  if (openingCents > 0) await credit(member.id, openingCents);
  return member;
}

const movementCount = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM movements')).rows[0]!.n);

/** Moves cents from MAIN to the PG wallet: the smallest real money call. */
const transfer = (tx: Queryable, memberId: number, cents: number) =>
  post(tx, {
    memberId,
    kind: 'transfer-out',
    legs: [
      { account: { memberId, wallet: 'MAIN' }, cents: -cents },
      { account: { memberId, wallet: 'PG' }, cents },
    ],
  });

/** Pays cents from house cash into MAIN (an adjustment). */
const credit = (memberId: number, cents: number) =>
  post(db, {
    memberId,
    kind: 'adjustment',
    legs: [
      { account: { house: 'cash' }, cents: -cents },
      { account: { memberId, wallet: 'MAIN' }, cents },
    ],
  });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return e instanceof ApiError ? e.code : `Error: ${(e as Error).message}`;
  }
};

describe('post', () => {
  it('seeds opening balances as ledger movements', async () => {
    // Other seeds add history (deposits, bets) after the opening movement, so look at that movement itself.
    const demo = await memberOf('demo');
    const opening = await db.query<{ wallet: string | null; house: string | null; cents: string }>(
      `SELECT p.wallet, p.house, p.cents::text AS cents FROM movements m JOIN postings p ON p.movement_id = m.id
       WHERE m.member_id = $1 AND m.kind = 'opening' ORDER BY p.cents`,
      [demo.id],
    );
    expect(opening.rows).toEqual([
      { wallet: null, house: 'cash', cents: '-888800' },
      { wallet: 'MAIN', house: null, cents: '888800' },
    ]);
    const balances = await walletBalances(db, demo.id);
    expect(balances.MAIN).toBe(await balanceCents(db, demo.id));
    expect((await ledgerCheck(db)).ok).toBe(true);
  });

  it('refuses legs that do not sum to zero, a single leg and zero-cent legs, writing nothing', async () => {
    const demo = await memberOf('demo');
    const before = await movementCount();
    const unbalanced = post(db, {
      memberId: demo.id,
      kind: 'adjustment',
      legs: [
        { account: { house: 'cash' }, cents: -100 },
        { account: { memberId: demo.id, wallet: 'MAIN' }, cents: 99 },
      ],
    });
    expect(await codeOf(unbalanced)).toMatch(/sum to -1 cents/);
    const single = post(db, {
      memberId: demo.id,
      kind: 'adjustment',
      legs: [{ account: { house: 'cash' }, cents: 0 }],
    });
    expect(await codeOf(single)).toMatch(/at least two legs/);
    const zero = post(db, {
      memberId: demo.id,
      kind: 'adjustment',
      legs: [
        { account: { house: 'cash' }, cents: 0 },
        { account: { memberId: demo.id, wallet: 'MAIN' }, cents: 0 },
      ],
    });
    expect(await codeOf(zero)).toMatch(/0 cents/);
    expect(await movementCount()).toBe(before);
  });

  it('refuses to overdraw a member wallet but lets a house account go negative', async () => {
    const player = await freshMember(10_000);
    expect(await codeOf(transfer(db, player.id, 10_001))).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceCents(db, player.id)).toBe(10_000n);
    await transfer(db, player.id, 10_000);
    expect(await walletBalances(db, player.id)).toEqual({ MAIN: 0n, PG: 10_000n });
    const cash = await db.query<{ cents: string }>(
      "SELECT SUM(cents)::text AS cents FROM postings WHERE house = 'cash' AND merchant = 'dflt88'",
    );
    expect(BigInt(cash.rows[0]!.cents)).toBeLessThan(0n);
  });

  it('lets concurrent posts spend the same money only once', async () => {
    const player = await freshMember(20_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => codeOf(transfer(db, player.id, 6_000))),
    );
    expect(results.filter((r) => r === 'resolved')).toHaveLength(3);
    expect(results.filter((r) => r === 'INSUFFICIENT_BALANCE')).toHaveLength(2);
    expect(await balanceCents(db, player.id)).toBe(2_000n);
  });
});

describe('once', () => {
  it('needs a key', async () => {
    const demo = await memberOf('demo');
    const call = once(contextFor(demo, undefined), 'transfer', async () => 'moved');
    expect(await codeOf(call)).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('answers a repeated key with the first answer and moves nothing again', async () => {
    const demo = await freshMember(10_000);
    const ctx = contextFor(demo, 'intent-repeat-1');
    const run = async (tx: Queryable) => ({ movementId: await transfer(tx, demo.id, 500) });
    const before = await balanceCents(db, demo.id);
    const first = await once(ctx, 'transfer', run);
    const again = await once(ctx, 'transfer', run);
    expect(again).toEqual(first);
    expect(await balanceCents(db, demo.id)).toBe(before - 500n);
    expect(await codeOf(once(ctx, 'withdraw', run))).toBe('DUPLICATE_REQUEST');
    // The key is the member's: another member may use the same one for its own call.
    const other = await freshMember(30_000);
    await once(contextFor(other, 'intent-repeat-1'), 'transfer', (tx) =>
      transfer(tx, other.id, 100),
    );
    expect(await balanceCents(db, other.id)).toBe(29_900n);
  });

  it('stores a refusal: the retry gets the same error even when it would now succeed', async () => {
    const player = await freshMember(40_000);
    const ctx = contextFor(player, 'intent-refused-1');
    // The run posts first, then fails: the savepoint rolls its postings back.
    const run = async (tx: Queryable) => {
      await transfer(tx, player.id, 100);
      await transfer(tx, player.id, 50_000);
      return 'moved';
    };
    expect(await codeOf(once(ctx, 'transfer', run))).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceCents(db, player.id)).toBe(40_000n);
    await credit(player.id, 100_000);
    expect(await codeOf(once(ctx, 'transfer', run))).toBe('INSUFFICIENT_BALANCE');
    expect(await walletBalances(db, player.id)).toEqual({ MAIN: 140_000n });
  });

  it('does not store a crash, so the retry runs again', async () => {
    const demo = await memberOf('demo');
    const ctx = contextFor(demo, 'intent-crash-1');
    expect(
      await codeOf(
        once(ctx, 'transfer', async () => {
          throw new Error('handler bug');
        }),
      ),
    ).toBe('Error: handler bug');
    expect(await once(ctx, 'transfer', async () => 'second try')).toBe('second try');
  });

  it('applies concurrent calls with the same key once', async () => {
    const player = await freshMember(50_000);
    const ctx = contextFor(player, 'intent-two-tabs');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        once(ctx, 'transfer', async (tx) => ({ movementId: await transfer(tx, player.id, 1_000) })),
      ),
    );
    expect(new Set(answers.map((a) => a.movementId)).size).toBe(1);
    expect(await balanceCents(db, player.id)).toBe(49_000n);
    const keys = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM idempotency WHERE key = 'intent-two-tabs'",
    );
    expect(keys.rows[0]!.n).toBe('1');
    const keyed = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM movements WHERE idempotency_key = 'intent-two-tabs'",
    );
    expect(keyed.rows[0]!.n).toBe('1');
  });
});

describe('ledgerCheck', () => {
  it('finds a planted imbalance and a movement without postings', async () => {
    const clean = await ledgerCheck(db);
    expect(clean).toMatchObject({ ok: true, sumCents: 0, unbalancedMovements: 0 });
    expect(clean.movements).toBeGreaterThan(0);
    expect(clean.postings).toBeGreaterThanOrEqual(2 * clean.movements);

    const demo = await memberOf('demo');
    const planted = await db.query<{ id: string }>(
      "INSERT INTO movements (merchant, member_id, kind) VALUES ('dflt88', $1, 'adjustment') RETURNING id::text AS id",
      [demo.id],
    );
    await db.query(
      "INSERT INTO postings (movement_id, merchant, member_id, wallet, cents) VALUES ($1, 'dflt88', $2, 'MAIN', 5)",
      [planted.rows[0]!.id, demo.id],
    );
    await db.query(
      "INSERT INTO movements (merchant, member_id, kind) VALUES ('dflt88', $1, 'adjustment')",
      [demo.id],
    );
    const broken = await ledgerCheck(db);
    expect(broken).toMatchObject({
      ok: false,
      sumCents: 5,
      unbalancedMovements: 1,
      movementsWithoutPostings: 1,
      movements: clean.movements + 2,
      postings: clean.postings + 1,
    });
  });

  it('counts a key whose money moved in two transactions', async () => {
    const player = await freshMember(10_000);
    const before = (await ledgerCheck(db)).keysAppliedTwice;
    // The same key in two transactions, as a handler that bypassed once() on a retry would leave it.
    for (let i = 0; i < 2; i++)
      await db.transaction(async (tx) => {
        await tx.query("SELECT set_config('ledger.idempotency_key', 'applied-twice', true)");
        await transfer(tx, player.id, 100);
      });
    expect((await ledgerCheck(db)).keysAppliedTwice).toBe(before + 1);
  });

  it('counts a member wallet below zero', async () => {
    const player = await freshMember(0);
    const movement = await db.query<{ id: string }>(
      "INSERT INTO movements (merchant, member_id, kind) VALUES ('dflt88', $1, 'adjustment') RETURNING id::text AS id",
      [player.id],
    );
    await db.query(
      `INSERT INTO postings (movement_id, merchant, member_id, wallet, house, cents)
       VALUES ($1, 'dflt88', $2, 'MAIN', NULL, -999999), ($1, 'dflt88', NULL, NULL, 'cash', 999999)`,
      [movement.rows[0]!.id, player.id],
    );
    expect((await ledgerCheck(db)).balanceMismatches).toBe(1);
  });
});
