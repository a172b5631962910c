import type { IncomingMessage } from 'node:http';

/** The `?site=` value of a request target, or null; a target that does not parse has none. */
function siteFromQuery(target: string | undefined): string | null {
  try {
    // Appended, not resolved: "//x" must stay a path, never become a host.
    return new URL(`http://origin.invalid${target ?? '/'}`).searchParams.get('site');
  } catch {
    return null;
  }
}

/**
 * The brand a host name names: `<site>.localhost[.][:port]`, or one of the production host names
 * in `hostSites` (lower-case name → site id); '' when it names none. Host names are
 * case-insensitive and may end in the root dot; site ids are lowercase and may contain hyphens.
 */
function siteFromHost(
  host: string | undefined,
  hostSites: ReadonlyMap<string, string> | undefined,
): string {
  const name = ((host ?? '').split(':')[0] ?? '').toLowerCase().replace(/\.$/, '');
  if (name.endsWith('.localhost')) return name.slice(0, -'.localhost'.length);
  return hostSites?.get(name) ?? '';
}

/**
 * Which brand a request is for: `?site=` (remembered in a cookie so links keep it), else the host
 * name (`<site>.localhost` or a production host of `hostSites`), else the cookie, else the default.
 */
export function pickSite(
  req: IncomingMessage,
  known: readonly string[],
  fallback: string,
  hostSites?: ReadonlyMap<string, string>,
): { site: string; remember: boolean } {
  const fromQuery = siteFromQuery(req.url)?.toLowerCase();
  if (fromQuery && known.includes(fromQuery)) return { site: fromQuery, remember: true };
  const sub = siteFromHost(req.headers.host, hostSites);
  if (sub && known.includes(sub)) return { site: sub, remember: false };
  const cookie = /(?:^|;\s*)wl-site=([a-z0-9-]+)/i.exec(req.headers.cookie ?? '')?.[1];
  const fromCookie = cookie?.toLowerCase();
  if (fromCookie && known.includes(fromCookie)) return { site: fromCookie, remember: false };
  return { site: fallback, remember: false };
}
