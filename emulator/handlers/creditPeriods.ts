// Settlement periods of a credit line (CREDITMAR3): weeks of the merchant's calendar (Monday 00:00 local to the
// next Monday), from the week the line was granted to the current one. Pure arithmetic on the emulator clock, so a
// test can put the clock either side of a week's end and know each period's status.
//
// Status, our choice (the platform's enum also has OVERDUE, which the emulator never answers: it models no unpaid
// debt, so every closed week is settled on time):
// - OPEN: not settled yet. The current week, and the week just ended until its settlement a day after its end.
// - SETTLED: closed and settled, at its end + 1 day (Tuesday 00:00 local): the day the agent balances the week.
import { DAY_MS, weekSpan } from './missionPeriods.js';

export const WEEK_MS = 7 * DAY_MS;
/** A closed week is settled this long after it ends. */
export const SETTLE_AFTER_MS = DAY_MS;

export type CreditStatus = 'OPEN' | 'SETTLED' | 'OVERDUE';

export interface CreditPeriod {
  /** 0 for the week the line was granted in. */
  index: number;
  start: number;
  /** Exclusive: the next week's start. */
  end: number;
  /** When it is (or will be) settled. */
  settleAt: number;
  status: CreditStatus;
}

/** The period `index` weeks after the first one (which starts at `firstStart`). */
export function periodAt(index: number, firstStart: number, now: number): CreditPeriod {
  const start = firstStart + index * WEEK_MS;
  const end = start + WEEK_MS;
  const settleAt = end + SETTLE_AFTER_MS;
  return { index, start, end, settleAt, status: now < settleAt ? 'OPEN' : 'SETTLED' };
}

/** The start of the first period (the Monday of the week the line was granted in) and how many periods exist now. */
export function periodCount(grantedAt: number, now: number, offsetMinutes: number) {
  const firstStart = weekSpan(grantedAt, offsetMinutes).start;
  const currentStart = weekSpan(Math.max(now, grantedAt), offsetMinutes).start;
  return { firstStart, count: Math.round((currentStart - firstStart) / WEEK_MS) + 1 };
}

/** The indexes of the periods that overlap [from, to) (instants), newest first. */
export function periodIndexesIn(
  firstStart: number,
  count: number,
  from: number,
  to: number,
): number[] {
  const first = Math.max(0, Math.floor((from - firstStart) / WEEK_MS));
  const last = Math.min(count - 1, Math.ceil((to - firstStart) / WEEK_MS) - 1);
  const indexes: number[] = [];
  for (let i = last; i >= first; i -= 1) indexes.push(i);
  return indexes;
}

/** The agent's rebate on a period's valid bets, rounded down to the cent (exact in integers). */
export const rebateCents = (validBetCents: bigint, ppm: number): bigint =>
  (validBetCents * BigInt(ppm)) / 1_000_000n;

/**
 * The credit in use: what the member would owe if the unsettled periods were settled now (their settlement
 * amounts summed and turned into a debt), never below 0: a winning week frees no more than the whole line.
 */
export function usedCents(openSettlements: bigint[]): bigint {
  const net = openSettlements.reduce((sum, cents) => sum + cents, 0n);
  return net < 0n ? -net : 0n;
}
