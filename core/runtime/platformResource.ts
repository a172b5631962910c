/** One §3 resource entry of the status answer: `resourceType` with its `url`. */
export interface PlatformResourceEntry {
  resourceType: string;
  url: string;
}

/**
 * What a place accepts as a link: the address to use (normalised, e.g. made absolute), or null to
 * refuse it. A download code may carry http or itms-services; a service link only https or a path
 * on this site: each caller says which.
 */
export type LinkPolicy = (address: string) => string | null;

/**
 * The platform's resource of one of `types` (§3 resources; the type in any case) whose address the
 * policy accepts, the first in the platform's order; null when there is none. An entry the policy
 * refuses (javascript:, a typo) is passed over, so a usable later entry of the type still counts.
 */
export function platformResource(
  resources: readonly PlatformResourceEntry[] | undefined,
  types: readonly string[],
  policy: LinkPolicy,
): string | null {
  const wanted = new Set(types.map((type) => type.toUpperCase()));
  for (const resource of resources ?? []) {
    if (!wanted.has(resource.resourceType.toUpperCase())) continue;
    const address = policy(resource.url);
    if (address) return address;
  }
  return null;
}
