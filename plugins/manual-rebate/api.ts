import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type RebateSummary = ApiTypes['rebateSummary']['response'];
export type RebateLine = RebateSummary['list'][number];
export type RebateClaimInput = ApiTypes['rebateClaim']['request'];
export type RebateClaim = ApiTypes['rebateClaim']['response'];
export type RebateHistoryEntry = ApiTypes['rebateHistory']['response']['list'][number];

/** Every query of the plugin starts with this, so one invalidation after a claim refreshes the page. */
export const REBATE_KEY = ['manual-rebate'] as const;

/** What the member can claim now, per game type and vendor, and the instant it was counted at. */
export function useRebateSummary() {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...REBATE_KEY, 'summary'],
    queryFn: ({ signal }) => request('rebateSummary', {}, { signal }),
  });
}

/**
 * Pays the rebate of every game type, or of one, up to the summary's `asOf` (so the amount paid is
 * the one shown). The key is the intent's: a retry or a double click is paid once.
 */
export function claimRebate(input: RebateClaimInput, idempotencyKey: string): Promise<RebateClaim> {
  return request('rebateClaim', input, { idempotencyKey });
}

/** One page of the member's claims, newest first; the previous page stays on screen while the next loads. */
export function useRebateHistory(pageNo: number, pageSize: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...REBATE_KEY, 'history', pageNo, pageSize],
    queryFn: ({ signal }) => request('rebateHistory', { pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}
