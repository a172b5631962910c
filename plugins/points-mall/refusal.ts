import { ApiError } from '../../core/api/ApiError';

/**
 * The platform said no (a 4xx other than a key conflict): nothing moved, so the next submit is a
 * new intent. After a timeout or a lost answer the exchange may have happened: the key stays.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'DUPLICATE_REQUEST'
  );
}
