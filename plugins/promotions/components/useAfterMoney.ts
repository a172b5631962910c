import { useQueryClient } from '@tanstack/react-query';
import { walletRefresh } from '../../../core/plugin/handles';
import { useProvided, useService } from '../../../core/runtime/provided';
import { refreshPromotions } from '../api';

/**
 * What follows a member's action on a promotion: the cards and the claim hall read their statuses
 * again, and where money moved, the header balance too (when a wallet plugin is there to do it).
 */
export function useAfterAction(): (moneyMoved: boolean) => void {
  const client = useQueryClient();
  const canRefreshWallet = useProvided(walletRefresh);
  const loadWalletRefresh = useService(walletRefresh);
  return (moneyMoved) => {
    void refreshPromotions(client);
    if (moneyMoved && canRefreshWallet) void loadWalletRefresh().then((refresh) => refresh());
  };
}
