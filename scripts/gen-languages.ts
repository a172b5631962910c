/**
 * `npm run gen:types` step one: derives from the language registry (schemas/languages.json)
 * generated/languages.ts and every marked language list in schemas/ (the language enums and
 * LocalText), before the types are compiled from those schemas. With --check nothing is written;
 * it exits 1 naming each file out of step. Either way an unmarked copy of the language list in a
 * schema is an error, since nothing would keep it in step.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs, runCli } from './lib/cli-args';
import { planLanguageFiles } from './lib/languages/plan-files';
import { REPO_ROOT, SCHEMAS_DIR } from './lib/repo-paths';

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ['schemas', 'out']);
  const schemasDir = resolve(args.options.get('schemas') ?? SCHEMAS_DIR);
  const outDir = resolve(args.options.get('out') ?? join(REPO_ROOT, 'generated'));
  const checkOnly = args.flags.has('check');
  const plan = await planLanguageFiles(schemasDir, outDir);
  plan.problems.forEach((problem) => console.error(`gen:types: ${problem}`));

  const outOfStep = [...plan.files].filter(
    ([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
  );
  const label = (file: string): string => relative(process.cwd(), file) || file;
  if (checkOnly) {
    outOfStep.forEach(([file]) =>
      console.error(`gen:types: ${label(file)} is out of step with schemas/languages.json`),
    );
    if (outOfStep.length > 0) console.error('gen:types: run npm run gen:types');
    const bad = outOfStep.length > 0 || plan.problems.length > 0;
    if (!bad) console.log('gen:types: languages in step with schemas/languages.json');
    return bad ? 1 : 0;
  }
  for (const [file, content] of outOfStep) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`gen:types: wrote ${label(file)} from schemas/languages.json`);
  }
  return plan.problems.length > 0 ? 1 : 0;
}

// Every failure here is one readable line (a schema problem), never a stack.
runCli(
  'gen:types',
  () => main(process.argv.slice(2)),
  () => true,
);
