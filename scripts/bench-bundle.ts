/**
 * `npm run bench:bundle`: builds every site for production, opens each budgeted page in Chromium
 * and adds up the gzip size of the JS and CSS it loads before any user action. Fails when a page
 * is over the limits kept in tests/bench/budgets.json. BENCH_DIST (default dist), BENCH_WEB_PORT
 * (4331) and BENCH_API_PORT (4330) move it; BENCH_FILES=1 lists each page's files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll } from './build';
import { launchChromium } from './bench/launchChromium';
import { startBenchServers } from './bench/benchServers';
import { readBudgets } from './bench/budgets';
import { pool } from './bench/pool';
import { REPO_ROOT } from './lib/repo-paths';
import { readSite } from './vite/renderSiteHtml';

const budget = readBudgets().bundle;
// Ports and output folder can be moved so several people can run the bench side by side.
const distDir = join(REPO_ROOT, process.env.BENCH_DIST ?? 'dist');
const webPort = Number(process.env.BENCH_WEB_PORT ?? 4331);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4330);
const sites = await buildAll('production', distDir);
const servers = await startBenchServers(distDir, webPort, apiPort);
const browser = await launchChromium();
const gzipSizes = new Map<string, number>();
const QUIET_MS = 1500;
/**
 * What a page loads with no user action also comes on timers. A visitor's popup opens
 * `popupDelayMs` after the page has loaded and brings its chunk: the first wait outlasts it, so
 * it is always counted where it opens. The banners' engine (embla, 7.5 KiB) comes with the first
 * autoplay turn, 5 s after the next banners arrived, which on a busy machine may be any time:
 * pages are opened with reduced motion, where the banners start stopped, so it is never counted.
 * It is no part of the first paint, and a count that depends on how busy the machine is would
 * be no budget.
 */
function firstWaitMs(siteId: string): number {
  const defaults = (
    JSON.parse(
      readFileSync(join(REPO_ROOT, 'schemas/plugins/announcements.schema.json'), 'utf8'),
    ) as { properties: Record<string, { default?: number }> }
  ).properties;
  const options =
    (
      readSite(REPO_ROOT, siteId) as unknown as {
        plugins: { announcements?: Record<string, number> };
      }
    ).plugins.announcements ?? {};
  return (options.popupDelayMs ?? defaults.popupDelayMs?.default ?? 0) + QUIET_MS;
}
/** Pages loaded at once. */
const PARALLEL_PAGES = 8;

function gzipSize(urlPath: string): number {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, urlPath)), { level: 9 }).length;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

const rows: {
  site: string;
  page: string;
  js: number;
  css: number;
  files: number;
  list: string[];
}[] = [];
/** What one page loads before any user action: its JS and CSS files. */
async function loadedBy(site: string, pagePath: string) {
  const page = await browser.newPage({ reducedMotion: 'reduce' });
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname.endsWith('localhost') && /\.(js|css)$/.test(url.pathname))
      loaded.add(url.pathname);
  });
  await page.goto(`${servers.origin(site)}${pagePath}`, { waitUntil: 'networkidle' });
  // Pieces that start after a pause (a popup once the page has settled) load on their own
  // too, and a busy machine can leave a gap longer than networkidle's 500 ms between the
  // shell and its lazy chunks: wait until nothing new arrives for a while.
  await page.waitForTimeout(firstWaitMs(site));
  for (let seen = -1; seen !== loaded.size;) {
    seen = loaded.size;
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  const files = [...loaded];
  const sum = (ext: string) =>
    files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipSize(file), 0);
  return {
    site,
    page: pagePath,
    js: sum('.js'),
    css: sum('.css'),
    files: files.length,
    list: files,
  };
}

try {
  // Sizes, not times: the pages load side by side (a page's files are the same however busy the
  // machine is), which took the step from 90 s to about 25.
  const jobs = sites.flatMap((site) =>
    budget.pages.map((pagePath) => () => loadedBy(site, pagePath)),
  );
  const results = await pool(jobs, PARALLEL_PAGES);
  rows.push(...results);
} finally {
  await browser.close();
  await servers.close();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\nInitial JS and CSS per page (gzip, KiB; limits ${budget.initialJsGzipKiB} JS, ${budget.initialCssGzipKiB} CSS)`,
);
console.log(
  `${'site'.padEnd(10)} ${'page'.padEnd(16)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)} files`,
);
let failures = 0;
for (const row of rows) {
  const over = row.js / 1024 > budget.initialJsGzipKiB || row.css / 1024 > budget.initialCssGzipKiB;
  if (over) failures++;
  console.log(
    `${row.site.padEnd(10)} ${row.page.padEnd(16)} ${kib(row.js).padStart(7)} ${kib(row.css).padStart(7)} ${String(row.files).padStart(5)}${over ? '  OVER BUDGET' : ''}`,
  );
  // BENCH_FILES=1 lists what each page loaded, largest first, to see where the budget goes.
  if (process.env.BENCH_FILES) {
    for (const file of [...row.list].sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`${''.padEnd(28)}${kib(gzipSize(file)).padStart(7)}  ${file}`);
  }
}
const worst = Math.max(...rows.map((row) => row.js));
console.log(
  `bench:bundle: largest initial JS ${kib(worst)} KiB of ${budget.initialJsGzipKiB} KiB; ${rows.length - failures} passed, ${failures} failed`,
);
process.exit(failures > 0 ? 1 : 0);
