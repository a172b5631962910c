/**
 * Options of every query whose answer depends on money: balances, the withdrawable amount,
 * points, money records. Such a view is read again whenever the page comes back into view, and
 * whenever money moved here or in another tab of the same member (moneyMoved.ts), so it never
 * shows a balance the platform has contradicted. A file of its own with no imports: pages a
 * visitor opens import it with their queries, and it must not bring the money code along.
 */
export const MONEY_VIEW_KEY = 'moneyView';

export const MONEY_VIEW = {
  meta: { [MONEY_VIEW_KEY]: true },
  refetchOnWindowFocus: 'always',
} as const;
