import type { Page } from '@playwright/test';

/**
 * The member comes back to the tab: the pollers (messages, deposits, balance) ask at once, as
 * they do on focus, so a journey need not sit through a poll interval (the interval itself is
 * the unit tests', with a fake clock).
 */
export async function returnToTab(page: Page): Promise<void> {
  // TanStack Query's focus manager listens on window; the event a browser fires on document
  // does not bubble there.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('visibilitychange'));
  });
}
