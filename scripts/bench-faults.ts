/**
 * `npm run bench:faults`: do the main pages survive a flaky network (issue 11, item 6; spec §9)?
 *
 * Serves a built test dist (BENCH_DIST or `--dist`, default dist-test) with a fresh emulator, logs
 * the demo member in once with no faults, then makes the emulator fail a share of platform calls
 * (500 SYSTEM_ERROR after the latency; its control API and pictures are never faulted, and the
 * static files come from the web server, so only platform calls fail). For each rate of
 * tests/bench/budgets.json ("faults") it opens each main page (home, /live, /rng, /hot, one
 * vendor's list, the login popup) `visits` times, each in a new browser context (nothing cached
 * or stored; game lists with the member's token in sessionStorage, as a logged-in tab has it),
 * several contexts at once.
 *
 * A visit shows its content when, before the deadline, every piece of the page's main content is
 * visible (game tiles; for a list the whole catalogue, not its first page; the home's hot row and
 * a category row; the login form) and no error panel is. The deadline (budget `deadlineMs`,
 * 20 s) is about how long a person on a bad connection waits for a page before giving up, and it
 * holds the client's whole retry schedule (core/api/backoff.ts) with room for the latency. A visit
 * is blank when at the deadline it shows neither content nor an error panel with a retry.
 *
 * Prints a table page × rate (shown / visits, blanks, slowest shown visit) and fails below the
 * budget: every share of `minShown` met and no blank visit at any rate. `--pages home,/rng`,
 * `--visits n`, `--parallel n` and `--rates 0.1,0.3` narrow or tune a run while investigating (the check still applies;
 * `--rates 0` checks that every visit shows its content with no faults).
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../core/api/wire/token';
import { startBenchServers } from './bench/benchServers';
import { argValue, readBudgets } from './bench/budgets';
import { faultPages, type FaultPage } from './bench/faultPages';
import { budgetMisses, count, emptyTally, formatTable, type Tally } from './bench/faultTally';
import { visit } from './bench/faultVisit';
import { launchChromium } from './bench/launchChromium';
import { siteLanguages } from './bench/localeText';
import { logIn } from './bench/logIn';
import { pool } from './bench/pool';
import { REPO_ROOT } from './lib/repo-paths';

const budget = readBudgets().faults;
const SITE = 'default';
const WEB_PORT = Number(process.env.BENCH_FAULTS_WEB_PORT ?? 4771);
const EMULATOR_PORT = Number(process.env.BENCH_FAULTS_EMULATOR_PORT ?? 4770);
const visits = Number(argValue('--visits', String(budget.visits)));
const parallel = Number(argValue('--parallel', String(budget.parallel)));
const onlyPages = argValue('--pages', '').split(',').filter(Boolean);
const onlyRates = argValue('--rates', '').split(',').filter(Boolean).map(Number);
const started = Date.now();
const loadAtStart = loadavg()[0]!;

async function setFaults(emulatorUrl: string, faults: object): Promise<void> {
  const answer = await fetch(`${emulatorUrl}/__emulator/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!answer.ok) throw new Error(`bench:faults: setting faults failed: ${answer.status}`);
}

/** The member's token, from the site's own login popup with no faults on. */
async function memberToken(browser: Browser, origin: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await logIn(page, origin, SITE);
    return (await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)) ?? '';
  } finally {
    await page.close();
  }
}

const distDir = join(REPO_ROOT, argValue('--dist', process.env.BENCH_DIST ?? 'dist-test'));
const pages: FaultPage[] = faultPages(siteLanguages(SITE).default).filter(
  (page) => onlyPages.length === 0 || onlyPages.includes(page.name),
);
// A rate the budget lacks (e.g. `--rates 0`, to check the bench sees each page at all) must show
// every visit, at the budget's latency.
const rates =
  onlyRates.length === 0
    ? budget.rates
    : onlyRates.map(
        (failureRate) =>
          budget.rates.find((rate) => rate.failureRate === failureRate) ?? {
            failureRate,
            latencyMs: budget.rates[0]!.latencyMs,
            minShown: 1,
          },
      );
const servers = await startBenchServers(distDir, WEB_PORT, EMULATOR_PORT);
const tallies: Tally[] = [];
let browser: Browser | undefined;
try {
  browser = await launchChromium();
  const origin = servers.origin(SITE);
  const token = await memberToken(browser, origin);
  for (const rate of rates) {
    await setFaults(servers.emulatorUrl, {
      failureRate: rate.failureRate,
      latencyMs: rate.latencyMs,
    });
    const rateTallies = pages.map((page) => emptyTally(page.name, rate));
    tallies.push(...rateTallies);
    // Pages interleaved, so a slow patch of the machine does not land on one page only.
    const jobs = Array.from({ length: visits }, () =>
      pages.map((page, p) => async () => {
        const result = await visit(browser!, origin, page, token, budget.deadlineMs);
        count(rateTallies[p]!, result.outcome, result.ms);
        if (result.outcome !== 'shown')
          console.log(
            `  ${page.name} at ${rate.failureRate * 100} %: ${result.outcome} (${result.seen || 'nothing'} at the deadline)`,
          );
      }),
    ).flat();
    const rateStarted = Date.now();
    await pool(jobs, parallel);
    console.log(
      `rate ${rate.failureRate * 100} %: ${jobs.length} visits in ${((Date.now() - rateStarted) / 1000).toFixed(1)} s`,
    );
    await setFaults(servers.emulatorUrl, { failureRate: 0, latencyMs: 0 });
  }
} finally {
  await browser?.close();
  await servers.close();
}

console.log(
  `\nFlaky network: ${visits} fresh visits per page and rate, deadline ${budget.deadlineMs / 1000} s (limits: ${rates.map((rate) => `≥ ${rate.minShown * 100} % shown at ${rate.failureRate * 100} %`).join(', ')}; no blank visit)`,
);
for (const line of formatTable(tallies, rates)) console.log(line);
const misses = budgetMisses(tallies);
for (const miss of misses) console.error(`✘ ${miss}`);
console.log(
  `bench:faults: ${((Date.now() - started) / 1000).toFixed(1)} s (1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores); ${misses.length === 0 ? 'all within budget' : `${misses.length} miss(es)`}`,
);
process.exit(misses.length > 0 ? 1 : 0);
