import { TOKEN_QUERY_PARAM } from '../api/wire/token';

/**
 * The query string without any `token` parameter, every other parameter kept byte for byte (a
 * URLSearchParams round trip would re-encode them, e.g. `%20` as `+`), or null when it has none.
 */
export function searchWithoutToken(search: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&');
  const isToken = (pair: string) => {
    const name = pair.split('=', 1)[0] ?? '';
    try {
      return decodeURIComponent(name.replace(/\+/g, ' ')) === TOKEN_QUERY_PARAM;
    } catch {
      return false; // a malformed name cannot be ours
    }
  };
  const kept = pairs.filter((pair) => !isToken(pair));
  if (kept.length === pairs.length) return null;
  const rest = kept.filter((pair) => pair !== '').join('&');
  return rest ? `?${rest}` : '';
}

/**
 * §4 start-up takes a launcher's `?token=`; left in the address it would stay in history, in
 * bookmarks and in the Referer of every request. Replacing the current entry (no reload, no new
 * entry) leaves the same origin, path, other parameters and hash without it. The new address is
 * the absolute one: an origin-relative string would not do, as a path such as `//evil.example/`
 * reads as another host (issue 29). It never throws: start-up goes on (with the token still read
 * from the search it kept) even where the browser refuses to change the address.
 */
export function dropTokenFromAddress(
  location: Pick<Location, 'href' | 'search'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): void {
  const search = searchWithoutToken(location.search);
  if (search === null) return;
  try {
    const address = new URL(location.href);
    address.search = search;
    history.replaceState(history.state, '', address.href);
  } catch (error) {
    console.warn('[core] the token could not be taken out of the address', error);
  }
}
