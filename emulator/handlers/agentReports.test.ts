// The agent reports over a small team built here (4 levels, an outsider beside it), so every figure
// is known: team scope by the recursive walk, local days, paging with page and grand totals, the
// downline and game-type filters, the range rules, agents only; then agent01's seeded team, whose
// reports must agree with each other whatever its size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import type { CallContext, MemberRow, MerchantRow } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { post } from '../money/ledger.js';
import { agentReportHandlers } from './agentReports.js';

let db: Db;
let merchant: MerchantRow;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A fixed "now" at 12:00 UTC on 20 November 2026; the team's history is placed before it. */
const NOW = Date.UTC(2026, 10, 20, 12);
const TODAY = '2026-11-20';
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let created = 0;
async function addMember(type: number, upline: MemberRow | null, registeredAt: number) {
  created += 1;
  return (
    await db.query<MemberRow>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, upline_id, registered_at)
       VALUES ($1, $2, 'x', 'Report', $3, 'USD', $4, $5) RETURNING *`,
      [
        merchant.code,
        `rpt${created}`,
        type,
        upline?.id ?? null,
        new Date(registeredAt).toISOString(),
      ],
    )
  ).rows[0]!;
}

interface BetSeed {
  gameType: string;
  /** stake in cents */
  cents: number;
  payout: number;
  at: number;
  status?: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}
async function addBets(member: MemberRow, bets: BetSeed[]) {
  for (const [i, b] of bets.entries()) {
    const status = b.status ?? 'SETTLED';
    await db.query(
      `INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents,
                         valid_bet_cents, payout_cents, status, placed_at, settled_at)
       VALUES ($1, $2, 'PG', $3, 'Test game', $4, $5, $6, $7, $8, $9, $9)`,
      [
        merchant.code,
        member.id,
        b.gameType,
        `R${member.id}-${i}`,
        b.cents,
        status === 'SETTLED' ? b.cents : 0,
        status === 'SETTLED' ? b.payout : 0,
        status,
        new Date(b.at).toISOString(),
      ],
    );
  }
}

const house = (kind: 'deposits' | 'withdrawals-paid' | 'bonus' | 'cash') => ({ house: kind });
const main = (m: MemberRow) => ({ memberId: m.id, wallet: 'MAIN' });
async function move(
  m: MemberRow,
  kind:
    | 'deposit'
    | 'withdrawal'
    | 'bonus'
    | 'rebate'
    | 'salary'
    | 'dividend'
    | 'downline-transfer'
    | 'upline-transfer',
  cents: number,
  at: number,
  other: MemberRow | 'house',
) {
  const from =
    other === 'house'
      ? kind === 'deposit'
        ? house('deposits')
        : kind === 'withdrawal'
          ? house('withdrawals-paid')
          : house('bonus')
      : main(other);
  // cents > 0: money into m's wallet from `other`; < 0: out of it to `other`
  await post(db, {
    memberId: m.id,
    kind,
    at,
    legs: [
      { account: main(m), cents },
      { account: from, cents: -cents },
    ],
  });
}

function ctxOf(
  endpoint: string,
  member: MemberRow,
  input: Record<string, unknown>,
  now = NOW,
): CallContext {
  return {
    db,
    endpoint,
    merchant,
    member,
    input,
    token: 'test',
    language: 'EN',
    ip: '127.0.0.1',
    idempotencyKey: undefined,
    now: () => now,
  };
}
const run = <T>(name: string, member: MemberRow, input: Record<string, unknown>, now = NOW) =>
  agentReportHandlers[name]!(ctxOf(name, member, input, now)) as Promise<T>;
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return e instanceof ApiError ? e.code : `Error: ${(e as Error).message}`;
  }
};

// agent → sub1 (41) → sub2 (42) → p3; agent → p1; sub1 → p2; outsider elsewhere.
let agent: MemberRow, upline: MemberRow, sub1: MemberRow, sub2: MemberRow;
let p1: MemberRow, p2: MemberRow, p3: MemberRow, outsider: MemberRow, player: MemberRow;

beforeAll(async () => {
  db = await openSeededCopy();
  merchant = (await db.query<MerchantRow>(`SELECT * FROM merchants WHERE code = 'dflt88'`))
    .rows[0]!;
  const long = NOW - 200 * DAY;
  upline = await addMember(1, null, long);
  agent = await addMember(1, upline, long);
  sub1 = await addMember(41, agent, long);
  sub2 = await addMember(42, sub1, long);
  p1 = await addMember(0, agent, NOW - 2 * DAY); // new in the last week, two days ago
  p2 = await addMember(0, sub1, long);
  p3 = await addMember(0, sub2, NOW - 40 * DAY);
  outsider = await addMember(0, upline, NOW - 2 * DAY);
  player = await addMember(0, null, long);

  await addBets(p1, [
    { gameType: 'RNG', cents: 1000, payout: 0, at: NOW - 2 * DAY + HOUR },
    { gameType: 'LIVE', cents: 500, payout: 1500, at: NOW - DAY },
  ]);
  await addBets(p2, [
    { gameType: 'RNG', cents: 2000, payout: 1000, at: NOW - DAY + HOUR },
    { gameType: 'RNG', cents: 300, payout: 0, at: NOW - DAY + 2 * HOUR, status: 'CANCELLED' },
  ]);
  await addBets(p3, [{ gameType: 'RNG', cents: 4000, payout: 0, at: NOW - 3 * HOUR }]);
  await addBets(sub1, [{ gameType: 'FISH', cents: 700, payout: 700, at: NOW - 3 * DAY }]);
  await addBets(outsider, [{ gameType: 'RNG', cents: 99_900, payout: 0, at: NOW - DAY }]);

  await move(p1, 'deposit', 10_000, NOW - 2 * DAY, 'house');
  await move(p2, 'deposit', 5_000, NOW - DAY, 'house');
  await move(p2, 'withdrawal', -2_000, NOW - DAY + 3 * HOUR, 'house');
  await move(p2, 'bonus', 300, NOW - DAY + 4 * HOUR, 'house');
  await move(p3, 'rebate', 40, NOW - HOUR, 'house');
  await move(outsider, 'deposit', 77_700, NOW - DAY, 'house');
  // the agent's own money: an opening, a salary from its upline, salary and dividend to its
  // downlines, a transfer down and one up from a downline
  await move(upline, 'deposit', 100_000, NOW - 10 * DAY, 'house');
  await move(agent, 'deposit', 50_000, NOW - 10 * DAY, 'house');
  await move(agent, 'salary', 1_200, NOW - DAY, upline);
  await move(agent, 'salary', -400, NOW - DAY + HOUR, sub1);
  await move(agent, 'dividend', -600, NOW - 3 * HOUR, sub1);
  await move(agent, 'downline-transfer', -2_500, NOW - 2 * HOUR, p1);
  await move(p2, 'upline-transfer', -100, NOW - HOUR, sub1);
  await move(sub1, 'upline-transfer', -250, NOW - HOUR, agent);
}, 180_000);
afterAll(async () => db?.close());

const week = { from: day(NOW - 6 * DAY), to: TODAY };

interface Overview {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawn: number;
  bets: number;
  validBets: number;
  profit: number;
  days: ({ day: string } & Omit<Overview, 'days' | 'teamSize'>)[];
}

describe('agentTeamOverview', () => {
  it('sums the whole team at every level and nobody outside it', async () => {
    const o = await run<Overview>('agentTeamOverview', agent, week);
    expect(o.teamSize).toBe(5);
    expect(o.newMembers).toBe(1); // p1; p3 joined 40 days ago, the outsider is not in the team
    expect(o.activeMembers).toBe(4); // p1, p2, p3, sub1
    // p1's 100.00 and p2's 50.00 (the agent's transfer to p1 is not a deposit)
    expect(o.deposits).toBe(150);
    expect(o.withdrawn).toBe(20);
    // stakes of every bet but the cancelled one: 10 + 5 + 20 + 40 + 7
    expect(o.bets).toBe(82);
    expect(o.validBets).toBe(82);
    // (0 - 10) + (15 - 5) + (10 - 20) + (0 - 40) + (7 - 7)
    expect(o.profit).toBe(-50);
  });

  it('gives one entry per day, oldest first, with the figures of that day', async () => {
    const o = await run<Overview>('agentTeamOverview', agent, week);
    expect(o.days.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => day(NOW - (6 - i) * DAY)),
    );
    const yesterday = o.days.find((d) => d.day === day(NOW - DAY))!;
    expect(yesterday).toMatchObject({
      activeMembers: 2,
      bets: 25,
      profit: 0,
      deposits: 50,
      withdrawn: 20,
    });
    const twoDaysAgo = o.days.find((d) => d.day === day(NOW - 2 * DAY))!;
    expect(twoDaysAgo).toMatchObject({ newMembers: 1, activeMembers: 1, bets: 10, deposits: 100 });
    expect(o.days.reduce((n, d) => n + d.bets, 0)).toBe(o.bets);
  });

  it("takes the days of the agent's own time zone", async () => {
    // p3's bet at 09:00 UTC today is still today at UTC+7 (16:00) and at UTC-10 (23:00 yesterday)
    const east = await run<Overview>('agentTeamOverview', agent, { ...week, utcOffset: 420 });
    const west = await run<Overview>('agentTeamOverview', agent, {
      ...week,
      to: day(NOW - DAY),
      utcOffset: -600,
    });
    expect(east.days.at(-1)).toMatchObject({ day: TODAY, bets: 40 });
    expect(west.days.at(-1)).toMatchObject({ day: day(NOW - DAY), bets: 40 + 25 });
  });

  it('refuses what is not a range of at most 90 days up to today, and non-agents', async () => {
    const code = (input: Record<string, unknown>, who = agent) =>
      codeOf(run('agentTeamOverview', who, input));
    expect(await code({ from: TODAY, to: day(NOW - DAY) })).toBe('VALIDATION_FAILED');
    expect(await code({ from: day(NOW - 90 * DAY), to: TODAY })).toBe('VALIDATION_FAILED');
    expect(await code({ from: TODAY, to: day(NOW + DAY) })).toBe('VALIDATION_FAILED');
    // 12:00 UTC is already tomorrow at UTC+14: that day is today there
    expect(await code({ from: day(NOW + DAY), to: day(NOW + DAY), utcOffset: 840 })).toBe(
      'resolved',
    );
    expect(await code({ from: day(NOW - 89 * DAY), to: TODAY })).toBe('resolved');
    expect(await code(week, player)).toBe('OPERATION_NOT_ALLOWED');
  });
});

interface Page<Row, Sums> {
  pageNo: number;
  total: number;
  totalPages: number;
  totals: Sums;
  pageTotals: Sums;
  list: Row[];
}
type Bets = Page<
  { id: string; account: string; level: number; bet: number; winLoss: number; placedAt: string },
  { bet: number; validBet: number; winLoss: number }
>;

describe('agentTeamBets', () => {
  it("pages the team's bets newest first with the page's and the whole filter's sums", async () => {
    const first = await run<Bets>('agentTeamBets', agent, { ...week, pageSize: 4 });
    const second = await run<Bets>('agentTeamBets', agent, { ...week, pageSize: 4, pageNo: 2 });
    expect(first.total).toBe(6);
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    const times = [...first.list, ...second.list].map((b) => b.placedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.totals).toEqual(second.totals);
    expect(first.totals).toEqual({ bet: 82, validBet: 82, winLoss: -50 });
    expect(first.pageTotals.bet + second.pageTotals.bet).toBe(82);
    expect(first.list[0]).toMatchObject({ account: p3.account, level: 3, bet: 40, winLoss: -40 });
  });

  it("narrows to one downline's own bets and to a game type; refuses an outsider", async () => {
    const own = await run<Bets>('agentTeamBets', agent, {
      ...week,
      account: sub1.account.toUpperCase(),
    });
    expect(own.list.map((b) => b.account)).toEqual([sub1.account]);
    const live = await run<Bets>('agentTeamBets', agent, { ...week, gameType: 'LIVE' });
    expect(live.total).toBe(1);
    expect(live.totals).toEqual({ bet: 5, validBet: 5, winLoss: 10 });
    expect(await codeOf(run('agentTeamBets', agent, { ...week, account: outsider.account }))).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    // a sub-agent sees its own team only
    const sub = await run<Bets>('agentTeamBets', sub1, week);
    expect(new Set(sub.list.map((b) => b.account))).toEqual(new Set([p2.account, p3.account]));
  });
});

type LossLine = {
  account: string;
  level: number;
  bets: number;
  bet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  deposits: number;
  withdrawn: number;
  profit: number;
};
type Loss = Page<LossLine, Omit<LossLine, 'account' | 'level'>>;

describe('agentUserLoss', () => {
  it('lists each member with activity, biggest loss first, with totals', async () => {
    const loss = await run<Loss>('agentUserLoss', agent, week);
    expect(loss.list.map((l) => l.account)).toEqual([
      p3.account,
      p2.account,
      sub1.account,
      p1.account,
    ]);
    expect(loss.list[1]).toEqual({
      account: p2.account,
      level: 2,
      bets: 2,
      bet: 20,
      validBet: 20,
      winLoss: -10,
      bonus: 3,
      rebate: 0,
      deposits: 50,
      withdrawn: 20,
      profit: -7,
    });
    expect(loss.totals).toMatchObject({
      bets: 6,
      bet: 82,
      winLoss: -50,
      bonus: 3,
      rebate: 0.4,
      deposits: 150,
      withdrawn: 20,
    });
    expect(loss.totals.profit).toBe(-46.6);
    expect(loss.pageTotals).toEqual(loss.totals);
  });

  it('pages, narrows to a downline and to a game type', async () => {
    const page2 = await run<Loss>('agentUserLoss', agent, { ...week, pageSize: 3, pageNo: 2 });
    expect(page2.list.map((l) => l.account)).toEqual([p1.account]);
    expect(page2.total).toBe(4);
    expect(page2.totals.bet).toBe(82);
    expect(page2.pageTotals.bet).toBe(15);
    const one = await run<Loss>('agentUserLoss', agent, { ...week, account: p2.account });
    expect(one.list.map((l) => l.account)).toEqual([p2.account]);
    const fish = await run<Loss>('agentUserLoss', agent, { ...week, gameType: 'FISH' });
    expect(fish.list.map((l) => l.account)).toEqual([sub1.account]);
  });
});

type IncomeDay = {
  day: string;
  salaryIn: number;
  salaryOut: number;
  dividendIn: number;
  dividendOut: number;
  transferIn: number;
  transferOut: number;
  net: number;
};
type Income = Page<IncomeDay, Omit<IncomeDay, 'day'>>;

describe('agentIncome', () => {
  it("adds up the agent's salaries, dividends and transfers by day", async () => {
    const income = await run<Income>('agentIncome', agent, week);
    expect(income.list).toEqual([
      {
        day: TODAY,
        salaryIn: 0,
        salaryOut: 0,
        dividendIn: 0,
        dividendOut: 6,
        transferIn: 2.5,
        transferOut: 25,
        net: -28.5,
      },
      {
        day: day(NOW - DAY),
        salaryIn: 12,
        salaryOut: 4,
        dividendIn: 0,
        dividendOut: 0,
        transferIn: 0,
        transferOut: 0,
        net: 8,
      },
    ]);
    expect(income.totals).toEqual({
      salaryIn: 12,
      salaryOut: 4,
      dividendIn: 0,
      dividendOut: 6,
      transferIn: 2.5,
      transferOut: 25,
      net: -20.5,
    });
    const upline_ = await run<Income>('agentIncome', upline, week);
    expect(upline_.totals).toMatchObject({ salaryOut: 12, net: -12 });
  });
});

type Entry = { transactionId: string; account: string; type: string; amount: number };
type Entries = Page<Entry, { in: number; out: number }>;

describe('agentTeamTransactions', () => {
  it("lists the team's movements with their types, each side of a transfer inside the team", async () => {
    const all = await run<Entries>('agentTeamTransactions', agent, { ...week, pageSize: 100 });
    expect(all.list.some((e) => e.account === outsider.account)).toBe(false);
    const transfers = all.list.filter((e) => e.type === 'TRANSFER');
    // p2 → sub1 (two lines), sub1 → agent (one: the agent is not in its own team), agent → p1
    expect(transfers.map((e) => [e.account, e.amount])).toEqual(
      expect.arrayContaining([
        [p2.account, -1],
        [sub1.account, 1],
        [sub1.account, -2.5],
        [p1.account, 25],
      ]),
    );
    expect(transfers).toHaveLength(4);
    expect(all.list.filter((e) => e.type === 'SALARY').map((e) => [e.account, e.amount])).toEqual([
      [sub1.account, 4],
    ]);
    expect(all.totals.in).toBe(all.pageTotals.in);
    const salaries = await run<Entries>('agentTeamTransactions', agent, {
      ...week,
      transactionType: 'DIVIDEND',
    });
    expect(salaries.list.map((e) => e.amount)).toEqual([6]);
    expect(salaries.totals).toEqual({ in: 6, out: 0 });
    const one = await run<Entries>('agentTeamTransactions', agent, {
      ...week,
      account: p2.account,
    });
    expect(new Set(one.list.map((e) => e.type))).toEqual(
      new Set(['DEPOSIT', 'WITHDRAWAL', 'BONUS', 'TRANSFER']),
    );
    expect(one.totals).toEqual({ in: 53, out: 21 });
  });
});

describe("agent01's seeded team", () => {
  it('answers every report, and the reports agree with each other', async () => {
    const agent01 = (
      await db.query<MemberRow>(
        `SELECT * FROM members WHERE merchant = 'dflt88' AND account = 'agent01'`,
      )
    ).rows[0]!;
    const now = Date.now();
    const range = { from: day(now - 29 * DAY), to: day(now) };
    const started = performance.now();
    const o = await run<Overview>('agentTeamOverview', agent01, range, now);
    const bets = await run<Bets>('agentTeamBets', agent01, range, now);
    const loss = await run<Loss>('agentUserLoss', agent01, range, now);
    const entries = await run<Entries>('agentTeamTransactions', agent01, range, now);
    await run<Income>('agentIncome', agent01, range, now);
    const perCall = (performance.now() - started) / 5;
    expect(o.teamSize).toBeGreaterThanOrEqual(5);
    expect(bets.totals.bet).toBe(o.bets);
    expect(loss.totals.bet).toBe(o.bets);
    expect(loss.totals.winLoss).toBe(o.profit);
    expect(loss.totals.deposits).toBe(o.deposits);
    expect(loss.totals.withdrawn).toBe(o.withdrawn);
    expect(entries.total).toBeGreaterThanOrEqual(0);
    console.info(
      `agent01: team ${o.teamSize}, ${bets.total} bets in 30 days, ${perCall.toFixed(0)} ms a report`,
    );
  });
});
