import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';
import type { ApiTypes } from '../../generated/api';
import { rememberMerchantWallet } from './merchantWalletKey';

/** Every query of the wallet starts with this: walletRefresh invalidates them all at once. */
export const WALLET_QUERY_ROOT = 'wallet';

export const walletKeys = {
  balance: [WALLET_QUERY_ROOT, 'balance'],
  vendors: [WALLET_QUERY_ROOT, 'vendors'],
  funds: [WALLET_QUERY_ROOT, 'funds'],
  merchant: [WALLET_QUERY_ROOT, 'merchant'],
  upline: [WALLET_QUERY_ROOT, 'upline'],
} as const;

export type VendorWallet = ApiTypes['vendorWallets']['response']['wallets'][number];

/** The main wallet (§7 balance); `enabled: false` for a trial user, who has no money to show. */
export function useBalance(enabled: boolean) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => request('balance', {}, { signal }),
    enabled,
  });
}

/** One wallet per vendor that keeps its own (transfer) wallet, with its balance. */
export function useVendorWallets(enabled: boolean) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: walletKeys.vendors,
    queryFn: ({ signal }) => request('vendorWallets', {}, { signal }),
    enabled,
  });
}

/** Main plus every vendor wallet (§7 consolidated funds). */
export function useConsolidatedFunds(enabled: boolean) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: walletKeys.funds,
    queryFn: ({ signal }) => request('consolidatedFunds', {}, { signal }),
    enabled,
  });
}

/** Whether the merchant runs one wallet for every vendor (merchantWallet isSingle). */
export function useMerchantWallet() {
  return useQuery({
    queryKey: walletKeys.merchant,
    queryFn: async ({ signal }) => {
      const answer = await request('merchantWallet', {}, { signal });
      rememberMerchantWallet(answer.isSingle);
      return answer;
    },
  });
}

/** The member's upline, from member info (only a downline of an agent has one). */
export function useUpline() {
  return useQuery({
    queryKey: walletKeys.upline,
    queryFn: async ({ signal }) =>
      (await request('memberInfo', {}, { signal })).uplineAccount ?? null,
  });
}

/** Whether the member has set a funds password: transferUpline then asks for it. */
export function useFundsPasswordSet() {
  return useQuery({
    queryKey: [WALLET_QUERY_ROOT, 'funds-password'],
    queryFn: async ({ signal }) =>
      (await request('memberProfile', {}, { signal })).hasFundsPassword,
  });
}

/** Money calls: each sends the intent's key, so a retry or a double click moves money once. */
export const walletCalls = {
  transfer: (params: ApiTypes['walletTransfer']['request'], idempotencyKey: string) =>
    request('walletTransfer', params, { idempotencyKey }),
  recallAll: (idempotencyKey: string) => request('walletRecallAll', {}, { idempotencyKey }),
  transferUpline: (params: ApiTypes['transferUpline']['request'], idempotencyKey: string) =>
    request('transferUpline', params, { idempotencyKey }),
};
