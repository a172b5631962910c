/**
 * `npm test`: the whole suite in the order that fails fastest, stopping at the first failure:
 * static checks and the emulator's seeded snapshot (side by side), unit tests, the browsers and the
 * test build, `npm start` in a browser beside the smoke journeys through Debian's nginx, the
 * journeys on every brand (Chromium, and the cross-engine set in Firefox ESR), then the budgets,
 * each against a machine calibrated at their start. Prints each step's time and what it counted,
 * then the whole run's.
 *
 * `npm test -- <step> [<step> …]` runs only those steps (names as printed, e.g. "unit tests").
 */
import { spawn } from 'node:child_process';
import { readBudgets } from './bench/budgets';

interface Step {
  name: string;
  command: string;
  /** Lines of the step's output that say what it counted, kept for the closing table. */
  counts?: RegExp;
}

/** Steps of one entry run side by side (each is short and single-threaded); the others in turn. */
const STEPS: (Step | Step[])[] = [
  [
    { name: 'typecheck', command: 'npm run -s typecheck' },
    { name: 'lint', command: 'npm run -s lint' },
    { name: 'boundaries', command: 'npm run -s boundaries', counts: /no dependency violations.*/ },
    { name: 'site:check', command: 'npm run -s site:check', counts: /site:check: .*/ },
    { name: 'generated types', command: 'npm run -s gen:types -- --check' },
    {
      name: 'seeded database',
      command: 'npx tsx scripts/seed-snapshot.ts',
      counts: /^seeded database: .*/,
    },
  ],
  {
    name: 'unit tests',
    command: 'npx vitest run',
    counts: /^\s*(Test Files|Tests)\s+.*/,
  },
  {
    name: 'browsers and test build',
    command:
      'npx tsx scripts/ensure-chromium.ts && npx tsx scripts/ensure-firefox.ts && npx tsx scripts/build.ts --mode test --out dist-test',
  },
  // Two small Playwright runs on their own ports and output folders: the dev server compiles
  // while nginx's smoke mostly waits on sockets and timeouts, so they share the machine.
  [
    {
      name: 'npm start in a browser',
      command: 'npx playwright test -c playwright.dev.config.ts',
      counts: /^\s*\d+ (passed|failed|flaky|skipped).*/,
    },
    {
      name: 'nginx smoke',
      command:
        'npx tsx scripts/ensure-nginx.ts && npx playwright test -c playwright.nginx.config.ts',
      counts: /^\s*\d+ (passed|failed|flaky|skipped).*/,
    },
  ],
  {
    name: 'browser journeys',
    command: 'npx playwright test',
    counts: /^e2e( Firefox ESR set)?: .*/,
  },
  {
    name: 'calibration',
    command: 'npx tsx scripts/bench-calibrate.ts',
    counts: /^calibration: .*/,
  },
  // Sizes and counts, with a Node-side timing far inside its limit, and money forms whose every
  // answer is lost (a 10 s limit on words that come within 2): side by side.
  [
    {
      name: 'bundle budget',
      command: 'npx tsx scripts/bench-bundle.ts',
      counts: /^bench:bundle: .*/,
    },
    {
      name: 'lobby budget',
      command: 'npx tsx scripts/bench-lobby.ts --out dist-bench-lobby',
      counts: /^bench:lobby: .*/,
    },
    {
      name: 'lost answers',
      command: 'npx tsx scripts/bench-lost-answers.ts',
      counts: /^bench:lost-answers: (all|\d+ trials|.* ledger).*/,
    },
  ],
  // Timings against the calibrated reference PC: one at a time.
  {
    name: 'interactions budget',
    command: 'npx tsx scripts/bench-interactions.ts',
    counts: /^bench:interactions: \d.*/,
  },
  {
    name: 'records budget',
    command: 'npx tsx scripts/bench-records.ts',
    counts: /^bench:records: \d.*/,
  },
  {
    name: 'lighthouse budget',
    command: 'npx tsx scripts/bench-lighthouse.ts',
    counts: /^bench:lighthouse: \d+ page.*/,
  },
  // Resilience under injected faults: whether each answer arrives, not how fast; both wait on
  // the emulator's latency far more than they compute, so they share the machine.
  [
    {
      name: 'fault budget',
      command: 'npx tsx scripts/bench-faults.ts',
      counts: /^bench:faults: .*/,
    },
    { name: 'money faults', command: 'npx tsx scripts/bench-money.ts', counts: /^bench-money: .*/ },
  ],
];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  counts: string[];
}

/**
 * Runs one step. Alone, its output streams as it comes; beside others, it is held and printed
 * whole when the step ends, so the lines of two steps never interleave.
 */
function run(step: Step, streamed: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const held: string[] = [];
    const counts: string[] = [];
    let partial = '';
    const take = (chunk: Buffer, sink: NodeJS.WriteStream) => {
      const text = chunk.toString();
      if (streamed) sink.write(text);
      else held.push(text);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (step.counts?.test(line)) counts.push(line.trim());
    };
    child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
    child.on('close', (status) => {
      if (step.counts?.test(partial)) counts.push(partial.trim());
      if (!streamed) process.stdout.write(`\n▶ ${step.name}: ${step.command}\n${held.join('')}`);
      resolve({
        name: step.name,
        ok: status === 0,
        seconds: (Date.now() - started) / 1000,
        counts,
      });
    });
  });
}

const only = process.argv.slice(2);
const outcomes: Outcome[] = [];
const runStarted = Date.now();
const minutes = () => `${((Date.now() - runStarted) / 60_000).toFixed(1)} min`;

function table(): string {
  return outcomes
    .map(
      ({ name, ok, seconds, counts }) =>
        `${ok ? '✔' : '✘'} ${name.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s` +
        (counts.length > 0 ? `  ${counts.join('; ')}` : ''),
    )
    .join('\n');
}

for (const entry of STEPS) {
  const group = (Array.isArray(entry) ? entry : [entry]).filter(
    (step) => only.length === 0 || only.includes(step.name),
  );
  if (group.length === 0) continue;
  if (group.length === 1) console.log(`\n▶ ${group[0]!.name}: ${group[0]!.command}`);
  else console.log(`\n▶ side by side: ${group.map((step) => step.name).join(', ')}`);
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  outcomes.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`\n${table()}\n\ntest: step "${failed.name}" failed after ${minutes()}`);
    process.exit(1);
  }
}

console.log(`\n${table()}\ntest: all ${outcomes.length} steps passed in ${minutes()}`);
// The whole suite has a budget too: a slow drift shows here long before CI's 90-minute stop.
// targetMinutes is the plan (a run over it says so loudly); maxMinutes fails the run.
const { targetMinutes, maxMinutes } = readBudgets().suite;
const elapsed = (Date.now() - runStarted) / 60_000;
if (only.length === 0) {
  console.log(
    `test: the suite took ${minutes()} (target ${targetMinutes}, limit ${maxMinutes} min)`,
  );
  if (elapsed > maxMinutes) {
    console.error(`test: the suite took ${minutes()}, over its limit of ${maxMinutes} min`);
    process.exit(1);
  }
  if (elapsed > targetMinutes)
    console.warn(
      `test: OVER TARGET: ${minutes()} against the ${targetMinutes}-minute plan (README "The suite")`,
    );
}
