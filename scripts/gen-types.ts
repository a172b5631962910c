/**
 * `npm run gen:types [-- --check] [--schemas <dir>] [--out <dir>]`: generates TypeScript types
 * from schemas/ into generated/. With --check nothing is written; it exits 1 naming every
 * missing, stale or orphaned file, so tests fail when someone edits a schema and forgets this.
 */
import { join, relative, resolve } from 'node:path';
import { parseArgs, runCli } from './lib/cli-args';
import { planGeneratedFiles } from './lib/gen-types/plan-files';
import { syncGeneratedFiles } from './lib/gen-types/sync-files';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['schemas', 'out']);
  const schemasDir = resolve(args.options.get('schemas') ?? SCHEMAS_DIR);
  const outDir = resolve(args.options.get('out') ?? join(REPO_ROOT, 'generated'));
  const checkOnly = args.flags.has('check');
  const started = performance.now();
  const planned = await planGeneratedFiles(schemasDir);
  const report = syncGeneratedFiles(planned, outDir, checkOnly);
  const ms = Math.round(performance.now() - started);
  const label = (rel: string): string => relative(process.cwd(), join(outDir, rel)) || rel;

  if (checkOnly) {
    report.missing.forEach((rel) => console.error(`gen:types: missing ${label(rel)}`));
    report.stale.forEach((rel) => console.error(`gen:types: stale ${label(rel)}`));
    report.orphans.forEach((rel) =>
      console.error(`gen:types: not produced by any schema ${label(rel)}`),
    );
    const bad = report.missing.length + report.stale.length + report.orphans.length;
    if (bad > 0) {
      console.error(`gen:types: ${bad} file(s) out of date; run npm run gen:types`);
      return 1;
    }
    console.log(`gen:types: ${planned.size} file(s) up to date (${ms} ms)`);
    return 0;
  }
  const written = report.missing.length + report.stale.length;
  console.log(
    `gen:types: ${planned.size} file(s): ${written} written, ${report.unchanged} unchanged, ${report.orphans.length} removed (${ms} ms)`,
  );
  return 0;
}

// Every failure here is one readable line (a schema problem), never a stack.
runCli(
  'gen:types',
  () => main(process.argv.slice(2)),
  () => true,
);
