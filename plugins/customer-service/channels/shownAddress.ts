/** What the link shows of its address: host and path, without the scheme or a bare last slash. */
export function shownAddress(url: string): string {
  if (url.startsWith('/')) return url;
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname === '/' ? '' : pathname}${search}`;
}
