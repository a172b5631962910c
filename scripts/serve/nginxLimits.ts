/**
 * What one client address may ask of the generated nginx configuration (nginxConfig.ts): body
 * sizes per platform path, how long a request head or body may stall, and how many connections
 * and requests per second it may have.
 *
 * nginx has no deadline for a whole body: client_body_timeout bounds the pause between two reads,
 * not the total, and Debian's nginx has no directive for it. (Its optional Lua and njs modules
 * could read a body against a clock, but only by replacing nginx's own body reading and adding a
 * module to every deploy: not used.) The honest bound is therefore the body limit times that
 * timeout (64 KB dripped one byte every 7.9 s would still take days), and what makes that harmless
 * is limit_conn: one address can hold at most CONNECTIONS_PER_ADDRESS such requests open, each
 * with at most its body limit buffered.
 */
import { NginxConfigError } from './nginxSyntax';

/** Every platform call but an upload: a few fields, or an encrypted payload of a few. */
export const API_BODY_LIMIT = '64k';

/**
 * A call that uploads (uploadPaths.ts): the activity application's three images of at most 5 MB
 * each (§9), as base64 in JSON; the emulator's bodyLimit.ts allows the same 24 MiB.
 */
export const UPLOAD_BODY_LIMIT = '24m';

/**
 * Seconds a request head may take, and a body may pause between two reads, before nginx drops
 * the connection: short enough that a one-byte drip is cut, long enough for a phone on a bad
 * line (nginx's default is 60 s). The nginx smoke passes a shorter one to stay fast.
 */
export const CLIENT_TIMEOUT_SECONDS = 8;

/** Requests in progress per address (a browser opens 6 connections a host over HTTP/1.1). */
export const CONNECTIONS_PER_ADDRESS = 64;

/**
 * Requests per second per address: pages and assets, and platform calls. Bursts are served at
 * once (nodelay) up to the burst, so a first visit (HTML, some 60 script chunks, pictures) and a
 * page's parallel API calls never wait; a script hammering the platform gets 429 past it.
 */
export const PAGE_RATE = { zone: 'wl_pages', perSecond: 50, burst: 400 };
export const API_RATE = { zone: 'wl_api', perSecond: 20, burst: 120 };

const ADDRESS_ZONE = 'wl_conn';

/** An IPv4 or IPv6 address or CIDR block, as set_real_ip_from takes it. */
const ADDRESS_OR_BLOCK = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * Behind a load balancer or CDN every request comes from the proxy's address, so the limits
 * would count all players as one client: the client address is read from X-Forwarded-For, but
 * only when the request came from one of `trusted` (anyone else could write that header).
 */
export function realClientAddress(trusted: readonly string[]): string[] {
  for (const block of trusted)
    if (!ADDRESS_OR_BLOCK.test(block))
      throw new NginxConfigError(
        `real IP source ${JSON.stringify(block)}: an address or CIDR block`,
      );
  if (trusted.length === 0) return [];
  return [
    ...trusted.map((block) => `set_real_ip_from ${block};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ];
}

/** The http-level zones, keyed by client address ($binary_remote_addr: 4 or 16 bytes). */
export function limitZones(): string[] {
  return [
    `limit_conn_zone $binary_remote_addr zone=${ADDRESS_ZONE}:10m;`,
    ...[PAGE_RATE, API_RATE].map(
      (rate) =>
        `limit_req_zone $binary_remote_addr zone=${rate.zone}:10m rate=${rate.perSecond}r/s;`,
    ),
  ];
}

/**
 * Both servers' timeouts. The default server's count too: nginx reads a request head with the
 * settings of its port's default server, before the Host header names a brand.
 */
export function clientTimeouts(timeoutSeconds: number, indent: string): string[] {
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1)
    throw new NginxConfigError(
      `client timeout ${timeoutSeconds}: a whole number of seconds, at least 1`,
    );
  return [
    `client_header_timeout ${timeoutSeconds}s;`,
    `client_body_timeout ${timeoutSeconds}s;`,
    '# A timed-out connection is reset, so its buffers are freed at once.',
    'reset_timedout_connection on;',
  ].map((line) => `${indent}${line}`);
}

/** Both servers' per-address limits: connections in progress and the page rate, refused with 429. */
export function addressLimits(indent: string): string[] {
  return [
    `limit_conn ${ADDRESS_ZONE} ${CONNECTIONS_PER_ADDRESS};`,
    'limit_conn_status 429;',
    `limit_req zone=${PAGE_RATE.zone} burst=${PAGE_RATE.burst} nodelay;`,
    'limit_req_status 429;',
  ].map((line) => `${indent}${line}`);
}

/** A platform location's limits: its body limit and the API rate besides the page rate. */
export function platformLimits(bodyLimit: string, indent: string): string[] {
  return [
    `client_max_body_size ${bodyLimit};`,
    // A location with its own limit_req inherits none, so the page rate is repeated.
    `limit_req zone=${PAGE_RATE.zone} burst=${PAGE_RATE.burst} nodelay;`,
    `limit_req zone=${API_RATE.zone} burst=${API_RATE.burst} nodelay;`,
  ].map((line) => `${indent}${line}`);
}
