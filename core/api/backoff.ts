import { ApiError } from './ApiError';
import type { ErrorCode } from './errorCatalogue';

/** Failures a later try can cure (§9 network): the connection, a timeout, the platform's 5xx. */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set(['NETWORK', 'TIMEOUT', 'SYSTEM_ERROR']);

/** Whether a failure is worth another try; nothing the server refused on purpose is. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT.has(error.code);
}

/** How often and how patiently a read is tried again. */
export interface RetryPolicy {
  retries: number;
  baseMs: number;
  maxMs: number;
}

/**
 * Idempotent reads only (queries, start-up calls), never money or any other write. Nine tries
 * make a call that fails 30 % of the time fail for good once in 50,000; the waits (at most 0.25,
 * 0.5, 1, then 2 s five times) add up to under 12 s, so a page that needs a chain of such calls
 * still shows within the 20 s a person on a bad network waits. The cap keeps the last tries
 * coming while the person is still there.
 */
export const READ_RETRY: RetryPolicy = { retries: 8, baseMs: 250, maxMs: 2_000 };

/**
 * The wait before retry number `retry` (0 for the first): doubling from `baseMs`, capped at
 * `maxMs`, and drawn from its upper half so clients that failed together do not return together
 * while none comes back at once.
 */
export function backoffDelay(
  retry: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = READ_RETRY,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits `ms`; rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Runs an idempotent read, trying again on transient failures on the backoff schedule; the last
 * failure, or the first that is not transient, is thrown. For reads outside TanStack Query (start-up),
 * which has the same policy in core/runtime/queryClient.ts.
 */
export async function withRetry<T>(
  read: () => Promise<T>,
  policy: RetryPolicy = READ_RETRY,
  signal?: AbortSignal,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await read();
    } catch (error) {
      if (retry >= policy.retries || !isTransient(error) || signal?.aborted) throw error;
      await sleep(backoffDelay(retry, policy), signal);
    }
  }
}
