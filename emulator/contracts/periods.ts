// Settlement periods of a contract in the merchant's time zone (§4, §9): a day from local midnight,
// a week from Monday, a half-month (1st-15th, 16th-end), a month, and the real-time salary's
// 5-minute period. Pure arithmetic on a fixed UTC offset, like the mission periods.
import { DAY_MS, addDays, dayStart, localDate, weekSpan } from '../handlers/missionPeriods.js';

/** D daily, W weekly, H half-month, M monthly (§3), and R the real-time salary's 5 minutes. */
export type PeriodKind = 'D' | 'W' | 'H' | 'M' | 'R';

export const REALTIME_PERIOD_MS = 5 * 60_000;
export const HOUR_MS = 3_600_000;

export interface Span {
  start: number;
  end: number;
}

/** The period of `kind` that holds the instant `at`. */
export function periodAt(kind: PeriodKind, at: number, offsetMinutes: number): Span {
  if (kind === 'R') {
    const start = Math.floor(at / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS;
    return { start, end: start + REALTIME_PERIOD_MS };
  }
  const date = localDate(at, offsetMinutes);
  if (kind === 'D') {
    const start = dayStart(date, offsetMinutes);
    return { start, end: start + DAY_MS };
  }
  if (kind === 'W') {
    const week = weekSpan(at, offsetMinutes);
    return { start: week.start, end: week.end };
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = `${date.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  if (kind === 'M')
    return { start: dayStart(first, offsetMinutes), end: dayStart(nextMonth, offsetMinutes) };
  const sixteenth = addDays(first, 15);
  return day <= 15
    ? { start: dayStart(first, offsetMinutes), end: dayStart(sixteenth, offsetMinutes) }
    : { start: dayStart(sixteenth, offsetMinutes), end: dayStart(nextMonth, offsetMinutes) };
}

/** Every whole period from the one starting at `from` (a period start) that has ended by `now`. */
export function endedPeriods(
  kind: PeriodKind,
  from: number,
  now: number,
  offsetMinutes: number,
): Span[] {
  const spans: Span[] = [];
  let span = periodAt(kind, from, offsetMinutes);
  while (span.end <= now) {
    spans.push(span);
    span = periodAt(kind, span.end, offsetMinutes);
  }
  return spans;
}

/** The latest period boundary at or before `now`: nothing of that kind can be due before it. */
export function lastBoundary(kind: PeriodKind, now: number, offsetMinutes: number): number {
  return periodAt(kind, now, offsetMinutes).start;
}
