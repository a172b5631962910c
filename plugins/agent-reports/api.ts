import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import type { ApiTypes } from '../../generated/api';

export type TeamOverview = ApiTypes['agentTeamOverview']['response'];
export type OverviewDay = TeamOverview['days'][number];

/** The paged reports, by endpoint name: each takes a range, paging and its own filters. */
export type ReportName =
  'agentTeamBets' | 'agentUserLoss' | 'agentIncome' | 'agentTeamTransactions';
export type ReportQuery<N extends ReportName> = ApiTypes[N]['request'];
export type ReportAnswer<N extends ReportName> = ApiTypes[N]['response'];
export type ReportRow<N extends ReportName> = ReportAnswer<N>['list'][number];

/** Every query of this plugin starts with this key. */
const KEY = ['agent-reports'] as const;
/** Reports change as the team plays; a minute keeps paging back and forth free of refetches. */
const STALE_MS = 60_000;

/** The team's figures over a period, and per day of it. */
export function useTeamOverview(query: ApiTypes['agentTeamOverview']['request']) {
  return useQuery({
    queryKey: [...KEY, 'overview', query],
    queryFn: ({ signal }) => request('agentTeamOverview', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** One page of a report; the previous page stays on screen while the next one loads. */
export function useReportPage<N extends ReportName>(name: N, query: ReportQuery<N>) {
  return useQuery({
    queryKey: [...KEY, name, query],
    queryFn: ({ signal }) => request(name, query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** The platform's largest page: an export reads the filter in as few calls as it may. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a report's filter, page after page, up to `maxRows`, each page handed to `onRows`
 * as it arrives (the export writes it then, a slice per answer rather than all at the end).
 * Sequential: one call at a time keeps the platform's load and the page's main thread even.
 * `cut` says the filter has more rows than were read.
 */
export async function readAllRows<N extends ReportName>(
  name: N,
  query: ReportQuery<N>,
  maxRows: number,
  onRows: (rows: ReportRow<N>[]) => void,
  signal?: AbortSignal,
): Promise<{ count: number; total: number; cut: boolean }> {
  let count = 0;
  let total = 0;
  for (let pageNo = 1; count < maxRows; pageNo += 1) {
    const answer = (await request(
      name,
      { ...query, pageNo, pageSize: EXPORT_PAGE_SIZE },
      { signal },
    )) as ReportAnswer<N>;
    total = answer.total;
    const rows = (answer.list as ReportRow<N>[]).slice(0, maxRows - count);
    count += rows.length;
    onRows(rows);
    if (pageNo >= answer.totalPages || answer.list.length === 0) break;
  }
  return { count, total, cut: total > count };
}
