import { useQueryClient } from '@tanstack/react-query';
import { walletRefresh } from '../../core/plugin/handles';
import { setBadge } from '../../core/runtime/badges';
import { useProvided, useService } from '../../core/runtime/provided';
import { REWARD_CENTER_KEY, REWARDS_KEY } from './api';

/**
 * What follows a claim, paid or refused: the tabs and counts read again, the badge takes the
 * count the answer carries (or is read again after a refusal), and the header balance is re-read
 * at once rather than at its next poll.
 */
export function useClaimDone() {
  const client = useQueryClient();
  const canRefreshWallet = useProvided(walletRefresh);
  const loadWalletRefresh = useService(walletRefresh);
  return (claimable?: number) => {
    void client.invalidateQueries({ queryKey: REWARDS_KEY });
    if (claimable === undefined) return;
    setBadge(REWARD_CENTER_KEY, claimable);
    if (canRefreshWallet) void loadWalletRefresh().then((refresh) => refresh());
  };
}
