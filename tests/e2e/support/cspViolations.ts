import type { Page } from '@playwright/test';

export interface ViolationLog {
  /** Violations in the live page: a style, script or resource the policy refused to apply. */
  live: string[];
  /**
   * Reports from the sanitiser's own parse of server HTML into an inert document (DOMPurify): the
   * browser checks the policy while parsing a style="" attribute there and reports it on the
   * document, though nothing is applied and the sanitiser then drops the attribute.
   */
  inert: string[];
}

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on, for
 * every page load of the tab; the function returned reads those of the current page.
 */
export async function recordViolations(page: Page): Promise<() => Promise<ViolationLog>> {
  await page.addInitScript(() => {
    const log: ViolationLog = { live: [], inert: [] };
    (window as unknown as { __cspViolations: ViolationLog }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target as Node | null;
      const inPage = target !== document && target?.ownerDocument === document;
      // A refused resource (a URL, not "inline") always counts, wherever it is reported.
      const inline = event.blockedURI === 'inline';
      const line = `${event.effectiveDirective} ${event.blockedURI}: ${event.sample}`;
      (inPage || !inline ? log.live : log.inert).push(line);
    });
  });
  return () =>
    page.evaluate(() => {
      const log = (window as unknown as { __cspViolations?: ViolationLog }).__cspViolations;
      return { live: [...(log?.live ?? [])], inert: [...(log?.inert ?? [])] };
    });
}

/** Only the sanitiser's look at the editors' style attributes, never anything else. */
export const unexpectedInert = (log: ViolationLog) =>
  log.inert.filter((line) => !line.startsWith('style-src-attr inline'));

/**
 * Server HTML as editors write it, inline styles included: the sanitiser drops them, so no page
 * asks the policy for 'unsafe-inline'.
 */
export const STYLED_SERVER_HTML =
  '<p style="color:red">Styled <span style="font-weight:bold">notice</span></p>';
