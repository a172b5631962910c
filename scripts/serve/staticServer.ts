/**
 * Serves a built dist folder the way production would: each brand's own index.html picked by
 * host name (`<site>.localhost`) or `?site=`, static files with the right types, gzip, the
 * security headers of securityHeaders.ts, and the platform API proxied to the emulator. Used by
 * browser tests and benchmarks. Hostile input gets a short 400/404/405, never a crash: the checks
 * live in requestChecks.ts and resolveInDist.ts, the proxy in platformProxy.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pickSite } from '../vite/pickSite';
import { readDistSites } from './distSites';
import { PLATFORM_PATH } from './platformPaths';
import { platformError, proxyToPlatform } from './platformProxy';
import { isValidHost, parseAddress } from '../../core/api/wire/requestTarget';
import { cameOverHttps } from './requestChecks';
import { resolveInDist } from './resolveInDist';
import {
  ASSET_CACHE_CONTROL,
  COMMON_HEADERS,
  PAGE_CACHE_CONTROL,
  pageHeaders,
  REFUSAL_CACHE_CONTROL,
} from './securityHeaders';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The emulator's control API (faults, last SMS/e-mail/captcha codes, reset, clock) lives on the
 * emulator's own port only; on a brand origin its path is refused outright, not routed as a page.
 */
const CONTROL_PATH = /^\/__emulator(\/|$)/i;

/** A dot segment or backslash left after WHATWG parsing: it was percent-encoded. */
const ENCODED_TRAVERSAL = /(^|\/)\.{1,2}(\/|$)|\\/;

/** Methods a static file or a brand page answers; everything else there is a 405. */
const PAGE_METHODS = ['GET', 'HEAD'];

export interface StaticServerOptions {
  distDir: string;
  port: number;
  emulatorUrl: string;
  defaultSite?: string;
  host?: string;
}

/** A short plain-text refusal (never HTML, so no page without its headers). */
function refuse(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': REFUSAL_CACHE_CONTROL,
    ...COMMON_HEADERS,
    ...extra,
  });
  res.end(text);
}

/** The raw request line's path looks like a platform call: its refusals use the platform shape. */
const looksLikePlatformCall = (target: string | undefined) =>
  PLATFORM_PATH.test((target ?? '').split('?')[0] ?? '');

/** Answers what the HTTP parser itself refuses (bad request line, oversized head) with a 400. */
function refuseUnparsable(_error: Error, socket: Duplex): void {
  if (socket.writable)
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Length: 11\r\nConnection: close\r\n\r\nbad request',
    );
  else socket.destroy();
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const distDir = resolve(options.distDir);
  const assetsDir = join(distDir, 'assets') + sep;
  // Production host names and CSP sources as the generated nginx configuration reads them.
  const brands = readDistSites(distDir, { requireConfig: false });
  const sites = brands.map((brand) => brand.id);
  const hostSites = new Map(
    brands.flatMap((brand) => (brand.hosts ?? []).map((host) => [host, brand.id])),
  );
  const cspSources = new Map(brands.map((brand) => [brand.id, brand.csp]));
  const target = new URL(options.emulatorUrl);
  const gzipCache = new Map<string, Buffer>();

  const sendFile = (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': type,
      ...COMMON_HEADERS,
      // Every HTML answer is a page and carries the page headers, whatever path reached it.
      ...(type.startsWith('text/html') ? pageHeaders({ https: cameOverHttps(req) }) : {}),
      'Cache-Control': file.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      ...extraHeaders,
    };
    const compressible = /text|json|svg/.test(type) && body.length > 512;
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipCache.get(file);
      if (!zipped) {
        // The build's own gzip copy (precompress.ts) when there is one, as nginx serves it.
        const copy = `${file}.gz`;
        zipped = existsSync(copy) ? readFileSync(copy) : gzipSync(body, { level: 9 });
        gzipCache.set(file, zipped);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : zipped);
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const address = parseAddress(req.url);
    const hostOk = isValidHost(req.headers.host);
    if (!address || !hostOk) {
      const message = hostOk ? 'malformed address' : 'malformed host';
      return looksLikePlatformCall(req.url)
        ? platformError(res, 400, 'VALIDATION_FAILED', message)
        : refuse(res, 400, 'bad request');
    }
    // Decided on the parsed path and forwarded as parsed: upstream sees exactly what was allowed
    // ("/wps/../__emulator/reset" is "/__emulator/reset" here too, and is not a platform path).
    if (PLATFORM_PATH.test(address.pathname)) {
      // An encoded "../" or backslash is no platform call: refused here, so no later decoder
      // upstream can turn "/lgw/..%2F__emulator" into a control path.
      if (ENCODED_TRAVERSAL.test(address.decodedPath))
        return platformError(res, 400, 'VALIDATION_FAILED', 'malformed address');
      return proxyToPlatform(req, res, target, address.pathname + address.search);
    }
    if (CONTROL_PATH.test(address.decodedPath)) return refuse(res, 404, 'not found');
    if (!PAGE_METHODS.includes(req.method ?? '')) {
      return refuse(res, 405, 'method not allowed', { Allow: PAGE_METHODS.join(', ') });
    }
    const file = resolveInDist(distDir, address.decodedPath);
    if (file) return sendFile(req, res, file);
    // A missing file is a 404; anything else is an app route, answered with the brand's page.
    const lastSegment = address.decodedPath.split('/').pop() ?? '';
    if (/\.[a-z0-9]+$/i.test(lastSegment) && address.decodedPath !== '/index.html') {
      return refuse(res, 404, 'not found');
    }
    const { site, remember } = pickSite(req, sites, options.defaultSite ?? 'default', hostSites);
    // The brand's own policy: the same sources as the <meta> its build wrote (its platform and,
    // where enabled, its analytics origins: csp.ts siteCspSources), so the header never blocks
    // what the page is built to reach.
    const headers = pageHeaders({
      https: cameOverHttps(req),
      csp: cspSources.get(site),
    });
    if (remember) headers['Set-Cookie'] = `wl-site=${site}; Path=/; SameSite=Lax`;
    sendFile(req, res, join(distDir, 'site-html', `${site}.html`), headers);
  };

  const server = createServer((req, res) => {
    // The last guard: whatever slipped through is this server's bug, answered without a stack.
    try {
      handle(req, res);
    } catch (error) {
      console.error('[serve] unanswered request', req.method, req.url?.slice(0, 200), error);
      if (!res.headersSent) refuse(res, 400, 'bad request');
      else res.destroy();
    }
  });
  server.on('clientError', refuseUnparsable);
  // CONNECT would otherwise drop the connection without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    ),
  );
  return new Promise((resolvePromise) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server)),
  );
}
