/**
 * Renders generated/plugin-options.ts: `PluginOptionsMap`, each plugin's options type by plugin
 * id, so `usePluginOptions('auth')` is typed without a cast and an unknown id does not compile.
 */
import { BANNER } from './compile-schema';

/** A plugin that has an options schema, and the type gen:types made from it. */
export interface PluginOptionsType {
  /** Plugin id: the schema's file name without `.schema.json`. */
  id: string;
  /** The type exported by generated/plugins/<id>.ts. */
  rootType: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Renders the module for `plugins` (any order; the output is sorted by id). */
export function renderPluginOptionsMap(plugins: readonly PluginOptionsType[]): string {
  const sorted = [...plugins].sort((a, b) => a.id.localeCompare(b.id, 'en'));
  const used = new Set<string>();
  const rows = sorted.map(({ id, rootType }) => {
    let local = rootType;
    for (let n = 2; used.has(local); n++) local = `${rootType}${n}`; // two schemas with one title
    used.add(local);
    const spec = local === rootType ? rootType : `${rootType} as ${local}`;
    const key = IDENTIFIER.test(id) ? id : `'${id}'`;
    return {
      importLine: `import type { ${spec} } from './plugins/${id}';`,
      row: `  ${key}: ${local};`,
    };
  });
  return [
    BANNER,
    '',
    ...rows.map((r) => r.importLine),
    '',
    '/**',
    " * Each plugin's options by plugin id, as the plugin receives them: its site.json block with the",
    " * schema's defaults filled in (so a defaulted property is never missing).",
    ' */',
    'export interface PluginOptionsMap {',
    ...rows.map((r) => r.row),
    '}',
    '',
    '/** Id of a plugin with an options schema (schemas/plugins/<id>.schema.json). */',
    'export type OptionsPluginId = keyof PluginOptionsMap;',
    '',
  ].join('\n');
}
