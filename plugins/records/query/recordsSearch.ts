// The view of a records page as its address's query (?from=…&to=…&page=2&vendor=PG), so a link,
// the back button and a reload land on the same rows.
import {
  clampDateRange,
  dateRangePresets,
  type DateRange,
} from '../../../core/ui/records/dateRangePresets';

/** Filters a records page may have; each page uses some of them. */
export const FILTER_KEYS = ['gameType', 'vendor', 'status', 'type'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface RecordsSearch extends DateRange {
  /** 1-based page of the table. */
  page: number;
  filters: Partial<Record<FilterKey, string>>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Filter values are platform codes (PG, LIVE, SETTLED…): anything else in an address is dropped. */
const CODE = /^[A-Za-z0-9_]{1,32}$/;

/** Reads the view from a query string; the default is the last 7 days (§9), page 1, no filter. */
export function parseRecordsSearch(search: string, now: Date): RecordsSearch {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range =
    ISO_DAY.test(from) && ISO_DAY.test(to)
      ? clampDateRange(clampDateRange({ from, to }, 'from', now), 'to', now)
      : dateRangePresets(now).last_7_days;
  const page = Number(params.get('page'));
  const filters: RecordsSearch['filters'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && CODE.test(value)) filters[key] = value;
  }
  return { ...range, page: Number.isInteger(page) && page > 1 ? page : 1, filters };
}

/** The query string of a view (with its "?"), leaving out page 1 and unset filters. */
export function formatRecordsSearch(view: RecordsSearch): string {
  const params = new URLSearchParams({ from: view.from, to: view.to });
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return `?${params}`;
}
