import { ApiError } from '../../core/api/ApiError';

/**
 * The platform said no (a 4xx answer other than a key conflict, e.g. NOTHING_TO_CLAIM): nothing was
 * paid, so the next click is a new intent rather than a replay of that refusal. After anything
 * else (a timeout, a lost answer, a 5xx) the claim may have been paid, so its key is kept until
 * the outcome is known.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'DUPLICATE_REQUEST'
  );
}
