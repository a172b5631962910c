import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { usualEndpointFields, type Endpoint } from '../../core/api/wire/endpoint.ts';
import {
  bringsItsCalls,
  endpointCallers,
  entryEndpointNames,
  quotedEndpointNames,
  referencedEndpointNames,
} from './referencedEndpoints.ts';

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
/** The same file imported as `endpoints.json?rest`: the calls plugins make (endpointTable.ts). */
const ENDPOINT_TABLE_REST = /[\\/]schemas[\\/]api[\\/]endpoints\.json\?rest$/;
const PLUGIN_OPTIONS_SCHEMA = /[\\/]schemas[\\/]plugins[\\/][^\\/]+\.schema\.json$/;
/** A front-end source module (not a test): where calls are made. */
const SOURCE_MODULE = /(?<!\.test)\.tsx?$/;

/** What a build leaves out of the endpoint table. */
export interface EndpointSlimming {
  /** Only these calls stay (the ones the front end names, referencedEndpoints.ts); null: all. */
  keep: ReadonlySet<string> | null;
  /**
   * The calls of the entry's table (`endpoints.json`); the others `keep` names go with the plugin
   * modules that make them, and to the rest (`endpoints.json?rest`). null: one table, the rest
   * empty, nothing brought by modules.
   */
  entry?: ReadonlySet<string> | null;
  /**
   * The plugin modules that make each call (referencedEndpoints.ts endpointCallers): a call's
   * entry goes with those, else with every plugin module naming the call.
   */
  callers?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Production: only the fields a call needs, each left out where it holds its usual value
   * (core/api/wire/endpoint.ts completeEndpoint() puts it back). Test builds keep every field,
   * since their response checks read the schema file names.
   */
  compact: boolean;
}

/**
 * The endpoint table as a build ships it, as compact JSON. Production keys the calls by name (the
 * name is each entry's key, not a field of it: core/api/endpointTable.ts registerEndpoints reads
 * both shapes); test builds keep the file's list of whole entries.
 */
export function slimEndpointJson(source: string, { keep, compact }: EndpointSlimming): string {
  const table = JSON.parse(source) as { endpoints: Endpoint[] };
  const kept = table.endpoints.filter((entry) => keep === null || keep.has(entry.name));
  if (!compact) return JSON.stringify({ endpoints: kept });
  const endpoints = kept.map((entry) => {
    // The body's usual kind follows the method; the method's own usual value is GET.
    const usual: Record<string, unknown> = { ...usualEndpointFields(entry.method), method: 'GET' };
    const fields = ENDPOINT_RUNTIME_FIELDS.filter(
      (field) =>
        field !== 'name' &&
        field in entry &&
        JSON.stringify(entry[field]) !== JSON.stringify(usual[field]),
    );
    return [entry.name, Object.fromEntries(fields.map((field) => [field, entry[field]]))];
  });
  return JSON.stringify({ endpoints: Object.fromEntries(endpoints) });
}

/**
 * A plugin's options schema as production ships it: empty. Nothing in the browser reads it
 * (site:check validates site.json against the file, and the build writes the defaults into each
 * brand's page), and its title cost every first page a string per plugin.
 */
export function slimPluginOptionsJson(): string {
  return '{}';
}

/**
 * The code that opens the module `id` (referencedEndpoints.ts bringsItsCalls: a plugin's own
 * module, or a core one only lazily loaded code uses) when it makes calls outside the entry's
 * table: it adds their entries (as the build ships them) to the table before the module's own
 * code runs. A call goes with the modules that make it (`callers`), or, where none makes it by
 * name, with every module naming it. On the module's first line, so its other lines keep their
 * numbers. Null when there is nothing to add.
 */
export function endpointRegistration(
  id: string,
  source: string,
  table: string,
  endpoints: EndpointSlimming,
  tableModule: string,
): string | null {
  if (!endpoints.entry) return null;
  const entry = endpoints.entry;
  const outside = new Set([...(endpoints.keep ?? [])].filter((name) => !entry.has(name)));
  const named = new Set(
    quotedEndpointNames(source, outside).filter(
      (name) => endpoints.callers?.get(name)?.has(id) ?? true,
    ),
  );
  if (named.size === 0) return null;
  const entries = (
    JSON.parse(slimEndpointJson(table, { ...endpoints, keep: named })) as { endpoints: unknown }
  ).endpoints;
  return `import { registerEndpoints as __wlRegisterEndpoints } from ${JSON.stringify(tableModule)};__wlRegisterEndpoints(${JSON.stringify(entries)});`;
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
  if (endpoints.compact && PLUGIN_OPTIONS_SCHEMA.test(id)) return slimPluginOptionsJson();
  return null;
}

/**
 * Builds ship the schema files the shell imports without what the browser never reads:
 * - schemas/api/endpoints.json keeps only the calls the front end names (test builds too, so the
 *   browser journeys prove nothing named is missing), split: the entry's table has the calls of
 *   core and the app and those asked with useEndpointAllowed (referencedEndpoints.ts
 *   entryEndpointNames); every other call comes with the plugin modules that make it
 *   (endpointRegistration), so a page carries the calls of the code it loads; and
 *   `endpoints.json?rest` (a lazy chunk) has those too, for a call no loaded module brought;
 *   production also drops the schema file names and notes, which only the response checks of
 *   test builds read, and usual values;
 * - each plugin's options schema (schemas/plugins/<id>.schema.json, the `options` of its
 *   definition) is an empty object in production: site:check validates site.json against the
 *   files at build time and nothing in the browser reads them.
 * Development and unit tests keep the whole files.
 */
export function slimSchemas(): Plugin {
  let endpoints: EndpointSlimming | null = null;
  let table = '';
  let tableModule = '';
  let root = '';
  return {
    name: 'whitelabel-slim-schemas',
    enforce: 'pre',
    configResolved(config) {
      // Development and unit tests keep whole files (their table has every call, so `?rest` is
      // never asked for there; it still has to be a module).
      if (config.command !== 'build') return;
      table = readFileSync(join(config.root, 'schemas', 'api', 'endpoints.json'), 'utf8');
      tableModule = join(config.root, 'core', 'api', 'endpointTable.ts');
      root = config.root;
      const names = (JSON.parse(table) as { endpoints: { name: string }[] }).endpoints.map(
        (entry) => entry.name,
      );
      const callers = endpointCallers(config.root, new Set(names));
      endpoints = {
        keep: referencedEndpointNames(config.root, names),
        entry: entryEndpointNames(config.root, names, callers),
        callers,
        // The same test as request() uses to decide whether to check answers against schemas.
        compact: config.isProduction && config.mode !== 'test',
      };
    },
    transform(code, id) {
      // Vite reads `.json` files as modules, but not `.json?rest`: that one is made a module here.
      const rest = ENDPOINT_TABLE_REST.test(id);
      if (!endpoints) return rest ? { code: 'export default { endpoints: [] };', map: null } : null;
      if (SOURCE_MODULE.test(id) && bringsItsCalls(id, root)) {
        const registration = endpointRegistration(id, code, table, endpoints, tableModule);
        return registration === null ? null : { code: registration + code, map: null };
      }
      const slimmed = slimSchemaJson(id, code, endpoints);
      if (slimmed === null) return null;
      return { code: rest ? `export default ${slimmed};` : slimmed, map: null };
    },
  };
}
