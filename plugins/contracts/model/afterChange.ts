import { queryClient } from '../../../core/runtime/queryClient';
import { refreshBadge } from '../../../core/runtime/badges';
import { CONTRACTS_KEY } from '../api';
import { KIND_LIST } from './kinds';

/**
 * After any answer, proposal or payment: every contract list, request count and history is read
 * again (an accept can end contracts on other tabs too), and so are the menu's request badges.
 */
export function afterContractChange(): void {
  void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  for (const kind of KIND_LIST) void refreshBadge(kind.pageKey);
}
