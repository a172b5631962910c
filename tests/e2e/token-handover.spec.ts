import type { Page } from '@playwright/test';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token';
import { platformToken, signInAs } from './support/apiLogin';
import { skipAnnouncementPopups } from './support/auth';
import { oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

// Issue 29: a link carrying another account's token never silently replaces the session signed
// in in the tab: the person is asked, staying first; switching ends the old session as logout
// does. The address loses the token at once, whatever the path (`//evil.example/` included).
const MINE = { account: 'demo', password: 'Demo1234' };
const THEIRS = { account: 'player03', password: 'Player1234' };

const core = (lang: Lang, key: string, vars?: Record<string, string>) =>
  translate(locale('core', lang), key, vars);

function accountMenu(page: Page, lang: Lang, account: string) {
  return page.getByRole('button', { name: core(lang, 'header.account_menu', { name: account }) });
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test.describe(
  "a link with another account's token",
  oneBrand('default', 'the hand-over of a session takes nothing from the brand'),
  () => {
    test('asks a signed-in member: staying keeps the session, switching ends it for the link', async ({
      page,
      lang,
      request,
      emulator,
    }) => {
      const theirs = await platformToken(request, emulator, THEIRS.account, THEIRS.password);
      await signInAs(page, request, emulator, MINE.account, MINE.password);

      await page.goto(`/?token=${theirs}&keep=1`);
      const stay = page.getByRole('button', {
        name: core(lang, 'switch_account.stay', { name: MINE.account }),
      });
      await expect(stay).toBeFocused();
      await expect(stay).toHaveAccessibleDescription(
        core(lang, 'switch_account.message', { name: MINE.account }),
      );
      // asked with the token already out of the address
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?keep=1');
      const mine = await storedToken(page);

      // Enter keeps the session signed in
      await page.keyboard.press('Enter');
      await expect(accountMenu(page, lang, MINE.account)).toBeVisible();
      expect(await storedToken(page)).toBe(mine);

      // the same link again, and this time the other account
      await page.goto(`/?token=${theirs}`);
      await page.getByRole('button', { name: core(lang, 'switch_account.switch') }).click();
      await expect(accountMenu(page, lang, THEIRS.account)).toBeVisible();
      expect(await storedToken(page)).toBe(theirs);
      const old = await request.get(`${EMULATOR}/wps/member/info`, {
        headers: {
          Merchant: emulator.merchant,
          [AUTHORIZATION_HEADER]: bearerAuthorization(mine!),
        },
      });
      expect(old.status(), 'the old session was ended on the platform').toBe(401);

      // a path that reads as another host: the address is cleaned on this origin, the page starts
      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}//evil.example/?token=${theirs}`);
      await expect(accountMenu(page, lang, THEIRS.account)).toBeVisible();
      const cleaned = new URL(page.url());
      expect([cleaned.origin, cleaned.pathname, cleaned.search]).toEqual([
        origin,
        '//evil.example/',
        '',
      ]);
    });
  },
);
