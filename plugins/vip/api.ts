import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';

export type RankProgress = ApiTypes['playerRankProgress']['response'];
export type VipBonusList = ApiTypes['vipBonusList']['response'];
export type VipLevel = VipBonusList['levels'][number];
export type VipBonus = VipBonusList['received'][number];

const VIP_KEY = ['vip'] as const;

/** The member's level and the way to the next one (deposits and valid bets). */
export function useRankProgress() {
  return useQuery({
    queryKey: [...VIP_KEY, 'progress'],
    queryFn: ({ signal }) => request('playerRankProgress', {}, { signal }),
  });
}

/** The ladder with each level's bonuses, and the VIP bonuses the member was granted. */
export function useVipBonusList() {
  return useQuery({
    queryKey: [...VIP_KEY, 'bonuses'],
    queryFn: ({ signal }) => request('vipBonusList', {}, { signal }),
    meta: { lang: true },
  });
}

export type RebateSetting = ApiTypes['rebateSettings']['response'][number];

/**
 * The rebate programme's rates as the platform applies them to the member (the call carries the
 * token): per game type, with a vendor's own rate where it has one. Not gated by a module flag, so
 * a brand without the manual rebate shows its rates too.
 */
export function useRebateSettings() {
  return useQuery({
    queryKey: [...VIP_KEY, 'rebateSettings'],
    queryFn: ({ signal }) => request('rebateSettings', {}, { signal }),
  });
}
