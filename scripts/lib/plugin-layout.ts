/**
 * The house layout of a plugin folder (README "Adding a plugin"), checked by
 * scripts/plugin-layout.test.ts on every folder under plugins/ and by plugin:new's test on what
 * it writes, so the plugins look alike and a newcomer finds each part where the others keep it:
 *
 * - `index.ts`, the manifest, default-exports `definePlugin({ id: '<folder>' … })`, and the plugin
 *   is registered in plugins/index.ts, the one list;
 * - `locales/` holds one `<code>.json` per language of schemas/languages.json, and nothing else
 *   but `page/` (the page texts, pageLocales), which holds the same;
 * - options: a manifest that imports an options schema imports its own,
 *   schemas/plugins/<id>.schema.json, and a schema there belongs to a plugin that declares it;
 * - the folder's root holds only the manifest, `api.ts` (platform calls), `handles.ts` (handles
 *   it declares), styles (`*.css`), tests and small helper modules (`*.ts`, at most
 *   {@link HELPER_MAX_LINES} lines); components and pages live in folders, and each folder names
 *   a part of the plugin (`pages`, `components`, `flow`…), not a kind of file (`utils`).
 *
 * The checks read files only, so they run on a temporary copy as well as on the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLanguageRegistry } from './languages/registry';
import { isRegistered } from './plugin-scaffold-registration';

/** The longest a helper module at a plugin's root may be; a bigger one deserves a folder. */
export const HELPER_MAX_LINES = 80;

/** Root files with a fixed role, beside the manifest. */
const ROLE_FILES = new Set(['index.ts', 'api.ts', 'handles.ts']);
/** Folder names that say what kind of file is inside rather than which part of the plugin. */
const GRAB_BAGS = new Set(['utils', 'util', 'helpers', 'misc', 'lib', 'common', 'stuff']);
const FOLDER_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const OPTIONS_IMPORT = /from '\.\.\/\.\.\/schemas\/plugins\/([^']+)\.schema\.json'/;
const MANIFEST_ID = /\bdefinePlugin(?:<[^>]*>)?\(\{[\s\S]*?\bid: '([^']+)'/;
const SCHEMA_SUFFIX = '.schema.json';

