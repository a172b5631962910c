// Credit market (CREDITMAR3, 信用盘): the member's credit line and its weekly settlement report, computed from the
// member's bets (the bets table the bet record reads, with its rules: a cancelled stake does not count, win/loss is
// payout minus stake of settled bets), per week of the merchant's calendar. Periods: creditPeriods.ts.
import type { CallContext, CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { fromCents } from '../money/ledger.js';
import type { Queryable } from '../money/ledger.js';
import {
  periodAt,
  periodCount,
  periodIndexesIn,
  rebateCents,
  usedCents,
  WEEK_MS,
  type CreditPeriod,
} from './creditPeriods.js';
import { gmtLabel, localDate } from './missionPeriods.js';
import { paging, recordsRange } from './recordsRange.js';
import { isoOf } from './withdrawRules.js';

interface LineRow {
  limit_cents: string;
  rebate_ppm: number;
  cycle: 'WEEKLY';
  created_at: Date;
  granted_by: string;
  utc_offset_minutes: number;
  time_zone: string;
}

/** The member's line with the brand's settlement calendar (UTC when the brand has none), or undefined. */
async function lineOf(ctx: CallContext, memberId: number): Promise<LineRow | undefined> {
  const { rows } = await ctx.db.query<LineRow>(
    `SELECT cl.limit_cents::text, cl.rebate_ppm, cl.cycle, cl.created_at, a.account AS granted_by,
            COALESCE(cs.utc_offset_minutes, 0) AS utc_offset_minutes, COALESCE(cs.time_zone, 'UTC') AS time_zone
       FROM credit_lines cl JOIN members a ON a.id = cl.granted_by
       LEFT JOIN credit_settings cs ON cs.merchant = cl.merchant
      WHERE cl.member_id = $1 AND cl.merchant = $2`,
    [memberId, ctx.merchant.code],
  );
  return rows[0];
}

interface WeekSums {
  bets: number;
  betCents: bigint;
  validBetCents: bigint;
  winLossCents: bigint;
}

const NO_BETS: WeekSums = { bets: 0, betCents: 0n, validBetCents: 0n, winLossCents: 0n };

/** The sums of the member's bets per period index, for the periods first..last (one statement). */
async function weekSums(
  db: Queryable,
  memberId: number,
  firstStart: number,
  first: number,
  last: number,
): Promise<Map<number, WeekSums>> {
  const { rows } = await db.query<{
    week: number;
    bets: number;
    bet: string;
    valid_bet: string;
    win_loss: string;
  }>(
    `SELECT floor((extract(epoch FROM placed_at) * 1000 - $2) / ${WEEK_MS})::int AS week, count(*)::int AS bets,
            COALESCE(sum(bet_cents) FILTER (WHERE status <> 'CANCELLED'), 0)::text AS bet,
            COALESCE(sum(valid_bet_cents), 0)::text AS valid_bet,
            COALESCE(sum(payout_cents - bet_cents) FILTER (WHERE status = 'SETTLED'), 0)::text AS win_loss
       FROM bets WHERE member_id = $1 AND placed_at >= $3 AND placed_at < $4
      GROUP BY 1`,
    [
      memberId,
      firstStart,
      isoOf(firstStart + first * WEEK_MS),
      isoOf(firstStart + (last + 1) * WEEK_MS),
    ],
  );
  return new Map(
    rows.map((r) => [
      r.week,
      {
        bets: r.bets,
        betCents: BigInt(r.bet),
        validBetCents: BigInt(r.valid_bet),
        winLossCents: BigInt(r.win_loss),
      },
    ]),
  );
}

/** One period's figures: the settlement is win/loss plus the rebate (positive: owed to the member). */
function periodFigures(sums: WeekSums, ppm: number) {
  const rebate = rebateCents(sums.validBetCents, ppm);
  return { ...sums, rebateCents: rebate, settlementCents: sums.winLossCents + rebate };
}

/** What a period and a line's state are computed from: the line, its first week and the clock. */
async function lineState(ctx: CallContext, memberId: number) {
  const line = await lineOf(ctx, memberId);
  if (!line) return undefined;
  const now = ctx.now();
  const offset = line.utc_offset_minutes;
  const { firstStart, count } = periodCount(line.created_at.getTime(), now, offset);
  return { line, now, offset, firstStart, count };
}

/**
 * MCSFE_getCreditLine: the limit, the credit in use (the unsettled periods' net loss) and what is left. A member
 * without a line (or an agent, or a trial player) gets `hasCreditLine: false`, not an error: the page explains it.
 */
const creditLine: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const state = await lineState(ctx, member.id);
  const base = { currency: ctx.merchant.currency, cycle: 'WEEKLY' as const };
  if (!state) return { ...base, hasCreditLine: false, limit: 0, used: 0, available: 0 };
  const { line, now, firstStart, count, offset } = state;
  // The current week, and the one before while it waits for its settlement day.
  const open = [count - 2, count - 1]
    .filter((i) => i >= 0)
    .map((i) => periodAt(i, firstStart, now))
    .filter((p) => p.status === 'OPEN');
  const sums = await weekSums(ctx.db, member.id, firstStart, open[0]!.index, count - 1);
  const settlements = open.map(
    (p) => periodFigures(sums.get(p.index) ?? NO_BETS, line.rebate_ppm).settlementCents,
  );
  const limit = BigInt(line.limit_cents);
  const used = usedCents(settlements);
  const current = periodAt(count - 1, firstStart, now);
  return {
    ...base,
    hasCreditLine: true,
    limit: fromCents(limit),
    used: fromCents(used),
    // Losses past the limit leave nothing to bet with, not a negative credit.
    available: fromCents(limit > used ? limit - used : 0n),
    grantedBy: line.granted_by,
    timeZone: line.time_zone,
    // The offset beside the zone's name, as the missions pages print it: the times below are of this zone.
    utcOffset: gmtLabel(offset),
    periodStart: isoOf(current.start),
    periodEnd: isoOf(current.end),
    nextSettlementAt: isoOf(open[0]!.settleAt),
    ...dayBounds(current, offset),
  };
};

