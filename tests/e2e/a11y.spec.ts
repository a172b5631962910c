import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInThroughPopup } from './support/login';
import { expect, test } from './support/site';

/** WCAG 2.0 and 2.1, levels A and AA: the rules axe-core tags for them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** `memberContent`: what shows once a member's page has loaded (visitors may see less). */
const PAGES = [
  { path: '/', name: 'home' },
  { path: '/live', name: 'game list', memberContent: '[data-game-tile]' },
];

/** The finding itself (e.g. the contrast ratio and colours), without axe's "Fix any of" line. */
function why(failureSummary: string | undefined): string {
  const lines = (failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines
    .filter((line) => line && !/^Fix (any|all) of/.test(line))
    .join(' ')
    .slice(0, 240);
}

/** The page once its content is in: the page heading, requests settled, no spinner left. */
async function waitForContent(page: Page, content?: string): Promise<void> {
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 15_000 });
  if (content) await expect(page.locator(content).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.wl-spinner')).toHaveCount(0);
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const { path, name, memberContent } of PAGES) {
    for (const audience of ['visitor', 'member'] as const) {
      test(`${name} page ${path} for a ${audience}: no serious or critical violation`, async ({
        page,
        lang,
      }, testInfo) => {
        if (audience === 'member') {
          await page.goto('/');
          await logInThroughPopup(page, lang, 'demo', 'Demo1234');
        }
        await page.goto(path);
        await waitForContent(page, audience === 'member' ? memberContent : undefined);

        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
        const minor = violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
        if (minor.length > 0)
          testInfo.annotations.push({
            type: 'axe (moderate or minor)',
            description: minor
              .map((violation) => `${violation.id} [${violation.impact}]`)
              .join(', '),
          });
        const report = blocking.map(
          (violation) =>
            `${violation.id} [${violation.impact}] ${violation.help} (${violation.nodes.length} element(s))\n` +
            violation.nodes
              .slice(0, 3)
              .map(
                (node) =>
                  `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${why(node.failureSummary)}`,
              )
              .join('\n'),
        );
        expect(
          report,
          `${testInfo.project.name} ${path} (${audience}): ${blocking.length} serious or critical violation(s)\n${report.join('\n')}`,
        ).toEqual([]);
      });
    }
  }
});
