/**
 * Forwards a platform call from a brand origin to the platform (the emulator in development and
 * tests). The browser only ever calls it same-origin, so CORS headers from upstream are dropped:
 * a brand origin never tells other sites they may read its API answers.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { REFUSAL_CACHE_CONTROL } from './securityHeaders';

/** The platform's failure envelope, for answers the proxy gives itself. */
export function platformError(res: ServerResponse, status: number, code: string, message: string) {
  if (res.destroyed || res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': REFUSAL_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(JSON.stringify({ success: false, code, message }));
}

/** The upstream's headers without any access-control-* grant. */
export function withoutCors(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith('access-control-')),
  );
}

/**
 * Sends `req` to `target` at `path` (the address as the caller checked it, so upstream sees the
 * same path that was allowed) and pipes the answer back. Neither side's failure may throw: an
 * unreachable upstream is a 502 envelope, a client that goes away cancels the upstream call.
 */
export function proxyToPlatform(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  path: string,
): void {
  let upstream: ReturnType<typeof httpRequest>;
  try {
    upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        answer.on('error', () => res.destroy());
        res.writeHead(answer.statusCode ?? 502, withoutCors(answer.headers));
        answer.pipe(res);
      },
    );
  } catch {
    return platformError(res, 400, 'VALIDATION_FAILED', 'malformed request');
  }
  upstream.on('error', () => platformError(res, 502, 'SYSTEM_ERROR', 'platform unreachable'));
  req.on('error', () => upstream.destroy());
  // A client that aborts: stop the upstream call too, quietly.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
