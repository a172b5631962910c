import table from '../../schemas/api/endpoints.json';
import type { EndpointName } from '../../generated/api';

/** One call of the platform contract (§7, platform-facts.md), as kept in schemas/api/endpoints.json. */
export interface Endpoint {
  name: string;
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Any one of these whitelabel modules must be on; empty means ungated. */
  modules: string[];
  token: boolean;
  encrypted: boolean;
  body: 'json' | 'form' | 'query';
  /**
   * Schema file names. Production builds leave them out (scripts/vite/slimSchemas.ts):
   * only the response checks of development and test builds read them.
   */
  request: string;
  response: string;
  /** The same purpose served by another generation of platform services (MCS2_ vs MCSFE_). */
  altPaths?: Record<string, string>;
}

const byName = new Map<string, Endpoint>(
  (table.endpoints as Endpoint[]).map((entry) => [entry.name, entry]),
);

export function getEndpoint(name: EndpointName): Endpoint {
  const entry = byName.get(name);
  if (!entry) throw new Error(`unknown endpoint "${name}"`);
  return entry;
}

/** The path for the site's service generation, falling back to the default path. */
export function endpointPath(entry: Endpoint, generation: string): string {
  return entry.altPaths?.[generation] ?? entry.path;
}

/** True when the merchant's flags allow the call (COMM3 is always on). */
export function isEndpointAllowed(entry: Endpoint, flags: ReadonlySet<string>): boolean {
  return entry.modules.length === 0 || entry.modules.some((module) => flags.has(module));
}
