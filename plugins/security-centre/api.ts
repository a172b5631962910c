import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';

export type MemberProfile = ApiTypes['memberProfile']['response'];
export type BankCard = ApiTypes['bankCards']['response']['cards'][number];

const PROFILE_KEY = ['security-centre', 'profile'] as const;
const CARDS_KEY = ['security-centre', 'bankCards'] as const;

/** The member's profile and the state of each security setting (funds password, two-factor). */
export function useMemberProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => request('memberProfile', {}, { signal }),
  });
}

/** The bound cards (numbers masked by the platform), the merchant's card limit and bank list. */
export function useBankCards() {
  return useQuery({
    queryKey: CARDS_KEY,
    queryFn: ({ signal }) => request('bankCards', {}, { signal }),
  });
}

/** After a change: the profile answer replaces the cached one; anything else is read again. */
export function useSecurityCache() {
  const client = useQueryClient();
  return {
    setProfile: (profile: MemberProfile) => client.setQueryData(PROFILE_KEY, profile),
    refreshProfile: () => client.invalidateQueries({ queryKey: PROFILE_KEY }),
    refreshCards: () => client.invalidateQueries({ queryKey: CARDS_KEY }),
  };
}
