import { walletRefresh } from '../plugin/handles';
import { useProvided, useService } from './provided';

/**
 * After money moved: re-reads the header balance now rather than at its next poll, when a wallet
 * plugin provides the refresh (core's `walletRefresh`, an `optional` need of the caller). A failure
 * is not the member's problem: the balance catches up at its next refresh anyway.
 */
export function useRefreshWallet(): () => void {
  const provided = useProvided(walletRefresh);
  const load = useService(walletRefresh);
  return () => {
    if (!provided) return;
    void load()
      .then((refresh) => refresh())
      .catch(() => undefined);
  };
}
