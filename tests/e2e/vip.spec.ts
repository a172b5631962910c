import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Vip as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('vip', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('vip' in site.plugins), 'vip not enabled on this site');
  });

  test('a visitor opens Vip from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('vip', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
