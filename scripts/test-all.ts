/**
 * `npm test`: the whole suite in the order that fails fastest: static checks, unit tests, the
 * test build, browser journeys on every site (every route under axe-core), the smoke journeys
 * and header check through Debian's nginx on the generated configuration, then the budgets:
 * bundle, lobby (DOM size and filter speed), interaction latency, pages on a flaky network and
 * Lighthouse. Stops at the first failure; prints each step's time and the whole run's.
 */
import { spawnSync } from 'node:child_process';
import { readBudgets } from './bench/budgets';

const steps: [string, string][] = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['boundaries', 'npm run -s boundaries'],
  ['site:check', 'npm run -s site:check'],
  ['generated types', 'npm run -s gen:types -- --check'],
  ['unit tests', 'npx vitest run'],
  ['chromium', 'npx tsx scripts/ensure-chromium.ts'],
  ['test build', 'npx tsx scripts/build.ts --mode test --out dist-test'],
  ['browser journeys', 'npx playwright test'],
  [
    'nginx smoke',
    'npx tsx scripts/ensure-nginx.ts && npx playwright test -c playwright.nginx.config.ts',
  ],
  ['bundle budget', 'npx tsx scripts/bench-bundle.ts'],
  ['lobby budget', 'npx tsx scripts/bench-lobby.ts'],
  ['interactions budget', 'npx tsx scripts/bench-interactions.ts'],
  ['records budget', 'npx tsx scripts/bench-records.ts'],
  ['fault budget', 'npx tsx scripts/bench-faults.ts'],
  ['money faults', 'npx tsx scripts/bench-money.ts'],
  ['lighthouse budget', 'npx tsx scripts/bench-lighthouse.ts'],
];

const only = process.argv.slice(2);
const results: string[] = [];
const runStarted = Date.now();
const minutes = () => `${((Date.now() - runStarted) / 60_000).toFixed(1)} min`;
for (const [name, command] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (status !== 0) {
    console.error(`\n${results.join('\n')}\n\ntest: step "${name}" failed after ${minutes()}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\ntest: all ${results.length} steps passed in ${minutes()}`);
// The whole suite has a budget too: a slow drift shows here long before CI's 90-minute stop. The
// target is the plan; the same suite measured 36.5 min in CI on 2026-11-25 and about 70 on this
// kind of machine on 2026-11-28 (journeys 38 min against 15 to 17; unit tests 469 s against 302 for
// 5 % more tests), so a
// run over the target is reported, and only one near CI's stop fails.
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
      `test: OVER TARGET: ${minutes()} against the ${targetMinutes}-minute plan (README "The suite and its time")`,
    );
}
