import { LANG_TAGS } from '../../generated/languages';
import { everyBrand, oneBrand } from './support/brands';
import { expect, locale, test, translate } from './support/site';

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
