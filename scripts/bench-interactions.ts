/**
 * `npm run bench:interactions`: how long the main interactions take to show their result, the way
 * INP measures it, on every site; limits in tests/bench/budgets.json ("interactions").
 *
 * Builds for production, serves it with a fresh emulator and drives Debian's Chromium with trusted
 * input (real clicks and key presses): open the login popup, switch language, switch a game-list
 * filter, search 10,000 slot games and open the account menu (scripts/bench/interactions.ts). Each
 * run is a fresh load of the page, measured once its requests are done and its main thread idle.
 * An interaction's latency is the longest Event Timing `duration` (input to the next paint) among
 * its events; a run that types several keys counts its slowest key. The figure per interaction is
 * the p75 over the runs, as INP reports it; a run with no Event Timing entry at all fails.
 *
 * `--out <dir>` builds into another folder (default dist-bench-interactions); `--site <id>` and
 * `--runs <n>` narrow a run while investigating (the check still applies); `--verbose` prints each
 * run's interactions and where its time went.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { buildAll } from './build';
import { cpuRate, currentCalibration, describeCalibration, throttleCpu } from './bench/calibration';
import { startBenchServers } from './bench/benchServers';
import { argValue, readBudgets } from './bench/budgets';
import {
  groupInteractions,
  readEventTiming,
  recordEventTiming,
  summariseLatencies,
} from './bench/eventTiming';
import { siteInteractions, type BenchInteraction } from './bench/interactions';
import { launchChromium } from './bench/launchChromium';
import { logIn } from './bench/logIn';
import { trackRequests } from './bench/pageQuiet';
import { REPO_ROOT } from './lib/repo-paths';

const budget = readBudgets().interactions;
const calibration = await currentCalibration();
const rate = cpuRate(calibration);
const runs = Number(argValue('--runs', String(budget.runs)));
const onlySite = argValue('--site', '');
const verbose = process.argv.includes('--verbose');
const started = Date.now();
// The figures are wall-clock times on a shared machine: the load says how much else was running.
const loadAtStart = loadavg()[0]!;
const misses: string[] = [];
const VIEWPORT = { width: 1366, height: 900 };

interface Measured {
  interaction: BenchInteraction;
  latencies: number[];
  /** Runs whose input left no Event Timing entry: the measurement itself failed. */
  unseen: number;
  notes: Set<string>;
}

/** Every run of the given interactions in one browser context, as a visitor or as the member. */
async function measureGroup(
  browser: Browser,
  origin: string,
  siteId: string,
  interactions: BenchInteraction[],
  member: boolean,
): Promise<Measured[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const requests = trackRequests(page);
    await recordEventTiming(page);
    if (member) await logIn(page, origin, siteId);
    const results: Measured[] = [];
    for (const interaction of interactions) {
      const measured: Measured = { interaction, latencies: [], unseen: 0, notes: new Set() };
      for (let run = 0; run < runs; run++) {
        // A visitor arrives with nothing stored (no language choice from the run before); the
        // member keeps the tab's sessionStorage, which holds the login.
        if (!member && page.url().startsWith(origin))
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        const phases: number[] = [Date.now()];
        try {
          await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
          phases.push(Date.now());
          await interaction.ready(page);
          phases.push(Date.now());
          await requests.settled();
          phases.push(Date.now());
          // The input and its answer run on the reference PC; the load before it need not.
          await throttleCpu(page, rate);
          measured.notes.add(await interaction.act(page));
          await throttleCpu(page, 1);
          phases.push(Date.now());
        } catch (error) {
          throw new Error(`${siteId}: ${interaction.name}, run ${run + 1}: ${String(error)}`, {
            cause: error,
          });
        }
        const seen = groupInteractions(await readEventTiming(page));
        if (seen.length === 0) measured.unseen += 1;
        else measured.latencies.push(Math.max(...seen.map((entry) => entry.latency)));
        if (verbose) {
          const spent = phases.slice(1).map((time, i) => time - phases[i]!);
          console.log(
            `  ${siteId} ${interaction.name} #${run + 1}: ${seen.map((entry) => `${entry.latency} ms [${entry.events.join(' ')}]`).join(', ') || 'no entry'}; load ${spent.join('/')} ms (page/ready/settle/act)`,
          );
        }
      }
      results.push(measured);
    }
    return results;
  } finally {
    await context.close();
  }
}

