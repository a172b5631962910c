// Reading requests and writing JSON/HTML/SVG answers over node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ApiError } from './envelope.js';

const MAX_BODY = 2 * 1024 * 1024;

/** Reads the raw body; oversize bodies are refused rather than buffered forever. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new ApiError('VALIDATION_FAILED', 'body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': 'Content-Type, Authorization, Merchant, Accept-Language-Code',
  'access-control-max-age': '600',
};

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
    ...CORS,
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
