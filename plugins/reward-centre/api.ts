import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type RewardPage = ApiTypes['rewardList']['response'];
export type Reward = RewardPage['list'][number];
export type RewardStatus = RewardPage['status'];
export type ClaimedReward = ApiTypes['rewardClaim']['response'];
export type ClaimedAll = ApiTypes['rewardClaimAll']['response'];

/** Every query of the plugin starts with this, so one invalidation refreshes tabs, counts and rows. */
export const REWARDS_KEY = ['reward-centre'] as const;
/** The member-centre page key (§2), also the key of its badge. */
export const REWARD_CENTER_KEY = 'rewardCenter';
export const PAGE_SIZE = 20;

/** One status's rewards, a page at a time, with the count of every status. */
export function useRewards(status: RewardStatus, pageNo: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...REWARDS_KEY, status, pageNo],
    queryFn: ({ signal }) =>
      request('rewardList', { status, pageNo, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    // Rewards expire by the clock and arrive from the platform at any time.
    staleTime: 0,
    meta: { ...MONEY_VIEW.meta, lang: true },
  });
}

/** The badge's count: rewards claimable now. */
export async function claimableCount({ signal }: { signal: AbortSignal }): Promise<number> {
  return (await request('rewardList', { status: 'CLAIMABLE', pageSize: 1 }, { signal })).counts
    .claimable;
}

/** Pays one reward; the key is the intent's, so a retry or double click pays once. */
export function claimReward(rewardId: string, idempotencyKey: string): Promise<ClaimedReward> {
  return request('rewardClaim', { rewardId }, { idempotencyKey });
}

/** Pays every claimable reward, each once. */
export function claimAllRewards(idempotencyKey: string): Promise<ClaimedAll> {
  return request('rewardClaimAll', {}, { idempotencyKey });
}
