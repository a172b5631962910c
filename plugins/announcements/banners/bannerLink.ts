/** Where a banner may take the player, after checking; `null` means the banner is not a link. */
export type BannerLink = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * In-app pages a linkage type names when the banner carries no explicit linkage. The platform
 * sends PROMOTION banners without a target; they mean the promotions page (§2 routes).
 */
const LINKAGE_TYPE_PATHS: Readonly<Record<string, string>> = {
  PROMOTION: '/promotions',
};

/** The pathname of an in-app target, without its query and hash, for matching against routes. */
function pathnameOf(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? target;
}

/**
 * Decides whether a banner is a link (§2: clickable only with a linkage type) and where to.
 * An in-app path is followed only when an active route serves it, so a banner never leads to
 * "page not found" on a brand without that plugin; an external address only over https, so
 * operator data can never become a `javascript:` or plain-http link.
 */
export function resolveBannerLink(
  banner: { linkageType?: string; linkage?: string },
  isServed: (pathname: string) => boolean,
): BannerLink | null {
  if (!banner.linkageType) return null;
  const target = banner.linkage?.trim() || LINKAGE_TYPE_PATHS[banner.linkageType];
  if (!target) return null;

  if (target.startsWith('/')) {
    // "//host" and "/\host" are read by browsers as another host, not as a path of this site.
    if (target.startsWith('//') || target.includes('\\')) return null;
    return isServed(pathnameOf(target)) ? { kind: 'route', path: target } : null;
  }

  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
}
