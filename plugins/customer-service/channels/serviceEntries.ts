import { isSafeUrl } from './safeUrl';

/** The entry types the right bar shows, in the spec's order (§2 Side menu / right bar). */
export const RIGHT_BAR_TYPES = ['LIVECHAT', 'VIP', 'TWITTER', 'TELEGRAM', 'LINE', 'FACEBOOK'];
/** The entry types the side menu shows, in the spec's order (§2 Side menu). */
export const SIDE_MENU_TYPES = ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK'];

/** Where an entry shows (§3 csPosition): the right bar or the side menu. */
export type Position = 'LEFT' | 'RIGHT';

export interface ServiceEntry {
  type: string;
  url: string;
}

/** What the platform lists (paths already opened by start-up) and what the site falls back on. */
export interface ServiceSources {
  fromPlatform: readonly { csType: string; csPosition: string; path: string }[];
  fromSite: readonly { type: string; url: string; position?: Position }[];
}

/**
 * The channels of one place, one per type, in the order of `types`. A type the platform lists
 * (with a path) is the platform's alone, in both places: the site's fallback of that type shows
 * nowhere, so it never contradicts where the platform puts the type. Anything that is not an
 * https or same-site link is dropped, since these URLs are rendered as clickable links.
 */
export function placedAt(
  { fromPlatform, fromSite }: ServiceSources,
  position: Position,
  types: readonly string[],
): ServiceEntry[] {
  return types.flatMap((type) => {
    const listed = fromPlatform.filter((entry) => entry.csType === type && entry.path);
    const url = listed.length
      ? listed.find((entry) => entry.csPosition === position)?.path
      : fromSite.find((link) => link.type === type && (link.position ?? 'RIGHT') === position)?.url;
    return url && isSafeUrl(url) ? [{ type, url }] : [];
  });
}
