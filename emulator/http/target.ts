// The request target (method and address) checked before any route sees it: malformed input is
// the caller's mistake (400/405 in the platform envelope), never an error that escapes a handler.
import { isValidHost, MAX_URL_LENGTH, parseAddress } from '../../core/api/wire/requestTarget.js';
import { ApiError } from './envelope.js';

/** Longer addresses are refused with 400, like the brand origin's server does (the same check). */
export const MAX_TARGET_LENGTH = MAX_URL_LENGTH;

/** The methods the emulator answers (the contract's, HEAD for assets, OPTIONS for probes). */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;

/** An unknown method: answered 405 with the methods that exist. */
export class MethodNotAllowed extends Error {
  readonly status = 405;
  readonly allow = KNOWN_METHODS.join(', ');
  constructor(readonly method: string) {
    super(`method ${method.slice(0, 20)} not allowed`);
  }
  toEnvelope() {
    return { success: false as const, code: 'VALIDATION_FAILED', message: this.message };
  }
}

/**
 * Parses an origin-form target ("/path?query") with the brand origin's own checks
 * (core/api/wire/requestTarget.ts): "//host/x" stays a path. Throws ApiError VALIDATION_FAILED
 * for another form, an over-long target, a malformed escape in the path, a NUL in path or query,
 * or a Host header that holds what no host can.
 */
export function parseTarget(
  method: string | undefined,
  target: string | undefined,
  host?: string,
): URL {
  if (!(KNOWN_METHODS as readonly string[]).includes(method ?? ''))
    throw new MethodNotAllowed(method ?? '');
  if (!isValidHost(host)) throw new ApiError('VALIDATION_FAILED', 'malformed Host header');
  const address = parseAddress(target);
  if (!address) throw new ApiError('VALIDATION_FAILED', 'malformed address');
  return new URL(`http://emulator.local${address.pathname}${address.search}`);
}
