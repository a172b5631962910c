/**
 * The interactions `npm run bench:interactions` times, as a person does them: trusted clicks and
 * key presses through Playwright on controls found by role and by the accessible names of the
 * site's own language, each waiting for its visible outcome.
 */
import type { Locator, Page } from '@playwright/test';
import { localeText, siteLanguages } from './localeText';
import { waitVisible } from './waitVisible';

export interface BenchInteraction {
  name: string;
  /** Done by the logged-in demo member; otherwise by a visitor with empty storage. */
  member: boolean;
  /** Where each run starts: a fresh load of this path. */
  path: string;
  /** Resolves once the control the interaction uses is on screen. */
  ready: (page: Page) => Promise<void>;
  /** The input itself; resolves once its outcome shows, with a note of what it showed. */
  act: (page: Page) => Promise<string>;
}

/** What the search types: a word of many slot titles, so the result is a real, shorter list. */
const SEARCH_TERM = 'dragon';
/**
 * Pause between typed keys: a fast typist's pace. Keys sent back to back (Playwright's default)
 * would queue each keystroke behind the previous one's render, which no person's typing does.
 */
const KEY_INTERVAL_MS = 100;
const OUTCOME_TIMEOUT = 15_000;

/** Resolves once the text differs from `before` and has held still for several frames. */
async function settledTextChange(page: Page, target: Locator, before: string): Promise<string> {
  const handle = await target.elementHandle({ timeout: OUTCOME_TIMEOUT });
  if (!handle) throw new Error('settledTextChange: the element is gone');
  return page.evaluate(
    async ([element, previous, timeout]) => {
      const until = performance.now() + timeout;
      let last = element.textContent ?? '';
      let still = 0;
      while (still < 5) {
        if (performance.now() > until)
          throw new Error(`text stayed ${JSON.stringify(last)} (was ${JSON.stringify(previous)})`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const text = element.textContent ?? '';
        still = text === last && text !== previous ? still + 1 : 0;
        last = text;
      }
      return last;
    },
    [handle, before, OUTCOME_TIMEOUT] as const,
  );
}

/** The five interactions on one site, in the site's default language. */
export function siteInteractions(siteId: string): BenchInteraction[] {
  const languages = siteLanguages(siteId);
  const lang = languages.default;
  const text = (namespace: string, key: string, values?: Record<string, string>) =>
    localeText(namespace, lang, key, values);

  const loginButton = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: text('auth', 'login.open'), exact: true });
  const languageSelect = (page: Page, language: string) =>
    page.getByRole('combobox', { name: localeText('core', language, 'side.language') });
  const accountButton = (page: Page) =>
    page.getByRole('button', { name: text('core', 'header.account_menu', { name: 'demo' }) });
  const gameCount = (page: Page) => page.getByTestId('game-count');
  const firstTile = (page: Page) => page.locator('[data-game-tile]').first();

  // The select lists the offered languages in order; a first visit shows the default.
  const position = languages.offered.indexOf(lang);
  const next = languages.offered[position + 1] ?? languages.offered[position - 1];
  if (!next) throw new Error(`${siteId}: offers only ${lang}; there is no language to switch to`);
  const nextKey = position + 1 < languages.offered.length ? 'ArrowDown' : 'ArrowUp';
  if (localeText('core', next, 'side.language') === text('core', 'side.language'))
    throw new Error(`${siteId}: the language label reads the same in ${lang} and ${next}`);

  return [
    {
      name: 'open login popup',
      member: false,
      path: '/',
      ready: (page) => waitVisible(loginButton(page)),
      act: async (page) => {
        await loginButton(page).click();
        await waitVisible(page.getByRole('dialog', { name: text('auth', 'login.title') }));
        return 'dialog shown';
      },
    },
    {
      name: `switch language ${lang}→${next}`,
      member: false,
      path: '/',
      ready: (page) => waitVisible(languageSelect(page, lang)),
      act: async (page) => {
        // Focusing is no input; the arrow key is, and a closed select takes it on Linux.
        await languageSelect(page, lang).focus();
        await page.keyboard.press(nextKey);
        await waitVisible(languageSelect(page, next));
        return `label reads ${localeText('core', next, 'side.language')}`;
      },
    },
    {
      name: 'filter /rng: Hot',
      member: true,
      path: '/rng',
      ready: (page) => waitVisible(firstTile(page)),
      act: async (page) => {
        const before = (await gameCount(page).textContent()) ?? '';
        const chip = page
          .getByRole('group', { name: text('lobby', 'filters.label') })
          .getByRole('button', { name: text('lobby', 'filters.HOT'), exact: true });
        await chip.click();
        return settledTextChange(page, gameCount(page), before);
      },
    },
    {
      name: `search 10,000 games: "${SEARCH_TERM}"`,
      member: true,
      path: '/rng?view=all',
      ready: (page) => waitVisible(firstTile(page)),
      act: async (page) => {
        const before = (await gameCount(page).textContent()) ?? '';
        const box = page.getByRole('searchbox', { name: text('lobby', 'filters.search') });
        await box.focus();
        await page.keyboard.type(SEARCH_TERM, { delay: KEY_INTERVAL_MS });
        return `${before} → ${await settledTextChange(page, gameCount(page), before)}`;
      },
    },
    {
      name: 'open account menu',
      member: true,
      path: '/',
      ready: (page) => waitVisible(accountButton(page)),
      act: async (page) => {
        const button = accountButton(page);
        await button.click();
        const menuId = await button.getAttribute('aria-controls');
        if (!menuId) throw new Error('the account menu button controls no element');
        const menu = page.locator(`[id="${menuId}"]`);
        await waitVisible(menu);
        return `${await menu.getByRole('listitem').count()} items`;
      },
    },
  ];
}
