/** What the centre shows for a URL: the page it names, or a redirect to the first page. */
export type CentreChoice<P> =
  { kind: 'page'; page: P } | { kind: 'redirect'; key: string } | { kind: 'empty' };

/**
 * `/member` shows the first page (§2: securityCenter is the default when present, by its order),
 * an unknown or hidden key goes to the first page too, so an old link never lands on nothing.
 */
export function chooseCentrePage<P extends { key: string }>(
  visible: readonly P[],
  pageKey: string | undefined,
): CentreChoice<P> {
  const named = visible.find((page) => page.key === pageKey);
  if (named) return { kind: 'page', page: named };
  const first = visible[0];
  if (!first) return { kind: 'empty' };
  return { kind: 'redirect', key: first.key };
}
