import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Missions as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('missions', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('missions' in site.plugins), 'missions not enabled on this site');
  });

  test('a visitor opens Missions from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('missions', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/missions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
