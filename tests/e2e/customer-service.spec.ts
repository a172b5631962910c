import type { Locator, Page } from '@playwright/test';
import { openValue } from '../../core/api/wire/valueCipher';
import type { SiteConfig } from '../../generated/site';
import { signInAs } from './support/apiLogin';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { everyBrand, oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * Customer service (issue 15 items 2 and 4, §2 side menu and right bar, §3 customer-service
 * entry): the platform seals each entry's path; the page opens them once at start-up with the
 * site's value key. The right bar lists the entries placed RIGHT and none placed LEFT, the side
 * menu the LEFT ones the platform lists for this merchant, its telegram channel and the
 * customer-service item, which leads to /customerService and every channel. No sealed path ever
 * reaches the page, and one that does not open is left out without blanking anything.
 */

const RIGHT_BAR_TYPES = ['LIVECHAT', 'VIP', 'TWITTER', 'TELEGRAM', 'LINE', 'FACEBOOK'];
const SIDE_MENU_TYPES = ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK'];

interface Entry {
  csType: string;
  csPosition: string;
  path: string;
}
interface Status {
  customerService: Entry[];
  resources: { resourceType: string; url: string }[];
}
interface Channel {
  type: string;
  url: string;
  position: string;
}

const STATUS_PATH = '/wps/system/status';

/** The status answer the page itself receives, sealed paths and all. */
function watchStatus(page: Page): () => Status {
  let status: Status | undefined;
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== STATUS_PATH) return;
    // A navigation may take the body away before it is read: the next page load asks again.
    const body = (await response.json().catch(() => null)) as { value: Status } | null;
    if (body) status = body.value;
  });
  return () => {
    expect(status, 'the page asked for the platform status').toBeDefined();
    return status!;
  };
}

/** The paths opened with the site's value key, as start-up opens them; every one must open. */
async function opened(site: SiteConfig, status: Status): Promise<Entry[]> {
  const cipher = site.platform.cipher;
  if (cipher.type === 'none') return status.customerService;
  return Promise.all(
    status.customerService.map(async (entry) => ({
      ...entry,
      path: await openValue(cipher.valueKey, entry.path),
    })),
  );
}

/** What one place must list: the platform's entries, the site's fallbacks for unlisted types. */
function expectedAt(site: SiteConfig, entries: Entry[], position: string, types: string[]) {
  const listed = new Set(entries.map((entry) => entry.csType));
  const all: Channel[] = [
    ...entries.map((entry) => ({
      type: entry.csType,
      url: entry.path,
      position: entry.csPosition,
    })),
    ...site.layout.customerService
      .filter((link) => !listed.has(link.type))
      .map((link) => ({ type: link.type, url: link.url, position: link.position ?? 'RIGHT' })),
  ];
  return types.flatMap((type) =>
    all.filter((entry) => entry.position === position && entry.type === type).slice(0, 1),
  );
}

