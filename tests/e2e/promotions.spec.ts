import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Promotions as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('promotions', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('promotions' in site.plugins), 'promotions not enabled on this site');
  });

  test('a visitor opens Promotions from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('promotions', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
