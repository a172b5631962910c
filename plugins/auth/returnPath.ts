/**
 * Where to go after logging in from /login?next=…: only a path on this site, never another host,
 * so the parameter cannot be used to send people elsewhere.
 */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return next;
}
