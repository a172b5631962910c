/**
 * plugin:new --remove: deletes exactly what plugin:new wrote for an id, unregisters it and
 * regenerates the types, so the tree is as it was before (scripts/plugin-new.test.ts proves it
 * byte for byte).
 */
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './repo-paths';
import { pluginNames, PluginScaffoldError } from './plugin-scaffold-names';
import {
  PLUGIN_NEW_USAGE,
  pluginFilePaths,
  type PluginScaffoldOptions,
} from './plugin-scaffold-plan';
import { isRegistered, PLUGIN_LIST, unregisterPlugin } from './plugin-scaffold-registration';
import { runGenTypes, type ScaffoldResult } from './plugin-scaffold';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function sitesEnabling(root: string, id: string): string[] {
  const sites = join(root, 'sites');
  if (!existsSync(sites)) return [];
  return readdirSync(sites)
    .map((site) => `sites/${site}/site.json`)
    .filter((file) => existsSync(join(root, file)))
    .filter((file) => {
      const config = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        plugins?: Record<string, unknown>;
      };
      return config.plugins !== undefined && id in config.plugins;
    });
}

/**
 * Deletes exactly what plugin:new wrote for `id`, unregisters it and regenerates the types.
 * Refuses, before touching anything, a folder holding files plugin:new did not write (someone's
 * work, or a plugin that was never a scaffold) and a plugin a site still enables.
 */
export async function removePlugin(
  id: string | undefined,
  options: PluginScaffoldOptions = {},
): Promise<ScaffoldResult> {
  if (!id) throw new PluginScaffoldError(PLUGIN_NEW_USAGE);
  const root = options.root ?? REPO_ROOT;
  const names = pluginNames(id);
  const planned = pluginFilePaths(root, names);
  const folder = join(root, 'plugins', id);
  const index = readFileSync(join(root, PLUGIN_LIST), 'utf8');
  const present = planned.filter((path) => existsSync(join(root, path)));
  if (present.length === 0 && !isRegistered(index, id))
    throw new PluginScaffoldError(`nothing to remove: plugin:new wrote no ${id}`);
  const foreign = existsSync(folder)
    ? filesUnder(folder)
        .map((file) => relative(root, file))
        .filter((path) => !planned.includes(path))
        .sort()
    : [];
  if (foreign.length > 0)
    throw new PluginScaffoldError(
      `plugin:new did not write ${foreign.join(', ')}; nothing removed (move those away first if ${id} is yours to remove)`,
    );
  const enabling = sitesEnabling(root, id);
  if (enabling.length > 0)
    throw new PluginScaffoldError(
      `${enabling.join(', ')} enable${enabling.length === 1 ? 's' : ''} ${id}; take it out of "plugins" first`,
    );
  for (const path of present) rmSync(join(root, path));
  for (const dir of ['pages', 'components', 'locales', '.'].map((sub) => join(folder, sub)))
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  writeFileSync(join(root, PLUGIN_LIST), unregisterPlugin(index, names));
  (options.regenerate ?? runGenTypes)(root);
  return { files: [...present, PLUGIN_LIST] };
}
