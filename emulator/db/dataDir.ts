// Where the emulator keeps its database between runs: outside the repository, which the dev server
// serves, and outside node_modules, which `npm ci` wipes. One directory per checkout, so two clones
// never share (or break) each other's data.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the data lived before: inside the repository, readable through the dev server. */
export const legacyDataDir = join(REPO_ROOT, '.emulator-data');

/** `$XDG_DATA_HOME/whitelabel-runtime/emulator-data/<checkout>` (XDG's default: ~/.local/share). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const dataHome = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  const root = resolve(REPO_ROOT);
  const checkout = `${basename(root)}-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;
  return join(dataHome, 'whitelabel-runtime', 'emulator-data', checkout);
}

/**
 * Moves a database left in the repository's `.emulator-data/` to `target`, so a developer keeps
 * their accounts; a copy when the two are on different disks. Returns what it did, for the
 * start-up log (once: after a move the old folder is gone), or undefined when there was nothing.
 */
export function adoptLegacyDataDir(target: string, legacy = legacyDataDir): string | undefined {
  if (!existsSync(join(legacy, 'PG_VERSION'))) return undefined;
  if (existsSync(target))
    return `${legacy} is no longer read (the data is in ${target}); delete it`;
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(legacy, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    cpSync(legacy, target, { recursive: true });
    rmSync(legacy, { recursive: true, force: true });
  }
  return `moved the emulator's database from ${legacy} to ${target}`;
}

/**
 * The data directory to open: EMULATOR_DATA when set (relative to the working directory, used as
 * it is), else the default, with a database left in the repository moved there first.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  note?: string;
} {
  if (env.EMULATOR_DATA) return { dataDir: resolve(env.EMULATOR_DATA) };
  const dataDir = defaultDataDir(env);
  const note = adoptLegacyDataDir(dataDir);
  return note ? { dataDir, note } : { dataDir };
}
