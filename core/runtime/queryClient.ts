import { QueryClient } from '@tanstack/react-query';
import { READ_RETRY, backoffDelay, isTransient } from '../api/backoff';
import { onSessionCleared } from '../session/session';

/**
 * Reads are idempotent, so a failure a later try can cure is tried again, patiently (§9: a view
 * that needs twenty calls must survive one failing); nothing the server refused on purpose is.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRY.retries && isTransient(error);
}

/** One client for the whole app; mutations never retry, so money actions are never sent twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetryRead,
      // TanStack counts the failures so far: 0 before the first retry.
      retryDelay: (failureCount) => backoffDelay(failureCount),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Nothing fetched for a member outlives the session (logout clears all member data). */
onSessionCleared(() => queryClient.clear());
