import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where unit tests live: beside the code, in these folders. */
export const UNIT_TEST_FOLDERS = ['app', 'core', 'plugins', 'emulator', 'scripts'] as const;
const TEST_FILE = /\.test\.tsx?$/;
/** `vi.mock` and `vi.doMock` replace a module for the file that asks. */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\(/;

export interface UnitTestFiles {
  /** Files that may share their worker's module graph and DOM with the files before them. */
  shared: string[];
  /** Files that replace modules: each needs a module graph of its own. */
  isolated: string[];
}

/**
 * Sorts the unit tests by what they need of a worker. Sharing a worker (vitest's `isolate: false`)
 * saves each file its own jsdom and its own import of React, i18next and core: 55 DOM files ran
 * in 28 s instead of 97 s on this machine. A file that mocks a module cannot share: the module may
 * already be loaded for an earlier file of the same worker, and the mock then never takes effect
 * (19 files failed that way when every file shared). Read from the files themselves, so a new
 * test is sorted by what it does, not by a list kept here.
 */
export function unitTestFiles(root: string): UnitTestFiles {
  const files = UNIT_TEST_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
      .map((file) => `${folder}/${file}`),
  ).sort();
  const replacesModules = (file: string) =>
    REPLACES_MODULES.test(readFileSync(join(root, file), 'utf8'));
  return {
    shared: files.filter((file) => !replacesModules(file)),
    isolated: files.filter(replacesModules),
  };
}
