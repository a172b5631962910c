import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Reward Centre as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('reward-centre', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('reward-centre' in site.plugins), 'reward-centre not enabled on this site');
  });

  test('a visitor opens Reward Centre from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('reward-centre', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/rewardCentre$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
