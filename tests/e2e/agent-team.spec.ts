import { skipAnnouncementPopups } from './support/auth';
import { expect, locale, test, translate } from './support/site';

/** Agent Team as a person uses it; skipped on sites that do not enable the plugin. */
test.describe('agent-team', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('agent-team' in site.plugins), 'agent-team not enabled on this site');
  });

  test('a visitor opens Agent Team from the side menu', async ({ page, lang }) => {
    const core = locale('core', lang);
    const texts = locale('agent-team', lang);
    await skipAnnouncementPopups(page);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });
    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();
    await expect(page).toHaveURL(/\/agentTeam$/);
    await expect(
      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),
    ).toBeVisible();
  });
});
