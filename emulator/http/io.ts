// Reading requests and writing JSON/HTML/SVG answers over node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  body: string,
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

export const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8');
