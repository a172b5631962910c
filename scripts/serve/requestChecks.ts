/**
 * The checks a request must pass before either of our Node servers looks at its path: the answers
 * to hostile input are decided here, once, so no later step has to expect it.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

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

/** Loopback peers are our own proxies (nginx in front of the Node server): their word counts. */
function fromLocalProxy(socket: Socket): boolean {
  const peer = socket.remoteAddress ?? '';
  return peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
}

/** True when the browser reached us over HTTPS, directly or through a local TLS proxy. */
export function cameOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  return (
    typeof forwarded === 'string' &&
    forwarded.split(',')[0]?.trim().toLowerCase() === 'https' &&
    fromLocalProxy(req.socket)
  );
}
