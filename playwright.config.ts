import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/bench/launchChromium.ts';
import { e2eWorkerCount, workerPorts } from './scripts/lib/e2e-ports.ts';
import { listSites } from './scripts/vite/renderSiteHtml.ts';

const workers = e2eWorkerCount();

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
    trace: 'retain-on-failure',
  },
  projects: listSites(import.meta.dirname).map((site) => ({ name: site })),
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'npx tsx scripts/e2e-server.ts',
    env: { E2E_WORKER_INDEX: String(index) },
    url: `http://127.0.0.1:${workerPorts(index).web}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
