import { useQueryClient } from '@tanstack/react-query';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { refreshPromotions } from '../api';

/**
 * What follows a member's action on a promotion: the cards and the claim hall read their statuses
 * again, and where money moved, the header balance too (when a wallet plugin is there to do it).
 */
export function useAfterAction(): (moneyMoved: boolean) => void {
  const client = useQueryClient();
  const refreshWallet = useRefreshWallet();
  return (moneyMoved) => {
    void refreshPromotions(client);
    if (moneyMoved) refreshWallet();
  };
}
