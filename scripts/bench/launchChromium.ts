import { chromium, type Browser, type LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium with the flags this machine's closed network needs; shared by the browser
 * tests (playwright.config.ts) and the benchmarks so both drive the same browser the same way.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}
