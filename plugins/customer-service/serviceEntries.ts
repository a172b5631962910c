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

function isSafeUrl(url: string): boolean {
  return /^https:\/\//i.test(url) || /^\/(?!\/)/.test(url);
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
