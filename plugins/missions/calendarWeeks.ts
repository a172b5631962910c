import type { CalendarDay } from './api';

const DAY_MS = 86_400_000;

/** Monday = 0 … Sunday = 6, of a YYYY-MM-DD date (a calendar date, so read in UTC). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The month's days in weeks of seven, Monday first; null fills the days before the 1st and after
 * the last, so every row of the grid has seven cells.
 */
export function calendarWeeks(days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: weekdayIndex(days[0]!.date) }, () => null),
    ...days,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Seven instants, Monday to Sunday of one week, to name the weekdays with Intl. */
export const WEEKDAY_SAMPLES = Array.from(
  { length: 7 },
  // 2024-01-01 was a Monday.
  (_, i) => new Date(Date.UTC(2024, 0, 1) + i * DAY_MS),
);