function texts(lang: Lang) {
  const bundle = locale('customer-service', lang); // with the page texts
  const core = locale('core', lang);
  return {
    t: (key: string) => translate(bundle, key),
    type: (type: string) => translate(bundle, `type.${type}`),
    rightBar: translate(core, 'right_bar.label'),
    sideMenu: translate(core, 'side.label'),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function linksOf(list: Locator): Promise<[string, string | null][]> {
  const links = list.getByRole('link');
  await expect(links.first()).toBeVisible();
  return Promise.all(
    (await links.all()).map(async (link) => [
      (await link.textContent()) ?? '',
      await link.getAttribute('href'),
    ]),
  );
}

/** Not one of the platform's sealed strings anywhere in the document. */
async function expectNoCiphertext(page: Page, status: Status, site: SiteConfig) {
  if (site.platform.cipher.type === 'none') return;
  const html = await page.content();
  for (const entry of status.customerService)
    expect(html, `sealed ${entry.csType} path in the page`).not.toContain(entry.path);
}

test.describe('customer service', () => {
  test.beforeEach(async ({ site, page }) => {
    test.skip(!('customer-service' in site.plugins), 'customer-service not enabled on this site');
    await skipAnnouncementPopups(page);
  });

  test(
    'the right bar lists the RIGHT entries, the side menu the LEFT ones, paths opened',
    everyBrand(
      "the channels listed are the merchant's LEFT and RIGHT entries with the brand's own fallbacks",
      { firefox: true },
    ),
    async ({ page, site, lang }) => {
      const status = watchStatus(page);
      const { t, type, rightBar, sideMenu } = texts(lang);
      await page.goto('/');
      const bar = page
        .getByRole('complementary', { name: rightBar })
        .getByRole('list', { name: t('label') });
      const menu = page
        .getByRole('complementary', { name: sideMenu })
        .getByRole('list', { name: t('label') });
      await expect(bar).toBeVisible();
      await expect(menu).toBeVisible();
      const entries = await opened(site, status());

      // Right bar: exactly the RIGHT entries of its six types, each with its opened address.
      const right = expectedAt(site, entries, 'RIGHT', RIGHT_BAR_TYPES);
      expect(right.length, 'the emulator places entries RIGHT').toBeGreaterThan(0);
      const barLinks = await linksOf(bar);
      expect(barLinks).toEqual(right.map((entry) => [type(entry.type), entry.url]));
      const left = expectedAt(site, entries, 'LEFT', SIDE_MENU_TYPES);
      expect(left.length, 'the emulator places entries LEFT').toBeGreaterThan(0);
      for (const entry of left)
        expect(
          barLinks.map(([, href]) => href),
          `${entry.type} LEFT not in the bar`,
        ).not.toContain(entry.url);

      // Side menu: the LEFT entries this merchant lists, then the telegram channel and the
      // customer-service item; the types it does not list are absent.
      const channel = status().resources.find((r) => r.resourceType === 'TELEGRAM')?.url;
      expect(channel, 'the emulator lists a TELEGRAM resource').toBeTruthy();
      expect(await linksOf(menu)).toEqual([
        ...left.map((entry): [string, string] => [type(entry.type), entry.url]),
        [t('telegram_channel'), channel!],
        [t('label'), '/customerService'],
      ]);
      const unlisted = SIDE_MENU_TYPES.filter((name) => !left.some((entry) => entry.type === name));
      for (const name of unlisted)
        await expect(menu.getByRole('link', { name: type(name), exact: true })).toHaveCount(0);
      await expectNoCiphertext(page, status(), site);
    },
  );

  test(
    'the customer-service item leads to /customerService, which lists every channel',
    oneBrand(
      'default',
      'the page lists what the bar and the menu list; those lists per brand are the journey above',
    ),
    async ({ page, site, lang }) => {
      const status = watchStatus(page);
      const { t, type, sideMenu } = texts(lang);
      await page.goto('/');
      const item = page
        .getByRole('complementary', { name: sideMenu })
        .getByRole('link', { name: t('label'), exact: true });
      await item.click();
      await expect(page).toHaveURL(/\/customerService$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('label') })).toBeVisible();
      await expect(main.getByText(t('intro'))).toBeVisible();

      const entries = await opened(site, status());
      const every = [
        ...expectedAt(site, entries, 'RIGHT', RIGHT_BAR_TYPES),
        ...expectedAt(site, entries, 'LEFT', SIDE_MENU_TYPES),
      ];
      const channels = main.getByRole('region', { name: t('label') }).getByRole('list');
      const links = await linksOf(channels);
      expect(new Set(links.map(([, href]) => href))).toEqual(new Set(every.map((e) => e.url)));
      // Each named for its type, with the address it opens.
      for (const entry of every)
        await expect(
          channels.getByRole('link', { name: new RegExp(`^${escapeRegExp(type(entry.type))}`) }),
        ).not.toHaveCount(0);
      await expectNoCiphertext(page, status(), site);
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
      expect(audit.minor).toEqual([]);
    },
  );

  test(
    "the agent centre's customer-service page lists the same channels",
    oneBrand('default', "the agent centre's page takes nothing from the brand"),
    async ({ page, request, emulator, site, lang }) => {
      const status = watchStatus(page);
      const { t } = texts(lang);
      await page.addInitScript(() => window.sessionStorage.setItem('wl.contracts.panelSeen', '1'));
      await signInAs(page, request, emulator, 'agent01', 'Agent1234');
      await page.goto('/agentHome/customerService');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t('label') })).toBeVisible();
      const entries = await opened(site, status());
      const every = [
        ...expectedAt(site, entries, 'RIGHT', RIGHT_BAR_TYPES),
        ...expectedAt(site, entries, 'LEFT', SIDE_MENU_TYPES),
      ];
      const links = await linksOf(main.getByRole('region', { name: t('label') }).getByRole('list'));
      expect(new Set(links.map(([, href]) => href))).toEqual(new Set(every.map((e) => e.url)));
    },
  );

  test(
    'an entry whose path does not open is left out, and the page still shows',
    oneBrand('default', 'dropping an unsealed path takes nothing from the brand'),
    async ({ page, request, emulator, site, lang }) => {
      test.skip(
        site.platform.cipher.type === 'none',
        'paths come in clear where the cipher is off',
      );
      const { t, rightBar } = texts(lang);
      let original: Status | undefined;
      let spoiled: Entry | undefined;
      // The platform's answer with the first right-bar entry's path sent in clear, as a platform
      // that forgot to seal it would: the value key cannot open it.
      await page.route(`**${STATUS_PATH}`, async (route) => {
        // From this worker's emulator itself: Node does not resolve the page's *.localhost host.
        const response = await request.get(`${EMULATOR}${STATUS_PATH}`, {
          headers: { Merchant: emulator.merchant },
        });
        const body = (await response.json()) as { value: Status };
        original = structuredClone(body.value);
        spoiled = body.value.customerService.find((entry) => entry.csPosition === 'RIGHT');
        if (spoiled) spoiled.path = 'https://unsealed.example/';
        await route.fulfill({ json: body });
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/');
      const bar = page
        .getByRole('complementary', { name: rightBar })
        .getByRole('list', { name: t('label') });
      await expect(bar).toBeVisible();
      expect(spoiled, 'the emulator places an entry RIGHT').toBeDefined();
      // What the bar shows is what it would show had the platform never listed that entry.
      const index = original!.customerService.findIndex(
        (entry) => entry.csType === spoiled!.csType && entry.csPosition === 'RIGHT',
      );
      const rest = (await opened(site, original!)).filter((_, at) => at !== index);
      const right = expectedAt(site, rest, 'RIGHT', RIGHT_BAR_TYPES);
      expect(await linksOf(bar)).toEqual(
        right.map((entry) => [texts(lang).type(entry.type), entry.url]),
      );
      expect(
        warnings.filter((text) => text.includes('customer-service entries dropped')),
      ).toHaveLength(1);
    },
  );
});
