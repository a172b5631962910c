import table from '../../schemas/api/endpoints.json';
import type { EndpointName } from '../../generated/api';
import { completeEndpoint, type CompactEndpoint, type Endpoint } from './wire/endpoint';

export type { Endpoint };

// Production builds leave the schema file names and notes out of the table, and every field that
// holds its usual value (scripts/vite/slimSchemas.ts): only the response checks of development
// and test builds read the schema names.
const byName = new Map<string, Endpoint>(
  (table.endpoints as CompactEndpoint[]).map((entry) => [entry.name, completeEndpoint(entry)]),
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
