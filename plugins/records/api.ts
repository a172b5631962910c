import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';
import { useLanguage } from '../../core/i18n/useLanguage';

export type BetRecordsQuery = ApiTypes['betRecords']['request'];
export type BetRecords = ApiTypes['betRecords']['response'];
export type BetRecord = BetRecords['list'][number];
export type AccountRecordQuery = ApiTypes['memberTransactionDetail']['request'];
export type AccountEntry = ApiTypes['memberTransactionDetail']['response']['list'][number];
export type TransactionType = NonNullable<AccountRecordQuery['transactionType']>;
export type ProfitQuery = ApiTypes['personalProfit']['request'];
export type Profit = ApiTypes['personalProfit']['response'];
export type BonusQuery = ApiTypes['bonusDetails']['request'];
export type Bonus = ApiTypes['bonusDetails']['response']['list'][number];

/** Records never change under the member's eyes often enough to poll; a minute keeps pages fresh. */
const STALE_MS = 60_000;

/**
 * One page of the bet record. The previous page stays on screen while the next one loads
 * (placeholderData), so a filter or page change never blanks the table.
 */
export function useBetRecords(query: BetRecordsQuery) {
  return useQuery({
    queryKey: ['records', 'bets', query],
    queryFn: ({ signal }) => request('betRecords', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** One page of the account record (ledger movements and pending deposit orders). */
export function useAccountRecord(query: AccountRecordQuery) {
  return useQuery({
    // Money moved (here or in another tab): the movements are read again.
    ...MONEY_VIEW,
    queryKey: ['records', 'account', query],
    queryFn: ({ signal }) => request('memberTransactionDetail', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** Profit and loss per game type over a range. */
export function usePersonalProfit(query: ProfitQuery) {
  return useQuery({
    queryKey: ['records', 'profit', query],
    queryFn: ({ signal }) => request('personalProfit', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** One page of the bonuses credited to the member. */
export function useBonusDetails(query: BonusQuery) {
  return useQuery({
    queryKey: ['records', 'bonuses', query],
    queryFn: ({ signal }) => request('bonusDetails', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export interface VendorOption {
  vassalage: string;
  gameType: string;
  displayName: string;
}

/** Every vendor of the catalogue once, for the vendor and game-type filters. */
export function useVendorOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['records', 'vendors', language],
    queryFn: async ({ signal }) => {
      const { lanes } = await request(
        'gameVendor',
        { platform: 'html5-desktop', language },
        { signal },
      );
      const seen = new Map<string, VendorOption>();
      for (const card of lanes.flatMap((lane) => lane.cards))
        if (!seen.has(card.vassalage))
          seen.set(card.vassalage, {
            vassalage: card.vassalage,
            gameType: card.gameType,
            displayName: card.displayName,
          });
      return [...seen.values()];
    },
    staleTime: 5 * 60_000,
  });
}
