import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type DepositChannel = ApiTypes['depositChannels']['response']['channels'][number];
export type ChannelKind = DepositChannel['kind'];
export type DepositOrder = ApiTypes['depositCreate']['response'];
export type DepositInput = ApiTypes['depositCreate']['request'];
export type OrderSummary = ApiTypes['depositOrders']['response']['list'][number];

const ORDERS_KEY = ['deposit', 'orders'] as const;

/** The merchant's payment channels, in the platform's order. */
export function useDepositChannels() {
  return useQuery({
    queryKey: ['deposit', 'channels'],
    queryFn: ({ signal }) => request('depositChannels', {}, { signal }),
  });
}

/** Creates a pending order. The key is the intent's: a retry or double click makes no second order. */
export function createDeposit(input: DepositInput, idempotencyKey: string): Promise<DepositOrder> {
  return request('depositCreate', input, { idempotencyKey });
}

/** Re-read while an order waits: the merchant settles it on its side, not through this page. */
const PENDING_REFRESH_MS = 15_000;

/** One page of the member's orders, newest first. */
export function useDepositOrders(pageNo: number, pageSize: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...ORDERS_KEY, pageNo, pageSize],
    queryFn: ({ signal }) => request('depositOrders', { pageNo, pageSize }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => order.status === 'PENDING')
        ? PENDING_REFRESH_MS
        : false,
  });
}
