import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type MissionSummary = ApiTypes['missionSummary']['response'];
export type Mission = MissionSummary['missions'][number];
export type MissionPeriod = Mission['period'];
export type MissionClaimed = ApiTypes['missionClaim']['response'];
export type Leaderboard = ApiTypes['missionLeaderboard']['response'];
export type LeaderboardEntry = Leaderboard['list'][number];
export type SignInCalendar = ApiTypes['signInCalendar']['response'];
export type CalendarDay = SignInCalendar['days'][number];
export type CheckedIn = ApiTypes['signInReward']['response'];

/** Every query of the plugin starts with this, so one invalidation refreshes every page's data. */
export const MISSIONS_KEY = ['missions'] as const;
/** The member-centre page key (§2) of the mission page, also the key of its badge. */
export const MISSION_PAGE_KEY = 'missionLeaderboard';

/** The member's running missions; `period` narrows them (the daily tasks page asks DAILY). */
export function useMissionSummary(period?: MissionPeriod) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...MISSIONS_KEY, 'summary', period ?? 'ALL'],
    queryFn: ({ signal }) => request('missionSummary', period ? { period } : {}, { signal }),
    // Progress moves with every bet the member places elsewhere.
    staleTime: 0,
    meta: { ...MONEY_VIEW.meta, lang: true },
  });
}

export function useLeaderboard(pageSize: number) {
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'leaderboard', pageSize],
    queryFn: ({ signal }) => request('missionLeaderboard', { pageSize }, { signal }),
    staleTime: 30_000,
  });
}

export function useSignInCalendar() {
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'calendar'],
    queryFn: ({ signal }) => request('signInCalendar', {}, { signal }),
    staleTime: 0,
  });
}

/** The badge's count: missions whose reward is claimable now. */
export async function claimableCount({ signal }: { signal: AbortSignal }): Promise<number> {
  return (await request('missionSummary', {}, { signal })).unclaimedCount;
}

/** Pays a completed mission's reward; the key is the intent's, so a retry or double click pays once. */
export function claimMission(missionId: string, idempotencyKey: string): Promise<MissionClaimed> {
  return request('missionClaim', { missionId }, { idempotencyKey });
}

/** Checks in for today; the key is the intent's, so a retry or double click pays once. */
export function checkInToday(idempotencyKey: string): Promise<CheckedIn> {
  return request('signInReward', {}, { idempotencyKey });
}
