/**
 * `npm run site:check [-- <id>…] [--root <dir>] [--schemas <dir>]`: validates sites/<id>/site.json
 * files and the module flags the plugins under <root>/plugins name, and prints every problem, one
 * per line. Exits 1 when there is any.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from './lib/cli-args';
import { checkSites } from './lib/check-sites';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

function main(argv: readonly string[]): number {
  const args = parseArgs(argv, ['root', 'schemas']);
  const root = resolve(args.options.get('root') ?? REPO_ROOT);
  const schemasDir = resolve(args.options.get('schemas') ?? SCHEMAS_DIR);
  const report = checkSites(join(root, 'sites'), args.positionals, {
    schemasDir,
    plugins: { dir: join(root, 'plugins'), root },
  });
  for (const line of report.lines) console.error(line);
  (report.ok ? console.log : console.error)(report.summary);
  return report.ok ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`site:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
