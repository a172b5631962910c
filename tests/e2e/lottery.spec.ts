import type { APIRequestContext, Page } from '@playwright/test';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';
import { chooseUsernameLogin } from './support/login';
import { everyBrand, oneBrand } from './support/brands';

/** The first game of the platform's Vietnam lottery menu, so the journey follows the seed. */
async function firstVnGame(api: APIRequestContext, merchant: string): Promise<string> {
  const res = await api.get(`${EMULATOR}/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB`, {
    headers: { Merchant: merchant },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { value: { menus: { games: { gameCode: string }[] }[] } };
  const code = body.value.menus[0]?.games[0]?.gameCode;
  if (!code) throw new Error('the emulator has no Vietnam lottery game');
  return code;
}

/** Switches a vendor on the emulator (maintenance, appNewWindow), as the operator would. */
async function setVendor(
  api: APIRequestContext,
  vassalage: string,
  switches: { maintenance?: boolean; appNewWindow?: boolean },
): Promise<void> {
  const res = await api.put(`${EMULATOR}/__emulator/vendors/${vassalage}`, { data: switches });
  expect(res.ok()).toBeTruthy();
}

/** Logs in through the popup the login guard opened, as the visitor would. */
async function logInThroughOpenPopup(page: Page, lang: Lang): Promise<void> {
  const auth = locale('auth', lang);
  const dialog = page.getByRole('dialog', { name: translate(auth, 'login.title') });
  await expect(dialog).toBeVisible();
  await chooseUsernameLogin(dialog, lang);
  await dialog.getByLabel(translate(auth, 'login.username'), { exact: true }).fill('demo');
  await dialog.getByLabel(translate(auth, 'login.password'), { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: translate(auth, 'login.submit') }).click();
  await expect(dialog).toBeHidden();
}

test.describe('lottery pages', () => {
  let VN_GAME = '';
  test.beforeEach(async ({ site, request }) => {
    test.skip(!('lottery' in site.plugins), 'lottery not enabled on this site');
    VN_GAME = await firstVnGame(request, site.platform.merchantCode);
  });

  test(
    'a guest logs in first, then plays the Vietnam lottery without the side menu',
    everyBrand(
      "the game opens in the brand's defaultView and its draws come by the brand's openedDraws path (longhai has no lottery)",
      { firefox: true },
    ),
    async ({ page, lang }) => {
      const core = locale('core', lang);
      const lottery = locale('lottery', lang);

      await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
      await expect(page).toHaveURL(/\/$/);
      await logInThroughOpenPopup(page, lang);

      await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
      const side = page.getByRole('complementary', { name: translate(lottery, 'side.label') });
      await expect(
        side.getByRole('heading', { name: translate(lottery, 'menus.title') }),
      ).toBeVisible();
      const current = side.locator('a[aria-current="page"]').first();
      await expect(current).toBeVisible();
      const gameName = (await current.textContent()) ?? '';
      expect(gameName).not.toBe('');

      await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
      const frame = page.getByTitle(gameName, { exact: true });
      await expect(frame).toBeVisible();
      await expect(
        page.frameLocator(`iframe[title="${gameName}"]`).getByRole('heading', { name: gameName }),
      ).toBeVisible();

      await expect(
        page.getByRole('complementary', { name: translate(core, 'side.label') }),
      ).toHaveCount(0);

      await expect(
        side.getByRole('heading', { name: translate(lottery, 'draws.title') }),
      ).toBeVisible();
      await expect(
        side
          .getByRole('timer')
          .or(side.getByText(translate(lottery, 'draws.none_open')))
          .first(),
      ).toBeVisible();
      await expect(
        side.getByRole('heading', { name: translate(lottery, 'wallet.title') }),
      ).toBeVisible();
      await expect(
        side
          .getByText(translate(lottery, 'wallet.single'))
          .or(side.getByText(translate(lottery, 'wallet.separate'))),
      ).toBeVisible();
    },
  );

  test(
    'another game of the menu opens from its link',
    oneBrand('default', "the menu's links take nothing from the brand"),
    async ({ page, lang }) => {
      const lottery = locale('lottery', lang);
      await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
      await logInThroughOpenPopup(page, lang);
      await page.goto(`/vnLottery?gameCode=${VN_GAME}`);

      const side = page.getByRole('complementary', { name: translate(lottery, 'side.label') });
      const other = side.locator('a:not([aria-current])').first();
      const otherName = (await other.textContent()) ?? '';
      await other.click();
      await expect(page).not.toHaveURL(new RegExp(`gameCode=${VN_GAME}&`));
      await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
      await expect(page.getByTitle(otherName, { exact: true })).toBeVisible();
    },
  );

  test(
    'a link without a known game says so and leads home',
    oneBrand('default', 'an unknown or missing game takes nothing from the brand'),
    async ({ page, lang }) => {
      const lottery = locale('lottery', lang);
      await page.goto('/vnLottery');
      await logInThroughOpenPopup(page, lang);

      await page.goto('/vnLottery?gameCode=NO_SUCH_GAME');
      await expect(
        page.getByText(translate(lottery, 'unknown.message', { code: 'NO_SUCH_GAME' })),
      ).toBeVisible();

      // §2's other spelling of the lottery page (/lottert) reaches it too
      await page.goto('/lottert');
      await expect(
        page.getByRole('complementary', { name: translate(lottery, 'side.label') }),
      ).toBeVisible();
      await expect(page.getByText(translate(lottery, 'missing.message'))).toBeVisible();

      await page.goto('/vnLottery');
      await expect(page.getByText(translate(lottery, 'missing.message'))).toBeVisible();
      await page.getByRole('link', { name: translate(lottery, 'back_home') }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test.describe(
    'vendor switches',
    oneBrand(
      'default',
      "the vendor's maintenance and own-window switches take nothing from the brand",
    ),
    () => {
      test.afterEach(async ({ request }) => {
        await setVendor(request, 'TCG_LOTTO_VN', { maintenance: false, appNewWindow: false });
      });

      test('a lottery under maintenance says so and suggests other games', async ({
        page,
        lang,
        request,
      }) => {
        const core = locale('core', lang);
        const lottery = locale('lottery', lang);
        await setVendor(request, 'TCG_LOTTO_VN', { maintenance: true });
        await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
        await logInThroughOpenPopup(page, lang);
        await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
        await expect(page.getByText(translate(core, 'errors.game_maintenance'))).toBeVisible();
        const side = page.getByRole('complementary', { name: translate(lottery, 'side.label') });
        await expect(
          side.getByRole('heading', { name: translate(lottery, 'menus.title') }),
        ).toBeVisible();
      });

      test('a lottery that needs its own window opens there', async ({ page, lang, request }) => {
        const lottery = locale('lottery', lang);
        await setVendor(request, 'TCG_LOTTO_VN', { appNewWindow: true });
        await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
        await logInThroughOpenPopup(page, lang);
        await page.goto(`/vnLottery?gameCode=${VN_GAME}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).not.toHaveText(translate(lottery, 'title'));
        const gameName = (await heading.textContent()) ?? '';
        const popup = page.waitForEvent('popup');
        await page
          .getByRole('button', {
            name: translate(lottery, 'frame.open_window', { game: gameName }),
          })
          .click();
        await expect((await popup).getByRole('heading', { name: gameName })).toBeVisible();
      });
    },
  );
});
