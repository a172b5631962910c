import { expect, test, type BrowserContext, type Page } from '@playwright/test';
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

/**
 * nginx does not forward the emulator's vendor pages and pictures (/emulator-assets): a real
 * platform serves them from its own hosts (the brand's image and launch CDNs). The browser's
 * requests for them on the brand origin are answered from the emulator's own origin, as that CDN
 * would answer them; everything else goes to nginx as it is.
 */
async function assetsFromTheEmulator(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.port === String(NGINX.port) && url.pathname.startsWith('/emulator-assets/'),
    async (route) => {
      const url = new URL(route.request().url());
      const answer = await route.fetch({ url: `${EMULATOR_URL}${url.pathname}${url.search}` });
      await route.fulfill({ response: answer });
    },
  );
}

/** Answers nginx refused for too many requests or connections: a page load must get none. */
function collectRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.context().on('response', (response) => {
    if (response.status() === 429) refused.push(response.url());
  });
  return refused;
}

test.describe('journeys through nginx', () => {
  test.beforeEach(async ({ context }) => assetsFromTheEmulator(context));

  for (const site of SITES) {
    test(`${site}: its home page by host name`, async ({ page }) => {
      const config = readSiteConfig(site);
      const errors = collectErrors(page);
      const refused = collectRefusals(page);
      const answer = await page.goto(`http://${hostOf(site, NGINX)}/`);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(config.brand.name);
      const core = locale('core', config.languages.default as Lang);
      const home = translate(core, 'header.home_of', { brand: config.brand.name });
      await expect(page.getByRole('banner').getByRole('link', { name: home })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, 'no console error, no CSP violation').toEqual([]);
      expect(refused, 'no request refused by the per-address limits').toEqual([]);
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
      // The vendor page's address is on the brand origin (launchCdns "/"); its CDN answers it.
      await expect(opened).toHaveURL(
        new RegExp(`^http://${hostOf('default', NGINX)}/emulator-assets/launch`),
      );
      await expect(opened.locator('body')).toContainText(game.displayName);
      await opened.close();
    }
  });
});
