import { ApiError } from '../api/ApiError';
import type { ErrorCode } from '../api/errorCatalogue';

/**
 * Failures after which a money call may have run: the answer was lost on the way (the
 * connection, a timeout), the platform broke down mid-call (5xx, an unreadable answer), or
 * it says the same key is still being worked on. Only asking the platform tells.
 */
const MAYBE_APPLIED: ReadonlySet<ErrorCode> = new Set([
  'NETWORK',
  'TIMEOUT',
  'SYSTEM_ERROR',
  'BAD_RESPONSE',
  'MAINTENANCE',
  'UNKNOWN',
  'DUPLICATE_REQUEST',
]);

/**
 * What a failed money call says about the money: `refused` when the platform (or the client,
 * before sending) said no and nothing moved; `unknown` when the call may have been applied.
 * The one refusal rule of every money form; anything not thrown as an ApiError (an abort, a
 * bug between send and answer) is unknown, since the call may have gone out.
 */
export function failureOutcome(error: unknown): 'refused' | 'unknown' {
  if (!(error instanceof ApiError)) return 'unknown';
  return MAYBE_APPLIED.has(error.code) ? 'unknown' : 'refused';
}
