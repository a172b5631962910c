import table from '../../schemas/api/endpoints.json';
import type { EndpointName } from '../../generated/api';
import { completeEndpoint, type CompactEndpoint, type Endpoint } from './wire/endpoint';

export type { Endpoint };

// Production builds leave the schema file names and notes out of the table, and every field that
// holds its usual value (scripts/vite/slimSchemas.ts): only the response checks of development
// and test builds read the schema names.
const byName = new Map<string, Endpoint>();

/**
 * Calls as a table holds them: the file's list, or, in production builds, keyed by name (the
 * name is the key rather than a field of each entry, scripts/vite/slimSchemas.ts).
 */
export type ShippedEndpoints =
  readonly CompactEndpoint[] | Readonly<Record<string, Omit<CompactEndpoint, 'name'>>>;

/**
 * Adds calls to the table. Builds (scripts/vite/slimSchemas.ts) open each module that makes a
 * call outside the entry's table (a plugin's, or a core part only lazy code uses) with this, so
 * the call's entry travels in that module's chunk and is there before the module can make it.
 */
export function registerEndpoints(entries: ShippedEndpoints): void {
  for (const [key, entry] of Object.entries(entries)) {
    // A listed entry names itself; a keyed one is named by its key.
    const endpoint = completeEndpoint({ name: key, ...entry } as CompactEndpoint);
    byName.set(endpoint.name, endpoint);
  }
}

registerEndpoints(table.endpoints as ShippedEndpoints);

// Builds split the table (scripts/vite/slimSchemas.ts): the entry keeps the calls of the app and
// the shell's core (start-up's) and those asked with useEndpointAllowed; every other call comes
// with the module that makes it (registerEndpoints), so a page carries only the calls of the code
// it loads. `?rest` holds those calls too, one chunk that a call no loaded module brought loads
// first. Development and unit tests have the whole table here and `?rest` is never needed.
let rest: Promise<void> | null = null;

/** Loads the rest of the table, once; a failed load is tried again by the next call. */
function loadRest(): Promise<void> {
  rest ??= import('../../schemas/api/endpoints.json?rest').then(
    (module) => registerEndpoints(module.default.endpoints as ShippedEndpoints),
    (error: unknown) => {
      rest = null;
      throw error;
    },
  );
  return rest;
}

/**
 * A call the table has now: the entry's (core's own, those asked with useEndpointAllowed) and
 * those the modules loaded so far brought.
 */
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
