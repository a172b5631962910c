import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import type { ApiTypes } from '../../generated/api';
import type { ContractKind } from './model/kinds';

// The four calls share one shape (schemas/api/*Contract.*.json); the daily salary's types name it.
export type ContractRequest = ApiTypes['dailySalaryContract']['request'];
export type ContractAnswer = ApiTypes['dailySalaryContract']['response'];
export type Contract = NonNullable<ContractAnswer['contract']>;
export type Settlement = NonNullable<ContractAnswer['settlement']>;
export type ContractRole = 'upline' | 'downline';

/** Every query of the plugin starts with this, so one invalidation refreshes a whole page. */
export const CONTRACTS_KEY = ['contracts'] as const;
export const kindKey = (kind: ContractKind) => [...CONTRACTS_KEY, kind.id] as const;

/** One action of a contract call; `idempotencyKey` only for the money action, pay. */
export function contractCall(
  kind: ContractKind,
  params: ContractRequest,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<ContractAnswer> {
  return request(kind.endpoint, params, options);
}

/** The contracts I am the upline (my downlines') or the downline (mine) of, a page at a time. */
export function useContractList(
  kind: ContractKind,
  role: ContractRole,
  pageNo: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: [...kindKey(kind), 'list', role, pageNo, pageSize],
    queryFn: ({ signal }) =>
      contractCall(kind, { action: 'list', role, pageNo, pageSize }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** New contracts and termination requests waiting for my answer. */
export function useContractRequests(kind: ContractKind, enabled = true) {
  return useQuery({
    queryKey: [...kindKey(kind), 'requests'],
    queryFn: ({ signal }) =>
      contractCall(kind, { action: 'requests', pageNo: 1, pageSize: 50 }, { signal }),
    enabled,
  });
}

/** The settlements of one contract, newest first, with the totals paid and due. */
export function useContractHistory(
  kind: ContractKind,
  contractId: string,
  pageNo: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: [...kindKey(kind), 'history', contractId, pageNo, pageSize],
    queryFn: ({ signal }) =>
      contractCall(kind, { action: 'history', contractId, pageNo, pageSize }, { signal }),
    placeholderData: (previous) => previous,
  });
}
