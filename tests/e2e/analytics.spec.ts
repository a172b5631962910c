import type { APIRequestContext, Page } from '@playwright/test';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import {
  EMULATOR,
  expect,
  locale,
  pluginOptions,
  test,
  translate,
  type Lang,
} from './support/site';

/**
 * Consent-gated analytics (§3 status analyticsId): nothing leaves for the analytics hosts before
 * the visitor accepts; Accept loads the script once with the platform's id and measures each
 * route by its path alone; the answer survives a reload; the footer's "Cookie settings" brings the
 * banner back, and Decline stops the measuring. A brand without the plugin shows none of it.
 * The machine has no internet: the script is a stub served by page.route, the collection hosts
 * answer 204.
 */

/** What the intercepted script runs: it counts its own loads and sends nothing. */
const STUB = 'window.__analyticsStubLoads = (window.__analyticsStubLoads || 0) + 1;';
const GOOGLE_DEFAULT_SCRIPT = 'https://www.googletagmanager.com';

async function analyticsIdOf(api: APIRequestContext, merchant: string): Promise<string> {
  const res = await api.get(`${EMULATOR}/wps/system/status`, { headers: { Merchant: merchant } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: { analyticsId: string } }).value.analyticsId;
}

function texts(lang: Lang) {
  const bundle = locale('analytics', lang);
  return (key: string) => translate(bundle, key);
}

/** The data layer's commands, as arrays (gtag.js queues Arguments objects). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

const pageViewPaths = (commands: unknown[][]) =>
  commands
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

/** A navigation inside the app, as its links make one (wouter's navigate is history.pushState). */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), address);
}

/** Records every request to the analytics origins; the script gets the stub, the rest a 204. */
async function interceptAnalytics(page: Page, scriptOrigin: string, collectOrigins: string[]) {
  const requests: string[] = [];
  const origins = new Set([scriptOrigin, ...collectOrigins]);
  page.on('request', (request) => {
    if (origins.has(new URL(request.url()).origin)) requests.push(request.url());
  });
  await page.route(`${scriptOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STUB }),
  );
  for (const origin of collectOrigins)
    await page.route(`${origin}/**`, (route) => route.fulfill({ status: 204 }));
  return {
    all: () => [...requests],
    scripts: () => requests.filter((url) => new URL(url).origin === scriptOrigin),
  };
}

test.describe('analytics', () => {
  // These journeys meet the banner: no answer recorded beforehand (support/site.ts).
  test.use({ analyticsConsent: null });
  test.beforeEach(async ({ page }) => skipAnnouncementPopups(page));

  test(
    'asks first, measures each route after Accept, and stops after Decline',
    oneBrand(
      'default',
      'consent and measuring take nothing from the brand but the plugin being on',
      { firefox: true },
    ),
    async ({ page, site, lang, request, emulator }) => {
      const options = pluginOptions(site, 'analytics');
      test.skip(!options, 'the site does not enable the analytics plugin');
      const t = texts(lang);
      const analyticsId = await analyticsIdOf(request, emulator.merchant);
      expect(analyticsId, 'the emulator seeds an analytics id').not.toBe('');
      // The brands' scriptUrl is an absolute https address (the schema's default).
      const scriptOrigin = new URL(options!.scriptUrl).origin;
      const traffic = await interceptAnalytics(page, scriptOrigin, [...options!.collectOrigins]);
      const banner = page.getByRole('region', { name: t('banner.title') });
      const settings = page.getByRole('contentinfo').getByRole('button', { name: t('settings') });

      // Before any answer: the banner, and not one request for the analytics hosts.
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).toContain(
        `script-src 'self' ${scriptOrigin}`,
      );
      await expect(banner).toBeVisible();
      await expect(banner).toHaveCSS('position', 'fixed');
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(traffic.all()).toEqual([]);
      expect(await dataLayer(page)).toEqual([]);
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
      expect(audit.minor).toEqual([]);

      // Accept: the script once, carrying the platform's id; the configuration and a page view.
      const scriptRequest = page.waitForRequest((req) => req.url().startsWith(scriptOrigin));
      await banner.getByRole('button', { name: t('banner.accept'), exact: true }).click();
      await scriptRequest;
      await expect(banner).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.__analyticsStubLoads)).toBe(1);
      expect(traffic.scripts()).toHaveLength(1);
      expect(new URL(traffic.scripts()[0]!).searchParams.get('id')).toBe(analyticsId);
      const configs = (await dataLayer(page)).filter(([kind]) => kind === 'config');
      expect(configs).toHaveLength(1);
      expect(configs[0]!.slice(1, 2)).toEqual([analyticsId]);
      expect(configs[0]![2]).toMatchObject({ send_page_view: false, anonymize_ip: true });
      await expect.poll(async () => pageViewPaths(await dataLayer(page))).toEqual(['/']);

      // A route change adds one page view with the path only: the query may carry a code.
      await navigateInApp(page, '/promotions?code=SECRET123');
      await expect
        .poll(async () => pageViewPaths(await dataLayer(page)))
        .toEqual(['/', '/promotions']);
      expect(JSON.stringify(await dataLayer(page))).not.toContain('SECRET123');
      expect(traffic.scripts()).toHaveLength(1);

      // A reload keeps the answer: no banner, measured at once (a new page loads its script).
      await page.reload();
      await expect(settings).toBeVisible();
      await expect.poll(async () => pageViewPaths(await dataLayer(page))).toEqual(['/promotions']);
      await expect(banner).toBeHidden();
      // The address still has its query (pushed above): the configuration's location has not.
      expect(page.url()).toContain('SECRET123');
      expect(JSON.stringify(await dataLayer(page))).not.toContain('SECRET123');

      // "Cookie settings" brings the banner back, focused, with the answer given; Decline stops it.
      await settings.click();
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await expect(banner).toContainText(t('banner.current_granted'));
      await banner.getByRole('button', { name: t('banner.decline'), exact: true }).click();
      await expect(banner).toBeHidden();
      await expect(settings).toBeFocused();
      const optedOut = await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        analyticsId,
      );
      expect(optedOut).toBe(true);
      const scriptsBefore = traffic.scripts().length;
      await navigateInApp(page, '/live');
      await page.waitForTimeout(500);
      expect(pageViewPaths(await dataLayer(page))).toEqual(['/promotions']);

      // And from now on nothing loads at all.
      await page.reload();
      await expect(settings).toBeVisible();
      await page.waitForTimeout(500);
      await expect(banner).toBeHidden();
      expect(traffic.scripts()).toHaveLength(scriptsBefore);
      expect(await dataLayer(page)).toEqual([]);
    },
  );

  test(
    'a brand without the plugin shows no banner and sends nothing',
    oneBrand('longhai', 'longhai alone does not enable the analytics plugin'),
    async ({ page, site, lang }) => {
      test.skip(!!pluginOptions(site, 'analytics'), 'the site enables the analytics plugin');
      const t = texts(lang);
      // Whatever a brand might have configured: nothing may reach the default hosts either.
      const traffic = await interceptAnalytics(page, GOOGLE_DEFAULT_SCRIPT, [
        'https://www.google-analytics.com',
        'https://region1.google-analytics.com',
      ]);
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).not.toContain(GOOGLE_DEFAULT_SCRIPT);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('load');
      await page.waitForTimeout(1_000);
      await expect(page.getByRole('region', { name: t('banner.title') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('settings') })).toHaveCount(0);
      expect(traffic.all()).toEqual([]);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    },
  );
});

declare global {
  interface Window {
    __analyticsStubLoads?: number;
  }
}
