import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/bench/launchChromium.ts';
import { DEV_CHECK_PORTS } from './tests/dev/ports.ts';

/**
 * The README's first command, proved: `npm start` (the emulator and Vite's dev server, as a
 * developer runs them, over a fresh data directory) serves every brand and the agent portal
 * without the start-up failure page or a page error. Nothing else in the suite runs the dev
 * server, whose module graph is not the build's (a generated module's require() broke every
 * brand here and nowhere else). `npx playwright test -c playwright.dev.config.ts`.
 */
export default defineConfig({
  testDir: 'tests/dev',
  outputDir: 'test-results/dev',
  // The first page of a cold dev server compiles the app's modules on demand.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    env: {
      PORT: String(DEV_CHECK_PORTS.web),
      EMULATOR_PORT: String(DEV_CHECK_PORTS.emulator),
      EMULATOR_DATA: mkdtempSync(join(tmpdir(), 'wl-dev-check-')),
    },
    url: `http://127.0.0.1:${DEV_CHECK_PORTS.web}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
