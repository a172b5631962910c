/**
 * What plugin:new writes, worked out in memory: the path of every file of a new plugin and its
 * content, from the templates, the registered languages and the options. Nothing is written here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readLanguageRegistry } from './languages/registry';
import { REPO_ROOT } from './repo-paths';
import { pluginNames, PluginScaffoldError, type PluginNames } from './plugin-scaffold-names';
import * as template from './plugin-scaffold-templates';
import * as testTemplate from './plugin-scaffold-test-templates';
import type { MenuPlace, ScaffoldEndpoint, ScaffoldInput } from './plugin-scaffold-templates';
import { scaffoldTexts, type ScaffoldTexts } from './plugin-scaffold-texts';

/** Options of plugin:new and its --remove. */
export interface PluginScaffoldOptions {
  /** Folder holding plugins/, schemas/, tests/ and generated/ (default: the repository). */
  root?: string;
  /** Where the plugin's link goes (default: the side menu). */
  menu?: string;
  /** An endpoint of schemas/api/endpoints.json that api.ts starts with. */
  endpoint?: string;
  /** Brings generated/ in line with schemas/ (default: gen:types on `root`). */
  regenerate?: (root: string) => void;
}

/** How to call plugin:new, shown when the id is missing. */
export const PLUGIN_NEW_USAGE =
  'usage: npm run plugin:new -- <id> [--menu side|account] [--endpoint <name>] [--remove]   (e.g. npm run plugin:new -- manual-rebate)';
const MENUS: readonly MenuPlace[] = ['side', 'account'];

/** Every file plugin:new writes for `names`, relative to the root, and what makes each. */
function fileMakers(
  names: PluginNames,
  languages: readonly string[],
): Array<[path: string, make: (input: ScaffoldInput) => string]> {
  const { id, pascal } = names;
  const dir = `plugins/${id}`;
  return [
    [`${dir}/index.ts`, template.manifest],
    [`${dir}/api.ts`, template.api],
    [`${dir}/${id}.css`, template.styles],
    [`${dir}/pages/${pascal}Page.tsx`, template.page],
    [`${dir}/pages/${pascal}Page.test.tsx`, testTemplate.pageTest],
    [`${dir}/components/${pascal}Intro.tsx`, template.component],
    ...languages.map((code): [string, (input: ScaffoldInput) => string] => [
      `${dir}/locales/${code}.json`,
      () => template.localeFile(textsIn(code, names)),
    ]),
    [`schemas/plugins/${id}.schema.json`, template.optionsSchema],
    [`tests/e2e/${id}.spec.ts`, testTemplate.journey],
  ];
}

function textsIn(code: string, names: PluginNames): ScaffoldTexts {
  const texts = scaffoldTexts(code, names);
  if (texts) return texts;
  throw new PluginScaffoldError(
    `no first texts in ${code} for a new plugin: add them to scripts/lib/plugin-scaffold-texts.ts`,
  );
}

const registeredCodes = (root: string): string[] =>
  readLanguageRegistry(join(root, 'schemas')).map((language) => language.code);

/** Paths of every file plugin:new writes for `names` under `root`, relative to it. */
export function pluginFilePaths(root: string, names: PluginNames): string[] {
  return fileMakers(names, registeredCodes(root)).map(([path]) => path);
}

function readEndpoint(root: string, name: string): ScaffoldEndpoint {
  const file = join(root, 'schemas/api/endpoints.json');
  const table = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: ScaffoldEndpoint[] };
  const found = table.endpoints.find((endpoint) => endpoint.name === name);
  if (found) return { name: found.name, method: found.method };
  const near = table.endpoints
    .map((endpoint) => endpoint.name)
    .filter((other) => other.toLowerCase().includes(name.toLowerCase()))
    .slice(0, 3);
  throw new PluginScaffoldError(
    `unknown endpoint ${JSON.stringify(name)}: expected a name of schemas/api/endpoints.json` +
      (near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''),
  );
}

function chooseMenu(menu: string | undefined): MenuPlace {
  if (menu === undefined) return 'side';
  if ((MENUS as readonly string[]).includes(menu)) return menu as MenuPlace;
  throw new PluginScaffoldError(
    `invalid --menu ${JSON.stringify(menu)}: expected "side" (the side menu, for anyone) or "account" (the account menu, for members)`,
  );
}

/**
 * The files plugin:new would write for `id`, relative path to content, formatted as
 * `npm run lint` wants them. Throws a {@link PluginScaffoldError} for a bad id or option.
 */
export async function planPluginFiles(
  id: string,
  options: PluginScaffoldOptions = {},
): Promise<Map<string, string>> {
  const root = options.root ?? REPO_ROOT;
  const names = pluginNames(id);
  const input: ScaffoldInput = {
    names,
    menu: chooseMenu(options.menu),
    ...(options.endpoint === undefined ? {} : { endpoint: readEndpoint(root, options.endpoint) }),
  };
  const files = new Map<string, string>();
  for (const [path, make] of fileMakers(names, registeredCodes(root))) {
    // The repository's prettier options, so a long name still leaves lint-clean files.
    const style = (await resolveConfig(join(REPO_ROOT, path))) ?? {};
    files.set(path, await format(make(input), { ...style, filepath: path }));
  }
  return files;
}
