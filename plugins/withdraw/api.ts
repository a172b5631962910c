import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type WithdrawSettings = ApiTypes['withdrawSettings']['response'];
export type BankCard = WithdrawSettings['bankCards'][number];
export type WithdrawInput = ApiTypes['withdrawCreate']['request'];
export type CreatedWithdrawal = ApiTypes['withdrawCreate']['response'];
export type AwaitingWithdrawal = ApiTypes['paymentConfirmationList']['response']['list'][number];
export type ConfirmInput = ApiTypes['c2cTransaction']['request'];
export type ConfirmAction = ConfirmInput['action'];
export type WithdrawalSummary = ApiTypes['withdrawals']['response']['list'][number];

/** Every query of the plugin starts with this, so one invalidation refreshes the whole page. */
export const WITHDRAW_KEY = ['withdraw'] as const;

/** Limits, withdrawable balance, turnover to go, the bound cards and whether a funds password is set. */
export function useWithdrawSettings() {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...WITHDRAW_KEY, 'settings'],
    queryFn: ({ signal }) => request('withdrawSettings', {}, { signal }),
  });
}

/** Creates a pending withdrawal; the key is the intent's, so a retry or double click makes one. */
export function createWithdrawal(
  input: WithdrawInput,
  idempotencyKey: string,
): Promise<CreatedWithdrawal> {
  return request('withdrawCreate', input, { idempotencyKey });
}

/**
 * Re-read while the page is open: the merchant approves on its side, and a withdrawal whose wait
 * is over leaves the list as received.
 */
const AWAITING_REFRESH_MS = 15_000;

/** Approved withdrawals waiting for the player's word, oldest first. */
export function useAwaitingConfirmation() {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...WITHDRAW_KEY, 'awaiting'],
    queryFn: ({ signal }) =>
      request('paymentConfirmationList', { pageNo: 1, pageSize: 50 }, { signal }),
    refetchInterval: AWAITING_REFRESH_MS,
  });
}

/** The player's word on one approved withdrawal, once; a retry with the same key gets the same answer. */
export function confirmWithdrawal(input: ConfirmInput, idempotencyKey: string) {
  return request('c2cTransaction', input, { idempotencyKey });
}

/** The member's latest withdrawals, newest first; re-read while one waits for the platform. */
export function useRecentWithdrawals(pageSize: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...WITHDRAW_KEY, 'recent', pageSize],
    queryFn: ({ signal }) => request('withdrawals', { pageNo: 1, pageSize }, { signal }),
    enabled: pageSize > 0,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'PENDING') ? AWAITING_REFRESH_MS : false,
  });
}
