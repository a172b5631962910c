import type { Plugin } from 'vite';
import type { Endpoint } from '../../core/api/wire/endpoint';

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
const PLUGIN_OPTIONS_SCHEMA = /[\\/]schemas[\\/]plugins[\\/][^\\/]+\.schema\.json$/;

/** The endpoint table with only the fields a call needs, as compact JSON. */
export function slimEndpointJson(source: string): string {
  const table = JSON.parse(source) as { endpoints: Record<string, unknown>[] };
  const endpoints = table.endpoints.map((entry) =>
    Object.fromEntries(
      ENDPOINT_RUNTIME_FIELDS.filter((field) => field in entry).map((field) => [
        field,
        entry[field],
      ]),
    ),
  );
  return JSON.stringify({ endpoints });
}

/** A plugin's options schema reduced to its title, which names it in a debugger. */
export function slimPluginOptionsJson(source: string): string {
  const { title } = JSON.parse(source) as { title?: unknown };
  return JSON.stringify(title === undefined ? {} : { title });
}

/** The slimmed JSON for a schema file the shell imports, or null to leave the file as it is. */
export function slimSchemaJson(id: string, source: string): string | null {
  if (ENDPOINT_TABLE.test(id)) return slimEndpointJson(source);
  if (PLUGIN_OPTIONS_SCHEMA.test(id)) return slimPluginOptionsJson(source);
  return null;
}

/**
 * Production builds ship the schema files the shell imports without what only tooling reads,
 * about 4 KiB gzip of the first-paint budget:
 * - schemas/api/endpoints.json loses the schema file names and notes: only the response checks
 *   of development and `--mode test` builds read them;
 * - each plugin's options schema (schemas/plugins/<id>.schema.json, the `options` of its
 *   definition) keeps only its title: site:check validates site.json against the files at build
 *   time and nothing in the browser reads them.
 * Development, `--mode test` builds and unit tests keep the whole files.
 */
export function slimSchemas(): Plugin {
  let slim = false;
  return {
    name: 'whitelabel-slim-schemas',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // The same test as request() uses to decide whether to check answers against schemas.
      slim = config.isProduction && config.mode !== 'test';
    },
    transform(code, id) {
      const slimmed = slim ? slimSchemaJson(id, code) : null;
      return slimmed === null ? null : { code: slimmed, map: null };
    },
  };
}
