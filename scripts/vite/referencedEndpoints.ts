import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isLazyCore } from './chunkLayout.ts';

/** The front end's own source: where a platform call can be named. Tests are not shipped. */
const SOURCE_ROOTS = ['app', 'core', 'plugins'];
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;
/** A plugin's definition (plugins/<id>/index.ts), part of the entry chunk. */
const PLUGIN_DEFINITION = /[\\/]plugins[\\/][^\\/]+[\\/]index\.tsx?$/;

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

/** The table's calls a source file names as quoted literals ('gameList', "gameList", `gameList`). */
export function quotedEndpointNames(source: string, names: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(['"`])([A-Za-z0-9_]+)\1/g))
    if (names.has(match[2]!)) found.add(match[2]!);
  return [...found];
}

/** The table's calls a source file makes by name: `request('gameList', …)` (core/api/request.ts). */
export function requestedEndpointNames(source: string, names: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\brequest\(\s*(['"`])([A-Za-z0-9_]+)\1/g))
    if (names.has(match[2]!)) found.add(match[2]!);
  return [...found];
}

/**
 * Where a call's table entry can travel instead of the entry chunk: a plugin's own modules (not
 * its definition, which is part of the entry chunk) and the core modules only lazily loaded code
 * uses (chunkLayout.ts isLazyCore: the form parts, the session's end…).
 */
export function bringsItsCalls(file: string, repoRoot: string): boolean {
  if (file.startsWith(join(repoRoot, 'plugins', sep))) return !PLUGIN_DEFINITION.test(file);
  return file.startsWith(join(repoRoot, 'core', sep)) && isLazyCore(file);
}

/**
 * The modules that make each call by name (`request('gameList', …)`) and bring its entry along
 * (bringsItsCalls), by call: where a call is made, as opposed to where its name is only written
 * (a tab's key, a text namespace, a type).
 */
export function endpointCallers(
  repoRoot: string,
  names: ReadonlySet<string>,
): Map<string, Set<string>> {
  const callers = new Map<string, Set<string>>();
  const files = [...sourceFiles(join(repoRoot, 'core')), ...sourceFiles(join(repoRoot, 'plugins'))];
  for (const file of files.filter((path) => bringsItsCalls(path, repoRoot))) {
    for (const name of requestedEndpointNames(readFileSync(file, 'utf8'), names)) {
      const found = callers.get(name) ?? new Set<string>();
      callers.set(name, found.add(file));
    }
  }
  return callers;
}

/**
 * The calls whose table entry must be in the entry chunk: those the app, the shell's core and the
 * plugin definitions make (start-up's among them), those they or core name that no module bringing
 * its calls makes (a name only written there, as a storage key, goes with the module that makes
 * the call), and those a component asks about synchronously with `useEndpointAllowed('name')`
 * wherever it is. Every other call goes with the modules that make it (slimSchemas.ts); the
 * `?rest` table holds them too, for a call no module brought (core/api/endpointTable.ts
 * loadEndpoint).
 */
export function entryEndpointNames(
  repoRoot: string,
  names: readonly string[],
  callers: ReadonlyMap<string, ReadonlySet<string>> = endpointCallers(repoRoot, new Set(names)),
): Set<string> {
  const known = new Set(names);
  const entry = new Set<string>();
  const files = [
    ...sourceFiles(join(repoRoot, 'app')),
    ...sourceFiles(join(repoRoot, 'core')),
    ...sourceFiles(join(repoRoot, 'plugins')).filter((file) => PLUGIN_DEFINITION.test(file)),
  ];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!bringsItsCalls(file, repoRoot))
      for (const name of requestedEndpointNames(source, known)) entry.add(name);
    for (const name of quotedEndpointNames(source, known)) if (!callers.has(name)) entry.add(name);
  }
  const asked = /useEndpointAllowed\(\s*([^)]*)\)/g;
  for (const file of sourceFiles(join(repoRoot, 'plugins')))
    for (const call of readFileSync(file, 'utf8').matchAll(asked))
      for (const name of quotedEndpointNames(call[1]!, known)) entry.add(name);
  return entry;
}
