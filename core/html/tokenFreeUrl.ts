import { TOKEN_QUERY_PARAM } from '../api/wire/token';
import { searchWithoutToken } from '../session/addressToken';

/**
 * `url` (an href or src from server HTML) without any session-token query parameter, the rest
 * kept as written; null when nothing is left of it, or the resolved address would still carry a
 * token (issue 29 §1: start-up takes `?token=` from the address, so such a link hands a session
 * to whoever follows it, and an image or off-site link would leak it).
 */
export function tokenFreeUrl(url: string, base: string): string | null {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  let result = url;
  if (queryAt >= 0) {
    const search = searchWithoutToken(beforeHash.slice(queryAt));
    if (search !== null)
      result = beforeHash.slice(0, queryAt) + search + url.slice(beforeHash.length);
  }
  if (result.trim() === '') return null;
  // The resolver has the final word, read the way start-up reads it (core/session/session.ts).
  return new URL(result, base).searchParams.has(TOKEN_QUERY_PARAM) ? null : result;
}
