// Turns whatever a request ended in into an answer: the platform envelope with the error's status,
// a 405 for an unknown method, and a short 400 for what the HTTP parser itself refuses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './envelope.js';
import { sendJson } from './io.js';
import { MethodNotAllowed } from './target.js';

/** An address that does not parse or decode is the caller's mistake, not the platform's. */
const isMalformedAddress = (err: unknown) =>
  err instanceof URIError || (err instanceof TypeError && /URL/.test(err.message));

/**
 * A database "data exception" (SQLSTATE class 22: a number out of range, a string the encoding
 * cannot hold) comes from a value the caller sent that the schema let through.
 */
const isDataException = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  typeof err.code === 'string' &&
  /^22[0-9A-Z]{3}$/.test(err.code);

/** Answers a request that failed; only a genuine emulator bug is logged and answered 500. */
export function answerError(req: IncomingMessage, res: ServerResponse, url: URL, err: unknown) {
  // A client that went away (an aborted body upload) has nobody left to answer.
  if (res.destroyed || req.socket.destroyed) return;
  const encoding = req.headers['accept-encoding'];
  if (err instanceof MethodNotAllowed) {
    if (res.headersSent) return res.end();
    res.setHeader('allow', err.allow);
    return sendJson(res, err.status, err.toEnvelope(), encoding);
  }
  const malformed = isMalformedAddress(err);
  const badValue = isDataException(err);
  const apiError =
    err instanceof ApiError
      ? err
      : malformed
        ? new ApiError('VALIDATION_FAILED', 'malformed address')
        : badValue
          ? new ApiError('VALIDATION_FAILED', 'a value is out of the range the platform holds')
          : new ApiError('SYSTEM_ERROR', 'system error');
  if (!(err instanceof ApiError) && !malformed && !badValue)
    console.error(`[emulator] ${req.method} ${url.pathname}:`, err);
  if (!res.headersSent) sendJson(res, apiError.status, apiError.toEnvelope(), encoding);
  else res.end();
}

const BAD_REQUEST_BODY = JSON.stringify({
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'malformed request',
});

/** The HTTP parser refused the request (bad request line, oversized head): a 400 envelope. */
export function refuseUnparsable(_error: Error, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(BAD_REQUEST_BODY)}\r\nConnection: close\r\n\r\n` +
      BAD_REQUEST_BODY,
  );
}

/** CONNECT is no platform call; without this the connection would close unanswered. */
export function refuseConnect(socket: Duplex): void {
  const body = JSON.stringify({
    success: false,
    code: 'VALIDATION_FAILED',
    message: 'method CONNECT not allowed',
  });
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
