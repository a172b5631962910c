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