/** The plugin folders under `<root>/plugins`, sorted. */
export function listPluginFolders(root: string): string[] {
  return readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function rootFileProblem(dir: string, name: string): string | undefined {
  if (ROLE_FILES.has(name) || name.endsWith('.css') || /\.test\.tsx?$/.test(name)) return undefined;
  if (name.endsWith('.tsx'))
    return 'a component at the root: put it in components/ or pages/ (or a folder named for its part)';
  if (!name.endsWith('.ts'))
    return 'not part of the layout: a plugin root holds index.ts, api.ts, handles.ts, styles, tests and small helper modules';
  const lines = readFileSync(join(dir, name), 'utf8').split('\n').length - 1;
  return lines > HELPER_MAX_LINES
    ? `a helper of ${lines} lines at the root (at most ${HELPER_MAX_LINES}): give it a folder named for its part`
    : undefined;
}

function rootProblems(root: string, id: string): string[] {
  const dir = join(root, 'plugins', id);
  const entries = readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1)); // the file system's order is not stable
  return entries.flatMap((entry) => {
    const at = `plugins/${id}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!FOLDER_NAME.test(entry.name))
        return [`${at}/: a folder name in lower-case words joined by hyphens`];
      if (GRAB_BAGS.has(entry.name))
        return [
          `${at}/: a folder names a part of the plugin, not a kind of file; split it by part`,
        ];
      return [];
    }
    const problem = rootFileProblem(dir, entry.name);
    return problem ? [`${at}: ${problem}`] : [];
  });
}

function localeProblems(root: string, id: string, codes: readonly string[]): string[] {
  const dir = join(root, 'plugins', id, 'locales');
  const at = `plugins/${id}/locales`;
  if (!existsSync(dir))
    return [`${at}/: missing (one <code>.json per language of schemas/languages.json)`];
  // locales/page/: the plugin's page texts (pageLocales), held to the same rule
  const pages = existsSync(join(dir, 'page'))
    ? localeFileProblems(join(dir, 'page'), `${at}/page`, codes)
    : [];
  return [...localeFileProblems(dir, at, codes, ['page']), ...pages];
}

function localeFileProblems(
  dir: string,
  at: string,
  codes: readonly string[],
  folders: readonly string[] = [],
): string[] {
  const present = readdirSync(dir)
    .filter((name) => !folders.includes(name))
    .sort();
  return [
    ...codes
      .filter((code) => !present.includes(`${code}.json`))
      .map(
        (code) =>
          `${at}/${code}.json: missing (every language of schemas/languages.json needs one)`,
      ),
    ...present
      .filter((name) => !codes.some((code) => name === `${code}.json`))
      .map(
        (name) => `${at}/${name}: not a language of schemas/languages.json (${codes.join(', ')})`,
      ),
  ];
}

function manifestProblems(root: string, id: string, index: string): string[] {
  const file = join(root, 'plugins', id, 'index.ts');
  const at = `plugins/${id}/index.ts`;
  if (!existsSync(file))
    return [`${at}: missing (the manifest: export default definePlugin({ … }))`];
  const source = readFileSync(file, 'utf8');
  const problems: string[] = [];
  const declared = MANIFEST_ID.exec(source)?.[1];
  if (!/^export default definePlugin\b/m.test(source) || declared === undefined)
    problems.push(`${at}: expected "export default definePlugin({ id: '${id}', … })"`);
  else if (declared !== id)
    problems.push(`${at}: declares id "${declared}"; the id and the folder name must be the same`);
  const schema = OPTIONS_IMPORT.exec(source)?.[1];
  const ownSchema = `schemas/plugins/${id}${SCHEMA_SUFFIX}`;
  if (schema !== undefined && schema !== id)
    problems.push(`${at}: takes its options schema from ${schema}; a plugin's is ${ownSchema}`);
  if (schema === id && !existsSync(join(root, ownSchema)))
    problems.push(`${ownSchema}: missing, though ${at} declares options`);
  if (schema === undefined && existsSync(join(root, ownSchema)))
    problems.push(
      `${at}: declares no options, though ${ownSchema} exists (import it as \`options\`)`,
    );
  if (!isRegistered(index, id))
    problems.push(`plugins/index.ts: does not register ${id} (import it and add it to the list)`);
  return problems;
}

/** Every way the folder plugins/<id> breaks the house layout; empty when it keeps it. */
export function checkPluginLayout(root: string, id: string): string[] {
  const codes = readLanguageRegistry(join(root, 'schemas')).map((language) => language.code);
  const index = readFileSync(join(root, 'plugins/index.ts'), 'utf8');
  return [
    ...manifestProblems(root, id, index),
    ...localeProblems(root, id, codes),
    ...rootProblems(root, id),
  ];
}

/** What is wrong around the folders: files beside them, options schemas of no plugin. */
export function checkPluginsFolder(root: string): string[] {
  const folders = listPluginFolders(root);
  const stray = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .filter((entry) => !entry.isDirectory() && entry.name !== 'index.ts')
    .map(
      (entry) =>
        `plugins/${entry.name}: plugins/ holds index.ts (the one list) and plugin folders only`,
    );
  const orphans = readdirSync(join(root, 'schemas/plugins'))
    .sort()
    .filter((name) => name.endsWith(SCHEMA_SUFFIX))
    .filter((name) => !folders.includes(name.slice(0, -SCHEMA_SUFFIX.length)))
    .map(
      (name) =>
        `schemas/plugins/${name}: no plugin folder plugins/${name.slice(0, -SCHEMA_SUFFIX.length)}/`,
    );
  return [...stray, ...orphans];
}
