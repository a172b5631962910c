import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DateRange } from '../../../core/ui/records/dateRangePresets';
import {
  formatRecordsSearch,
  parseRecordsSearch,
  type FilterKey,
  type RecordsSearch,
} from './recordsSearch';

export interface RecordsSearchControls {
  view: RecordsSearch;
  /** The clock the page's presets use: fixed when the page opened, so "today" does not shift. */
  now: Date;
  setRange: (range: DateRange) => void;
  /** A filter's new value ('' clears it); a narrower or wider set starts again at page 1. */
  setFilter: (key: FilterKey, value: string) => void;
  setPage: (page: number) => void;
}

/**
 * The page's view, kept in the address. Changes replace the history entry rather than add one,
 * so back leaves the records page instead of stepping through every filter tried.
 */
export function useRecordsSearch(): RecordsSearchControls {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [now] = useState(() => new Date());
  const view = useMemo(() => parseRecordsSearch(search, now), [search, now]);
  const go = (next: RecordsSearch) =>
    navigate(`${location}${formatRecordsSearch(next)}`, { replace: true });
  return {
    view,
    now,
    setRange: (range) => go({ ...view, ...range, page: 1 }),
    setFilter: (key, value) => {
      const filters = { ...view.filters };
      if (value) filters[key] = value;
      else delete filters[key];
      // a vendor belongs to one game type: changing the type drops a vendor of another type
      if (key === 'gameType') delete filters.vendor;
      go({ ...view, filters, page: 1 });
    },
    setPage: (page) => go({ ...view, page }),
  };
}
