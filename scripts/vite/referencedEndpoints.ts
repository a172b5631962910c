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
export function referencedEndpointNames(repoRoot: string, names: readonly string[]): Set<string> {
  const quoted = new Set<string>();
  const literal = /(['"`])([A-Za-z0-9_]+)\1/g;
  for (const root of SOURCE_ROOTS)
    for (const file of sourceFiles(join(repoRoot, root)))
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) quoted.add(match[2]!);
  return new Set(names.filter((name) => quoted.has(name)));
}
