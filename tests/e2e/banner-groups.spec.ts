import type { Locator, Page, Response } from '@playwright/test';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { chooseUsernameLogin } from './support/login';
import { expect, locale, pluginOptions, test, translate, type Lang } from './support/site';
import { replaceContent, restoreContent } from './support/siteContent';

/**
 * The smaller banner groups (§3 groupName, issue 15): w_leftmenu in the side menu, w_login,
 * w_register and w_forget in their popups, each where the platform has banners for it, in a frame
 * reserved from the first render so nothing moves when the banners arrive. Used as a person
 * would: a place's banners are a region named for the place, each banner an image named by its
 * title. The side menu's group, below the menu's own blocks, loads as its frame comes near.
 */

type Group = 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget';
type Place = 'sideMenu' | 'login' | 'register' | 'forgot';

interface Banner {
  title: string;
  sequence?: number;
  groupName?: string;
}

const ANNOUNCEMENTS = '**/wps/relay/MCSFE_getListAnnouncements*';

/** The first banner (by sequence) of each group the page received. */
async function firstTitles(response: Promise<Response>): Promise<Partial<Record<Group, string>>> {
  const body = (await (await response).json()) as { value: { banners: Banner[] } };
  const first: Partial<Record<Group, string>> = {};
  const sorted = [...body.value.banners].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
  for (const banner of sorted) {
    const group = banner.groupName as Group;
    first[group] ??= banner.title;
  }
  return first;
}

function announcementsCall(page: Page): Promise<Response> {
  return page.waitForResponse((response) =>
    response.url().includes('/wps/relay/MCSFE_getListAnnouncements'),
  );
}

function texts(lang: Lang) {
  const announcements = locale('announcements', lang);
  const auth = locale('auth', lang);
  const core = locale('core', lang);
  return {
    an: (key: string) => translate(announcements, key),
    a: (key: string) => translate(auth, key),
    c: (key: string) => translate(core, key),
  };
}

/** The banners region of one place, inside `scope`. */
function bannersOf(scope: Page | Locator, lang: Lang, place: Place): Locator {
  return scope.getByRole('region', {
    name: texts(lang).an(`banners.places.${place}`),
    exact: true,
  });
}

