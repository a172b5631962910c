// Reading requests and writing JSON/HTML/SVG answers over node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ApiError } from './envelope.js';

const MAX_BODY = 2 * 1024 * 1024;

/** Past a refused body, at most this much more is read (and dropped) before the connection is cut. */
const MAX_DRAIN = 64 * 1024 * 1024;

/** A Content-Type's media type alone, lower-case (`Application/JSON; charset=utf-8`: `application/json`). */
export const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Reads the raw body; oversize bodies are refused rather than buffered forever. `maxBytes` is
 * raised only for the calls that carry an upload (see bodyLimit.ts). The rest of a refused body is
 * read and dropped rather than the stream destroyed, so the caller still gets the refusal.
 */
export function readBody(req: IncomingMessage, maxBytes = MAX_BODY): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      chunks.length = 0;
      settle(() => reject(new ApiError('VALIDATION_FAILED', 'body too large')));
      if (size > maxBytes + MAX_DRAIN) req.destroy();
    });
    req.once('end', () => settle(() => resolve(Buffer.concat(chunks).toString('utf8'))));
    req.once('error', (err) => settle(() => reject(err)));
    // A client that goes away mid-body: nobody is left to answer, but the call must not hang.
    req.once('close', () =>
      settle(() => reject(new Error('request closed before its body ended'))),
    );
  });
}

/** The JSON path of the first string (or key) holding a NUL byte, or null when there is none. */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '/' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return path || '/';
    const found = pathOfNul(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a platform call's input holding a NUL byte anywhere: no field of the platform holds one,
 * and the database would reject it later as a system error instead of the caller's mistake. (The
 * control API takes NULs on purpose: journeys plant them in server HTML.)
 */
export function refuseNul(input: unknown): void {
  const nul = pathOfNul(input);
  if (nul !== null) throw new ApiError('VALIDATION_FAILED', `${nul} must not contain NUL`);
}

/** Parses a body by content type: JSON or url-encoded form. Empty body is an empty object. */
export function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw.trim()) return {};
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError('VALIDATION_FAILED', '/ body is not valid JSON');
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'cache-control': 'no-store',
    // No CORS grant: browsers reach the emulator same-origin, through a brand origin's proxy or
    // the Vite dev server's; tests and scripts call it from Node, where CORS does not apply.
    ...extra,
  });
  res.end(body);
}

/** Bodies above this many bytes are gzipped when the client accepts it (big game catalogues). */
export const GZIP_MIN_BYTES = 1024;

/** True when an Accept-Encoding header accepts gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  acceptEncoding?: string | string[],
): void {
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) > GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    return send(res, status, gzipSync(json), 'application/json; charset=utf-8', {
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
  }
  send(res, status, json, 'application/json; charset=utf-8', { vary: 'Accept-Encoding' });
}
