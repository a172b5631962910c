/**
 * What the brand origin's server reads from the connection itself. The checks of the request
 * target, which the emulator shares, are in core/api/wire/requestTarget.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

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
