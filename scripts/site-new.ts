/**
 * `npm run site:new -- <id> [--root <dir>]`: scaffolds sites/<id>/ from the default site's shape
 * with a generated brand name and palette, ready for `npm run site:check -- <id>`.
 */
import { resolve } from 'node:path';
import { parseArgs } from './lib/cli-args';
import { REPO_ROOT } from './lib/repo-paths';
import { scaffoldSite, ScaffoldError } from './lib/scaffold-site';

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['root']);
  const root = resolve(args.options.get('root') ?? REPO_ROOT);
  const id = args.positionals[0];
  await scaffoldSite(id, { root });
  console.log(`site:new: created sites/${id}/ (site.json, assets/logo.svg, assets/favicon.svg)`);
  console.log(`next: edit sites/${id}/site.json (brand, links, platform.cipher), then`);
  console.log(`      npm run site:check -- ${id} && npm start -- --site ${id}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known =
      error instanceof ScaffoldError ||
      (error instanceof Error && error.message.startsWith('option '));
    console.error(`site:new: ${error instanceof Error ? error.message : String(error)}`);
    if (!known && error instanceof Error && error.stack) console.error(error.stack);
    process.exitCode = 1;
  },
);
