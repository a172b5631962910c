import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { signedInPlugins } from './slotRoots.ts';
import { usualEndpointFields, type Endpoint } from '../../core/api/wire/endpoint.ts';
import { entryEndpointNames, referencedEndpointNames } from './referencedEndpoints.ts';

/** The fields request() reads when it makes a call (core/api/request.ts, endpointTable.ts). */
const ENDPOINT_RUNTIME_FIELDS = [
  'name',
  'path',
  'method',
  'modules',
  'token',
  'encrypted',
  'body',
  'altPaths',
] as const satisfies readonly (keyof Endpoint)[];

const ENDPOINT_TABLE = /[\\/]schemas[\\/]api[\\/]endpoints\.json$/;
/** The same file imported as `endpoints.json?rest`: the calls only plugins name (endpointTable.ts). */
const ENDPOINT_TABLE_REST = /[\\/]schemas[\\/]api[\\/]endpoints\.json\?rest$/;
const PLUGIN_OPTIONS_SCHEMA = /[\\/]schemas[\\/]plugins[\\/][^\\/]+\.schema\.json$/;

/** What a build leaves out of the endpoint table. */
export interface EndpointSlimming {
  /** Only these calls stay (the ones the front end names, referencedEndpoints.ts); null: all. */
  keep: ReadonlySet<string> | null;
  /**
   * The calls of the entry's table (`endpoints.json`); the others `keep` names go to the rest
   * (`endpoints.json?rest`). null: one table, the rest empty.
   */
  entry?: ReadonlySet<string> | null;
  /**
   * Production: only the fields a call needs, each left out where it holds its usual value
   * (core/api/wire/endpoint.ts completeEndpoint() puts it back). Test builds keep every field,
   * since their response checks read the schema file names.
   */
  compact: boolean;
}

/** The endpoint table as a build ships it, as compact JSON. */
export function slimEndpointJson(source: string, { keep, compact }: EndpointSlimming): string {
  const table = JSON.parse(source) as { endpoints: Endpoint[] };
  const endpoints = table.endpoints
    .filter((entry) => keep === null || keep.has(entry.name))
    .map((entry) => {
      if (!compact) return entry;
      // The body's usual kind follows the method; the method's own usual value is GET.
      const usual: Record<string, unknown> = {
        ...usualEndpointFields(entry.method),
        method: 'GET',
      };
      return Object.fromEntries(
        ENDPOINT_RUNTIME_FIELDS.filter(
          (field) =>
            field in entry && JSON.stringify(entry[field]) !== JSON.stringify(usual[field]),
        ).map((field) => [field, entry[field]]),
      );
    });
  return JSON.stringify({ endpoints });
}

/** A plugin's options schema reduced to its title, which names it in a debugger. */
export function slimPluginOptionsJson(source: string): string {
  const { title } = JSON.parse(source) as { title?: unknown };
  return JSON.stringify(title === undefined ? {} : { title });
}

/** The slimmed JSON for a schema file the shell imports, or null to leave the file as it is. */
export function slimSchemaJson(
  id: string,
  source: string,
  endpoints: EndpointSlimming = { keep: null, compact: true },
): string | null {
  if (ENDPOINT_TABLE.test(id) || ENDPOINT_TABLE_REST.test(id)) {
    const rest = ENDPOINT_TABLE_REST.test(id);
    const entry = endpoints.entry ?? null;
    const keep =
      entry === null
        ? rest
          ? new Set<string>()
          : endpoints.keep
        : new Set([...(endpoints.keep ?? entry)].filter((name) => entry.has(name) !== rest));
    return slimEndpointJson(source, { ...endpoints, keep });
  }
  if (endpoints.compact && PLUGIN_OPTIONS_SCHEMA.test(id)) return slimPluginOptionsJson(source);
  return null;
}

/**
 * Builds ship the schema files the shell imports without what the browser never reads:
 * - schemas/api/endpoints.json keeps only the calls the front end names (test builds too, so the
 *   browser journeys prove nothing named is missing), split in two: the entry's table has the
 *   calls of core, the app and the plugins a visitor may see; `endpoints.json?rest` (a lazy
 *   chunk) has those only signed-in plugins make;
 *   production also drops the schema file names and notes, which only the response checks of
 *   test builds read, and usual values;
 * - each plugin's options schema (schemas/plugins/<id>.schema.json, the `options` of its
 *   definition) keeps only its title in production: site:check validates site.json against the
 *   files at build time and nothing in the browser reads them.
 * Development and unit tests keep the whole files.
 */
export function slimSchemas(): Plugin {
  let endpoints: EndpointSlimming | null = null;
  return {
    name: 'whitelabel-slim-schemas',
    enforce: 'pre',
    configResolved(config) {
      // Development and unit tests keep whole files (their table has every call, so `?rest` is
      // never asked for there; it still has to be a module).
      if (config.command !== 'build') return;
      const table = JSON.parse(
        readFileSync(join(config.root, 'schemas', 'api', 'endpoints.json'), 'utf8'),
      ) as { endpoints: { name: string }[] };
      const names = table.endpoints.map((entry) => entry.name);
      endpoints = {
        keep: referencedEndpointNames(config.root, names),
        entry: entryEndpointNames(config.root, names, signedInPlugins(config.root)),
        // The same test as request() uses to decide whether to check answers against schemas.
        compact: config.isProduction && config.mode !== 'test',
      };
    },
    transform(code, id) {
      // Vite reads `.json` files as modules, but not `.json?rest`: that one is made a module here.
      const rest = ENDPOINT_TABLE_REST.test(id);
      if (!endpoints) return rest ? { code: 'export default { endpoints: [] };', map: null } : null;
      const slimmed = slimSchemaJson(id, code, endpoints);
      if (slimmed === null) return null;
      return { code: rest ? `export default ${slimmed};` : slimmed, map: null };
    },
  };
}
