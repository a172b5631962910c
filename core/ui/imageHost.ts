import { isSafeApiBase } from '../api/platformUrl';

let chosen: string | null = null;

/** The origin of a host entry, the page's own for a same-site path ("/", "/cdn"). */
const originOf = (host: string): string =>
  host.startsWith('/') ? 'self' : new URL(host, 'http://page.invalid').origin;

/**
 * The hosts to pick from (§7): the platform's list (imageCDNs, launchGameCDNs) where it names at
 * least one usable host, else the site's own list. Only http(s) addresses and same-site paths
 * count: an empty or javascript: entry would point images or games nowhere, or somewhere worse.
 * The page's policy allows images and frames only from the site's list (scripts/serve/csp.ts,
 * issue 29), so a platform host on an origin the site does not list is passed over rather than
 * picked and blocked.
 */
export function cdnHosts(
  fromPlatform: readonly string[] | undefined,
  fromSite: readonly string[],
): readonly string[] {
  const allowed = new Set(fromSite.filter(isSafeApiBase).map(originOf));
  const usable = (fromPlatform ?? [])
    .filter(isSafeApiBase)
    .filter((host) => allowed.has(originOf(host)));
  return usable.length > 0 ? usable : fromSite;
}

/** One host at random from the list (§7), or undefined for an empty list. */
export const pickHost = (
  hosts: readonly string[],
  random: () => number = Math.random,
): string | undefined => hosts[Math.floor(random() * hosts.length)];

/**
 * Images load from a host picked at random from the CDN list (§7), once per page view so the
 * browser cache keeps working. Absolute URLs from the platform are kept as they are.
 */
export function imageUrl(
  path: string,
  cdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (chosen === null) chosen = pickHost(cdns, random) ?? '/';
  return `${chosen.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Tests pick the host again. */
export function resetImageHost(): void {
  chosen = null;
}
