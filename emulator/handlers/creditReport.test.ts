import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallContext, MemberRow, MerchantRow } from '../context.js';
import { compileEndpoints, describeErrors, type CompiledEndpoint } from '../contract/endpoints.js';
import { placeBets } from '../contracts/bets.js';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import { ApiError } from '../http/envelope.js';
import { CREDIT_MEMBER } from '../seed/credit.js';
import { call, login, start, type TestEmulator } from '../testing/harness.js';
import { creditHandlers } from './creditReport.js';

// Two ways in: the handlers on a copy of the seeded database with a clock of the test's choosing
// (members of their own, bets placed either side of week ends), and the running emulator, where
// the answers pass through the contract's schemas and the module gate, with the seeded credit01.

let db: Db;
let emu: TestEmulator;
const merchants = new Map<string, MerchantRow>();
const contract = new Map<string, CompiledEndpoint>(
  compileEndpoints()
    .filter((e) => e.name === 'creditLine' || e.name === 'creditReport')
    .map((e) => [e.name, e]),
);

beforeAll(async () => {
  db = await openSeededCopy();
  for (const m of (await db.query<MerchantRow>('SELECT * FROM merchants')).rows)
    merchants.set(m.code, m);
  emu = await start();
}, 180_000);
afterAll(async () => {
  await db?.close();
  await emu?.close();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEK = 7 * DAY;
/** Monday 16 November 2026, 00:00 in Phnom Penh (angkor7's credit calendar, UTC+7). */
const MONDAY = Date.UTC(2026, 10, 15, 17);
/** The line's first period begins three weeks earlier: periods 0..3, 3 the current week. */
const FIRST = MONDAY - 3 * WEEK;
/** Just before last week's settlement (Tuesday 00:00 local), and the moment it happens. */
const BEFORE_SETTLEMENT = MONDAY + DAY - 1;
const AT_SETTLEMENT = MONDAY + DAY;
const day = (ms: number, offsetMinutes = 420) =>
  new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);

let created = 0;
/** A member of its own (no bets, no line), so each test knows every figure it reads. */
async function freshMember(merchant = 'angkor7', type = 0): Promise<MemberRow> {
  created += 1;
  return (
    await db.query<MemberRow>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency)
       VALUES ($1, $2, 'x', 'Credit', $3, $4) RETURNING *`,
      [merchant, `credittest${created}`, type, merchants.get(merchant)!.currency],
    )
  ).rows[0]!;
}

const idOf = async (merchant: string, account: string) =>
  (
    await db.query<{ id: number }>('SELECT id FROM members WHERE merchant = $1 AND account = $2', [
      merchant,
      account,
    ])
  ).rows[0]!.id;

/** Grants a line of `limit` dollars (cents in the database) at `grantedAt`, agent01 its agent. */
async function grant(member: MemberRow, limitCents: number, grantedAt: number, rebatePpm = 5_000) {
  await db.query(
    `INSERT INTO credit_lines (member_id, merchant, limit_cents, granted_by, cycle, rebate_ppm, created_at)
     VALUES ($1, $2, $3, $4, 'WEEKLY', $5, $6)`,
    [
      member.id,
      member.merchant,
      limitCents,
      await idOf(member.merchant, 'agent01'),
      rebatePpm,
      new Date(grantedAt).toISOString(),
    ],
  );
}

/** A cancelled stake: counted as a bet, no amount, no valid bet, no win or loss. */
async function cancelledBet(member: MemberRow, at: number, cents: number) {
  await db.query(
    `INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents, valid_bet_cents,
                       payout_cents, status, placed_at, settled_at)
     VALUES ($1, $2, 'PG', 'RNG', 'Test game', $3, $4, 0, 0, 'CANCELLED', $5, $5)`,
    [member.merchant, member.id, `C${member.id}-${at}`, cents, new Date(at).toISOString()],
  );
}

function contextFor(member: MemberRow, input: Record<string, unknown>, now: number): CallContext {
  return {
    db,
    endpoint: 'creditReport',
    merchant: merchants.get(member.merchant)!,
    member,
    input,
    token: 'test',
    language: 'EN',
    ip: '127.0.0.1',
    idempotencyKey: undefined,
    now: () => now,
  };
}

interface Figures {
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
  rebate: number;
  settlement: number;
}
interface Period extends Figures {
  periodStart: string;
  periodEnd: string;
  startDay: string;
  endDay: string;
  status: 'OPEN' | 'SETTLED' | 'OVERDUE';
  settledAt?: string;
}
interface Report {
  currency: string;
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
  totals: Figures;
  list: Period[];
}
interface Line {
  hasCreditLine: boolean;
  currency: string;
  limit: number;
  used: number;
  available: number;
  grantedBy?: string;
  timeZone?: string;
  utcOffset?: string;
  startDay?: string;
  endDay?: string;
  nextSettlementAt?: string;
}

/** The answer, held to the contract's response schema as dispatch holds every answer. */
async function answered<T>(name: 'creditLine' | 'creditReport', value: Promise<unknown>) {
  const answer = await value;
  const validate = contract.get(name)!.validateResponse;
  expect(validate(answer), describeErrors(validate.errors)).toBe(true);
  return answer as T;
}

const creditLine = (member: MemberRow, now: number) =>
  answered<Line>('creditLine', creditHandlers.creditLine!(contextFor(member, {}, now)));
const creditReport = (member: MemberRow, input: Record<string, unknown>, now: number) =>
  answered<Report>('creditReport', creditHandlers.creditReport!(contextFor(member, input, now)));

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return e instanceof ApiError ? e.code : `Error: ${(e as Error).message}`;
  }
};

const cents = (amount: number) => Math.round(amount * 100);
const FIGURES = ['betCount', 'betAmount', 'validBet', 'winLoss', 'rebate', 'settlement'] as const;
/** Each figure summed over the periods, in cents (counts as they are). */
const sumOf = (periods: Figures[]) =>
  Object.fromEntries(
    FIGURES.map((key) => [
      key,
      periods.reduce((sum, p) => sum + (key === 'betCount' ? p[key] : cents(p[key])), 0),
    ]),
  );
const inCents = (f: Figures) =>
  Object.fromEntries(FIGURES.map((key) => [key, key === 'betCount' ? f[key] : cents(f[key])]));

/**
 * A member granted 1,000.00 on a Wednesday three weeks ago, rebate 0.5 %, with bets in three of
 * its four weeks: week 1 loses 100.00 (and has a cancelled 30.00), week 2 wins 47.50 on 50.00 and
 * loses 200.00, the current week loses 10.00. A bet the Sunday before the line's first week is
 * not the line's.
 */
async function memberWithBets(): Promise<MemberRow> {
  const member = await freshMember();
  await grant(member, 100_000, FIRST + 2 * DAY);
  await placeBets(db, member.merchant, member.id, [
    { at: FIRST - HOUR, betCents: 99_900, payoutCents: 0 },
    { at: FIRST + WEEK + 3 * DAY, betCents: 10_000, payoutCents: 0 },
    { at: FIRST + 2 * WEEK + HOUR, betCents: 5_000, payoutCents: 9_750 },
    { at: FIRST + 3 * WEEK - HOUR, betCents: 20_000, payoutCents: 0 },
    { at: MONDAY + 2 * HOUR, betCents: 1_000, payoutCents: 0 },
  ]);
  await cancelledBet(member, FIRST + WEEK + 4 * DAY, 3_000);
  return member;
}

/** The last 30 days of the merchant's calendar as of `now`. */
const last30 = (now: number) => ({ from: day(now - 29 * DAY), to: day(now) });

describe('creditReport', () => {
  it("lists the line's weeks newest first, last week OPEN until its settlement day, SETTLED from then", async () => {
    const member = await memberWithBets();
    const before = await creditReport(member, last30(BEFORE_SETTLEMENT), BEFORE_SETTLEMENT);
    expect(before.total).toBe(4);
    expect(before.list.map((p) => [p.startDay, p.endDay, p.status])).toEqual([
      ['2026-11-16', '2026-11-22', 'OPEN'],
      ['2026-11-09', '2026-11-15', 'OPEN'],
      ['2026-11-02', '2026-11-08', 'SETTLED'],
      ['2026-10-26', '2026-11-01', 'SETTLED'],
    ]);
    expect(before.list[0]!.periodStart).toBe(new Date(MONDAY).toISOString());
    expect(before.list[0]!.periodEnd).toBe(new Date(MONDAY + WEEK).toISOString());
    expect(before.list[1]!.settledAt).toBeUndefined();
    expect(before.list[2]!.settledAt).toBe(new Date(MONDAY - WEEK + DAY).toISOString());

    const after = await creditReport(member, last30(AT_SETTLEMENT), AT_SETTLEMENT);
    expect(after.list.map((p) => p.status)).toEqual(['OPEN', 'SETTLED', 'SETTLED', 'SETTLED']);
    expect(after.list[1]!.settledAt).toBe(new Date(AT_SETTLEMENT).toISOString());
  });

  it('adds up each week from its bets: stakes, valid bets, win/loss, the rebate and the settlement', async () => {
    const member = await memberWithBets();
    const report = await creditReport(member, last30(AT_SETTLEMENT), AT_SETTLEMENT);
    expect(report.currency).toBe('KHR');
    expect(report.list.map(inCents)).toEqual([
      // 10.00 lost; rebate 0.05
      {
        betCount: 1,
        betAmount: 1_000,
        validBet: 1_000,
        winLoss: -1_000,
        rebate: 5,
        settlement: -995,
      },
      // 50.00 won at 1.95 (+47.50) and 200.00 lost; rebate 250.00 × 0.5 % = 1.25
      {
        betCount: 2,
        betAmount: 25_000,
        validBet: 25_000,
        winLoss: -15_250,
        rebate: 125,
        settlement: -15_125,
      },
      // 100.00 lost; the cancelled 30.00 is a bet with no stake, valid bet or result
      {
        betCount: 2,
        betAmount: 10_000,
        validBet: 10_000,
        winLoss: -10_000,
        rebate: 50,
        settlement: -9_950,
      },
      // the week of the grant: the bet of the Sunday before is not the line's
      { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, rebate: 0, settlement: 0 },
    ]);
  });

  it('gives totals over the whole range, equal to the sum of its periods, on every page', async () => {
    const member = await memberWithBets();
    const range = last30(AT_SETTLEMENT);
    const first = await creditReport(member, { ...range, pageNo: 1, pageSize: 3 }, AT_SETTLEMENT);
    const second = await creditReport(member, { ...range, pageNo: 2, pageSize: 3 }, AT_SETTLEMENT);
    expect([first.total, first.totalPages, second.totalPages]).toEqual([4, 2, 2]);
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect(second.pageNo).toBe(2);
    expect(second.totals).toEqual(first.totals);
    expect(inCents(first.totals)).toEqual(sumOf([...first.list, ...second.list]));
    expect(inCents(first.totals)).toMatchObject({ betCount: 5, settlement: -26_070 });
    // a page past the end is empty, the totals still the range's
    const beyond = await creditReport(member, { ...range, pageNo: 3, pageSize: 3 }, AT_SETTLEMENT);
    expect(beyond.list).toEqual([]);
    expect(beyond.totals).toEqual(first.totals);
  });

  it('takes the periods that overlap the days asked for, in the merchant’s calendar', async () => {
    const member = await memberWithBets();
    // Wednesday to Thursday of week 2: that week alone, whole
    const midweek = await creditReport(
      member,
      { from: '2026-11-11', to: '2026-11-12' },
      AT_SETTLEMENT,
    );
    expect(midweek.list.map((p) => p.startDay)).toEqual(['2026-11-09']);
    expect(inCents(midweek.totals)).toEqual(inCents(midweek.list[0]!));
    // a Sunday ends week 1; the Monday after begins week 2
    const sunday = await creditReport(
      member,
      { from: '2026-11-08', to: '2026-11-08' },
      AT_SETTLEMENT,
    );
    expect(sunday.list.map((p) => p.startDay)).toEqual(['2026-11-02']);
    const monday = await creditReport(
      member,
      { from: '2026-11-09', to: '2026-11-09' },
      AT_SETTLEMENT,
    );
    expect(monday.list.map((p) => p.startDay)).toEqual(['2026-11-09']);
    // days before the line: nothing, and zero totals
    const earlier = await creditReport(
      member,
      { from: '2026-09-01', to: '2026-10-25' },
      AT_SETTLEMENT,
    );
    expect(earlier).toMatchObject({ total: 0, totalPages: 1, list: [] });
    expect(inCents(earlier.totals)).toEqual(sumOf([]));
  });

  it('answers at most 90 days, like every records call', async () => {
    const member = await memberWithBets();
    expect(
      await codeOf(creditReport(member, { from: '2026-08-20', to: '2026-11-17' }, AT_SETTLEMENT)),
    ).toBe('resolved'); // 90 days, both ends included
    expect(
      await codeOf(
        creditHandlers.creditReport!(
          contextFor(member, { from: '2026-08-19', to: '2026-11-17' }, AT_SETTLEMENT),
        ),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      await codeOf(
        creditHandlers.creditReport!(
          contextFor(member, { from: '2026-11-17', to: '2026-11-16' }, AT_SETTLEMENT),
        ),
      ),
    ).toBe('VALIDATION_FAILED');
    // the rule holds for a member without a line too: the range is wrong whoever asks
    expect(
      await codeOf(
        creditHandlers.creditReport!(
          contextFor(await freshMember(), { from: '2026-01-01', to: '2026-11-17' }, AT_SETTLEMENT),
        ),
      ),
    ).toBe('VALIDATION_FAILED');
  });
});

describe('creditLine', () => {
  it('uses the open weeks’ net loss, so the settlement day frees last week’s', async () => {
    const member = await memberWithBets();
    const before = await creditLine(member, BEFORE_SETTLEMENT);
    expect(before).toEqual({
      hasCreditLine: true,
      currency: 'KHR',
      cycle: 'WEEKLY',
      limit: 1_000,
      // this week -9.95 and last week -151.25
      used: 161.2,
      available: 838.8,
      grantedBy: 'agent01',
      timeZone: 'Asia/Phnom_Penh',
      utcOffset: 'GMT+07:00',
      periodStart: new Date(MONDAY).toISOString(),
      periodEnd: new Date(MONDAY + WEEK).toISOString(),
      startDay: '2026-11-16',
      endDay: '2026-11-22',
      nextSettlementAt: new Date(AT_SETTLEMENT).toISOString(),
    });
    const after = await creditLine(member, AT_SETTLEMENT);
    expect(after).toMatchObject({
      used: 9.95,
      available: 990.05,
      nextSettlementAt: new Date(MONDAY + WEEK + DAY).toISOString(),
    });
  });

  it('leaves nothing available past the limit, and never more than the limit after a win', async () => {
    const loser = await freshMember();
    await grant(loser, 10_000, MONDAY); // 100.00
    await placeBets(db, loser.merchant, loser.id, [
      { at: MONDAY + HOUR, betCents: 25_000, payoutCents: 0 },
    ]);
    expect(await creditLine(loser, MONDAY + DAY)).toMatchObject({
      limit: 100,
      used: 248.75, // 250.00 lost less the 1.25 rebate
      available: 0,
    });
    const winner = await freshMember();
    await grant(winner, 10_000, MONDAY);
    await placeBets(db, winner.merchant, winner.id, [
      { at: MONDAY + HOUR, betCents: 25_000, payoutCents: 48_750 },
    ]);
    expect(await creditLine(winner, MONDAY + DAY)).toMatchObject({ used: 0, available: 100 });
  });

  it('follows UTC weeks on a brand without a credit calendar', async () => {
    const member = await freshMember('dflt88');
    await grant(member, 50_000, Date.UTC(2026, 10, 18, 12));
    const line = await creditLine(member, Date.UTC(2026, 10, 20, 12));
    expect(line).toMatchObject({
      timeZone: 'UTC',
      utcOffset: 'GMT+00:00',
      startDay: '2026-11-16',
      endDay: '2026-11-22',
      periodStart: '2026-11-16T00:00:00.000Z',
    });
  });
});

describe('a member without a line', () => {
  const noLine = { hasCreditLine: false, cycle: 'WEEKLY', limit: 0, used: 0, available: 0 };

  it('is told so (not an error), and its report is empty', async () => {
    const member = await freshMember();
    await placeBets(db, member.merchant, member.id, [
      { at: MONDAY + HOUR, betCents: 5_000, payoutCents: 0 },
    ]);
    expect(await creditLine(member, AT_SETTLEMENT)).toEqual({ ...noLine, currency: 'KHR' });
    const report = await creditReport(member, last30(AT_SETTLEMENT), AT_SETTLEMENT);
    expect(report).toMatchObject({ total: 0, totalPages: 1, list: [] });
    expect(inCents(report.totals)).toEqual(sumOf([]));
  });

  it('is every agent and trial player no agent granted a line', async () => {
    const agent = await freshMember('angkor7', 1);
    const trial = await freshMember('angkor7', 4);
    const agent01 = (
      await db.query<MemberRow>(
        "SELECT * FROM members WHERE merchant = 'angkor7' AND account = 'agent01'",
      )
    ).rows[0]!;
    for (const who of [agent, trial, agent01]) {
      expect(await creditLine(who, AT_SETTLEMENT)).toMatchObject(noLine);
      expect((await creditReport(who, last30(AT_SETTLEMENT), AT_SETTLEMENT)).list).toEqual([]);
    }
  });
});

describe('through the emulator (contract, module gate, seed)', () => {
  const get = (path: string, merchant: string, token?: string) =>
    call(emu.url, 'GET', path, { merchant, token });
  const tokenOf = async (account: string, password: string, merchant: string) => {
    const answer = await login(emu.url, account, password, {}, merchant);
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return String(answer.body.value?.token);
  };
  const today = () => day(Date.now());
  const fiveWeeks = () => `from=${day(Date.now() - 41 * DAY)}&to=${today()}`;

  it('answers credit01 on angkor7 its 2,000-dollar line in riel and six weeks of settlements', async () => {
    const token = await tokenOf(CREDIT_MEMBER.account, CREDIT_MEMBER.password, 'angkor7');
    const line = await get('/wps/relay/MCSFE_getCreditLine', 'angkor7', token);
    expect(line.body.success, JSON.stringify(line.body)).toBe(true);
    expect(line.body.value).toMatchObject({
      hasCreditLine: true,
      currency: 'KHR',
      limit: 8_000_000,
      grantedBy: 'agent01',
      timeZone: 'Asia/Phnom_Penh',
    });
    const report = await get(
      `/wps/relay/MCSFE_getCreditReport?${fiveWeeks()}&pageNo=1&pageSize=10`,
      'angkor7',
      token,
    );
    expect(report.body.success, JSON.stringify(report.body)).toBe(true);
    const value = report.body.value as unknown as Report;
    // granted five weeks ago: that week, four whole weeks and the current one
    expect(value.total).toBe(6);
    expect(value.list[0]!.status).toBe('OPEN');
    expect(value.list.at(-1)!.status).toBe('SETTLED');
    expect(value.list.slice(2).every((p) => p.status === 'SETTLED')).toBe(true);
    expect(value.list.slice(1, -1).every((p) => p.betCount >= 6 * 7 - 6)).toBe(true);
    expect(inCents(value.totals)).toEqual(sumOf(value.list));
  });

  it('tells the demo member it has no line, and refuses where CREDITMAR3 is off or no one signed in', async () => {
    const demo = await tokenOf('demo', 'Demo1234', 'angkor7');
    const line = await get('/wps/relay/MCSFE_getCreditLine', 'angkor7', demo);
    expect(line.body.value).toMatchObject({ hasCreditLine: false, limit: 0 });
    const tooLong = await get(
      `/wps/relay/MCSFE_getCreditReport?from=2026-01-01&to=2026-12-31`,
      'angkor7',
      demo,
    );
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');

    const elsewhere = await tokenOf('demo', 'Demo1234', 'dflt88');
    const off = await get('/wps/relay/MCSFE_getCreditLine', 'dflt88', elsewhere);
    expect(off.body.code).toBe('OPERATION_NOT_ALLOWED');
    const anonymous = await get('/wps/relay/MCSFE_getCreditLine', 'angkor7');
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
  });
});
