// The request target (method and address) checked before any route sees it: malformed input is
// the caller's mistake (400/405 in the platform envelope), never an error that escapes a handler.
import { ApiError } from './envelope.js';

/** Longer addresses are refused with 400, like the brand origin's server does. */
export const MAX_TARGET_LENGTH = 8 * 1024;

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

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_HEADER = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Parses an origin-form target ("/path?query"). It is appended to a fixed origin, not resolved
 * against it, so "//host/x" stays a path. Throws ApiError VALIDATION_FAILED for another form, an
 * over-long target, a malformed escape in the path, a NUL in path or query, or a Host header
 * that holds what no host can.
 */
export function parseTarget(
  method: string | undefined,
  target: string | undefined,
  host?: string,
): URL {
  if (!(KNOWN_METHODS as readonly string[]).includes(method ?? ''))
    throw new MethodNotAllowed(method ?? '');
  if (host !== undefined && !HOST_HEADER.test(host))
    throw new ApiError('VALIDATION_FAILED', 'malformed Host header');
  if (!target?.startsWith('/') || target.length > MAX_TARGET_LENGTH)
    throw new ApiError('VALIDATION_FAILED', 'malformed address');
  let url: URL;
  let path: string;
  try {
    url = new URL(`http://emulator.local${target}`);
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'malformed address');
  }
  // A raw NUL cannot be in a request line, so in the query it can only arrive as %00.
  if (path.includes('\0') || url.search.includes('%00'))
    throw new ApiError('VALIDATION_FAILED', 'the address must not contain NUL');
  return url;
}
