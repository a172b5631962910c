import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Agent Reports as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('agent-reports', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('agent-reports' in site.plugins), 'agent-reports not enabled on this site');
  });

  test('a visitor opens Agent Reports from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('agent-reports', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/agentReports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
