import { firstSlotGame, launchFromSearch } from './support/gameLaunch';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import {
  EMULATOR,
  expect,
  locale,
  pluginOptions,
  test,
  translate,
  type Lang,
} from './support/site';

function lobbyTexts(lang: Lang) {
  return { lobby: locale('lobby', lang), core: locale('core', lang), auth: locale('auth', lang) };
}

test.describe('lobby: a guest finds games', () => {
  test(
    'home shows hot games and category rows; hovering a category shows its vendors',
    oneBrand(
      'default',
      "the hot row and a category's vendor menu take nothing from the brand; each brand's home page is the routes walk's",
      { firefox: true },
    ),
    async ({ page, lang }) => {
      const { lobby, core } = lobbyTexts(lang);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: translate(lobby, 'home.hot') })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: translate(lobby, 'home.hot') })
          .locator('[data-game-tile]')
          .first(),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: translate(lobby, 'lane.LIVE') }),
      ).toBeVisible();

      const nav = page.getByRole('navigation', { name: translate(core, 'header.categories') });
      const live = nav.getByRole('link', { name: translate(lobby, 'nav.live'), exact: true });
      await live.hover();
      const dropdown = page.locator(`#${await live.getAttribute('aria-controls')}`);
      await expect(dropdown.getByRole('button').first()).toBeVisible();
      expect(await dropdown.getByRole('button').count()).toBeGreaterThan(1);
    },
  );

  test(
    '/rng finds a game by search and asks a guest to log in to play',
    oneBrand('default', 'searching the slots takes nothing from the brand'),
    async ({ page, lang, site }) => {
      const { lobby, auth } = lobbyTexts(lang);
      const game = await firstSlotGame(page, EMULATOR, site.platform.merchantCode);
      await page.goto('/rng');
      const search = page.getByRole('searchbox', { name: translate(lobby, 'filters.search') });
      await search.fill(game.displayName);
      const tile = page.getByRole('article', { name: game.displayName }).first();
      await expect(tile).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/q=/);
      await tile
        .getByRole('button', { name: new RegExp(game.displayName) })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: translate(auth, 'login.title') }),
      ).toBeVisible();
    },
  );

  test(
    'the all-games view scrolls through the whole slots catalogue',
    oneBrand('default', 'the all-games view takes nothing from the brand'),
    async ({ page, lang }) => {
      const { lobby } = lobbyTexts(lang);
      await page.goto('/rng?view=all');
      await expect(page.locator('[data-game-tile]').first()).toBeVisible({ timeout: 20_000 });
      // The first page shows at once; wait until the whole catalogue has arrived.
      const loading = translate(lobby, 'list.loading_more').split('{{')[0]!;
      await expect(page.getByTestId('game-count')).not.toContainText(loading, { timeout: 30_000 });
      const count = Number(
        (await page.getByTestId('game-count').textContent())?.replace(/\D/g, ''),
      );
      expect(count).toBeGreaterThanOrEqual(10_000);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(page.locator('[data-game-tile]').first()).toBeVisible();
      expect(await page.locator('[data-game-tile]').count()).toBeLessThan(120);
      await expect(
        page.getByRole('button', { name: translate(lobby, 'view.all') }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  );
});

test.describe('lobby: a member plays', () => {
  test(
    'adds and removes a favourite and sees it on /favorite',
    oneBrand('default', 'favourites take nothing from the brand'),
    async ({ page, lang, site, request, emulator }) => {
      const { lobby, core } = lobbyTexts(lang);
      const game = await firstSlotGame(page, EMULATOR, site.platform.merchantCode);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto(`/rng?q=${encodeURIComponent(game.displayName)}`);
      const tile = page.getByRole('article', { name: game.displayName }).first();
      const saved = page.waitForResponse(/addFavoriteGameV2/);
      await tile
        .getByRole('button', {
          name: translate(lobby, 'tile.add_favourite', { name: game.displayName }),
        })
        .click();
      await expect(
        tile.getByRole('button', {
          name: translate(lobby, 'tile.remove_favourite', { name: game.displayName }),
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect((await saved).ok()).toBe(true);

      const nav = page.getByRole('navigation', { name: translate(core, 'header.categories') });
      // At this width the last entries sit under "More" (the header never scrolls sideways).
      const favourites = nav.getByRole('link', { name: translate(lobby, 'nav.favorite') });
      if ((await favourites.count()) === 0)
        await nav.getByRole('button', { name: translate(lobby, 'nav.more') }).click();
      await favourites.click();
      await expect(page).toHaveURL(/\/favorite$/);
      const favourite = page.getByRole('article', { name: game.displayName });
      await expect(favourite).toBeVisible();
      await page.waitForTimeout(1100); // the toggle is throttled to once a second (§9)
      const removed = page.waitForResponse(/removeFavoriteGameV2/);
      await favourite
        .getByRole('button', {
          name: translate(lobby, 'tile.remove_favourite', { name: game.displayName }),
        })
        .click();
      await expect(favourite).toHaveCount(0); // shown at once, then sent (§4)
      expect((await removed).ok()).toBe(true);
      await page.reload();
      await expect(page.getByText(translate(lobby, 'account.favorite_empty'))).toBeVisible();
    },
  );

  test(
    "a member sees the chosen vendor's slot sub-categories with the platform's counts (§7)",
    oneBrand(
      'default',
      'the journey switches GAMELO3 on itself; the sub-categories take nothing from the brand',
    ),
    async ({ page, lang, emulator, request }) => {
      const { lobby } = lobbyTexts(lang);
      // GCSGAME_getVassGameType needs GAMELO3: on for this journey, whatever the brand has.
      const modules = await emulator.getModules();
      await emulator.setModules({ GAMELO3: true });
      try {
        await signInAs(page, request, emulator, 'demo', 'Demo1234');
        const answer = page.waitForResponse((r) => r.url().includes('GCSGAME_getVassGameType'));
        await page.goto('/rng?vassalage=PG');
        const { value } = (await (await answer).json()) as {
          value: { gameClassify: string; gameCount: number }[];
        };
        const offered = value.filter((row) => row.gameClassify !== '' && row.gameCount > 0);
        expect(offered.length).toBeGreaterThan(0);
        const group = page.getByRole('group', { name: translate(lobby, 'classify.label') });
        // "All", then one chip per sub-category the vendor has, each with its count (the Chinese
        // texts write it in full-width brackets).
        await expect(group.getByRole('button')).toHaveCount(offered.length + 1);
        for (const row of offered)
          await expect(
            group.getByRole('button', { name: new RegExp(`[(（]${row.gameCount}[)）]$`) }).first(),
          ).toBeVisible();
      } finally {
        await emulator.setModules({ GAMELO3: modules.GAMELO3 === true });
      }
    },
  );

  test(
    '/sports opens a vendor on the sub-tab chosen: in-play or today (§1)',
    oneBrand('default', 'the sports sub-tabs take nothing from the brand'),
    async ({ page, lang, request, emulator }) => {
      const { lobby } = lobbyTexts(lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/sports');
      const tabs = page.getByRole('tablist', { name: translate(lobby, 'sports.tabs') });
      const inPlay = tabs.getByRole('tab', { name: translate(lobby, 'sports.rolling') });
      await expect(inPlay).toHaveAttribute('aria-selected', 'true');
      // The keyboard moves between the tabs (WAI-ARIA tabs), and the choice stays in the address.
      await inPlay.focus();
      await page.keyboard.press('ArrowRight');
      const today = tabs.getByRole('tab', { name: translate(lobby, 'sports.today') });
      await expect(today).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\/sports\?tab=today$/);
      const panel = page.getByRole('tabpanel');
      const vendor = panel.getByRole('button').first();
      await expect(vendor.or(panel.getByText(translate(lobby, 'category.empty')))).toBeVisible();
      test.skip((await vendor.count()) === 0, 'no sports vendor on this brand');
      const popup = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
      await vendor.click();
      const opened = await popup;
      // The emulator's vendor page lists what it was launched with.
      const shown = opened ?? page.frameLocator('iframe');
      await expect(shown.getByText('Opens on')).toBeVisible();
      await expect(shown.getByText('Today', { exact: true })).toBeVisible();
      await opened?.close();
    },
  );

  test(
    'mini games (§1) have a category of their own, named apart from in-house games',
    oneBrand(
      'longhai',
      'longhai alone names in-house vendors (inhouseVendors), so both categories show side by side there',
    ),
    async ({ page, lang, site }) => {
      const { lobby } = lobbyTexts(lang);
      await page.goto('/');
      const categories = page.getByRole('navigation', {
        name: translate(lobby, 'side.categories'),
      });
      await expect(categories.getByRole('link').first()).toBeVisible();
      // No two categories share a name (BGS and INHOUSE once both read "In-house Games").
      const names = (await categories.getByRole('link').allTextContents()).map((n) => n.trim());
      expect(new Set(names).size, names.join(' | ')).toBe(names.length);
      const mini = translate(lobby, 'lane.BGS');
      const inhouse = translate(lobby, 'lane.INHOUSE');
      expect(mini).not.toBe(inhouse);
      // A brand that names its own studios (longhai) shows both categories side by side.
      if ((pluginOptions(site, 'lobby')?.inhouseVendors ?? []).length > 0)
        await expect(categories.getByRole('link', { name: inhouse, exact: true })).toBeVisible();
      await categories.getByRole('link', { name: mini, exact: true }).click();
      await expect(page).toHaveURL(/\/bgs$/);
      await expect(
        page.getByRole('heading', { level: 1, name: translate(lobby, 'nav.bgs') }),
      ).toBeVisible();
      // The emulator's mini-game vendor: crash, dice, plinko and the like.
      await expect(
        page.locator('[data-game-tile]').filter({ hasText: 'Plinko' }).first(),
      ).toBeVisible();
    },
  );

  test(
    'launches a slot, then a lottery game, and finds the slot in /recent',
    oneBrand(
      'default',
      'launching takes nothing from the brand; default has the lottery plugin too',
    ),
    async ({ page, lang, site, request, emulator }) => {
      const { lobby } = lobbyTexts(lang);
      const game = await firstSlotGame(page, EMULATOR, site.platform.merchantCode);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      const opened = await launchFromSearch(page, game);
      if (opened) {
        await expect(opened).toHaveURL(/\/emulator-assets\/launch/);
        await opened.close();
      }

      if ('lottery' in site.plugins) {
        await page.goto('/elott');
        await page
          .getByRole('button', { name: /Vietnam|越南|វៀតណាម/ })
          .first()
          .click();
        await expect(page).toHaveURL(/\/vnLottery\?gameCode=/);
      }

      await page.goto('/recent');
      await expect(
        page
          .getByRole('list', { name: translate(lobby, 'account.recent') })
          .getByRole('article', { name: game.displayName }),
      ).toBeVisible();
    },
  );

  test(
    'a framed game cannot move the site to another address (issue 29, Game frames)',
    oneBrand('default', 'the frame is the same on every brand'),
    async ({ page, request, emulator }) => {
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      // The emulator's vendor page turned hostile: the same page and policy, but with a script let
      // in that tries to take the top window at once.
      await page.route('**/emulator-assets/launch?*', async (route) => {
        // The test runner does not resolve <site>.localhost as the browser does: its fetch goes
        // to the loopback address of the same server.
        const url = new URL(route.request().url());
        url.hostname = '127.0.0.1';
        const answer = await route.fetch({ url: url.href });
        const html = (await answer.text()).replace(
          '</body>',
          `<script>try { top.location.href = '/?taken=1'; } catch {}
document.body.insertAdjacentHTML('beforeend', '<p>tried the top window</p>');</script></body>`,
        );
        const headers = answer.headers();
        headers['content-security-policy'] += "; script-src 'unsafe-inline'";
        await route.fulfill({ response: answer, headers, body: html });
      });
      await page.goto('/seamless?vassalage=PG&gameCode=pg_1&gameType=RNG');
      const vendor = page.frameLocator('iframe.wl-seamless__frame');
      await expect(vendor.getByText('tried the top window')).toBeVisible({ timeout: 15_000 });
      // An unsandboxed frame navigates the site within milliseconds; give it ample time to try.
      const moved = await page
        .waitForURL(/taken=1/, { timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      expect(moved).toBe(false);
      await expect(page).toHaveURL(/\/seamless\?/);
    },
  );
});
