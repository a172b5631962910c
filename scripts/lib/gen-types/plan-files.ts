/**
 * Works out every file gen:types produces, in memory: generated/site.ts, generated/module-flags.ts,
 * generated/plugins/<id>.ts (options as the plugin receives them, defaults filled in),
 * generated/plugin-options.ts, generated/api/<file>.ts and generated/api/index.ts. Compiles
 * concurrently (Promise.all), since most of json-schema-to-typescript's time is $ref resolution
 * and prettier, both asynchronous.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from 'prettier';
import { compileSchemaFile, formatTs } from './compile-schema';
import { readEndpoints, renderApiIndex } from './api-index';
import { renderPluginOptionsMap } from './plugin-options-map';
import { requireDefaulted } from './require-defaulted';
import { REPO_ROOT } from '../repo-paths';

/** Output path (relative to the output folder, with "/") to file content. */
export type PlannedFiles = Map<string, string>;

const ENDPOINTS_FILE = 'endpoints.json';

function isSchema(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  // endpoints.json is data described by endpoints.schema.json, not a schema: it has none of these.
  return [
    '$schema',
    'type',
    'properties',
    'definitions',
    'oneOf',
    'anyOf',
    'allOf',
    'enum',
    '$ref',
  ].some(
    (key) =>
      key in data &&
      !(key === '$schema' && String((data as { $schema: unknown }).$schema).startsWith('./')),
  );
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** Compiles every schema under `schemasDir` and returns the files to write under the output folder. */
export async function planGeneratedFiles(schemasDir: string): Promise<PlannedFiles> {
  // The repository's prettier options, wherever the schemas come from, so output is stable.
  const style = (await resolveConfig(join(REPO_ROOT, 'generated', 'site.ts'))) ?? {};
  const jobs: Array<{ out: string; file: string; prepare?: (schema: unknown) => unknown }> = [];
  jobs.push({ out: 'site.ts', file: join(schemasDir, 'site.schema.json') });
  // The one list of module flags: its type checks every `requires` at compile time.
  const flagsFile = join(schemasDir, 'module-flags.schema.json');
  if (existsSync(flagsFile)) jobs.push({ out: 'module-flags.ts', file: flagsFile });
  for (const name of jsonFiles(join(schemasDir, 'plugins'))) {
    if (!name.endsWith('.schema.json')) continue;
    jobs.push({
      out: `plugins/${name.replace(/\.schema\.json$/, '')}.ts`,
      file: join(schemasDir, 'plugins', name),
      prepare: requireDefaulted,
    });
  }
  const apiDir = join(schemasDir, 'api');
  const apiSchemas: string[] = [];
  for (const name of jsonFiles(apiDir)) {
    const data = JSON.parse(readFileSync(join(apiDir, name), 'utf8')) as unknown;
    if (name === ENDPOINTS_FILE || !isSchema(data)) continue;
    apiSchemas.push(name);
    jobs.push({ out: `api/${name.replace(/\.json$/, '')}.ts`, file: join(apiDir, name) });
  }

  const compiled = await Promise.all(
    jobs.map(async (job) => {
      try {
        return await compileSchemaFile(job.file, style, job.prepare);
      } catch (error) {
        throw new Error(`${job.file}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }),
  );
  const files: PlannedFiles = new Map();
  const rootTypes = new Map<string, string>();
  const pluginTypes: Array<{ id: string; rootType: string }> = [];
  jobs.forEach((job, i) => {
    const result = compiled[i];
    if (!result) return;
    files.set(job.out, result.code);
    if (job.out.startsWith('api/'))
      rootTypes.set(job.out.slice('api/'.length).replace(/\.ts$/, '.json'), result.rootType);
    if (job.out.startsWith('plugins/'))
      pluginTypes.push({
        id: job.out.slice('plugins/'.length, -'.ts'.length),
        rootType: result.rootType,
      });
  });
  if (pluginTypes.length > 0)
    files.set('plugin-options.ts', await formatTs(renderPluginOptionsMap(pluginTypes), style));

  if (apiSchemas.length > 0 || existsSync(join(apiDir, ENDPOINTS_FILE))) {
    const endpointsFile = join(apiDir, ENDPOINTS_FILE);
    const endpoints = existsSync(endpointsFile)
      ? readEndpoints(JSON.parse(readFileSync(endpointsFile, 'utf8')) as unknown)
      : [];
    files.set('api/index.ts', await formatTs(renderApiIndex(endpoints, rootTypes), style));
  }
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
