import { useQueryClient } from '@tanstack/react-query';
import { refreshBadge, setBadge } from '../../core/runtime/badges';
import { useRefreshWallet } from '../../core/runtime/useRefreshWallet';
import { MISSION_PAGE_KEY, MISSIONS_KEY } from './api';

/**
 * What follows a claim or a check-in, paid or refused: every page's data is read again, the badge
 * takes the count the answer carries (or is read again when there is none), and after a payment
 * the header balance is re-read at once rather than at its next poll.
 */
export function useAfterPayment() {
  const client = useQueryClient();
  const refreshWallet = useRefreshWallet();
  return ({ paid, claimable }: { paid: boolean; claimable?: number }) => {
    void client.invalidateQueries({ queryKey: MISSIONS_KEY });
    if (claimable === undefined) void refreshBadge(MISSION_PAGE_KEY);
    else setBadge(MISSION_PAGE_KEY, claimable);
    if (paid) refreshWallet();
  };
}
