import { isTransient, withRetry, type RetryPolicy } from '../api/backoff';

/**
 * Quiet retries of a start-up call before the failure page shows: short, because until the app
 * mounts the visitor sees nothing else (at most 0.25 + 0.5 + 1 + 2 s of waiting).
 */
export const STARTUP_QUIET_RETRY: RetryPolicy = { retries: 4, baseMs: 250, maxMs: 2_000 };

/** The failure page's own retries wait 2 s, then twice as long each time, at most a minute. */
export function startupRetryDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** attempt);
}

/**
 * Shows the failure page for a call that failed every quiet try, telling it when the next try
 * comes; resolves when it is time (the countdown ended or the visitor pressed retry).
 */
export type ShowStartupFailure = (
  error: unknown,
  retryInMs: number,
  attempt: number,
) => Promise<void>;

/**
 * Runs a start-up read until it answers (§9): quiet retries first, then the failure page with its
 * countdown, again and again on a growing delay. A failure no retry can cure (a configuration
 * error, a refusal) is thrown at once for the failure page without a countdown.
 */
export async function untilAnswered<T>(
  read: () => Promise<T>,
  showFailure: ShowStartupFailure,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withRetry(read, STARTUP_QUIET_RETRY);
    } catch (error) {
      if (!isTransient(error)) throw error;
      await showFailure(error, startupRetryDelay(attempt), attempt);
    }
  }
}
