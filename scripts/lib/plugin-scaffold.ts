/**
 * plugin:new: writes a plugin in the house layout (plugin-scaffold-plan.ts), registers it in the
 * one list and regenerates the types, so the options type of its schema exists at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './repo-paths';
import { pluginNames, PluginScaffoldError, type PluginNames } from './plugin-scaffold-names';
import {
  PLUGIN_NEW_USAGE,
  planPluginFiles,
  type PluginScaffoldOptions,
} from './plugin-scaffold-plan';
import {
  isRegistered,
  PLUGIN_LIST,
  registerPlugin,
  registeredIdentifiers,
} from './plugin-scaffold-registration';

/** What plugin:new or --remove did, paths relative to the root. */
export interface ScaffoldResult {
  files: string[];
}

/** Runs gen:types on `root` (the types: a plugin changes no API schema and no language). */
export function runGenTypes(root: string): void {
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  const script = join(REPO_ROOT, 'scripts/gen-types.ts');
  const args = [script, '--schemas', join(root, 'schemas'), '--out', join(root, 'generated')];
  const run = spawnSync(tsx, args, { cwd: root, encoding: 'utf8' });
  if (run.status !== 0)
    throw new PluginScaffoldError(`gen:types failed; fix and run it again:\n${run.stderr}`);
}

function assertFree(root: string, names: PluginNames, planned: Iterable<string>): void {
  const index = readFileSync(join(root, PLUGIN_LIST), 'utf8');
  if (isRegistered(index, names.id))
    throw new PluginScaffoldError(
      `${PLUGIN_LIST} already registers ${names.id}; choose another id`,
    );
  if (existsSync(join(root, 'plugins', names.id)))
    throw new PluginScaffoldError(`plugins/${names.id} already exists; choose another id`);
  const taken = [...planned].filter((path) => existsSync(join(root, path)));
  if (taken.length > 0)
    throw new PluginScaffoldError(
      `${taken.join(', ')} already exist${taken.length === 1 ? 's' : ''}; choose another id or remove ${taken.length === 1 ? 'it' : 'them'} first`,
    );
  if (registeredIdentifiers(index).has(names.camel))
    throw new PluginScaffoldError(
      `${PLUGIN_LIST} already imports a plugin as ${names.camel}; choose another id`,
    );
}

/** Writes plugins/<id>/ and its schema and journey, registers it and regenerates the types. */
export async function scaffoldPlugin(
  id: string | undefined,
  options: PluginScaffoldOptions = {},
): Promise<ScaffoldResult> {
  if (!id) throw new PluginScaffoldError(PLUGIN_NEW_USAGE);
  const root = options.root ?? REPO_ROOT;
  const files = await planPluginFiles(id, options);
  const names = pluginNames(id);
  assertFree(root, names, files.keys());
  for (const [path, content] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const index = join(root, PLUGIN_LIST);
  writeFileSync(index, registerPlugin(readFileSync(index, 'utf8'), names));
  (options.regenerate ?? runGenTypes)(root);
  return { files: [...files.keys(), PLUGIN_LIST] };
}
