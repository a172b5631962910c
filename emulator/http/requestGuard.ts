// The emulator runs on a developer's machine: a web page they visit must neither drive it (a
// cross-site text/plain POST needs no preflight) nor read it through a DNS name rebound to
// 127.0.0.1. Checked before any route sees the request; refusals are JSON, as the control API's.
import type { IncomingMessage } from 'node:http';
import { mediaTypeOf } from './io.js';

/** The names a browser on this machine uses for the emulator (a rebound DNS name is none of them). */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Addresses that listen everywhere: they name no host a browser would send. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

export interface GuardOptions {
  /** The address the emulator listens on: allowed as a Host name besides the loopback names. */
  listenHost?: string;
  /** Origins besides the emulator's own whose pages may call the control API (the dev server's brand origins). */
  trustedOrigins?: readonly string[];
}

export interface Refusal {
  status: 403 | 415;
  error: string;
}

const isControlPath = (pathname: string) =>
  pathname === '/__emulator' || pathname.startsWith('/__emulator/');

/** "name:port" split; the port is undefined when the header names none. */
function splitHost(host: string): { name: string; port: string | undefined } {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(host.trim().toLowerCase());
  return { name: m?.[1] ?? '', port: m?.[2] || undefined };
}

function hostNames({ listenHost }: GuardOptions): string[] {
  if (!listenHost || WILDCARDS.has(listenHost)) return LOOPBACK_NAMES;
  const name = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return [...LOOPBACK_NAMES, name.toLowerCase()];
}

/** The Host names the emulator's own address; a port, when given, is the one the request came in on. */
function hostAllowed(req: IncomingMessage, options: GuardOptions): boolean {
  if (!req.headers.host) return false;
  const { name, port } = splitHost(req.headers.host);
  if (!hostNames(options).includes(name)) return false;
  return port === undefined || Number(port) === req.socket.localPort;
}

function originAllowed(origin: string, req: IncomingMessage, options: GuardOptions): boolean {
  const own = hostNames(options).map((name) => `http://${name}:${req.socket.localPort}`);
  return [...own, ...(options.trustedOrigins ?? [])].includes(origin.toLowerCase());
}

/** True when the request carries a body (or says what its body is). */
const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 ||
  req.headers['transfer-encoding'] !== undefined ||
  req.headers['content-type'] !== undefined;

const isJson = (contentType: string | undefined) => mediaTypeOf(contentType) === 'application/json';

/**
 * Why the request is refused, or undefined to let it through. Every path needs an allowed Host;
 * the control API also needs an allowed Origin (when one is sent) and JSON for any body. A
 * state-changing call without a body passes on the Origin check alone: a browser sends an Origin
 * with every such request, and scripts and tests approve deposits with a bare POST.
 */
export function refusalOf(
  req: IncomingMessage,
  pathname: string,
  options: GuardOptions = {},
): Refusal | undefined {
  if (!hostAllowed(req, options))
    return { status: 403, error: `Host ${JSON.stringify(req.headers.host ?? '')} not allowed` };
  if (!isControlPath(pathname)) return undefined;
  const { origin } = req.headers;
  if (origin !== undefined && !originAllowed(origin, req, options))
    return { status: 403, error: `Origin ${JSON.stringify(origin)} not allowed` };
  if (hasBody(req) && !isJson(req.headers['content-type']))
    return { status: 415, error: 'control calls with a body send Content-Type: application/json' };
  return undefined;
}
