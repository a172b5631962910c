import type { IncomingMessage } from 'node:http';

/**
 * Which brand a development request is for: `?site=` (remembered in a cookie so links keep it),
 * else the host name `<site>.localhost`, else the cookie, else the default brand.
 */
export function pickSite(
  req: IncomingMessage,
  known: readonly string[],
  fallback: string,
): { site: string; remember: boolean } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const fromQuery = url.searchParams.get('site');
  if (fromQuery && known.includes(fromQuery)) return { site: fromQuery, remember: true };
  // Host names are case-insensitive; site ids are lowercase and may contain hyphens (lucky-star).
  const host = ((req.headers.host ?? '').split(':')[0] ?? '').toLowerCase();
  const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
  if (sub && known.includes(sub)) return { site: sub, remember: false };
  const cookie = /(?:^|;\s*)wl-site=([a-z0-9-]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie && known.includes(cookie)) return { site: cookie, remember: false };
  return { site: fallback, remember: false };
}
