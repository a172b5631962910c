/**
 * `npm run bench:lobby`: two figures of the game lobby, checked against tests/bench/budgets.json.
 *
 * DOM size: builds for production, serves the default site with a fresh emulator, logs the demo
 * member in (the platform lists games to members only) and opens the slots "all games" scroll
 * view in Chromium; scrolls the window to 0, 25, 50, 75 and 100 % of the
 * page and back to 10 %, and counts the page's elements once the tiles there have rendered. A
 * virtualised list keeps that count flat however many games the view holds.
 *
 * Filter speed: the lobby's own `buildGameIndex`/`filterGames` over a deterministic synthetic
 * catalogue; one index build, then a mix of queries (typed searches, vendors, HOT/NEW, kinds,
 * FAV/RECENT, combinations), each timed with performance.now() in a few rounds. A query's figure
 * is the median of its rounds, so one descheduling on a busy machine does not make a slow query;
 * a query that is really slow is slow every round. The cold first round is printed on its own.
 *
 * `--part dom|filter` runs one of the two; `--out <dir>` builds into another folder than dist/.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildGameIndex, filterGames } from '../plugins/lobby/catalogue/gameIndex';
import { buildAll } from './build';
import { currentCalibration, type Calibration } from './bench/calibration';
import { startBenchServers } from './bench/benchServers';
import { argValue, readBudgets } from './bench/budgets';
import { launchChromium } from './bench/launchChromium';
import { logIn } from './bench/logIn';
import { quantile } from './bench/stats';
import { syntheticGames, syntheticQueries, type BenchQuery } from './bench/syntheticGames';
import { REPO_ROOT } from './lib/repo-paths';

const budget = readBudgets().lobby;
const part = argValue('--part', 'all');
const started = Date.now();
const misses: string[] = [];
const TILE = '[data-game-tile]';

interface DomSample {
  position: number;
  scrollY: number;
  elements: number;
  tiles: number;
}

/**
 * Resolves once the tiles at the current scroll position are in the DOM and the count is still.
 * (The page functions name no inner function: tsx would wrap it in a helper the page lacks.)
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const first = document.querySelector(selector);
      const list = first?.closest('[role="list"]') ?? first?.parentElement?.parentElement;
      if (!list) return false;
      const box = list.getBoundingClientRect();
      // Past the end of the list (the footer fills the screen) there is nothing to render.
      if (box.bottom <= 0 || box.top >= window.innerHeight) return true;
      for (const tile of document.querySelectorAll(selector)) {
        const rect = tile.getBoundingClientRect();
        if (rect.bottom > 0 && rect.top < window.innerHeight) return true;
      }
      return false;
    },
    TILE,
    { timeout: 15_000 },
  );
  // Then until the element count holds still for a few frames (images swapping in, fallbacks).
  await page.evaluate(async () => {
    let last = -1;
    let still = 0;
    for (let i = 0; i < 120 && still < 6; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const count = document.getElementsByTagName('*').length;
      still = count === last ? still + 1 : 0;
      last = count;
    }
  });
}

/** Scrolls the open view through its positions; null when no tile ever shows. */
async function scanView(
  page: Page,
): Promise<{ samples: DomSample[]; total: number | null } | null> {
  try {
    await page.locator(TILE).first().waitFor({ state: 'visible', timeout: 60_000 });
  } catch {
    return null;
  }
  await settle(page);
  const total = await page.evaluate(() => {
    const text =
      document.querySelector('[data-testid="game-count"]')?.textContent ??
      document.querySelector('[role="status"]')?.textContent ??
      '';
    const digits = /\d[\d,.\s]*/.exec(text)?.[0].replace(/\D/g, '');
    return digits ? Number(digits) : null;
  });
  const samples: DomSample[] = [];
  for (const position of [0, 0.25, 0.5, 0.75, 1, 0.1]) {
    await page.evaluate((fraction) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.round(max * fraction));
    }, position);
    await settle(page);
    const counts = await page.evaluate(
      (selector) => ({
        scrollY: Math.round(window.scrollY),
        elements: document.getElementsByTagName('*').length,
        tiles: document.querySelectorAll(selector).length,
      }),
      TILE,
    );
    samples.push({ position, ...counts });
  }
  return { samples, total };
}