/** A period's first and last day (both included) of the merchant's calendar, as the member reads them. */
const dayBounds = (p: CreditPeriod, offset: number) => ({
  startDay: localDate(p.start, offset),
  endDay: localDate(p.end - 1, offset),
});

const moneyOf = (f: ReturnType<typeof periodFigures>) => ({
  betCount: f.bets,
  betAmount: fromCents(f.betCents),
  validBet: fromCents(f.validBetCents),
  winLoss: fromCents(f.winLossCents),
  rebate: fromCents(f.rebateCents),
  settlement: fromCents(f.settlementCents),
});

/**
 * MCSFE_getCreditReport: the settlement periods that overlap from..to (days of the merchant's calendar, the records'
 * rules: at most 90 days), newest first, a page at a time, with the totals of every period of the range.
 */
const creditReport: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const page = paging(ctx.input);
  const state = await lineState(ctx, member.id);
  const base = { currency: ctx.merchant.currency, pageNo: page.pageNo, pageSize: page.pageSize };
  const range = recordsRange({ ...ctx.input, utcOffset: state?.offset ?? 0 });
  const indexes = state
    ? periodIndexesIn(state.firstStart, state.count, range.start.getTime(), range.end.getTime())
    : [];
  if (!state || indexes.length === 0)
    return {
      ...base,
      total: 0,
      totalPages: 1,
      totals: moneyOf(periodFigures(NO_BETS, 0)),
      list: [],
    };
  const { line, now, firstStart, offset } = state;
  const sums = await weekSums(ctx.db, member.id, firstStart, indexes.at(-1)!, indexes[0]!);
  const figures = indexes.map((i) => periodFigures(sums.get(i) ?? NO_BETS, line.rebate_ppm));
  const total = figures.reduce((a, f) => ({
    bets: a.bets + f.bets,
    betCents: a.betCents + f.betCents,
    validBetCents: a.validBetCents + f.validBetCents,
    winLossCents: a.winLossCents + f.winLossCents,
    rebateCents: a.rebateCents + f.rebateCents,
    settlementCents: a.settlementCents + f.settlementCents,
  }));
  const list = indexes.slice(page.offset, page.offset + page.pageSize).map((i, k) => {
    const p = periodAt(i, firstStart, now);
    return {
      periodStart: isoOf(p.start),
      periodEnd: isoOf(p.end),
      ...dayBounds(p, offset),
      ...moneyOf(figures[page.offset + k]!),
      status: p.status,
      ...(p.status === 'SETTLED' ? { settledAt: isoOf(p.settleAt) } : {}),
    };
  });
  return {
    ...base,
    total: indexes.length,
    totalPages: Math.max(1, Math.ceil(indexes.length / page.pageSize)),
    totals: moneyOf(total),
    list,
  };
};

export const creditHandlers: Record<string, CallHandler> = { creditLine, creditReport };
