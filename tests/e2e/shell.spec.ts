import { LANG_TAGS } from '../../generated/languages';
import { everyBrand, oneBrand } from './support/brands';
import type { Page } from '@playwright/test';
import { expect, locale, test, translate } from './support/site';

/**
 * The header never scrolls sideways nor squeezes the logo, whatever the brand's language and
 * number of categories: entries that do not fit sit under "More" (Firefox showed a scrollbar
 * under the navigation and clipped the brand's logo).
 */
async function expectHeaderFitsItsWidth(page: Page) {
  const measure = () =>
    page.evaluate(() => {
      const header = document.querySelector('.wl-header') as HTMLElement;
      const nav = document.querySelector('.wl-header__nav') as HTMLElement;
      const logoLink = document.querySelector('.wl-header__logo') as HTMLElement;
      const logo = logoLink.querySelector('img') as HTMLImageElement;
      const drawn = logo.getBoundingClientRect();
      const navRight = nav.getBoundingClientRect().right;
      const visibleLinks = Array.from(
        nav.querySelectorAll('.wl-category-nav > li:not([aria-hidden]) > .wl-category-nav__link'),
      );
      return {
        headerScrolls: header.scrollWidth > header.clientWidth,
        pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        // A scroll container that scrolls sideways shows a bar under the navigation in Firefox.
        scrollsSideways: Array.from(header.querySelectorAll('*')).some(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 &&
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
        ),
        // Squeezed: narrower than its own aspect ratio, or cut by the link around it.
        logoSqueezed:
          (logo.naturalHeight > 0 &&
            Math.abs(drawn.width / drawn.height - logo.naturalWidth / logo.naturalHeight) > 0.02) ||
          logoLink.getBoundingClientRect().width < drawn.width - 0.5,
        linksPastNav: visibleLinks.filter(
          (link) => link.getBoundingClientRect().right > navRight + 1,
        ).length,
      };
    });
  await expect.poll(measure).toEqual({
    headerScrolls: false,
    pageScrolls: false,
    scrollsSideways: false,
    logoSqueezed: false,
    linksPastNav: 0,
  });
}

test.describe('shell', () => {
  test(
    'opens in the brand, its default language and theme',
    everyBrand("the name, default language and theme are the brand's", { firefox: true }),
    async ({ page, site, lang }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(site.brand.name);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', site.theme.default);
      const background = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--wl-bg').trim(),
      );
      expect(background.toLowerCase()).toBe(site.theme[site.theme.default].bg.toLowerCase());

      const core = locale('core', lang);
      await expect(
        page.getByRole('link', {
          name: translate(core, 'header.home_of', { brand: site.brand.name }),
        }),
      ).toBeVisible();
      await expect(
        page.getByText(translate(core, 'footer.age_notice', { age: site.limits.ageGate })),
      ).toBeVisible();
      await expect(
        page.getByRole('complementary', { name: translate(core, 'side.label') }),
      ).toBeVisible();
      const lobby = locale('lobby', lang);
      await expect(
        page
          .getByRole('navigation', { name: translate(core, 'header.categories') })
          .getByRole('link', { name: translate(lobby, 'nav.home') }),
      ).toBeVisible();
      await expectHeaderFitsItsWidth(page);
    },
  );

  test(
    'switches theme and language, and remembers both',
    everyBrand("the themes and the languages offered are the brand's"),
    async ({ page, site, lang }) => {
      await page.goto('/');
      const core = locale('core', lang);
      const other = site.theme.default === 'dark' ? 'light' : 'dark';
      await page.getByRole('button', { name: translate(core, 'theme.dark_mode') }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);

      const next = site.languages.offered.find((code) => code !== lang) as keyof typeof LANG_TAGS;
      await page.getByLabel(translate(core, 'side.language')).selectOption(next);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[next]);
      const nextCore = locale('core', next);
      await expect(
        page.getByText(translate(nextCore, 'footer.age_notice', { age: site.limits.ageGate })),
      ).toBeVisible();

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[next]);
      expect(
        await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
      ).toEqual([next, lang]);
    },
  );

  test(
    'collapses and reopens the side menu',
    oneBrand('default', 'the side-menu toggle takes nothing from the brand'),
    async ({ page, lang }) => {
      await page.goto('/');
      const core = locale('core', lang);
      const toggle = page.getByRole('button', { name: translate(core, 'side.toggle') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(
        page.getByRole('complementary', { name: translate(core, 'side.label') }),
      ).toBeHidden();
      await toggle.click();
      await expect(
        page.getByRole('complementary', { name: translate(core, 'side.label') }),
      ).toBeVisible();
    },
  );

  test(
    'keeps the categories that do not fit under "More", reachable by keyboard',
    oneBrand('default', 'the priority navigation takes nothing from the brand but its entries'),
    async ({ page, lang }) => {
      // The narrowest window the desktop layout takes (its min-width).
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto('/');
      const core = locale('core', lang);
      const lobby = locale('lobby', lang);
      const nav = page.getByRole('navigation', { name: translate(core, 'header.categories') });
      const shownLinks = nav.locator('.wl-category-nav > li:not([aria-hidden]) > a');
      const more = nav.getByRole('button', { name: translate(lobby, 'nav.more') });
      await expect(more).toBeVisible();
      const shown = await shownLinks.allTextContents();

      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const moved = nav.locator('#wl-nav-more').getByRole('link');
      const movedNames = await moved.allTextContents();
      expect(movedNames.length).toBeGreaterThan(0);
      expect(movedNames.filter((name) => shown.includes(name))).toEqual([]);
      await expectHeaderFitsItsWidth(page);

      await page.keyboard.press('Tab');
      await expect(moved.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');

      // A wider window brings moved entries back into the row, in the site's order.
      await page.setViewportSize({ width: 1920, height: 800 });
      await expect
        .poll(async () => (await shownLinks.allTextContents()).length)
        .toBeGreaterThan(shown.length);
      expect((await shownLinks.allTextContents()).slice(0, shown.length)).toEqual(shown);
      await expectHeaderFitsItsWidth(page);
    },
  );

  test(
    'shows a readable page for an unknown path',
    oneBrand('default', 'the not-found page takes nothing from the brand'),
    async ({ page, lang }) => {
      await page.goto('/no-such-page');
      await expect(
        page.getByRole('heading', { name: translate(locale('core', lang), 'not_found.title') }),
      ).toBeVisible();
    },
  );

  test(
    'a page chunk that fails to load says so and keeps the shell',
    oneBrand('default', 'a failed chunk takes nothing from the brand'),
    async ({ page, site, lang }) => {
      await page.route('**/assets/HomePage-*.js', (route) => route.abort());
      await page.goto('/');
      const core = locale('core', lang);
      const alert = page.getByRole('main').getByRole('alert');
      // The catalogue's sentence with the failed file's kind and address in it (§8).
      const sentence = translate(core, 'errors.chunk_load', {
        type: translate(core, 'chunk_type.script'),
        url: '@URL@',
      });
      const pattern = sentence
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('@URL@', '\\S*/assets/HomePage-[\\w-]+\\.js');
      await expect(alert.getByText(new RegExp(`^${pattern}$`))).toBeVisible();
      await expect(
        alert.getByRole('button', { name: translate(core, 'actions.reload') }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', {
          name: translate(core, 'header.home_of', { brand: site.brand.name }),
        }),
      ).toBeVisible();
    },
  );
});
