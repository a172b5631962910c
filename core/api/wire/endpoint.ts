// The wire contract: imported by the front end, the emulator, scripts and browser tests alike, so
// it imports nothing but generated/ and runs in a browser and in Node (.dependency-cruiser.cjs).
import type { Endpoint as EndpointEntry } from '../../../generated/api/endpoints.schema';
import type { ModuleFlag } from '../../../generated/module-flags';

/**
 * One call of the platform contract (§7, platform-facts.md), as schemas/api/endpoints.json keeps it
 * and endpoints.schema.json describes it. The gating modules are declared flags: the emulator's
 * contract test holds every entry of the table to schemas/module-flags.schema.json.
 */
export type Endpoint = Omit<EndpointEntry, 'modules'> & {
  /** Any one of these whitelabel modules must be on; empty means ungated. */
  modules: ModuleFlag[];
};

/** The fields a call reads that production builds leave out when they hold their usual value. */
type Defaulted = 'method' | 'modules' | 'token' | 'encrypted' | 'body';

/** An endpoint as production ships it (scripts/vite/slimSchemas.ts): usual values left out. */
export type CompactEndpoint = Omit<Endpoint, Defaulted> & Partial<Pick<Endpoint, Defaulted>>;

/** The usual value of each left-out field: a read without a body, ungated, open, in clear. */
export function usualEndpointFields(method: Endpoint['method'] = 'GET'): Pick<Endpoint, Defaulted> {
  return {
    method,
    modules: [],
    token: false,
    encrypted: false,
    body: method === 'GET' || method === 'DELETE' ? 'query' : 'json',
  };
}

/** The whole entry again, whether or not its usual values were left out. */
export function completeEndpoint(entry: CompactEndpoint): Endpoint {
  return { ...usualEndpointFields(entry.method), ...entry } as Endpoint;
}
