// The date range and paging every records call takes (issue 12 point 7): whole days of the member's
// local calendar, at most 90 of them, turned into the instants the database compares with.
import { ApiError } from '../http/envelope.js';

/** The longest range a records call answers, both ends included (the bet history's depth too). */
export const MAX_RANGE_DAYS = 90;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a YYYY-MM-DD day's start in UTC, or undefined for a day the calendar lacks. */
function utcDayStart(day: string): number | undefined {
  const m = ISO_DAY.exec(day);
  if (!m) return undefined;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // 2026-02-30 rolls over to March: refuse it rather than answer for another day
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms : undefined;
}

export interface RecordsRange {
  /** First instant of `from` in the member's time zone. */
  start: Date;
  /** First instant after `to` (exclusive end). */
  end: Date;
}

/**
 * `from`..`to` (both included) of the member's calendar as instants. `utcOffset` is minutes east
 * of UTC (UTC+7 is 420): local midnight is that much earlier than UTC midnight.
 */
export function recordsRange(input: Record<string, unknown>): RecordsRange {
  const from = utcDayStart(String(input.from ?? ''));
  const to = utcDayStart(String(input.to ?? ''));
  if (from === undefined) throw new ApiError('VALIDATION_FAILED', '/from must be a YYYY-MM-DD day');
  if (to === undefined) throw new ApiError('VALIDATION_FAILED', '/to must be a YYYY-MM-DD day');
  if (to < from) throw new ApiError('VALIDATION_FAILED', '/to must not be before /from');
  const days = (to - from) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS)
    throw new ApiError(
      'VALIDATION_FAILED',
      `the range must be at most ${MAX_RANGE_DAYS} days (asked for ${days})`,
    );
  const offsetMs = Number(input.utcOffset ?? 0) * 60_000;
  return { start: new Date(from - offsetMs), end: new Date(to + DAY_MS - offsetMs) };
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** pageNo from 1, pageSize 1..100 (20 when absent); the schema has already checked the types. */
export function paging(input: Record<string, unknown>): Paging {
  const pageNo = Math.max(1, Math.trunc(Number(input.pageNo ?? 1)) || 1);
  const pageSize = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, Math.trunc(Number(input.pageSize ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE),
  );
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}
