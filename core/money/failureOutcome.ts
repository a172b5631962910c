import { ApiError } from '../api/ApiError';
import { isTransient } from '../api/backoff';
import type { ErrorCode } from '../api/errorCatalogue';

/**
 * Beyond what a later try can cure (backoff's transient failures: the connection, a timeout, a
 * 5xx), failures after which a money call may still have run: an unreadable answer, maintenance
 * mid-call, or the platform saying the same key is still being worked on. Only asking tells.
 */
const ALSO_MAYBE_APPLIED: ReadonlySet<ErrorCode> = new Set([
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
  return isTransient(error) || ALSO_MAYBE_APPLIED.has(error.code) ? 'unknown' : 'refused';
}
