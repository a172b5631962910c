import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/bench/launchChromium.ts';
import { listSites } from './scripts/vite/renderSiteHtml.ts';

const webPort = Number(process.env.E2E_WEB_PORT ?? 4311);
const root = import.meta.dirname;

/** Every brand under sites/ is a project of the browser matrix. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Journeys switch a merchant's status and flags on the shared emulator, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/support/summaryReporter.ts']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
  },
  projects: listSites(root).map((site) => ({
    name: site,
    use: { baseURL: `http://${site}.localhost:${webPort}` },
  })),
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${webPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
