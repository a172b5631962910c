import { useQueryClient } from '@tanstack/react-query';
import { setBadge } from '../../core/runtime/badges';
import { useRefreshWallet } from '../../core/runtime/useRefreshWallet';
import { REWARD_CENTER_KEY, REWARDS_KEY } from './api';

/**
 * What follows a claim, paid or refused: the tabs and counts read again, the badge takes the
 * count the answer carries (or is read again after a refusal), and the header balance is re-read
 * at once rather than at its next poll.
 */
export function useClaimDone() {
  const client = useQueryClient();
  const refreshWallet = useRefreshWallet();
  return (claimable?: number) => {
    void client.invalidateQueries({ queryKey: REWARDS_KEY });
    if (claimable === undefined) return;
    setBadge(REWARD_CENTER_KEY, claimable);
    refreshWallet();
  };
}
