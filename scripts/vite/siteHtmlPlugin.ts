import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pickSite } from './pickSite.ts';
import { listSites, readSite, renderSiteHtml } from './renderSiteHtml.ts';

/** Paths the SPA owns: anything that is not a file, an API call or a Vite internal. */
function isPageRequest(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  if (/^\/(wps|lgw|lotto|__emulator|emulator-assets|@|node_modules|sites\/)/.test(path))
    return false;
  return path === '/index.html' || !/\.[a-z0-9]+$/i.test(path);
}

/** Development: serves every brand from one dev server, each page with its own inlined config. */
export function siteHtmlPlugin(root: string, defaultSite: string): Plugin {
  return {
    name: 'whitelabel-site-html',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !isPageRequest(req.url ?? '/')) return next();
          try {
            const known = listSites(root);
            const { site, remember } = pickSite(req, known, defaultSite);
            const template = readFileSync(join(root, 'index.html'), 'utf8');
            const transformed = await server.transformIndexHtml(req.url ?? '/', template);
            const html = renderSiteHtml(transformed, readSite(root, site));
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            if (remember) res.setHeader('Set-Cookie', `wl-site=${site}; Path=/; SameSite=Lax`);
            res.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
