/**
 * Adds a plugin to plugins/index.ts, the one list, and takes it out again, as two text edits
 * that undo each other exactly: one import line among the others (kept in path order) and one
 * entry at the end of the list (the list's order is the mount order, so a new plugin goes last).
 */
import { PluginScaffoldError, type PluginNames } from './plugin-scaffold-names';

/** The one list of plugins, relative to the root. */
export const PLUGIN_LIST = 'plugins/index.ts';

const LIST = /(export const plugins\b[^=]*=\s*\[\n)([\s\S]*?)(\n\])/;
const PLUGIN_IMPORT = /^import (\w+) from '\.\/([^']+)';$/;

const importLine = ({ camel, id }: PluginNames): string => `import ${camel} from './${id}';`;
const entryLine = ({ camel }: PluginNames): string => `  ${camel},`;

function listOf(source: string): RegExpExecArray {
  const list = LIST.exec(source);
  if (!list)
    throw new PluginScaffoldError(
      'plugins/index.ts: cannot find "export const plugins = [" with one plugin a line; edit it by hand',
    );
  return list;
}

/** Whether plugins/index.ts imports the plugin folder `id`. */
export function isRegistered(source: string, id: string): boolean {
  return source.split('\n').some((line) => PLUGIN_IMPORT.exec(line)?.[2] === id);
}

/** The identifiers plugins/index.ts already imports plugins under. */
export function registeredIdentifiers(source: string): Set<string> {
  return new Set(
    source.split('\n').flatMap((line) => {
      const name = PLUGIN_IMPORT.exec(line)?.[1];
      return name ? [name] : [];
    }),
  );
}

/** plugins/index.ts with `names` imported and appended to the list. */
export function registerPlugin(source: string, names: PluginNames): string {
  const list = listOf(source);
  const [, open = '', body = '', close = ''] = list;
  const withEntry =
    source.slice(0, list.index) +
    open +
    `${body}\n${entryLine(names)}` +
    close +
    source.slice(list.index + list[0].length);
  const lines = withEntry.split('\n');
  const imports = lines.flatMap((line, i) => (PLUGIN_IMPORT.test(line) ? [i] : []));
  const last = imports.at(-1);
  if (last === undefined)
    throw new PluginScaffoldError('plugins/index.ts: no "import x from \'./x\'" line to add to');
  const after = imports.find((i) => (PLUGIN_IMPORT.exec(lines[i] ?? '')?.[2] ?? '') > names.id);
  lines.splice(after ?? last + 1, 0, importLine(names));
  return lines.join('\n');
}

/** plugins/index.ts without the import and list entry {@link registerPlugin} added. */
export function unregisterPlugin(source: string, names: PluginNames): string {
  const list = listOf(source);
  const [, open = '', body = '', close = ''] = list;
  const entries = body.split('\n').filter((line) => line !== entryLine(names));
  const withoutEntry =
    source.slice(0, list.index) +
    open +
    entries.join('\n') +
    close +
    source.slice(list.index + list[0].length);
  return withoutEntry
    .split('\n')
    .filter((line) => line !== importLine(names))
    .join('\n');
}
