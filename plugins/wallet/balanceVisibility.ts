import { localStore } from '../../core/session/browserStorage';
/** Where the header remembers that the member hid the balance (issue 12: the choice persists). */
export const BALANCE_HIDDEN_KEY = 'wl.balanceHidden';

/** Whether the balance shows as asterisks; shown unless the member chose to hide it. */
export function readBalanceHidden(): boolean {
  return localStore()?.getItem(BALANCE_HIDDEN_KEY) === 'true';
}

/**
 * Keeps the choice across reloads and visits. It says nothing about the member (no amount, no
 * name), so it stays after logout like the language does.
 */
export function storeBalanceHidden(hidden: boolean): void {
  const store = localStore();
  if (hidden) store?.setItem(BALANCE_HIDDEN_KEY, 'true');
  else store?.removeItem(BALANCE_HIDDEN_KEY);
}
