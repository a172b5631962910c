// Property tests of contracts over the database (fast-check, 25 runs): random trees of 2 to 5 levels,
// random contracts (created and accepted through the state machine), random bets and a clock that
// moves forward and back. Each run has a merchant of its own. Checked: money is conserved (every
// contract payment is one two-member transfer between the settlement's parties, the tree's total
// never changes, the ledger check stays clean), a downline is never paid more than the engine says
// for the period (recomputed here from the bets, not from the database), no period is settled twice
// or left out, and the lower-rate rule ends exactly the contracts it should and no other.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import type { MemberRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { ledgerCheck, post } from '../money/ledger.js';
import { acceptContract, createContract } from './actions.js';
import {
  periodKindOf,
  rateOf,
  settle,
  type ContractType,
  type MemberFigures,
  type Tier,
} from './engine.js';
import { tiersArb } from './arbitraries.js';
import { placeBets, type TeamBet } from './bets.js';
import { endedPeriods, HOUR_MS, periodAt } from './periods.js';
import { settleMerchant } from './runner.js';
import { termsOf, type ContractRow } from './store.js';

const RUNS = 25;
const DAY = 86_400_000;
/** A fixed start, so periods (weeks, half-months) fall the same way in every run. */
const T0 = Date.UTC(2026, 2, 14, 9, 30);

let db: Db;
let seq = 0;
/** What the runs exercised, so a generator change that makes them vacuous fails the test. */
const seen = { accepted: 0, endedByRule: 0, settlements: 0, payments: 0 };

beforeAll(async () => {
  db = await openSeededCopy();
}, 180_000);
afterAll(async () => db?.close());

interface Plan {
  /** parents[i] is the index of node i+1's upline (node 0 is the top). */
  parents: number[];
  openings: number[];
  offset: number;
  contracts: {
    child: number;
    type: ContractType;
    tiers: Tier[];
    periodType: 'D' | 'W' | 'H' | 'M';
    unit: number;
  }[];
  bets: { member: number; at: number; betCents: number; win: boolean }[];
  clock: number[];
}

