import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import type { ApiTypes } from '../../generated/api';

export type ReferralInfo = ApiTypes['referralInfo']['response'];
export type ReferralFriends = ApiTypes['referralFriends']['response'];
export type ReferralFriend = ReferralFriends['list'][number];
export type FriendStatus = ReferralFriend['status'];

/** Every query of this plugin starts with this key. */
export const REFERRAL_KEY = ['referral'] as const;

/**
 * The member's code, invite link, reward rule and totals. The page's own origin goes along, so
 * the link opens the brand on the host the member is using.
 */
export function useReferralInfo() {
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'info'],
    queryFn: ({ signal }) =>
      request('referralInfo', { origin: window.location.origin }, { signal }),
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
