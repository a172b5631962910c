/**
 * Requests sent exactly as written: the path is not normalised ("//x", "%2F" and ".." reach the
 * server as they are) and the Host header names the brand while the socket goes to 127.0.0.1
 * (Node cannot resolve `<site>.localhost`; Chromium can, and the journeys use it).
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, not decompressed. */
  body: Buffer;
}

export interface RawRequest {
  port: number;
  path: string;
  host: string;
  method?: string;
  headers?: Record<string, string>;
  /** A request body, sent as it is. */
  body?: string;
}

export function rawRequest({ port, path, host, method = 'GET', headers = {}, body }: RawRequest) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, method, headers: { ...headers, host }, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
