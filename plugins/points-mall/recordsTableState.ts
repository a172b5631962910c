import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The records table's state from a query that keeps the previous page as placeholder: loading
 * (the old rows stay, dimmed) until the new answer, an error only when there is nothing to show.
 */
export function recordsTableState(query: UseQueryResult<unknown>): 'loading' | 'error' | 'ready' {
  if (query.isError && !query.isPlaceholderData) return 'error';
  if (query.isPending || query.isPlaceholderData) return 'loading';
  return 'ready';
}
