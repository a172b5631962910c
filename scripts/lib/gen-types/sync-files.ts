/**
 * Compares planned files with the output folder, and in write mode brings it in line: writes
 * only changed files (keeps mtimes stable for watchers) and removes files no schema produces.
 * Only site.ts, plugins/ and api/ are managed; other generators' folders are left alone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PlannedFiles } from './plan-files';

/** Folders of the output that gen:types owns entirely. */
const MANAGED_DIRS = ['plugins', 'api'];

/** How the output folder differs from the plan, by relative path. */
export interface SyncReport {
  missing: string[];
  stale: string[];
  orphans: string[];
  unchanged: number;
}

function existingManagedFiles(outDir: string): string[] {
  return MANAGED_DIRS.flatMap((dir) => {
    const full = join(outDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`);
  });
}

/** Diffs `planned` against `outDir`; writes and deletes too unless `checkOnly`. */
export function syncGeneratedFiles(
  planned: PlannedFiles,
  outDir: string,
  checkOnly: boolean,
): SyncReport {
  const report: SyncReport = { missing: [], stale: [], orphans: [], unchanged: 0 };
  for (const [rel, content] of planned) {
    const file = join(outDir, rel);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === content) {
      report.unchanged++;
      continue;
    }
    (current === undefined ? report.missing : report.stale).push(rel);
    if (!checkOnly) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  for (const rel of existingManagedFiles(outDir)) {
    if (planned.has(rel)) continue;
    report.orphans.push(rel);
    if (!checkOnly) rmSync(join(outDir, rel));
  }
  return report;
}
