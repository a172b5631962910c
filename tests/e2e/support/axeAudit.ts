import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { skipInFirefox } from './firefoxSkips';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every rule axe-core tags for them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core 4.14's best-practice rules that concern accessible names and labels: a dialog, tree
 * item, heading or table header without a name, an image whose alt repeats the text beside it, a
 * control labelled only by its title, two landmarks a screen reader cannot tell apart, a table
 * whose summary repeats its caption. The other best-practice rules (landmark placement, heading
 * order, page-has-heading-one, region, tabindex …) are structure, not names.
 */
export const NAME_AND_LABEL_RULES = [
  'aria-dialog-name',
  'aria-treeitem-name',
  'empty-heading',
  'empty-table-header',
  'image-redundant-alt',
  'label-title-only',
  'landmark-unique',
  'table-duplicate-name',
];

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];
const BLOCKING = new Set<string>(['serious', 'critical']);

export interface AxeAudit {
  /** One report per serious or critical violation: rule, help, and the first elements with why. */
  blocking: string[];
  /** Moderate and minor violations, `rule [impact]`, for annotations. */
  minor: string[];
  /** Violated rules by impact. */
  counts: Record<Impact, number>;
}

/** The finding itself (e.g. the contrast ratio and colours), without axe's "Fix any of" line. */
function why(failureSummary: string | undefined): string {
  const lines = (failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines
    .filter((line) => line && !/^Fix (any|all) of/.test(line))
    .join(' ')
    .slice(0, 240);
}

/**
 * Why the cross-engine set audits nothing in Firefox: an axe run there crashes Firefox ESR 153's
 * content process (SIGSEGV, after "argument is not a global object" in the WebDriver BiDi remote
 * agent's Realm code) on 17 of the set's 33 journeys, on whichever page it runs once a Playwright
 * assertion has polled the page. Axe runs in Chromium on every route of every brand.
 */
const NOT_IN_FIREFOX =
  'axe-core crashes Firefox ESR 153 over BiDi (content process SIGSEGV in the remote agent), Chromium audits every route of every brand';

/**
 * Runs axe-core on the page as it is now: the WCAG 2.2 A/AA rules plus the name rules above. In
 * Firefox it audits nothing and says so (skipInFirefox): see NOT_IN_FIREFOX.
 */
export async function auditPage(page: Page): Promise<AxeAudit> {
  if (skipInFirefox(page, 'the axe-core audit', NOT_IN_FIREFOX))
    return { blocking: [], minor: [], counts: { critical: 0, serious: 0, moderate: 0, minor: 0 } };
  const { violations } = await new AxeBuilder({ page })
    // axe.run inside the page instead of a partial run per frame finished in a new blank page:
    // about two seconds less per audit. It skips only cross-origin frames, which hold a vendor's
    // game or lottery, not ours to fix; the frame element itself (its title) is still checked.
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      // Only violations are read, so axe need not describe every passing element.
      resultTypes: ['violations'],
      // axe runs a rule enabled here even when its tags are outside runOnly (its ruleShouldRun).
      rules: Object.fromEntries(NAME_AND_LABEL_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += 1;
  }
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
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
  const minor = violations
    .filter((violation) => !BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} [${violation.impact}]`);
  return { blocking, minor, counts };
}
