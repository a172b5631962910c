/**
 * The absolute http(s) address of a URL the platform sent (game launch, chat, images), or null.
 * Root-relative URLs belong to the API host, not the page; anything else (javascript:, data:) is
 * refused, since framing or opening it would run in the site's own context.
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