async function openLogin(page: Page, lang: Lang): Promise<Locator> {
  const { a } = texts(lang);
  await page
    .getByRole('button', { name: a('login.open'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: a('login.title') });
  await chooseUsernameLogin(dialog, lang);
  return dialog;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** An image that has arrived and been drawn, not only put in the page. */
async function expectDrawn(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe(
  'banner groups',
  oneBrand('default', "the banner groups' places and reserved frames take nothing from the brand"),
  () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page, site }) => {
      test.skip(!pluginOptions(site, 'announcements'), 'announcements not enabled on this site');
      await skipAnnouncementPopups(page);
    });
    test.afterEach(async ({ request, emulator }) => {
      await restoreContent(request, emulator.merchant);
    });

    test('the side menu shows its w_leftmenu banner once the player is there', async ({
      page,
      site,
      lang,
    }) => {
      const { c } = texts(lang);
      const size = pluginOptions(site, 'announcements')!.groupBannerSizes.sideMenu;
      const received = announcementsCall(page);
      await page.goto('/');
      const title = (await firstTitles(received)).w_leftmenu;
      test.skip(!title, 'this merchant has no side-menu banners');

      const menu = page.getByRole('complementary', { name: c('side.label') });
      const region = bannersOf(menu, lang, 'sideMenu');
      // (a scroll that does not wait for the frame to be visible: it may have folded away already)
      await menu.locator('.wl-slot--menu-banner').evaluate((frame) => frame.scrollIntoView());
      const image = region.getByRole('img', { name: title, exact: true });
      await expectDrawn(image);
      // below the menu's own blocks: its picture waits until it is near
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', String(size.width));
      await expect(image).toHaveAttribute('height', String(size.height));
      const box = await boxOf(region);
      expect(box.width / box.height).toBeCloseTo(size.width / size.height, 1);
      expect((await auditPage(page)).blocking, 'axe with the side-menu banner').toEqual([]);
    });

    test('the login, forgot-password and register popups each show their group’s banner', async ({
      page,
      lang,
      emulator,
    }) => {
      const { a } = texts(lang);
      const received = announcementsCall(page);
      await page.goto('/');
      const titles = await firstTitles(received);

      const login = await openLogin(page, lang);
      if (titles.w_login) {
        const image = bannersOf(login, lang, 'login').getByRole('img', {
          name: titles.w_login,
          exact: true,
        });
        await expectDrawn(image);
        // the first thing the popup shows: fetched at once
        await expect(image).toHaveAttribute('loading', 'eager');
        expect((await auditPage(page)).blocking, 'axe on the login popup').toEqual([]);
      }

      await login.getByRole('button', { name: a('login.forgot') }).click();
      const forgot = page.getByRole('dialog', { name: a('password.forgot_title') });
      await expect(forgot).toBeVisible();
      if (titles.w_forget)
        await expectDrawn(
          bannersOf(forgot, lang, 'forgot').getByRole('img', {
            name: titles.w_forget,
            exact: true,
          }),
        );
      await forgot.getByRole('button', { name: a('password.back_to_login') }).click();
      await expect(forgot).toBeHidden();

      // the register popup is reached from the login popup's toggle where the platform registers
      if (!(await emulator.getModules()).REG3) return;
      await page
        .getByRole('dialog', { name: a('login.title') })
        .getByRole('button', { name: a('register.title') })
        .click();
      const register = page.getByRole('dialog', { name: a('register.title') });
      await expect(register).toBeVisible();
      if (titles.w_register)
        await expectDrawn(
          bannersOf(register, lang, 'register').getByRole('img', {
            name: titles.w_register,
            exact: true,
          }),
        );
    });

    test('the popup’s form and the banner’s frame do not move when the banner arrives', async ({
      page,
      lang,
    }) => {
      const { a } = texts(lang);
      // the banners' answer is held until the popup is open and measured
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(ANNOUNCEMENTS, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const login = await openLogin(page, lang);
      const password = login.getByLabel(a('login.password'), { exact: true });
      const region = bannersOf(login, lang, 'login');
      await expect(region).toBeVisible();
      await expect(region.getByRole('img')).toHaveCount(0);
      // measured from the popup's top edge: the popup itself is centred in the window, and other
      // parts of it (one-click providers) may arrive meanwhile below the form
      const layout = async () => {
        const [popup, frame, field] = await Promise.all([
          boxOf(login),
          boxOf(region),
          boxOf(password),
        ]);
        return {
          frame: { top: frame.y - popup.y, width: frame.width, height: frame.height },
          field: { top: field.y - popup.y, left: field.x - popup.x, width: field.width },
        };
      };
      const before = await layout();
      expect(before.frame.height).toBeGreaterThan(0);

      const received = announcementsCall(page);
      release();
      const title = (await firstTitles(received)).w_login;
      test.skip(!title, 'this merchant has no login banners');
      await expectDrawn(region.getByRole('img', { name: title, exact: true }));
      expect(await layout()).toEqual(before);
    });

    test('a place whose group has no banners shows none, and no empty frame', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      const { a, c } = texts(lang);
      // the platform has banners for the login popup only
      await replaceContent(request, emulator.merchant, {
        banners: [
          { title: 'Home only', groupName: 'w_home' },
          { title: 'Login only', groupName: 'w_login' },
        ],
      });
      const received = announcementsCall(page);
      await page.goto('/');
      await received;
      const menu = page.getByRole('complementary', { name: c('side.label') });
      // the menu's group loads as its frame comes near
      // (a scroll that does not wait for the frame to be visible: it may have folded away already)
      await menu.locator('.wl-slot--menu-banner').evaluate((frame) => frame.scrollIntoView());

      const login = await openLogin(page, lang);
      await expectDrawn(
        bannersOf(login, lang, 'login').getByRole('img', { name: 'Login only', exact: true }),
      );
      await expect(bannersOf(menu, lang, 'sideMenu')).toHaveCount(0);
      // the frame reserved for the menu's banner has folded away: nothing is left in its place
      await expect(menu.locator('.wl-slot--menu-banner')).toBeHidden();

      await login.getByRole('button', { name: a('login.forgot') }).click();
      const forgot = page.getByRole('dialog', { name: a('password.forgot_title') });
      await expect(forgot.getByRole('button', { name: a('password.back_to_login') })).toBeVisible();
      await expect(bannersOf(forgot, lang, 'forgot')).toHaveCount(0);
      await expect(forgot.locator('.wl-slot--forgot-banner')).toBeHidden();
    });
  },
);