function printSite(siteId: string, results: Measured[]): void {
  const width = Math.max(...results.map((result) => result.interaction.name.length), 11);
  console.log(
    `\n${siteId}: interaction latency in ms over ${runs} runs each (limit: p75 ≤ ${budget.maxP75Ms} ms)`,
  );
  console.log(
    `${'interaction'.padEnd(width)} ${'runs'.padStart(4)} ${'p50'.padStart(6)} ${'p75'.padStart(6)} ${'max'.padStart(6)}  outcome`,
  );
  for (const { interaction, latencies, unseen, notes } of results) {
    const name = interaction.name.padEnd(width);
    const outcome = [...notes].join(' | ');
    if (latencies.length === 0) {
      console.log(
        `${name} ${'0'.padStart(4)} ${'-'.padStart(6)} ${'-'.padStart(6)} ${'-'.padStart(6)}  ${outcome}`,
      );
    } else {
      const { runs: count, p50, p75, max } = summariseLatencies(latencies);
      const ms = (value: number) => `${value}`.padStart(6);
      console.log(
        `${name} ${String(count).padStart(4)} ${ms(p50)} ${ms(p75)} ${ms(max)}  ${outcome}`,
      );
      if (p75 > budget.maxP75Ms)
        misses.push(`${siteId}: ${interaction.name}: p75 ${p75} ms > ${budget.maxP75Ms} ms`);
    }
    if (unseen > 0)
      misses.push(
        `${siteId}: ${interaction.name}: ${unseen} of ${runs} run(s) left no Event Timing entry`,
      );
  }
}

console.log(`bench:interactions: ${describeCalibration(calibration)}`);
const distDir = join(REPO_ROOT, argValue('--out', 'dist-bench-interactions'));
const sites = await buildAll('production', distDir);
const servers = await startBenchServers(distDir, 4610, 4611);
let browser: Browser | undefined;
try {
  browser = await launchChromium();
  for (const siteId of sites.filter((id) => !onlySite || id === onlySite)) {
    const origin = servers.origin(siteId);
    const interactions = siteInteractions(siteId);
    const visitor = interactions.filter((interaction) => !interaction.member);
    const member = interactions.filter((interaction) => interaction.member);
    const results = [
      ...(await measureGroup(browser, origin, siteId, visitor, false)),
      ...(await measureGroup(browser, origin, siteId, member, true)),
    ];
    // Latencies come in steps of 8 ms, so an interaction near the limit misses it by one step on
    // a busy moment: one over its limit is measured once more and keeps the lower p75 (as the
    // records bench does). A real regression misses twice.
    for (const [index, result] of results.entries()) {
      if (result.latencies.length === 0) continue;
      const first = summariseLatencies(result.latencies).p75;
      if (first <= budget.maxP75Ms) continue;
      const member = result.interaction.member === true;
      const [again] = await measureGroup(browser, origin, siteId, [result.interaction], member);
      const second =
        again && again.latencies.length > 0 ? summariseLatencies(again.latencies).p75 : Infinity;
      console.log(
        `${siteId}: ${result.interaction.name}: p75 ${first} ms over the limit, measured again: ${second} ms`,
      );
      if (again && second < first) results[index] = again;
    }
    printSite(siteId, results);
  }
} finally {
  await browser?.close();
  await servers.close();
}
for (const miss of misses) console.error(`✘ ${miss}`);
console.log(
  `bench:interactions: ${((Date.now() - started) / 1000).toFixed(1)} s (1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores); ${misses.length === 0 ? 'all within budget' : `${misses.length} miss(es)`}`,
);
process.exit(misses.length > 0 ? 1 : 0);
