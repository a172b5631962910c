/**
 * Compiles the site schema and every plugin option schema once per schemas folder. Plugins are
 * discovered from `schemas/plugins/*.schema.json`, so adding a plugin needs no change here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** Compiled validators for one schemas folder. */
export interface SchemaValidators {
  site: ValidateFunction;
  /** Plugin id to the validator of its option block, in id order. */
  plugins: Map<string, ValidateFunction>;
}

const PLUGIN_SUFFIX = '.schema.json';
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

/** Returns the (cached) validators for the schemas under `schemasDir`. */
export function loadValidators(schemasDir: string): SchemaValidators {
  const cached = cache.get(schemasDir);
  if (cached) return cached;
  // verbose: messages quote the offending value; strict: a typo in a schema fails loudly.
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  // The rule behind a pattern in plain words, for operators: site:check prints it instead of the
  // regular expression, and editors that read the schema (VS Code) show the same words.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  const site = ajv.compile(readSchema(join(schemasDir, 'site.schema.json')));
  const plugins = new Map<string, ValidateFunction>();
  for (const id of listPluginIds(schemasDir)) {
    plugins.set(id, ajv.compile(readSchema(join(schemasDir, 'plugins', `${id}${PLUGIN_SUFFIX}`))));
  }
  const validators = { site, plugins };
  cache.set(schemasDir, validators);
  return validators;
}
