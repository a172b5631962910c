/** The entry types the right bar shows, in the spec's order (§2 Side menu / right bar). */
export const RIGHT_BAR_TYPES = [
  'LIVECHAT',
  'VIP',
  'TWITTER',
  'TELEGRAM',
  'LINE',
  'FACEBOOK',
] as const;

export interface ServiceEntry {
  type: string;
  url: string;
}

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

/**
 * The platform's customer-service list wins over the site's fallback links; anything that is not
 * an https or same-site link is dropped, since these URLs are rendered as clickable links.
 */
export function serviceEntries(
  fromPlatform: readonly { csType: string; path: string }[],
  fromSite: readonly { type: string; url: string }[],
): ServiceEntry[] {
  const byType = new Map<string, string>();
  for (const entry of fromSite) byType.set(entry.type, entry.url);
  for (const entry of fromPlatform) if (entry.path) byType.set(entry.csType, entry.path);
  return RIGHT_BAR_TYPES.flatMap((type) => {
    const url = byType.get(type);
    return url && isSafeUrl(url) ? [{ type, url }] : [];
  });
}
