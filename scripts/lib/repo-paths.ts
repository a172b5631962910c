/** Where things live in the repository, resolved from this file so scripts work from any cwd. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Absolute path of `schemas/`. */
export const SCHEMAS_DIR = resolve(REPO_ROOT, 'schemas');

/** Absolute path of `sites/`. */
export const SITES_DIR = resolve(REPO_ROOT, 'sites');
