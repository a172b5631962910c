/**
 * Serves a built dist folder the way production would: each brand's own index.html picked by
 * host name (`<site>.localhost`) or `?site=`, static files with the right types, gzip, a CSP
 * header, and the platform API proxied to the emulator. Used by browser tests and benchmarks.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
  type Server,
} from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pickSite } from '../vite/pickSite';
import { contentSecurityPolicy } from './csp';

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

const API_PREFIX = /^\/(wps|lgw|lotto|__emulator|emulator-assets)(\/|$)/;

export interface StaticServerOptions {
  distDir: string;
  port: number;
  emulatorUrl: string;
  defaultSite?: string;
  host?: string;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ success: false, code: 'SYSTEM_ERROR', message: 'platform unreachable' }),
    );
  });
  req.pipe(upstream);
}

/** The request's path, decoded, or null when its percent-escapes are malformed. */
export function decodePath(url: string | undefined): string | null {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const { distDir } = options;
  const sites = readdirSync(join(distDir, 'site-html')).map((file) => file.replace(/\.html$/, ''));
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
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    };
    headers['Cache-Control'] = file.includes(`${join(distDir, 'assets')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const compressible = /text|json|svg/.test(type) && body.length > 512;
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipCache.get(file);
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 });
        gzipCache.set(file, zipped);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : zipped);
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    // A malformed address ("/%", a cut UTF-8 sequence) is the client's mistake: a 400, never a
    // thrown error that would stop the server for everyone.
    const path = decodePath(req.url);
    if (path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('bad request');
    }
    if (API_PREFIX.test(path)) return proxy(req, res, target);
    const file = normalize(join(distDir, path));
    if (
      file.startsWith(distDir) &&
      !path.startsWith('/site-html') &&
      // The build's own index.html is the bare template without a site config: a brand's
      // /index.html is its page, like /.
      path !== '/' &&
      path !== '/index.html' &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      return sendFile(req, res, file);
    }
    if (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const { site, remember } = pickSite(req, sites, options.defaultSite ?? 'default');
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy(),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    };
    if (remember) headers['Set-Cookie'] = `wl-site=${site}; Path=/; SameSite=Lax`;
    sendFile(req, res, join(distDir, 'site-html', `${site}.html`), headers);
  });
  return new Promise((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server)),
  );
}
