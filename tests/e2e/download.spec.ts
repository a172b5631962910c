import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { scanQrCode } from './support/scanQrCode';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * App download (issue 15 item 1): the /download page offers the iOS, Android and lite apps, each
 * code scanning to the address the platform gives, the same address as a link and a numbered
 * tutorial with pictures; the side menu's download item shows the iOS and Android codes on hover
 * and on keyboard focus, loading them only then, and Escape closes them.
 */

interface PlatformStatus {
  resources: { resourceType: string; url: string }[];
  domainRoute: string[];
}

/** The platform's own answer, as the page receives it at start-up. */
async function platformStatus(api: APIRequestContext, merchant: string): Promise<PlatformStatus> {
  const res = await api.get(`${EMULATOR}/wps/system/status`, { headers: { Merchant: merchant } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: PlatformStatus }).value;
}

/**
 * What each app's code must carry: the IOS and ANDROID resources, and for the lite app (no
 * resource in the seed) the brand's mobile site among the routed domains.
 */
function expectedAddresses(status: PlatformStatus) {
  const resource = (type: string) => status.resources.find((r) => r.resourceType === type)?.url;
  const mobile = status.domainRoute.find((domain) => new URL(domain).hostname.startsWith('m.'));
  return {
    ios: resource('IOS'),
    android: resource('ANDROID'),
    lite: mobile && new URL(mobile).href,
  };
}

function texts(lang: Lang) {
  const bundle = locale('download', lang); // with the page texts
  const t = (key: string, vars?: Record<string, string>) => translate(bundle, key, vars);
  const names = { ios: t('ios'), android: t('android'), lite: t('lite') };
  return { t, names, qr: (kind: keyof typeof names) => t('qr', { app: names[kind] }) };
}

type Kind = 'ios' | 'android' | 'lite';
const TUTORIAL_STEPS: Record<Kind, [text: string, picture: string][]> = {
  ios: [
    ['scan', 'scan'],
    ['install', 'download'],
    ['trust', 'trust'],
    ['open', 'open'],
  ],
  android: [
    ['scan', 'scan'],
    ['download', 'download'],
    ['allow', 'allow'],
    ['open', 'open'],
  ],
  lite: [
    ['scan', 'scan'],
    ['share', 'share'],
    ['add', 'add'],
    ['open', 'open'],
  ],
};

/** The steps in order, each with its text and a picture that loaded and is described. */
async function followTutorial(app: Locator, kind: Kind, t: ReturnType<typeof texts>['t']) {
  await expect(app.getByRole('heading', { level: 3, name: t('tutorial') })).toBeVisible();
  const steps = app.getByRole('list').getByRole('listitem');
  await expect(steps).toHaveText(TUTORIAL_STEPS[kind].map(([text]) => t(`steps.${kind}.${text}`)));
  for (const [index, [, picture]] of TUTORIAL_STEPS[kind].entries()) {
    const image = steps.nth(index).getByRole('img', { name: t(`pictures.${picture}`) });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** Chunks of the side-menu popover and the QR code part, as the page requests them. */
function watchPopoverChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(StorePopover|QrCode)-[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.describe('download', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('download' in site.plugins), 'download not enabled on this site');
  });

  test(
    'the page offers each app: a code that scans to its address, the link, and the tutorial',
    oneBrand('default', 'the app codes, links and tutorials take nothing from the brand', {
      firefox: true,
    }),
    async ({ page, request, emulator, lang }) => {
      test.setTimeout(60_000);
      const { t, names, qr } = texts(lang);
      const expected = expectedAddresses(await platformStatus(request, emulator.merchant));
      await skipAnnouncementPopups(page);
      await page.goto('/download');
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        names.ios,
        names.android,
        names.lite,
      ]);

      for (const kind of ['ios', 'android', 'lite'] as const) {
        const address = expected[kind];
        expect(address, `the emulator gives the ${kind} app an address`).toBeTruthy();
        const app = page.getByRole('region', { name: names[kind], exact: true });
        expect(await scanQrCode(page, qr(kind)), `${kind} code`).toBe(address);
        // The same address as text, for those who cannot scan.
        await expect(app.getByRole('link', { name: address! })).toHaveAttribute('href', address!);
        await followTutorial(app, kind, t);
      }
      // Audited from the top: scrolled to the end, the shell's sticky side menu slides under the
      // header (a layout matter of core's shell, not of this page).
      await page.evaluate(() => window.scrollTo(0, 0));

      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
      expect(audit.minor).toEqual([]);
    },
  );

  test(
    'the side-menu item shows the iOS and Android codes on hover and on keyboard focus',
    oneBrand('default', 'the side-menu popover takes nothing from the brand'),
    async ({ page, request, emulator, lang }) => {
      test.setTimeout(60_000);
      const { t, qr } = texts(lang);
      const core = locale('core', lang);
      const expected = expectedAddresses(await platformStatus(request, emulator.merchant));
      const chunks = watchPopoverChunks(page);
      await skipAnnouncementPopups(page);
      await page.goto('/');
      const sideMenu = page.getByRole('complementary', { name: translate(core, 'side.label') });
      const link = sideMenu.getByRole('link', { name: t('menu') });
      const popover = page.getByRole('tooltip');
      await expect(link).toHaveAttribute('href', '/download');
      await expect(link).toHaveAccessibleDescription(t('scan'));
      await expect(popover).toHaveCount(0);
      expect(chunks, 'nothing of the codes loads before the popover opens').toEqual([]);

      // Hover: both codes, each scanning to the platform's address, within the window. Once the
      // side menu's categories are in, which move the item down as they arrive.
      await page.waitForLoadState('networkidle');
      await link.hover();
      await expect(popover).toBeVisible();
      expect(await scanQrCode(page, qr('ios'))).toBe(expected.ios);
      expect(await scanQrCode(page, qr('android'))).toBe(expected.android);
      expect(chunks.length, 'the codes load with the first opening').toBeGreaterThan(0);
      const box = (await popover.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The pointer may move onto the popover itself (WCAG 1.4.13 hoverable): in one jump, and
      // back on the link and sideways over the gap between them, as a hand moves to the codes.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(500); // longer than the close delay
      await expect(popover).toBeVisible();
      const from = (await link.boundingBox())!;
      const y = from.y + from.height / 2;
      await page.mouse.move(from.x + from.width / 2, y);
      await page.mouse.move(box.x + 24, y, { steps: 4 });
      await page.waitForTimeout(500);
      await expect(popover).toBeVisible();
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
      expect(audit.minor).toEqual([]);
      // Escape closes it while the pointer stays (dismissible); leaving and coming back reopens it.
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await link.hover();
      await expect(popover).toBeVisible();
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await expect(popover).toHaveCount(0);

      // Keyboard: Tab onto the link from the entry before it opens the popover, focus stays put.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(popover).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expect(popover).toBeVisible();
      expect(await scanQrCode(page, qr('ios'))).toBe(expected.ios);
      expect(await scanQrCode(page, qr('android'))).toBe(expected.android);
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await expect(link).toBeFocused();
      // No trap: Tab moves on, and the popover stays closed.
      await page.keyboard.press('Tab');
      await expect(link).not.toBeFocused();
      await expect(popover).toHaveCount(0);

      // The link itself leads to the page.
      await link.click();
      await expect(page).toHaveURL(/\/download$/);
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    },
  );
});
