// Mission periods and check-in days in the merchant's time zone: a day begins at local midnight,
// a week on Monday at local midnight. Pure arithmetic on a fixed UTC offset (the seeded brands keep
// no summer time), so a test can put the clock a minute either side of midnight and know the day.

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type MissionPeriod = 'DAILY' | 'WEEKLY' | 'EVENT';

/** The half-open span [start, end) of one period, with the key its claims are stored under. */
export interface PeriodSpan {
  key: string;
  start: number;
  end: number;
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export function localDate(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a local calendar date (YYYY-MM-DD) begins. */
export function dayStart(date: string, offsetMinutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - offsetMinutes * MINUTE_MS;
}

/** The local date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's span in the merchant's zone. */
export function daySpan(at: number, offsetMinutes: number): PeriodSpan {
  const date = localDate(at, offsetMinutes);
  const start = dayStart(date, offsetMinutes);
  return { key: `D${date}`, start, end: start + DAY_MS };
}

/** This week's span, Monday to Monday, in the merchant's zone. */
export function weekSpan(at: number, offsetMinutes: number): PeriodSpan {
  const date = localDate(at, offsetMinutes);
  const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -sinceMonday);
  const start = dayStart(monday, offsetMinutes);
  return { key: `W${monday}`, start, end: start + 7 * DAY_MS };
}

/** The current span of a mission; an event has one, from its start to its end. */
export function periodSpan(
  period: MissionPeriod,
  at: number,
  offsetMinutes: number,
  event?: { startsAt: number; endsAt: number },
): PeriodSpan {
  if (period === 'DAILY') return daySpan(at, offsetMinutes);
  if (period === 'WEEKLY') return weekSpan(at, offsetMinutes);
  if (!event) throw new Error('an EVENT mission needs its start and end');
  return { key: 'E', start: event.startsAt, end: event.endsAt };
}

/** "GMT+08:00" for +480 minutes: what the pages print beside the reset time. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}
