import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Referral as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('referral', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('referral' in site.plugins), 'referral not enabled on this site');
  });

  test('a visitor opens Referral from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('referral', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
