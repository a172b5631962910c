/**
 * The dev server serves the repository root: without this, `/.emulator-data/…`, `/.gitignore?raw`
 * or `/@fs/<repo>/.ci/…` were readable by any page on this machine. Every address with a segment
 * that starts with a dot is answered 404 before Vite looks for a file, however it is encoded,
 * except Vite's own optimised dependencies (node_modules/.vite), which every page loads.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** True when the request path names a dot file or dot folder (or cannot be decoded). */
export function isDotPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  const segments = posix.normalize(decoded.replace(/\\/g, '/')).split('/');
  return segments.some(
    (segment, i) =>
      segment.startsWith('.') && !(segment === '.vite' && segments[i - 1] === 'node_modules'),
  );
}

export function denyDotPaths(): Plugin {
  return {
    name: 'wl-deny-dot-paths',
    apply: 'serve',
    // Registered here (not in a returned function), so it runs before Vite's own middlewares.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isDotPath(req.url ?? '/')) return next();
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('not found');
      });
    },
  };
}
