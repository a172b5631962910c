/** Minimal argument parsing shared by the scripts: `--flag`, `--option value`, positionals. */

/** Parsed command line. */
export interface CliArgs {
  positionals: string[];
  options: Map<string, string>;
  flags: Set<string>;
}

/**
 * Parses `argv` (without node and script). Names in `valued` take the next argument as value;
 * any other `--name` is a flag. Throws on a valued option missing its value.
 */
export function parseArgs(argv: readonly string[], valued: readonly string[]): CliArgs {
  const args: CliArgs = { positionals: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      args.positionals.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (!valued.includes(name)) {
      args.flags.add(name);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new Error(`option --${name} needs a value`);
    args.options.set(name, value);
    i++;
  }
  return args;
}

/**
 * Runs a script's `main` and turns its outcome into the exit code: a known error (the script's
 * own kind, or a bad option) is one line; anything else also prints its stack.
 */
export function runCli(
  name: string,
  main: () => Promise<number>,
  isKnown: (error: unknown) => boolean,
): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const known =
        isKnown(error) || (error instanceof Error && error.message.startsWith('option '));
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      if (!known && error instanceof Error && error.stack) console.error(error.stack);
      process.exitCode = 1;
    },
  );
}
