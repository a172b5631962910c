import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';

export type PointBalance = ApiTypes['pointBalance']['response'];
export type PointConfig = ApiTypes['pointConfig']['response'];
export type Goods = ApiTypes['pointReward']['response'][number];
export type GoodsKind = Goods['type'];
export type PointType = PointConfig['earnRates'][number]['type'];
export type RedeemInput = ApiTypes['redeemPointReward']['request'];
export type Redeemed = ApiTypes['redeemPointReward']['response'];
export type Converted = ApiTypes['convertPoint']['response'];
export type ExchangeRecord = ApiTypes['redeemPointList']['response']['list'][number];
export type RedemptionStatus = ExchangeRecord['status'];
export type PointEntry = ApiTypes['pointDetails']['response']['list'][number];

/** Every query of the plugin starts with this, so one invalidation refreshes points, goods and records. */
export const POINTS_KEY = ['points-mall'] as const;

/** The member's points, all together and by §3 type. */
export function usePointBalance() {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...POINTS_KEY, 'balance'],
    queryFn: ({ signal }) => request('pointBalance', {}, { signal }),
  });
}

/** Ratios, conversion limits and the rules (in the page's language). */
export function usePointConfig() {
  return useQuery({
    queryKey: [...POINTS_KEY, 'config'],
    queryFn: ({ signal }) => request('pointConfig', {}, { signal }),
    meta: { lang: true },
  });
}

/** The whole catalogue (goods, life services, gift exchange): one call, the tabs filter it. */
export function useGoods() {
  return useQuery({
    queryKey: [...POINTS_KEY, 'goods'],
    queryFn: ({ signal }) => request('pointReward', {}, { signal }),
    meta: { lang: true },
  });
}

/** Exchanges goods; the key is the intent's, so a retry or a double click makes one exchange. */
export function redeemGoods(input: RedeemInput, idempotencyKey: string): Promise<Redeemed> {
  return request('redeemPointReward', input, { idempotencyKey });
}

/** Turns cash from the main wallet into points, once per intent. */
export function convertCash(
  input: ApiTypes['convertPoint']['request'],
  idempotencyKey: string,
): Promise<Converted> {
  return request('convertPoint', input, { idempotencyKey });
}

/** Exchange records, newest first; re-read while one waits for the platform's decision. */
export function useExchangeRecords(pageNo: number, pageSize: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...POINTS_KEY, 'records', pageNo, pageSize],
    queryFn: ({ signal }) => request('redeemPointList', { pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
    meta: { ...MONEY_VIEW.meta, lang: true },
    refetchInterval: (query) =>
      query.state.data?.list.some((r) => r.status === 'APPLYING') ? 15_000 : false,
  });
}

/** Points details: every earning and spending with the balance after it. */
export function usePointDetails(pageNo: number, pageSize: number) {
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...POINTS_KEY, 'details', pageNo, pageSize],
    queryFn: ({ signal }) => request('pointDetails', { pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}
