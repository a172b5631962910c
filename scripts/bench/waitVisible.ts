import type { Locator } from '@playwright/test';

/** Longest gap between two looks: Playwright's own backoff keeps it under a fifth of a try. */
const TRY_MS = 250;

/**
 * `locator.waitFor()` that notices the element within ~50 ms. Playwright backs off to a look every
 * 500 ms once a wait is long; across 150 page loads that would be minutes spent doing nothing.
 * Short tries keep its backoff at 20-50 ms.
 */
export async function waitVisible(locator: Locator, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await locator.waitFor({ timeout: TRY_MS });
      return;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (!timedOut || Date.now() >= deadline) throw error;
    }
  }
}
