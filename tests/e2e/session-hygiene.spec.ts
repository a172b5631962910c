import type { Page } from '@playwright/test';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../../core/api/wire/token';
import { platformToken } from './support/apiLogin';
import { accountMenuButton, skipAnnouncementPopups } from './support/auth';
import { oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

// Session hygiene (§4): a launcher's token never stays in the address, and logout ends the
// session on both sides, even when the platform's logout call fails.
const ACCOUNT = 'demo';
const PASSWORD = 'Demo1234';

function accountMenu(page: Page, lang: Lang) {
  return page.getByRole('button', {
    name: translate(locale('core', lang), 'header.account_menu', { name: ACCOUNT }),
  });
}

function loginButton(page: Page, lang: Lang) {
  return page
    .getByRole('button', { name: translate(locale('auth', lang), 'login.open'), exact: true })
    .first();
}

/** Opens the launcher's address with the token and waits for the member's header. */
async function openWithToken(page: Page, lang: Lang, token: string, rest = '') {
  await page.goto(`/?token=${token}${rest}`);
  await expect(accountMenu(page, lang)).toBeVisible();
}

/** Logs out as a person does: account menu, sign out, confirm. */
async function logOut(page: Page, lang: Lang) {
  const auth = locale('auth', lang);
  const core = locale('core', lang);
  await accountMenu(page, lang).click();
  await (await accountMenuButton(accountMenu(page, lang), translate(auth, 'logout.menu'))).click();
  const prompt = page.getByRole('dialog', { name: translate(core, 'dialog.prompt') });
  await prompt.getByRole('button', { name: translate(core, 'actions.confirm') }).click();
  await expect(prompt).toBeHidden();
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test.describe(
  'a token in the address',
  oneBrand('default', "a launcher's token in the address takes nothing from the brand"),
  () => {
    test('logs in, then leaves the address bar without a reload or a history entry', async ({
      page,
      lang,
      request,
      emulator,
    }) => {
      const token = await platformToken(request, emulator, ACCOUNT, PASSWORD);
      await page.goto('/');
      await expect(loginButton(page, lang)).toBeVisible();
      const entriesBefore = await page.evaluate(() => history.length);

      const documents: string[] = [];
      const requests: { url: string; referer: string }[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
        requests.push({ url: r.url(), referer: r.headers()['referer'] ?? '' });
      });
      await openWithToken(page, lang, token, '&keep=a%20b#top');

      const address = await page.evaluate(() => ({
        search: location.search,
        hash: location.hash,
        entries: history.length,
      }));
      expect(address).toEqual({ search: '?keep=a%20b', hash: '#top', entries: entriesBefore + 1 });
      expect(documents, 'the page was loaded once, not reloaded').toHaveLength(1);
      expect(await storedToken(page)).toBe(token);

      // The token goes at the member-info call: nothing from then on carries it in its Referer,
      // and what did before (the page's own files, the status call) stayed on the site's origin.
      const memberInfo = requests.findIndex(({ url }) => url.includes('/wps/member/info'));
      expect(memberInfo).toBeGreaterThan(-1);
      const leaked = requests.flatMap(({ url, referer }, index) =>
        referer.includes(token) ? [{ url, early: index < memberInfo }] : [],
      );
      const origin = new URL(page.url()).origin;
      for (const { url, early } of leaked) {
        expect(early, `${url} was asked for after the address was cleaned`).toBe(true);
        expect(new URL(url).origin, `${url} left the site with the token`).toBe(origin);
      }

      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await page.goForward();
      await expect(page).toHaveURL((url) => url.search === '?keep=a%20b');
      expect(page.url()).not.toContain(token);
    });
  },
);

test.describe(
  'logout',
  oneBrand('default', 'ending the session takes nothing from the brand'),
  () => {
    test.afterEach(async ({ emulator }) => {
      await emulator.setFaults({});
    });

    test('ends the session on the platform too: the old token is refused', async ({
      page,
      lang,
      request,
      emulator,
    }) => {
      await openWithToken(page, lang, await platformToken(request, emulator, ACCOUNT, PASSWORD));
      const token = await storedToken(page);
      expect(token).toMatch(/^[0-9a-f]{64}$/);

      await logOut(page, lang);
      await expect(loginButton(page, lang)).toBeVisible();
      expect(await storedToken(page)).toBeNull();

      const res = await request.get(`${EMULATOR}/wps/member/info`, {
        headers: {
          Merchant: emulator.merchant,
          [AUTHORIZATION_HEADER]: bearerAuthorization(token!),
        },
      });
      expect(res.status()).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    });

    test('clears the local session when the logout call fails', async ({
      page,
      lang,
      request,
      emulator,
    }) => {
      await openWithToken(page, lang, await platformToken(request, emulator, ACCOUNT, PASSWORD));
      await emulator.setFaults({ failureRate: 1, pathPrefix: '/wps/session/logout' });
      const logoutAnswer = page.waitForResponse((r) => r.url().includes('/wps/session/logout'));

      await logOut(page, lang);
      expect((await logoutAnswer).status(), 'the injected fault answered').toBeGreaterThanOrEqual(
        500,
      );
      await expect(loginButton(page, lang)).toBeVisible();
      await expect(accountMenu(page, lang)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      const left = await page.evaluate(() => ({ ...sessionStorage }));
      for (const key of ['token', 'nickname', 'account', 'username', 'customerId', 'isAgent'])
        expect(left[key], key).toBeUndefined();
      // The brand survives logout in both stores (§4, §9); nothing of the member does.
      const local = await page.evaluate(() => ({ ...localStorage }));
      expect([left.merchantCode, local.merchantCode]).toEqual([
        emulator.merchant,
        emulator.merchant,
      ]);

      await page.reload();
      await expect(loginButton(page, lang)).toBeVisible();
      await expect(accountMenu(page, lang)).toHaveCount(0);
      expect(await storedToken(page)).toBeNull();
    });
  },
);
