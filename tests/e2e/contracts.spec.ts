import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Contracts as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('contracts', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('contracts' in site.plugins), 'contracts not enabled on this site');
  });

  test('a visitor opens Contracts from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('contracts', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
