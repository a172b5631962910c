import {
  platformResource,
  type PlatformResourceEntry,
} from '../../../core/runtime/platformResource';

const SAME_SITE = 'https://same-site.invalid';

/**
 * An https link, or a path on this site. Resolved the way a browser would, so tricks such as
 * `/\\evil.example` (which browsers read as another host) are refused.
 */
export function isSafeUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, SAME_SITE);
  } catch {
    return false;
  }
  if (parsed.origin === SAME_SITE) return url.startsWith('/');
  return parsed.protocol === 'https:' && /^https:\/\//i.test(url);
}

/** The platform's resource of one type (§3 resources), when it lists one with a safe link. */
export function resourceUrl(
  resources: readonly PlatformResourceEntry[] | undefined,
  type: string,
): string | null {
  return platformResource(resources, [type], (url) => (isSafeUrl(url) ? url : null));
}
