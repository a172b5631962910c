import { useState } from 'react';
import { dateRangePresets, type DateRange } from '../../../core/ui/records/dateRangePresets';
import { localUtcOffset } from './utcOffset';

export interface ReportFilters {
  range: DateRange;
  /** A downline's account, '' for the whole team. */
  account: string;
  /** A game type or movement type, '' for all. */
  kind: string;
  /** 1-based. */
  page: number;
}

export interface ReportFilterControls {
  filters: ReportFilters;
  /** The clock the presets are taken from: fixed when the page opened, so "today" stays put. */
  now: Date;
  utcOffset: number;
  setRange: (range: DateRange) => void;
  setAccount: (account: string) => void;
  setKind: (kind: string) => void;
  setPage: (page: number) => void;
}

/**
 * A report's filters, starting on the last 7 days of the whole team. Any change but paging goes
 * back to page 1: a narrower or wider set has other pages.
 */
export function useReportFilters(
  initialPreset: 'last_7_days' | 'last_30_days' = 'last_7_days',
): ReportFilterControls {
  const [now] = useState(() => new Date());
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    range: dateRangePresets(now)[initialPreset],
    account: '',
    kind: '',
    page: 1,
  }));
  const change = (patch: Partial<ReportFilters>) =>
    setFilters((f) => ({ ...f, page: 1, ...patch }));
  return {
    filters,
    now,
    utcOffset: localUtcOffset(now),
    setRange: (range) => change({ range }),
    setAccount: (account) => change({ account: account.trim() }),
    setKind: (kind) => change({ kind }),
    setPage: (page) => setFilters((f) => ({ ...f, page })),
  };
}
