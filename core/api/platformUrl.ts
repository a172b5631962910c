/**
 * Whether a site's `platform.apiBase` is an address the app may call: an absolute http(s) URL or
 * a path starting with one "/" (the schema's UrlOrPath). site:check already refuses the rest;
 * this is the second line, so a hand-edited or injected config cannot point calls and platform
 * URLs at javascript:, data: or a protocol-relative //host.
 */
export function isSafeApiBase(apiBase: unknown): apiBase is string {
  if (typeof apiBase !== 'string' || !/^(https?:\/\/|\/(?![/\\]))/.test(apiBase)) return false;
  try {
    // The origin does not matter here: a path keeps the page's scheme, which is http(s).
    const { protocol } = new URL(apiBase, 'http://page.invalid');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The absolute http(s) address of a URL the platform sent (game launch, chat, images), or null.
 * Root-relative URLs belong to the API host, not the page; anything else (javascript:, data:) is
 * refused, since framing or opening it would run in the site's own context. The API base itself
 * was checked once, at start-up (readSiteConfig refuses one that is not http(s) or a path).
 */
export function platformUrl(
  url: string | undefined,
  apiBase: string,
  pageOrigin: string,
): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, new URL(apiBase, pageOrigin));
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
}
