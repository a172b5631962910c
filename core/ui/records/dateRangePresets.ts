/** A span of whole days, both ends included, as the date inputs and the platform take them. */
export interface DateRange {
  /** YYYY-MM-DD, local time. */
  from: string;
  to: string;
}

/**
 * The quick ranges of the records pages (§9); the ids are also their i18n keys (`dates.*`).
 * §9 lists "next 7 and 30 days, last 7 and 30 days". Our choice: no forward ranges. Every date
 * field of the product filters what already happened (records, reports, settlements), where a
 * range after today is always empty, and "next N days" reads as a rendering of 近N天 ("the
 * recent N days"), which the last-N presets already are.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** How far back the records go (issue 12: 90 days), so also the longest range asked for. */
export const RECORDS_KEPT_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a moment, as YYYY-MM-DD (not toISOString: that is UTC's day). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after (or before) a local date; via the calendar, so DST never skips a day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(year, month - 1, day + days));
}

/** The §9 quick ranges as of `now`, in the person's local time; the last N days end today. */
export function dateRangePresets(now: Date): Record<DatePreset, DateRange> {
  const today = toIsoDate(now);
  const yesterday = addDays(today, -1);
  return {
    today: { from: today, to: today },
    yesterday: { from: yesterday, to: yesterday },
    last_7_days: { from: addDays(today, -6), to: today },
    last_30_days: { from: addDays(today, -29), to: today },
  };
}

/** Which quick range a range is, if any (its button shows pressed). */
export function presetOf(range: DateRange, now: Date): DatePreset | null {
  const presets = dateRangePresets(now);
  return (
    DATE_PRESETS.find(
      (preset) => presets[preset].from === range.from && presets[preset].to === range.to,
    ) ?? null
  );
}

/** The earliest day the records still hold. */
export function earliestRecordDay(now: Date): string {
  return addDays(toIsoDate(now), -(RECORDS_KEPT_DAYS - 1));
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Keeps a range the records can answer after one end moved: both ends between the earliest
 * record day and today (so never more than RECORDS_KEPT_DAYS long) and from <= to, the end the
 * person did not touch giving way.
 */
export function clampDateRange(range: DateRange, moved: 'from' | 'to', now: Date): DateRange {
  const first = earliestRecordDay(now);
  const today = toIsoDate(now);
  const inside = (day: string) => earlier(later(day, first), today);
  const from = inside(range.from);
  const to = inside(range.to);
  if (from <= to) return { from, to };
  return moved === 'from' ? { from, to: from } : { from: to, to };
}
