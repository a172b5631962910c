import table from '../../schemas/api/endpoints.json';
import type { EndpointName } from '../../generated/api';
import { completeEndpoint, type CompactEndpoint, type Endpoint } from './wire/endpoint';

export type { Endpoint };

// Production builds leave the schema file names and notes out of the table, and every field that
// holds its usual value (scripts/vite/slimSchemas.ts): only the response checks of development
// and test builds read the schema names.
const byName = new Map<string, Endpoint>();

function addEntries(entries: readonly CompactEndpoint[]): void {
  for (const entry of entries) byName.set(entry.name, completeEndpoint(entry));
}

addEntries(table.endpoints as CompactEndpoint[]);

// Builds split the table (scripts/vite/slimSchemas.ts): the entry keeps the calls of core and of
// the plugins a visitor may see; the calls only signed-in plugins make (wallet, records…) come
// with `?rest`, one small chunk loaded by a member's first such call, so a visitor's page never
// carries them. Development and unit tests have the whole table here and `?rest` is never needed.
let rest: Promise<void> | null = null;

/** Loads the signed-in plugins' calls, once; a failed load is tried again by the next call. */
function loadRest(): Promise<void> {
  rest ??= import('../../schemas/api/endpoints.json?rest').then(
    (module) => addEntries(module.default.endpoints as CompactEndpoint[]),
    (error: unknown) => {
      rest = null;
      throw error;
    },
  );
  return rest;
}

/** A call the entry's table has: core's own calls and those asked with useEndpointAllowed. */
export function getEndpoint(name: EndpointName): Endpoint {
  const entry = byName.get(name);
  if (!entry) throw new Error(`unknown endpoint "${name}"`);
  return entry;
}

/** Any call, loading the rest of the table first when it is not there yet. */
export async function loadEndpoint(name: EndpointName): Promise<Endpoint> {
  if (!byName.has(name)) await loadRest();
  return getEndpoint(name);
}

/** The path for the site's service generation, falling back to the default path. */
export function endpointPath(entry: Endpoint, generation: string): string {
  return entry.altPaths?.[generation] ?? entry.path;
}

/** True when the merchant's flags allow the call (COMM3 is always on). */
export function isEndpointAllowed(entry: Endpoint, flags: ReadonlySet<string>): boolean {
  return entry.modules.length === 0 || entry.modules.some((module) => flags.has(module));
}
