import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import { useShareOrigin } from '../../core/runtime/shareOrigin';
import type { ApiTypes } from '../../generated/api';

export type ReferralInfo = ApiTypes['referralInfo']['response'];
export type ReferralFriends = ApiTypes['referralFriends']['response'];
export type ReferralFriend = ReferralFriends['list'][number];
export type FriendStatus = ReferralFriend['status'];

/** Every query of this plugin starts with this key. */
export const REFERRAL_KEY = ['referral'] as const;

/**
 * The member's code, invite link, reward rule and totals. The share origin goes along (core's
 * rule: the brand's main domain in production, the page's own origin over http), and the
 * platform builds the link on it.
 */
export function useReferralInfo() {
  const origin = useShareOrigin();
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'info', origin],
    queryFn: ({ signal }) => request('referralInfo', { origin }, { signal }),
    staleTime: 0,
  });
}

/** One page of the friends who registered with the member's code, newest first. */
export function useReferralFriends(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'friends', pageNo, pageSize],
    queryFn: ({ signal }) => request('referralFriends', { pageNo, pageSize }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
