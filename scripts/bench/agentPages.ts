import { throttleCpu } from './calibration';
import type { Browser, ElementHandle, Locator, Page } from '@playwright/test';
import { localeText, siteLanguages } from './localeText';
import { memberToken } from './memberToken';
import { merchantModules, merchantOf } from './merchant';

/**
 * The agent portal over agent01's 1,000+ team (issue 14 Performance): the downline tree and the
 * user-loss and team-betting reports, driven through their own controls in Chromium with the CPU
 * slowed down `cpuRate` times (the reference PC slowed by the budget's cpuThrottle, calibration.ts). Long tasks count from the moment a step acts until the page
 * has its answer: what the page does for a person, not its start, and not the harness's own
 * work in the page (finding a control by its role and name walks the accessibility tree in the
 * page's main thread, hundreds of ms on a big page: it is done before the step's clock starts).
 */

/** The contract panel's once-per-session mark (plugins/contracts): it must not cover the pages. */
const PANEL_SEEN_KEY = 'wl.contracts.panelSeen';

export interface AgentPageFigures {
  /** What was done on the page, e.g. "user loss: 30 days, pages 2 and 3, …". */
  steps: string;
  /** Durations of the long tasks while the steps acted and the page answered, ms. */
  longTasks: number[];
  /** The most elements the page had after any step. */
  domNodes: number;
}

interface LongTaskWindow {
  __longTasks: { start: number; duration: number }[];
  __armedAt: number;
}

function instrument(panelSeenKey: string) {
  const w = window as unknown as LongTaskWindow;
  w.__longTasks = [];
  w.__armedAt = Infinity;
  sessionStorage.setItem(panelSeenKey, '1');
  // announcement popups once per session (§4): seen already
  sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  sessionStorage.setItem('USER_POPUP', '1');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Every table of the agent pages is core's records table: busy while an answer is awaited. */
async function settled(page: Page) {
  await page.waitForTimeout(50);
  await page.waitForSelector('.wl-records__table[aria-busy="false"]', { timeout: 20_000 });
}

/**
 * A step: finds its controls (`find`, not measured), then acts on them (`act`, measured with the
 * page's answer). Handles, not locators, in `act`: a handle is not looked up again.
 */
interface Step {
  find: () => Promise<ElementHandle[]>;
  act: (controls: ElementHandle[]) => Promise<unknown>;
}

const handle = async (locator: Locator) => {
  const found = await locator.elementHandle({ timeout: 20_000 });
  if (!found) throw new Error(`bench: no ${String(locator)}`);
  return found;
};
const click = (locator: Locator): Step => ({
  find: async () => [await handle(locator)],
  act: ([control]) => control!.click(),
});

async function measureSteps(page: Page, steps: Step[], label: string): Promise<AgentPageFigures> {
  await settled(page);
  const nodes = [await domNodes(page)];
  const longTasks: number[] = [];
  for (const step of steps) {
    const controls = await step.find();
    await page.evaluate(() => {
      const w = window as unknown as LongTaskWindow;
      w.__longTasks = [];
      w.__armedAt = performance.now();
    });
    await step.act(controls);
    await settled(page);
    // let a long task at the very end be reported
    await page.waitForTimeout(100);
    longTasks.push(
      ...(await page.evaluate(() => {
        const w = window as unknown as LongTaskWindow;
        return w.__longTasks.filter((t) => t.start >= w.__armedAt).map((t) => t.duration);
      })),
    );
    nodes.push(await domNodes(page));
  }
  return { steps: label, longTasks, domNodes: Math.max(...nodes) };
}

/** agent01's pages on one site; those of a module the site's platform has off are left out. */
export async function measureAgentPages(
  browser: Browser,
  origin: string,
  emulatorUrl: string,
  siteId: string,
  cpuRate: number,
): Promise<AgentPageFigures[]> {
  const merchant = merchantOf(siteId);
  const flags = await merchantModules(emulatorUrl, merchant);
  const language = siteLanguages(siteId).default;
  const team = (key: string) => localeText('agent-team', language, key);
  const reports = (key: string) => localeText('agent-reports', language, key);
  const core = (key: string, values: Record<string, string> = {}) =>
    localeText('core', language, key, values);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, PANEL_SEEN_KEY);
  await throttleCpu(page, cpuRate);
  const token = await memberToken(emulatorUrl, merchant, 'agent01', 'Agent1234');
  const pageButton = (n: number) =>
    click(page.getByRole('button', { name: core('paginator.page', { page: String(n) }) }));
  const last30Days = click(page.getByRole('button', { name: core('dates.last_30_days') }));
  /** Types into a field, then presses a button (a search, an account filter). */
  const submit = (field: Locator, value: string, button: Locator): Step => ({
    find: async () => [await handle(field), await handle(button)],
    act: async ([input, apply]) => {
      await input!.fill(value);
      await apply!.click();
    },
  });
  const exportCsv: Step = {
    find: async () => [await handle(page.getByRole('button', { name: reports('export.button') }))],
    act: async ([button]) => {
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await button!.click();
      await download;
    },
  };
  const figures: AgentPageFigures[] = [];
  try {
    // the token in the address once (a launcher's way); the tab keeps it in sessionStorage after
    await page.goto(`${origin}/agentHome/downlineManagmentView?token=${encodeURIComponent(token)}`);
    if (flags.AFFMAN3 === true) {
      const viewTeam = (account: string) =>
        click(page.getByRole('button', { name: `${team('team.view_team')} ${account}` }));
      figures.push(
        await measureSteps(
          page,
          [
            viewTeam('t01'),
            viewTeam('t01a01'),
            pageButton(2),
            // every account of the team starts with t0: a search over all 1,064
            submit(
              page.getByLabel(team('team.search_label')),
              't0',
              page.getByRole('button', { name: team('team.search'), exact: true }),
            ),
            pageButton(2),
          ],
          'downline tree: 2 levels down, page 2, a search over the whole team, its page 2',
        ),
      );
    }
    if (flags.COMM3 === true) {
      await page.goto(`${origin}/agentHome/palStatementsAgentCopy`);
      figures.push(
        await measureSteps(
          page,
          [
            last30Days,
            pageButton(2),
            pageButton(3),
            exportCsv,
            {
              find: async () => [
                await handle(
                  page.getByRole('combobox', { name: reports('filters.game_type'), exact: true }),
                ),
              ],
              act: ([select]) => select!.selectOption('RNG'),
            },
            submit(
              page.getByLabel(reports('filters.account'), { exact: true }),
              't01',
              page.getByRole('button', { name: reports('filters.apply') }),
            ),
          ],
          'user loss: 30 days, pages 2 and 3, CSV export, a game type, one downline',
        ),
      );
      await page.goto(`${origin}/agentHome/personalHistoryCopy`);
      figures.push(
        await measureSteps(
          page,
          [last30Days, pageButton(2), exportCsv],
          'team betting: 30 days, page 2, CSV export',
        ),
      );
    }
  } finally {
    await context.close();
  }
  return figures;
}
