import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import type { ApiTypes } from '../../generated/api';

export type CreditLine = ApiTypes['creditLine']['response'];
/** A line the member has: the answer when `hasCreditLine` is true. */
export type GrantedLine = Extract<CreditLine, { hasCreditLine: true }>;
export type CreditReportQuery = ApiTypes['creditReport']['request'];
export type CreditReport = ApiTypes['creditReport']['response'];
export type CreditPeriod = CreditReport['list'][number];
export type CreditFigures = CreditReport['totals'];

/** Every query of the plugin starts with this. */
export const CREDIT_KEY = ['credit-report'] as const;

/** The line moves with every bet; a minute keeps the page fresh without polling. */
const STALE_MS = 60_000;

/** The member's credit line: limit, used, available and the current period (or no line at all). */
export function useCreditLine() {
  return useQuery({
    queryKey: [...CREDIT_KEY, 'line'],
    queryFn: ({ signal }) => request('creditLine', {}, { signal }),
    staleTime: STALE_MS,
  });
}

/**
 * One page of the settlement periods overlapping a range, with the range's totals. The previous
 * page stays on screen while the next one loads (placeholderData), so the table never blanks.
 */
export function useCreditReport(query: CreditReportQuery) {
  return useQuery({
    queryKey: [...CREDIT_KEY, 'report', query],
    queryFn: ({ signal }) => request('creditReport', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}
