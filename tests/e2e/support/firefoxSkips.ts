import { test, type Page } from '@playwright/test';

/** The annotation that counts a check the cross-engine set leaves out in Firefox, with why. */
export const FIREFOX_SKIP = 'firefox-skip';

export const isFirefox = (page: Page): boolean =>
  page.context().browser()?.browserType().name() === 'firefox';

/**
 * Leaves one check out of a Firefox run, saying why: the journey goes on, the skip is annotated
 * once per journey and counted in the summary (tests/e2e/support/summaryReporter.ts). Returns
 * whether the check is to be skipped.
 */
export function skipInFirefox(page: Page, check: string, reason: string): boolean {
  if (!isFirefox(page)) return false;
  const description = `${check}: ${reason}`;
  const { annotations } = test.info();
  if (!annotations.some((note) => note.type === FIREFOX_SKIP && note.description === description))
    annotations.push({ type: FIREFOX_SKIP, description });
  return true;
}