async function measureDom(): Promise<void> {
  const distDir = join(REPO_ROOT, argValue('--out', 'dist'));
  await buildAll('production', distDir);
  const servers = await startBenchServers(distDir, 4631, 4630);
  const browser = await launchChromium();
  const url = `${servers.origin('default')}${budget.domPath}`;
  let scan: Awaited<ReturnType<typeof scanView>>;
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // The platform lists games only to a logged-in member (gameList is a token call).
    await logIn(page, servers.origin('default'), 'default');
    await page.goto(url, { waitUntil: 'load' });
    scan = await scanView(page);
  } finally {
    await browser.close();
    await servers.close();
  }
  if (!scan) {
    misses.push(`DOM: no ${TILE} element on ${url} within 60 s (is the "all games" view there?)`);
    return;
  }
  const { samples, total } = scan;

  console.log(
    `\nLobby DOM size: ${budget.domPath} on default (limit: fewer than ${budget.maxDomNodes} elements)`,
  );
  console.log(
    `${'scroll'.padStart(6)} ${'scrollY'.padStart(8)} ${'elements'.padStart(9)} ${'tiles'.padStart(6)}`,
  );
  for (const sample of samples)
    console.log(
      `${`${sample.position * 100}%`.padStart(6)} ${String(sample.scrollY).padStart(8)} ${String(sample.elements).padStart(9)} ${String(sample.tiles).padStart(6)}`,
    );
  const largest = Math.max(...samples.map((sample) => sample.elements));
  const maxTiles = Math.max(...samples.map((sample) => sample.tiles));
  console.log(
    `DOM: at most ${largest} elements and ${maxTiles} tiles in the DOM; the page says it shows ${total ?? 'an unknown number of'} games`,
  );
  if (largest >= budget.maxDomNodes)
    misses.push(`DOM: ${largest} elements at some scroll position, limit < ${budget.maxDomNodes}`);
  if (total === null || total < budget.catalogueSize)
    misses.push(
      `DOM: the view says it shows ${total ?? 'no count of'} games; the figure means something only with ≥ ${budget.catalogueSize}`,
    );
}

function measureFilter(calibration: Calibration): void {
  const games = syntheticGames(budget.catalogueSize);
  const queries = syntheticQueries(games, budget.filterQueries);
  const buildStart = performance.now();
  const index = buildGameIndex(games);
  const buildMs = performance.now() - buildStart;
  // times[q][r]: query q in round r. Round 0 runs cold (no warm-up), as a first keystroke does.
  const times: number[][] = queries.map(() => []);
  let matched = 0;
  for (let round = 0; round < budget.filterRounds; round++) {
    queries.forEach((query, q) => {
      const start = performance.now();
      const result = filterGames(index, query);
      times[q]!.push(performance.now() - start);
      matched += result.length;
    });
  }
  // In the reference PC's milliseconds: Node's times scaled by the calibration (calibration.ts).
  const scale = calibration.nodeFactor;
  const perQuery = times.map((rounds) => quantile(rounds, 0.5) * scale);
  const cold = times.map((rounds) => rounds[0]! * scale);
  const p50 = quantile(perQuery, 0.5);
  const p95 = quantile(perQuery, 0.95);
  const max = Math.max(...perQuery);
  const describe = (query: BenchQuery | undefined) =>
    JSON.stringify(query, (_, value: unknown) =>
      value instanceof Set
        ? `Set(${value.size})`
        : Array.isArray(value) && value.length > 6
          ? `[${value.length}]`
          : value,
    );
  console.log(
    `\nLobby filter: ${queries.length} queries over ${games.length} games, each the median of ${budget.filterRounds} timings, on the reference PC (this machine's ms ×${calibration.nodeFactor.toFixed(2)}; limits: p95 ≤ ${budget.maxFilterP95Ms} ms, max ≤ ${budget.maxFilterMs} ms)`,
  );
  console.log(
    `index built in ${buildMs.toFixed(1)} ms; p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms ${describe(queries[perQuery.indexOf(max)])}`,
  );
  console.log(
    `first round alone (cold, no limit): p50 ${quantile(cold, 0.5).toFixed(2)} ms, p95 ${quantile(cold, 0.95).toFixed(2)} ms, max ${Math.max(...cold).toFixed(2)} ms; ${Math.round(matched / budget.filterRounds)} games matched per round`,
  );
  if (p95 > budget.maxFilterP95Ms)
    misses.push(`filter: p95 ${p95.toFixed(2)} ms > ${budget.maxFilterP95Ms} ms`);
  if (max > budget.maxFilterMs)
    misses.push(
      `filter: slowest query ${max.toFixed(2)} ms > ${budget.maxFilterMs} ms: ${describe(queries[perQuery.indexOf(max)])}`,
    );
}

if (part === 'all' || part === 'filter') measureFilter(await currentCalibration());
if (part === 'all' || part === 'dom') await measureDom();
for (const miss of misses) console.error(`✘ ${miss}`);
console.log(
  `bench:lobby: ${((Date.now() - started) / 1000).toFixed(1)} s; ${misses.length === 0 ? 'all within budget' : `${misses.length} miss(es)`}`,
);
process.exit(misses.length > 0 ? 1 : 0);
