import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, start, type TestEmulator } from '../testing/harness.js';
import { DEMO_BET_COUNT } from '../seed/bets.js';
import { DEMO_BONUS_COUNT } from '../seed/bonuses.js';

let emu: TestEmulator;
const tokens: Record<string, string> = {};

interface Totals {
  bet: number;
  validBet: number;
  payout: number;
  winLoss: number;
}
interface BetPage {
  total: number;
  totals: Totals;
  pageNo: number;
  pageSize: number;
  list: { id: string; vendor: string; gameType: string; status: string; placedAt: string }[];
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day the template database was seeded (the newest bet's day): ranges are taken from it. */
let seedDay = '';
const daysBefore = (n: number) => day(Date.parse(seedDay) - n * DAY_MS);
// ledger queries end today; the newest seeded bet may be yesterday's (just after midnight UTC)
const todayMinus = (n: number) => day(Date.now() - n * DAY_MS);

const get = async (path: string, query: Record<string, unknown>, merchant = 'dflt88') => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call(emu.url, 'GET', `${path}?${qs}`, { merchant, token: tokens[merchant] });
};
const bets = async (query: Record<string, unknown>, merchant = 'dflt88') => {
  const r = await get('/wps/relay/ODSFE2_getBetRecords', query, merchant);
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value as unknown as BetPage;
};

beforeAll(async () => {
  emu = await start();
  for (const merchant of ['dflt88', 'angkor7', 'longhai9']) {
    const r = await login(emu.url, 'demo', 'Demo1234', {}, merchant);
    tokens[merchant] = String(r.body.value?.token);
  }
  const newest = await bets({ from: day(Date.now() - 89 * DAY_MS), to: day(Date.now()) });
  seedDay = newest.list[0]!.placedAt.slice(0, 10);
}, 120_000);
afterAll(async () => emu?.close());

describe('betRecords', () => {
  it('holds 100,000 bets of the demo member on every brand over the last 90 days', async () => {
    for (const merchant of ['dflt88', 'angkor7', 'longhai9']) {
      // Each brand's own seed day: brands are seeded one after the other, and a seed that runs
      // across midnight UTC puts one brand's newest bet on the next day.
      const newest = await bets(
        { from: todayMinus(89), to: day(Date.now()), pageSize: 1 },
        merchant,
      );
      const ownDay = newest.list[0]!.placedAt.slice(0, 10);
      const from = day(Date.parse(ownDay) - 89 * DAY_MS);
      const all = await bets({ from, to: ownDay, pageSize: 1 }, merchant);
      expect(all.total).toBe(DEMO_BET_COUNT);
    }
  });

  it('pages newest first with totals over the whole filter, not the page', async () => {
    const range = { from: daysBefore(6), to: seedDay };
    const first = await bets({ ...range, pageNo: 1, pageSize: 20 });
    const second = await bets({ ...range, pageNo: 2, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(second.list).toHaveLength(20);
    expect(first.totals).toEqual(second.totals);
    expect(first.total).toBe(second.total);
    const times = [...first.list, ...second.list].map((b) => Date.parse(b.placedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.list, ...second.list].map((b) => b.id)).size).toBe(40);
    // about 3 % of the history is in the last day and the rest spread over 89 days
    expect(first.total).toBeGreaterThan(5_000);
    expect(first.total).toBeLessThan(12_000);
    expect(first.totals.bet).toBeGreaterThan(first.totals.validBet);
  });

  it('narrows to a vendor, a game type or a status, and the totals follow', async () => {
    const range = { from: daysBefore(29), to: seedDay };
    const all = await bets(range);
    const pg = await bets({ ...range, vendor: 'PG' });
    expect(pg.list.every((b) => b.vendor === 'PG')).toBe(true);
    expect(pg.total).toBeGreaterThan(0);
    expect(pg.total).toBeLessThan(all.total);
    expect(pg.totals.bet).toBeLessThan(all.totals.bet);
    const live = await bets({ ...range, gameType: 'LIVE' });
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true);
    const unsettled = await bets({ from: daysBefore(1), to: seedDay, status: 'UNSETTLED' });
    expect(unsettled.total).toBeGreaterThan(500);
    expect(unsettled.totals).toMatchObject({ validBet: 0, payout: 0, winLoss: 0 });
    const cancelled = await bets({ ...range, status: 'CANCELLED' });
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.totals.bet).toBe(0);
  });

  it('totals equal the sums of the listed bets, for whole UTC days and for a shifted time zone', async () => {
    const sumOfPages = async (query: Record<string, unknown>) => {
      const sums = { count: 0, bet: 0, payout: 0 };
      for (let pageNo = 1; ; pageNo++) {
        const page = await bets({ ...query, pageNo, pageSize: 100 });
        for (const b of page.list as unknown as { bet: number; payout: number; status: string }[]) {
          sums.count += 1;
          sums.bet += b.status === 'CANCELLED' ? 0 : b.bet;
          sums.payout += b.payout;
        }
        if (page.list.length < 100) return { totals: page.totals, total: page.total, sums };
      }
    };
    // whole UTC days: answered from the daily roll-up
    const utc = await sumOfPages({ from: daysBefore(2), to: daysBefore(1), vendor: 'EVO' });
    // UTC+7: each day starts 7 hours before UTC midnight, so both ends are partial UTC days
    const shifted = await sumOfPages({
      from: daysBefore(2),
      to: daysBefore(1),
      vendor: 'EVO',
      utcOffset: 420,
    });
    for (const { totals, total, sums } of [utc, shifted]) {
      expect(total).toBe(sums.count);
      expect(totals.bet).toBeCloseTo(sums.bet, 2);
      expect(totals.payout).toBeCloseTo(sums.payout, 2);
    }
    expect(shifted.total).not.toBe(utc.total);
    // consecutive days add up to the range that holds them
    const days = await Promise.all(
      [3, 2, 1].map((n) => bets({ from: daysBefore(n), to: daysBefore(n), utcOffset: -300 })),
    );
    const three = await bets({ from: daysBefore(3), to: daysBefore(1), utcOffset: -300 });
    expect(days.reduce((n, d) => n + d.total, 0)).toBe(three.total);
  });

  it('refuses a range longer than 90 days or upside down, and caps the page size', async () => {
    const long = await get('/wps/relay/ODSFE2_getBetRecords', {
      from: daysBefore(90),
      to: seedDay,
    });
    expect(long.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const reversed = await get('/wps/relay/ODSFE2_getBetRecords', {
      from: seedDay,
      to: daysBefore(1),
    });
    expect(reversed.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const big = await get('/wps/relay/ODSFE2_getBetRecords', {
      from: seedDay,
      to: seedDay,
      pageSize: 101,
    });
    expect(big.body.success).toBe(false);
  });

  it('answers a page of the 90-day history in well under 100 ms of work', async () => {
    const range = { from: daysBefore(89), to: seedDay };
    await bets(range); // warm the plan cache
    const work: number[] = [];
    for (const query of [range, { ...range, vendor: 'EVO' }, { ...range, pageNo: 50 }]) {
      // CPU time (the emulator runs in this process): wall time on a shared machine measures the
      // other jobs as much as the query
      const before = process.cpuUsage();
      await bets(query);
      const used = process.cpuUsage(before);
      work.push((used.user + used.system) / 1000);
    }
    expect(Math.max(...work), work.map((ms) => ms.toFixed(0)).join(', ')).toBeLessThan(100);
  });
});

describe('memberTransactionDetail (account record)', () => {
  it('lists ledger movements with signed amounts, balances and statuses, and pending orders', async () => {
    const r = await get('/wps/relay/ODSFE2_MemTransDet', {
      from: todayMinus(89),
      to: day(Date.now()),
      pageSize: 100,
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const page = r.body.value as unknown as {
      total: number;
      totals: { in: number; out: number };
      list: { type: string; amount: number; balanceAfter?: number; status: string }[];
    };
    const types = new Set(page.list.map((e) => e.type));
    expect(types.has('BONUS')).toBe(true);
    expect(types.has('DEPOSIT')).toBe(true);
    expect(page.list.filter((e) => e.type === 'BONUS').length).toBeGreaterThan(10);
    expect(page.totals.in).toBeGreaterThan(0);
    expect(
      page.list.filter((e) => e.balanceAfter === undefined).every((e) => e.status === 'PENDING'),
    ).toBe(true);
    const bonusOnly = await get('/wps/relay/ODSFE2_MemTransDet', {
      from: todayMinus(89),
      to: day(Date.now()),
      transactionType: 'BONUS',
    });
    const bonus = bonusOnly.body.value as unknown as { total: number; totals: { out: number } };
    expect(bonus.total).toBeGreaterThanOrEqual(DEMO_BONUS_COUNT - 2);
    expect(bonus.totals.out).toBe(0);
  });
});

describe('bonusDetails and personalProfit', () => {
  it('lists the bonuses with the promotion and sums them; the profit adds them to win/loss', async () => {
    const range = { from: todayMinus(89), to: day(Date.now()) };
    const b = await get('/wps/relay/ODSFE2_getBonusDetails', { ...range, pageSize: 5 });
    const bonuses = b.body.value as unknown as {
      total: number;
      totalAmount: number;
      list: { promotion: string; amount: number }[];
    };
    expect(bonuses.list).toHaveLength(5);
    expect(bonuses.list.every((x) => x.promotion.length > 0 && x.amount > 0)).toBe(true);
    const p = await get('/wps/relay/ODSFE2_getPersonalProfit', range);
    const profit = p.body.value as unknown as {
      byGameType: ({ gameType: string; bets: number } & Totals)[];
      total: { bets: number } & Totals;
      bonus: number;
      profit: number;
    };
    expect(profit.byGameType.map((l) => l.gameType)).toContain('RNG');
    expect(profit.total.bets).toBe(profit.byGameType.reduce((n, l) => n + l.bets, 0));
    expect(profit.bonus).toBeCloseTo(bonuses.totalAmount, 2);
    expect(profit.profit).toBeCloseTo(profit.total.winLoss + profit.bonus, 2);
  });
});
