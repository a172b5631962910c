import type { Page } from '@playwright/test';

/**
 * Counts a page's requests in flight, so a benchmark can start its measurement once the page has
 * settled. Playwright's 'networkidle' waits a fixed 500 ms of silence; a shorter window, then
 * idle time on the page's main thread, says the same thing sooner across 150 page loads.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    /**
     * Resolves once no request has been in flight for `quietMs` and the main thread has had two
     * idle periods in a row (nothing left to run: chunks evaluated, renders committed).
     */
    async settled(quietMs = 100, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) {
          await page.evaluate(async () => {
            for (let i = 0; i < 2; i++)
              await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
          });
          // A request started by what just ran (a lazy chunk, an image) means not settled yet.
          if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        }
        if (Date.now() > deadline)
          throw new Error(
            `page did not settle within ${timeoutMs} ms (${inFlight} request(s) open)`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
