import { useRuntime } from '../runtime/RuntimeContext';
import { cdnHosts, imageUrl, pickHost } from './imageHost';

/** The address of a platform image, on a host of the platform's imageCDNs or the site's list. */
export function useImageUrl(): (path: string) => string {
  const { site, permission } = useRuntime();
  const hosts = cdnHosts(permission.imageCDNs, site.platform.imageCdns);
  return (path) => imageUrl(path, hosts);
}

/**
 * The base a game's launch address is read against (§7 launchGameCDNs, the site's launchCdns as
 * the fallback), picked at random for each launch; the API base when neither lists a host.
 */
export function useLaunchBase(): () => string {
  const { site, permission } = useRuntime();
  const hosts = cdnHosts(permission.launchGameCDNs, site.platform.launchCdns);
  return () => pickHost(hosts) ?? site.platform.apiBase;
}
