/**
 * `npm run site:new -- <id> [--merchant <code>] [--root <dir>]`: scaffolds sites/<id>/ from the
 * default site's shape with a generated brand name and palette, ready for
 * `npm run site:check -- <id>`. The id may contain hyphens (`lucky-star`); the merchant code may
 * not, so without --merchant it is the id's letters and digits (`luckystar`).
 */
import { resolve } from 'node:path';
import { parseArgs, runCli } from './lib/cli-args';
import { REPO_ROOT } from './lib/repo-paths';
import { scaffoldSite, ScaffoldError } from './lib/scaffold-site';

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['root', 'merchant']);
  const root = resolve(args.options.get('root') ?? REPO_ROOT);
  // A mistyped option would otherwise be dropped silently and the merchant code derived instead.
  const [unknown] = args.flags;
  if (unknown !== undefined)
    throw new ScaffoldError(`unknown option --${unknown} (known: --merchant <code>, --root <dir>)`);
  if (args.positionals.length > 1)
    throw new ScaffoldError(`one id at a time, got ${args.positionals.join(' ')}`);
  const id = args.positionals[0];
  const site = await scaffoldSite(id, { root, merchantCode: args.options.get('merchant') });
  console.log(`site:new: created sites/${id}/ (site.json, assets/logo.svg, assets/favicon.svg)`);
  console.log(`          merchant code ${site.merchantCode}, host name ${id}.localhost`);
  console.log(`next: edit sites/${id}/site.json (brand, links, platform.cipher), then`);
  console.log(`      npm run site:check -- ${id} && npm start -- --site ${id}`);
  return 0;
}

runCli(
  'site:new',
  () => main(process.argv.slice(2)),
  (error) => error instanceof ScaffoldError,
);
