import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The front end's own source: where a platform call can be named. Tests are not shipped. */
const SOURCE_ROOTS = ['app', 'core', 'plugins'];
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The endpoints the front end names somewhere, as a quoted literal ('gameList', "gameList" or
 * `gameList`). request() and useEndpointAllowed() take the name as a literal type
 * (generated/api), so a call the code can make is always written out like this; a table entry no
 * source names is a call no page can make, and production leaves it out (slimSchemas.ts).
 */
export function referencedEndpointNames(
  repoRoot: string,
  names: readonly string[],
  roots: readonly string[] = SOURCE_ROOTS,
): Set<string> {
  const quoted = new Set<string>();
  const literal = /(['"`])([A-Za-z0-9_]+)\1/g;
  for (const root of roots)
    for (const file of sourceFiles(join(repoRoot, root)))
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) quoted.add(match[2]!);
  return new Set(names.filter((name) => quoted.has(name)));
}

/**
 * The calls whose table entry must be in the entry chunk: those core, the app and every plugin a
 * visitor may see name (their pages and slots call them on a visitor's first page), and those a
 * component asks about synchronously with `useEndpointAllowed('name')` wherever it is. The calls
 * only signed-in plugins name (slotRoots.ts isSignedInOnly) load with the rest of the table
 * (core/api/endpointTable.ts loadEndpoint) on a member's first such call.
 */
export function entryEndpointNames(
  repoRoot: string,
  names: readonly string[],
  signedInPlugins: ReadonlySet<string>,
): Set<string> {
  const visitorPlugins = readdirSync(join(repoRoot, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !signedInPlugins.has(entry.name))
    .map((entry) => join('plugins', entry.name));
  const entry = referencedEndpointNames(repoRoot, names, ['app', 'core', ...visitorPlugins]);
  const asked = /useEndpointAllowed\(\s*([^)]*)\)/g;
  const literal = /(['"`])([A-Za-z0-9_]+)\1/g;
  for (const file of sourceFiles(join(repoRoot, 'plugins')))
    for (const call of readFileSync(file, 'utf8').matchAll(asked))
      for (const match of call[1]!.matchAll(literal))
        if (names.includes(match[2]!)) entry.add(match[2]!);
  return entry;
}
