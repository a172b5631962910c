import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { onSessionCleared } from '../session/session';

/** Only failures a second try can cure are retried; nothing the server refused on purpose. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return failureCount < 2 && ['NETWORK', 'TIMEOUT', 'SYSTEM_ERROR'].includes(error.code);
}

/** One client for the whole app; mutations never retry, so money actions are never sent twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Nothing fetched for a member outlives the session (logout clears all member data). */
onSessionCleared(() => queryClient.clear());
