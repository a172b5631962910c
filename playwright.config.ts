import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/bench/launchChromium.ts';
import { e2eWorkerCount, workerPorts } from './scripts/lib/e2e-ports.ts';
import { listSites } from './scripts/vite/renderSiteHtml.ts';
import { DECLARED, brandGrep, firefoxGrep } from './tests/e2e/support/brands.ts';

const workers = e2eWorkerCount();
const sites = listSites(import.meta.dirname);

/**
 * The cross-engine set: Debian's Firefox ESR through Playwright's Firefox-over-WebDriver-BiDi
 * channel, behind the relay that answers the one command ESR lacks (scripts/firefox/bidiShim.ts).
 * ESR cannot emulate media features over BiDi, so the colour scheme is not asked of it (the test
 * runner asks for light by default) and Firefox's own preferences set light and reduced motion.
 */
const FIREFOX = {
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  colorScheme: null,
  launchOptions: {
    executablePath: `${import.meta.dirname}/scripts/firefox/firefox-esr-bidi`,
    firefoxUserPrefs: {
      'ui.prefersReducedMotion': 1,
      'layout.css.prefers-color-scheme.content-override': 1,
    },
  },
};

/**
 * Every brand under sites/ is a project of the browser matrix. Each worker has its own emulator
 * and static server (scripts/lib/e2e-ports.ts), so journeys run in parallel without seeing each
 * other's merchant state; the fixture in tests/e2e/support/site.ts points a worker at its pair.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers,
  // Files are the unit of scheduling: tests of one file keep their order (some build on state).
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/support/summaryReporter.ts']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1366, height: 900 },
    // Journeys read a page, they do not watch it move. A page left on the home page with the notice
    // marquee and the carousels running cost Chromium about 5 CPU seconds per 20 idle seconds
    // (software compositing at 60 frames a second), 0 with reduced motion: on 2 cores shared by two
    // workers that was the biggest single waste. Journeys about motion itself opt back in
    // (`test.use({ reducedMotion: 'no-preference' })`); the budgets measure with motion on.
    reducedMotion: 'reduce',
    // A trace records DOM snapshots and screencast frames of every action; kept only on failure it
    // was work thrown away for every passing journey. CI retries a failed journey once and the retry
    // records the trace, which is what a failure is read from; locally, `--trace on` when needed.
    trace: 'on-first-retry',
  },
  // A journey declares the brands it runs on (tests/e2e/support/brands.ts): each brand's project
  // picks its own, Firefox's take the cross-engine set, and a journey that declares nothing lands
  // in a project that fails it.
  projects: [
    ...sites.map((site) => ({ name: site, metadata: { site }, grep: brandGrep(site) })),
    ...sites.map((site) => ({
      name: `firefox-${site}`,
      metadata: { site, engine: 'firefox' },
      grep: firefoxGrep(site),
      use: FIREFOX,
    })),
    { name: 'undeclared', metadata: { site: 'default', undeclared: true }, grepInvert: DECLARED },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'npx tsx scripts/e2e-server.ts',
    env: { E2E_WORKER_INDEX: String(index) },
    url: `http://127.0.0.1:${workerPorts(index).web}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
