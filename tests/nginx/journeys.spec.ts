import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { listSites } from '../../scripts/vite/renderSiteHtml';
import { firstSlotGame, launchFromSearch } from '../e2e/support/gameLaunch';
import { logInThroughPopup } from '../e2e/support/login';
import { locale, readSiteConfig, translate, type Lang } from '../e2e/support/site';
import { EMULATOR_URL, NGINX, hostOf } from './support/servers';

const SITES = listSites(REPO_ROOT);

/** Console errors of the page: a CSP violation (header or meta) shows here. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('journeys through nginx', () => {
  for (const site of SITES) {
    test(`${site}: its home page by host name`, async ({ page }) => {
      const config = readSiteConfig(site);
      const errors = collectErrors(page);
      const answer = await page.goto(`http://${hostOf(site, NGINX)}/`);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(config.brand.name);
      const core = locale('core', config.languages.default as Lang);
      const home = translate(core, 'header.home_of', { brand: config.brand.name });
      await expect(page.getByRole('banner').getByRole('link', { name: home })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, 'no console error, no CSP violation').toEqual([]);
    });
  }

  test('a member logs in and launches a game, which opens the vendor page', async ({ page }) => {
    const site = readSiteConfig('default');
    const lang = site.languages.default as Lang;
    const game = await firstSlotGame(page, EMULATOR_URL, site.platform.merchantCode);

    await page.goto(`http://${hostOf('default', NGINX)}/`);
    await logInThroughPopup(page, lang, 'demo', 'Demo1234');
    const opened = await launchFromSearch(page, game, `http://${hostOf('default', NGINX)}`);
    if (opened) {
      // The vendor page comes through nginx's platform proxy.
      await expect(opened).toHaveURL(
        new RegExp(`^http://${hostOf('default', NGINX)}/emulator-assets/launch`),
      );
      await expect(opened.locator('body')).toContainText(game.displayName);
      await opened.close();
    }
  });
});
