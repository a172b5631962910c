import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';
import type { ApiTypes } from '../../generated/api';

export type DownlinePage = ApiTypes['downlineList']['response'];
export type Downline = DownlinePage['list'][number];
export type DownlineQuery = ApiTypes['downlineList']['request'];
export type AccountRules = ApiTypes['downlineRules']['response'];
export type InvitationLink = ApiTypes['invitationLinks']['response']['list'][number];
export type MemberKind = Downline['type'];

/** Every query of this plugin starts with this key (a transfer or a new account refreshes them). */
export const TEAM_KEY = ['agent-team'] as const;

/** One page of the team: a node's children, or a search over the whole team. */
export function useDownlines(query: DownlineQuery) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...TEAM_KEY, 'downlines', query],
    queryFn: ({ signal }) => request('downlineList', query, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/** The brand's rules for a new account name and password (§5), checked before sending. */
export function useAccountRules() {
  return useQuery({
    queryKey: [...TEAM_KEY, 'rules'],
    queryFn: ({ signal }) => request('downlineRules', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useInvitationLinks() {
  return useQuery({
    queryKey: [...TEAM_KEY, 'links'],
    queryFn: ({ signal }) => request('invitationLinks', {}, { signal }),
    staleTime: 0,
  });
}

export const teamCalls = {
  createDownline: (params: ApiTypes['downlineCreate']['request']) =>
    request('downlineCreate', params),
  createLink: (params: ApiTypes['invitationLinkCreate']['request']) =>
    request('invitationLinkCreate', params),
  deleteLink: (id: number) => request('invitationLinkDelete', { id }),
  /** A money call: the intent's key makes a retry or a double click move the money once. */
  transfer: (params: ApiTypes['downlineTransfer']['request'], idempotencyKey: string) =>
    request('downlineTransfer', params, { idempotencyKey }),
};
