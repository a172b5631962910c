/**
 * `npm run plugin:new -- <id> [--menu side|account] [--endpoint <name>]`: writes plugins/<id>/
 * in the house layout (README "Adding a plugin") with its options schema and browser journey,
 * registers it in plugins/index.ts and regenerates the types. `-- <id> --remove` deletes exactly
 * what plugin:new wrote and unregisters it. `--root <dir>` works on another copy (tests).
 */
import { resolve } from 'node:path';
import { parseArgs, runCli } from './lib/cli-args';
import { scaffoldPlugin } from './lib/plugin-scaffold';
import { PluginScaffoldError } from './lib/plugin-scaffold-names';
import { removePlugin } from './lib/plugin-scaffold-remove';
import { REPO_ROOT } from './lib/repo-paths';

const KNOWN = '--menu side|account, --endpoint <name>, --remove, --root <dir>';

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['root', 'menu', 'endpoint']);
  const root = resolve(args.options.get('root') ?? REPO_ROOT);
  const remove = args.flags.delete('remove');
  // A mistyped option would otherwise be dropped silently and the default used instead.
  const [unknown] = args.flags;
  if (unknown !== undefined)
    throw new PluginScaffoldError(`unknown option --${unknown} (known: ${KNOWN})`);
  if (args.positionals.length > 1)
    throw new PluginScaffoldError(`one id at a time, got ${args.positionals.join(' ')}`);
  const id = args.positionals[0];
  if (remove) {
    if (args.options.has('menu') || args.options.has('endpoint'))
      throw new PluginScaffoldError('--remove takes only the id');
    const { files } = await removePlugin(id, { root });
    console.log(
      `plugin:new: removed ${id}: ${files.length - 1} file(s), and its line in plugins/index.ts`,
    );
    console.log('            generated/ brought in line (gen:types)');
    return 0;
  }
  const { files } = await scaffoldPlugin(id, {
    root,
    menu: args.options.get('menu'),
    endpoint: args.options.get('endpoint'),
  });
  console.log(`plugin:new: created ${id}, registered in plugins/index.ts, types generated:`);
  for (const file of files) console.log(`            ${file}`);
  console.log(
    `next: enable it in a site ("plugins": { "${id}": {} } in sites/<site>/site.json), then`,
  );
  console.log(`      npm run site:check && npm start -- --site <site>`);
  console.log(`undo: npm run plugin:new -- ${id} --remove`);
  return 0;
}

runCli(
  'plugin:new',
  () => main(process.argv.slice(2)),
  (error) => error instanceof PluginScaffoldError,
);
