/**
 * Compiles the site schema and every plugin option schema once per schemas folder. Plugins are
 * discovered from `schemas/plugins/*.schema.json`, so adding a plugin needs no change here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** Compiled validators for one schemas folder. */
export interface SchemaValidators {
  site: ValidateFunction;
  /** Plugin id to the validator of its option block, in id order. */
  plugins: Map<string, ValidateFunction>;
}

const PLUGIN_SUFFIX = '.schema.json';
/** The one list of §3 module flags; a schema names a flag with `$ref` to this file. */
export const MODULE_FLAGS_FILE = 'module-flags.schema.json';
const cache = new Map<string, SchemaValidators>();

/** Ids of the plugins that have an option schema in `<schemasDir>/plugins`, sorted. */
export function listPluginIds(schemasDir: string): string[] {
  return readdirSync(join(schemasDir, 'plugins'))
    .filter((name) => name.endsWith(PLUGIN_SUFFIX))
    .map((name) => name.slice(0, -PLUGIN_SUFFIX.length))
    .sort();
}

function readSchema(file: string): object {
  return JSON.parse(readFileSync(file, 'utf8')) as object;
}

/**
 * A plugin's option schema, identified by its place under schemas/ unless it says otherwise, so
 * its `"$ref": "../module-flags.schema.json"` resolves in Ajv as it does in gen:types.
 */
export function readPluginSchema(schemasDir: string, id: string): object {
  return { $id: `plugins/${id}${PLUGIN_SUFFIX}`, ...readSchema(pluginSchemaFile(schemasDir, id)) };
}

/** Path of a plugin's option schema. */
export function pluginSchemaFile(schemasDir: string, id: string): string {
  return join(schemasDir, 'plugins', `${id}${PLUGIN_SUFFIX}`);
}

/**
 * An Ajv that reads the schemas under `schemasDir`: every error at once, strict (a typo in a
 * schema fails loudly), the formats, the `patternErrorMessage` keyword and the module-flag list
 * for schemas that `$ref` it; `extra` adds options.
 */
export function createSchemaAjv(schemasDir: string, extra: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, ...extra });
  addFormats(ajv);
  // The rule behind a pattern in plain words, for operators: site:check prints it instead of the
  // regular expression, and editors that read the schema (VS Code) show the same words.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  const flags = join(schemasDir, MODULE_FLAGS_FILE);
  if (existsSync(flags)) {
    ajv.addKeyword({ keyword: 'x-group', schemaType: 'string' }); // the platform's menu group
    ajv.addSchema({ ...readSchema(flags), $id: MODULE_FLAGS_FILE });
  }
  return ajv;
}

/** Returns the (cached) validators for the schemas under `schemasDir`. */
export function loadValidators(schemasDir: string): SchemaValidators {
  const cached = cache.get(schemasDir);
  if (cached) return cached;
  // verbose: messages quote the offending value.
  const ajv = createSchemaAjv(schemasDir, { verbose: true });
  const site = ajv.compile(readSchema(join(schemasDir, 'site.schema.json')));
  const plugins = new Map<string, ValidateFunction>();
  for (const id of listPluginIds(schemasDir)) {
    plugins.set(id, ajv.compile(readPluginSchema(schemasDir, id)));
  }
  const validators = { site, plugins };
  cache.set(schemasDir, validators);
  return validators;
}
