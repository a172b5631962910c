import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Manual Rebate as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('manual-rebate', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('manual-rebate' in site.plugins), 'manual-rebate not enabled on this site');
  });

  test('a visitor opens Manual Rebate from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('manual-rebate', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/manualRebate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
