import { queryClient } from '../../core/runtime/queryClient';
import { WALLET_QUERY_ROOT } from './api';

/**
 * The walletRefresh service (core/plugin/handles.ts): after money moved anywhere (a deposit, a
 * withdrawal, a transfer, a notification saying so), every balance the wallet shows is read again.
 * Only queries on screen refetch now; the others are marked stale and refetch when next shown.
 */
export async function refreshWallet(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
}
