import { useRuntime } from './RuntimeContext';

/** What of the page's address the rule reads (window.location, or a test's stand-in). */
export interface PageAddress {
  protocol: string;
  origin: string;
}

/**
 * The main domain as a host (name and optional port, lower case), or undefined when it is absent
 * or anything more than a host: a scheme, a path, credentials or stray characters would make the
 * shared link point somewhere else.
 */
function hostOf(mainDomain: string | undefined): string | undefined {
  const host = mainDomain?.trim().toLowerCase();
  if (!host) return undefined;
  try {
    const url = new URL(`https://${host}`);
    return url.host === host && url.pathname === '/' && !url.username ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin the links a person shares are built on (the referral invite link, an agent's
 * invitation links and their QR codes): the brand's main domain (§3 permission info `mainDomain`)
 * when the status gives a usable one and the page itself is served over https, else the page's
 * own origin.
 *
 * Why: a shared link outlives the visit, so in production it should point at the brand's lasting
 * address, not at whichever mirror or CDN host the sharer happened to be on. Over plain http the
 * page is a developer's or a test server's, on a local host, and the main domain (a production
 * name, not served there) would lead nowhere: the page's own origin keeps the link followable.
 */
export function shareOrigin(page: PageAddress, mainDomain: string | undefined): string {
  const host = hostOf(mainDomain);
  return page.protocol === 'https:' && host ? `https://${host}` : page.origin;
}

/**
 * The same address on another origin: the path, query and fragment of `address` (absolute, or
 * relative to the origin) after `origin`. An agent's invitation link comes from the platform
 * already built on a domain; its path and code are kept, its origin is the share rule's.
 */
export function onOrigin(address: string, origin: string): string {
  const url = new URL(address, origin);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}

/** The share origin of this page and brand (see shareOrigin). */
export function useShareOrigin(): string {
  const { permission } = useRuntime();
  return shareOrigin(window.location, permission.mainDomain);
}
