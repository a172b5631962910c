import type { UseQueryResult } from '@tanstack/react-query';

/** Pages of `pageSize` rows for `total` rows; at least one, so the table has somewhere to be. */
export const pageCountOf = (total: number | undefined, pageSize: number) =>
  Math.max(1, Math.ceil((total ?? 0) / pageSize));

/**
 * The records table's state from a query that keeps the previous page as placeholder: loading
 * (the old rows stay, dimmed) until the new answer, an error only when there is nothing to show.
 */
export function tableState(query: UseQueryResult<unknown>): 'loading' | 'error' | 'ready' {
  if (query.isError && !query.isPlaceholderData) return 'error';
  if (query.isPending || query.isPlaceholderData) return 'loading';
  return 'ready';
}
