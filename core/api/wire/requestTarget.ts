/**
 * The checks a request must pass before either Node server of the repo (the brand origin's
 * scripts/serve/staticServer.ts and the emulator) looks at its path. Here, in the wire folder both
 * may import, so the two cannot answer the same hostile input differently.
 */

/** Longer addresses are refused with 400 (not 414, which proxies and clients treat oddly). */
export const MAX_URL_LENGTH = 8 * 1024;

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_HEADER = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** True when a Host header holds only what a host and port can hold (absent is allowed). */
export function isValidHost(host: string | undefined): boolean {
  return host === undefined || HOST_HEADER.test(host);
}

export interface ParsedAddress {
  /** The path as the WHATWG URL parser sees it: dot segments resolved, still percent-encoded. */
  pathname: string;
  /** The query string with its "?", or "". */
  search: string;
  /** `pathname` percent-decoded: what a file lookup works with. */
  decodedPath: string;
}

/**
 * Parses a request target in origin form ("/path?query"). The target is appended to a fixed
 * origin rather than resolved against it, so "//host/x" stays a path and never becomes another
 * host. Returns null for anything malformed: another form, a bad escape, a NUL byte.
 */
export function parseAddress(target: string | undefined): ParsedAddress | null {
  if (!target?.startsWith('/') || target.length > MAX_URL_LENGTH) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(`http://origin.invalid${target}`);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // The query is left encoded (its escapes are the application's business) but a NUL is refused
  // there too: the request line cannot carry a raw one, so it can only arrive as %00.
  if (decodedPath.includes('\0') || url.search.includes('%00')) return null;
  return { pathname: url.pathname, search: url.search, decodedPath };
}