const TYPES: ContractType[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** A tree of 2 to 5 levels: each node hangs under an earlier node above level 4. */
const parentsArb = fc.array(fc.nat(), { minLength: 1, maxLength: 14 }).map((picks) => {
  const level = [0];
  return picks.map((pick, i) => {
    const candidates = level.map((l, n) => [l, n] as const).filter(([l]) => l < 4);
    const parent = candidates[pick % candidates.length]![1];
    level[i + 1] = level[parent]! + 1;
    return parent;
  });
});

// One or two contract types per run, so uplines and downlines often hold the same type (the rule's case).
const planArb: fc.Arbitrary<Plan> = fc
  .tuple(parentsArb, fc.subarray(TYPES, { minLength: 1, maxLength: 2 }))
  .chain(([parents, types]) => {
    const nodes = parents.length + 1;
    const contract = fc
      .record({ child: fc.integer({ min: 1, max: nodes - 1 }), type: fc.constantFrom(...types) })
      .chain(({ child, type }) =>
        fc.record({
          child: fc.constant(child),
          type: fc.constant(type),
          // thresholds the random bets reach often, so most periods pay something
          tiers: tiersArb(type, 300),
          periodType: fc.constantFrom('D' as const, 'W' as const, 'H' as const, 'M' as const),
          unit: fc.integer({ min: 1, max: 500 }),
        }),
      );
    return fc.record({
      parents: fc.constant(parents),
      openings: fc.array(fc.integer({ min: 0, max: 300_000 }), {
        minLength: nodes,
        maxLength: nodes,
      }),
      offset: fc.constantFrom(-300, 0, 420, 480),
      contracts: fc.array(contract, { minLength: 1, maxLength: 16 }),
      bets: fc.array(
        fc.record({
          member: fc.integer({ min: 0, max: nodes - 1 }),
          at: fc.integer({ min: 0, max: 3 * DAY }),
          betCents: fc.integer({ min: 100, max: 200_000 }),
          win: fc.boolean(),
        }),
        { maxLength: 60 },
      ),
      // forward and back: from a day before the start to four days after it
      clock: fc.array(fc.integer({ min: -DAY, max: 4 * DAY }), { minLength: 2, maxLength: 7 }),
    });
  });

async function statuses(merchant: string) {
  const { rows } = await db.query<{ id: string; status: string; ended_by: string | null }>(
    'SELECT id::text AS id, status, ended_by FROM contracts WHERE merchant = $1',
    [merchant],
  );
  return new Map(rows.map((r) => [r.id, `${r.status}/${r.ended_by ?? ''}`]));
}

async function runPlan(plan: Plan) {
  const merchant = `prop${++seq}`;
  await db.query(
    `INSERT INTO merchants (code, name, cipher, currency, currency_symbol, default_language, main_domain, analytics_id)
     VALUES ($1, $1, 'none', 'USD', '$', 'EN', 'x.localhost', '')`,
    [merchant],
  );
  await db.query(
    `INSERT INTO mission_settings (merchant, utc_offset_minutes, time_zone, check_in_cents, streak_cents, streak_every)
     VALUES ($1, $2, 'Test', 1, 1, 7)`,
    [merchant, plan.offset],
  );
  const members: MemberRow[] = [];
  for (let i = 0; i <= plan.parents.length; i += 1) {
    const upline = i === 0 ? null : members[plan.parents[i - 1]!]!.id;
    const row = (
      await db.query<MemberRow>(
        `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, upline_id)
         VALUES ($1, $2, 'x', 'P', 1, 'USD', $3) RETURNING *`,
        [merchant, `n${i}`, upline],
      )
    ).rows[0]!;
    members.push(row);
    const cents = plan.openings[i]!;
    if (cents > 0)
      await post(db, {
        memberId: row.id,
        kind: 'opening',
        legs: [
          { account: { house: 'cash' }, cents: -cents },
          { account: { memberId: row.id, wallet: 'MAIN' }, cents },
        ],
      });
  }
  const parentOf = (i: number) => (i === 0 ? null : plan.parents[i - 1]!);

  // Contracts through the state machine; refusals (rate above the agent's own, a pending proposal) are skipped.
  // Deepest first (downlines already have contracts when their uplines get one: the lower-rate rule's case),
  // then in the drawn order again (uplines with contracts of their own: the rate-above-own refusal, replacements).
  const order = [...plan.contracts].sort((a, b) => b.child - a.child).concat(plan.contracts);
  for (const [n, c] of order.entries()) {
    const upline = members[parentOf(c.child)!]!;
    const downline = members[c.child]!;
    const at = T0 + n * 1000;
    let created: ContractRow;
    try {
      created = (
        await db.transaction((tx) =>
          createContract(
            tx,
            upline,
            c.type,
            {
              downlineAccount: downline.account,
              tiers: c.tiers,
              ...(c.type === 'dividend' ? { periodType: c.periodType } : {}),
              bettingUnit: c.unit,
            },
            at,
          ),
        )
      ).contract;
    } catch (e) {
      if (e instanceof ApiError) continue;
      throw e;
    }
    const before = await statuses(merchant);
    const rate = rateOf(c.type, c.tiers, c.unit);
    const { rows: live } = await db.query<{
      id: string;
      upline_id: number;
      downline_id: number;
      rate: string;
    }>(
      `SELECT id::text AS id, upline_id, downline_id, rate::text AS rate FROM contracts
        WHERE merchant = $1 AND type = $2 AND status IN ('ACTIVE', 'TERMINATE_REQUEST')`,
      [merchant, c.type],
    );
    try {
      await db.transaction((tx) => acceptContract(tx, downline, c.type, created.id, at + 500));
    } catch (e) {
      if (e instanceof ApiError) continue;
      throw e;
    }
    // Exactly: the proposal is ACTIVE, the pair's older one ended by agreement, the downline's dearer ones by the rule.
    const expected = new Map(before);
    expected.set(created.id, 'ACTIVE/');
    for (const l of live) {
      if (l.upline_id === upline.id && l.downline_id === downline.id)
        expected.set(l.id, 'TERMINATED/AGREEMENT');
      else if (l.upline_id === downline.id && Number(l.rate) > rate)
        expected.set(l.id, 'TERMINATED/LOWER_UPLINE_RATE');
    }
    expect(await statuses(merchant)).toEqual(expected);
    seen.accepted += 1;
    seen.endedByRule +=
      [...expected.values()].filter((v) => v.endsWith('LOWER_UPLINE_RATE')).length -
      [...before.values()].filter((v) => v.endsWith('LOWER_UPLINE_RATE')).length;
  }

  const betsOf = new Map<number, TeamBet[]>();
  for (const b of plan.bets) {
    const list = betsOf.get(b.member) ?? [];
    list.push({ at: T0 + b.at, betCents: b.betCents, payoutCents: b.win ? b.betCents * 2 : 0 });
    betsOf.set(b.member, list);
  }
  for (const [i, list] of betsOf) await placeBets(db, merchant, members[i]!.id, list);

  const ids = members.map((m) => m.id);
  const treeTotal = async () =>
    Number(
      (
        await db.query<{ s: string }>(
          `SELECT COALESCE(sum(cents), 0)::text AS s FROM postings WHERE member_id = ANY($1::int[])`,
          [ids],
        )
      ).rows[0]!.s,
    );
  const totalBefore = await treeTotal();
  for (const move of plan.clock)
    await db.transaction((tx) => settleMerchant(tx, merchant, T0 + move));
  const latest = T0 + Math.max(...plan.clock);

  // Money: the tree holds what it held; every contract payment is a two-member transfer between its parties.
  expect(await treeTotal()).toBe(totalBefore);
  const { rows: payments } = await db.query<{
    reference: string;
    legs: { member_id: number; wallet: string; cents: string }[];
  }>(
    `SELECT m.reference, json_agg(json_build_object('member_id', p.member_id, 'wallet', p.wallet, 'cents', p.cents::text)) AS legs
       FROM movements m JOIN postings p ON p.movement_id = m.id
      WHERE m.merchant = $1 AND m.kind IN ('salary', 'dividend') GROUP BY m.id`,
    [merchant],
  );
  const { rows: settlements } = await db.query<{
    id: string;
    contract_id: string;
    upline_id: number;
    downline_id: number;
    period_start: Date;
    period_end: Date;
    volume_cents: string;
    amount_cents: string;
    paid_cents: string;
  }>(
    `SELECT id::text, contract_id::text, upline_id, downline_id, period_start, period_end, volume_cents::text,
            amount_cents::text, paid_cents::text FROM contract_settlements WHERE merchant = $1`,
    [merchant],
  );
  const byId = new Map(settlements.map((s) => [`S${s.id}`, s]));
  const paidTo = new Map<string, number>();
  for (const p of payments) {
    const s = byId.get(p.reference)!;
    expect(s).toBeDefined();
    expect(p.legs).toHaveLength(2);
    const out = p.legs.find((l) => Number(l.cents) < 0)!;
    const into = p.legs.find((l) => Number(l.cents) > 0)!;
    expect([out.member_id, out.wallet, into.member_id, into.wallet]).toEqual([
      s.upline_id,
      'MAIN',
      s.downline_id,
      'MAIN',
    ]);
    expect(Number(out.cents) + Number(into.cents)).toBe(0);
    paidTo.set(p.reference, (paidTo.get(p.reference) ?? 0) + Number(into.cents));
  }

  // Per contract in force: every ended period settled once, each for what the engine says from the bets.
  const { rows: contracts } = await db.query<ContractRow>(
    `SELECT c.*, c.id::text AS id, c.rate::text AS rate, c.betting_unit::text AS betting_unit FROM contracts c
      WHERE c.merchant = $1 AND c.activated_at IS NOT NULL`,
    [merchant],
  );
  const descendants = (i: number): number[] => [
    i,
    ...plan.parents.flatMap((p, j) => (p === i ? descendants(j + 1) : [])),
  ];
  for (const c of contracts) {
    const terms = termsOf(c);
    const kind = periodKindOf(terms);
    const mine = settlements
      .filter((s) => s.contract_id === c.id)
      .sort((a, b) => new Date(a.period_start).getTime() - new Date(b.period_start).getTime());
    const inForce = c.status === 'ACTIVE' || c.status === 'TERMINATE_REQUEST';
    const expectedSpans = inForce
      ? endedPeriods(
          kind,
          periodAt(kind, new Date(c.activated_at!).getTime(), plan.offset).start,
          latest,
          plan.offset,
        )
      : [];
    const team = descendants(members.findIndex((m) => m.id === c.downline_id));
    const settledSpans = mine.map((s) => new Date(s.period_start).getTime());
    expect(new Set(settledSpans).size).toBe(settledSpans.length);
    for (const span of expectedSpans) {
      const figures = new Map<number, MemberFigures>();
      const hours: Map<number, MemberFigures>[] = Array.from({ length: 24 }, () => new Map());
      for (const i of team)
        for (const b of betsOf.get(i) ?? []) {
          if (b.at < span.start || b.at >= span.end) continue;
          for (const into of [figures, hours[Math.floor((b.at - span.start) / HOUR_MS)]])
            if (into) {
              const f = into.get(i) ?? { betCents: 0, validBetCents: 0, winLossCents: 0 };
              f.betCents += b.betCents;
              f.validBetCents += b.betCents;
              f.winLossCents += b.payoutCents - b.betCents;
              into.set(i, f);
            }
        }
      const engine = settle(terms, {
        members: [...figures.values()],
        ...(c.type === 'hourly' ? { hours: hours.map((h) => [...h.values()]) } : {}),
      });
      const row = mine.find((s) => new Date(s.period_start).getTime() === span.start);
      if (c.type === 'realtime' && engine.volumeCents === 0) {
        expect(row).toBeUndefined();
        continue;
      }
      expect(row, `C${c.id} ${c.type} period ${new Date(span.start).toISOString()}`).toBeDefined();
      expect(Number(row!.volume_cents)).toBe(engine.volumeCents);
      expect(Number(row!.amount_cents)).toBe(engine.amountCents);
      const paid = paidTo.get(`S${row!.id}`) ?? 0;
      expect(paid).toBe(Number(row!.paid_cents));
      expect(paid).toBeLessThanOrEqual(engine.amountCents);
    }
    expect(mine.length).toBe(expectedSpans.filter((s) => settledSpans.includes(s.start)).length);
  }
  expect((await ledgerCheck(db)).ok).toBe(true);
  seen.settlements += settlements.length;
  seen.payments += payments.length;
}

describe('contracts over the database', () => {
  it(`conserve money, pay what the engine says once per period, and end exactly the dearer contracts (${RUNS} runs)`, async () => {
    await fc.assert(fc.asyncProperty(planArb, runPlan), { numRuns: RUNS });
    expect(seen.accepted).toBeGreaterThan(RUNS);
    expect(seen.endedByRule).toBeGreaterThan(0);
    expect(seen.settlements).toBeGreaterThan(RUNS);
    expect(seen.payments).toBeGreaterThan(0);
    console.info('contract property runs exercised', seen);
  }, 120_000);
});
