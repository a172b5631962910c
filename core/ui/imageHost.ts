let chosen: string | null = null;

/**
 * Images load from a host picked at random from the site's CDN list (§7), once per page view so
 * the browser cache keeps working. Absolute URLs from the platform are kept as they are.
 */
export function imageUrl(
  path: string,
  cdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (chosen === null) chosen = cdns[Math.floor(random() * cdns.length)] ?? '/';
  return `${chosen.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Tests pick the host again. */
export function resetImageHost(): void {
  chosen = null;
}
