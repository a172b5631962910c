import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/bench/launchChromium.ts';
import { NGINX_SMOKE_PORTS } from './scripts/lib/nginx-smoke-ports.ts';

/**
 * The nginx smoke suite: a few journeys and the header check through Debian's nginx running the
 * configuration the build writes (scripts/nginx-smoke-server.ts starts it, with an emulator and
 * the Node server over the same build). Run after the test build: `npx playwright test -c
 * playwright.nginx.config.ts`. One worker: the journeys share one emulator.
 */
export default defineConfig({
  testDir: 'tests/nginx',
  outputDir: 'test-results/nginx',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx scripts/nginx-smoke-server.ts',
    url: `http://127.0.0.1:${NGINX_SMOKE_PORTS.node}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
