import type { Browser } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../core/api/wire/token';
import type { FaultPage } from './faultPages';

/**
 * How a visit ended at its deadline: its content showed; or an error panel with a retry is what
 * the person sees; or neither (a blank page, an endless spinner): the one outcome never allowed.
 */
export type VisitOutcome = 'shown' | 'error' | 'blank';

interface Look {
  content: boolean;
  loading: boolean;
  alert: boolean;
  retry: boolean;
}

interface LookSpec {
  content: string[];
  stillLoading: string;
  /** Answer false until the page shows its content, so a wait can poll it. */
  untilShown: boolean;
}

/**
 * What the page shows now; runs in the page. It names no inner function (tsx would wrap one in
 * a name helper the page lacks) and is passed as a function, not a string, which the site's CSP
 * would refuse to evaluate. Error panels are `role="alert"`; the start-up failure page is a
 * status page with a retry button.
 */
function look(spec: LookSpec): Look | false {
  const seen = { content: true, loading: false, alert: false, retry: false };
  for (const selector of spec.content) {
    seen.content &&= Array.from(document.querySelectorAll(selector)).some((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
  }
  for (const el of document.querySelectorAll('[role="alert"], [data-testid="startup-error"]')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    seen.alert = true;
    const frame = el.closest('.wl-status-page') ?? el;
    seen.retry ||= Array.from(frame.querySelectorAll('button')).some(
      (button) => button.getBoundingClientRect().width > 0,
    );
  }
  const count = document.querySelector('[data-testid="game-count"]');
  seen.loading =
    spec.stillLoading !== '' && (!count || (count.textContent ?? '').includes(spec.stillLoading));
  if (spec.untilShown && !(seen.content && !seen.loading && !seen.alert)) return false;
  return seen;
}

const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

export interface VisitResult {
  outcome: VisitOutcome;
  /** From navigation to content, for shown visits. */
  ms: number;
  /** What an unshown visit showed at its deadline, for the log. */
  seen?: string;
}

/** One fresh visit (a new browser context: nothing cached, nothing stored) to `page`. */
export async function visit(
  browser: Browser,
  origin: string,
  page: FaultPage,
  token: string,
  deadlineMs: number,
): Promise<VisitResult> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    // Pictures are not what is measured (the emulator never faults them): an empty one each
    // keeps dozens of tile images per visit from taking the CPU the pages need.
    await context.route('**/emulator-assets/**', (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: EMPTY_SVG })
        : route.continue(),
    );
    if (page.member)
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [TOKEN_STORAGE_KEY, token] as const,
      );
    const spec = { content: page.content, stillLoading: page.stillLoading ?? '' };
    const tab = await context.newPage();
    const started = Date.now();
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'commit', timeout: deadlineMs });
    try {
      await tab.waitForFunction(
        look,
        { ...spec, untilShown: true },
        {
          timeout: Math.max(1, deadlineMs - (Date.now() - started)),
          polling: 100,
        },
      );
      return { outcome: 'shown', ms: Date.now() - started };
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      const seen = (await tab.evaluate(look, { ...spec, untilShown: false })) as Look;
      return {
        outcome: seen.content || (seen.alert && seen.retry) ? 'error' : 'blank',
        ms: Date.now() - started,
        seen: Object.entries(seen)
          .filter(([, on]) => on)
          .map(([name]) => name)
          .join(', '),
      };
    }
  } finally {
    await context.close();
  }
}
