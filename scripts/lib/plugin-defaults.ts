/**
 * The one place plugin option defaults are applied: Ajv's `useDefaults` fills each enabled
 * plugin's block in a site config from the `default` keywords of its schema
 * (schemas/plugins/<id>.schema.json). Defaults exist nowhere else, and this runs where the config
 * is prepared for the page (scripts/vite/renderSiteHtml.ts), so the browser gets complete blocks
 * and ships no Ajv.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Ajv, ValidateFunction } from 'ajv';
import { SCHEMAS_DIR } from './repo-paths.ts';
import { createSchemaAjv, pluginSchemaFile, readPluginSchema } from './schema-validators.ts';

interface Filler {
  text: string;
  fill: ValidateFunction;
}

/** Per schemas folder: its Ajv and, per plugin, the schema text last compiled. */
const folders = new Map<string, { ajv: Ajv; fillers: Map<string, Filler> }>();

// The dev server asks on every page request: a schema is compiled once, and again only when its
// text has changed (edited while the server runs).
function fillerFor(schemasDir: string, pluginId: string): ValidateFunction | undefined {
  const file = pluginSchemaFile(schemasDir, pluginId);
  if (!existsSync(file)) return undefined; // an unknown plugin: site:check names it
  let folder = folders.get(schemasDir);
  if (!folder) {
    folder = { ajv: createSchemaAjv(schemasDir, { useDefaults: true }), fillers: new Map() };
    folders.set(schemasDir, folder);
  }
  const text = readFileSync(file, 'utf8');
  const known = folder.fillers.get(pluginId);
  if (known?.text === text) return known.fill;
  const schema = readPluginSchema(schemasDir, pluginId) as { $id: string };
  folder.ajv.removeSchema(schema.$id);
  const fill = folder.ajv.compile(schema);
  folder.fillers.set(pluginId, { text, fill });
  return fill;
}

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of `site` whose every plugin block (an empty one too) has its schema's defaults, nested
 * objects and list items included. Only enabled plugins get a block: adding one would switch the
 * plugin on. Values that break the schema are left as they are; site:check reports them.
 */
export function applyPluginDefaults<Site>(site: Site, schemasDir: string = SCHEMAS_DIR): Site {
  const copy = structuredClone(site);
  const plugins = isBlock(copy) ? copy.plugins : undefined;
  if (!isBlock(plugins)) return copy;
  for (const [id, block] of Object.entries(plugins)) {
    // allErrors (createSchemaAjv): a wrong value does not stop the defaults after it.
    if (isBlock(block)) fillerFor(schemasDir, id)?.(block);
  }
  return copy;
}
