import { accountMenuButton } from './support/auth';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { chooseUsernameLogin } from './support/login';
import { expect, locale, test, translate } from './support/site';

test.describe(
  'plugins follow site config and module flags',
  oneBrand(
    'default',
    'the login guard, PTSYS3 (switched here) and logout take nothing from the brand; angkor has PTSYS3 off',
  ),
  () => {
    let ptsys3 = true;
    test.beforeEach(async ({ emulator }) => {
      ptsys3 = (await emulator.getModules()).PTSYS3 === true;
    });
    test.afterEach(async ({ emulator }) => {
      await emulator.setModules({ PTSYS3: ptsys3 });
    });

    test('a login-required route sends a guest to the login popup, then back', async ({
      page,
      site,
      lang,
    }) => {
      test.skip(
        !('points-mall' in site.plugins) || !ptsys3,
        'points mall not mounted on this site',
      );
      await page.goto('/pointMall');
      await expect(page).toHaveURL(/\/$/);
      const auth = locale('auth', lang);
      const dialog = page.getByRole('dialog', { name: translate(auth, 'login.title') });
      await chooseUsernameLogin(dialog, lang);
      await dialog.getByLabel(translate(auth, 'login.username'), { exact: true }).fill('demo');
      await dialog.getByLabel(translate(auth, 'login.password'), { exact: true }).fill('Demo1234');
      await dialog.getByRole('button', { name: translate(auth, 'login.submit') }).click();
      await expect(page).toHaveURL(/\/pointMall$/);
      await expect(
        page.getByRole('heading', { name: translate(locale('points-mall', lang), 'title') }),
      ).toBeVisible();
    });

    test('the points-mall route appears and disappears with PTSYS3', async ({
      page,
      site,
      lang,
      emulator,
      request,
    }) => {
      const enabled = 'points-mall' in site.plugins && ptsys3;
      const mall = locale('points-mall', lang);
      const core = locale('core', lang);

      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/pointMall');
      const accountButton = page.getByRole('button', {
        name: translate(core, 'header.account_menu', { name: 'demo' }),
      });
      await expect(accountButton).toBeVisible();

      if (enabled) {
        await expect(page.getByRole('heading', { name: translate(mall, 'title') })).toBeVisible();
        await expect(page.getByTestId('point-balance')).toHaveText(/\d/);
        await accountButton.click();
        await expect(page.getByRole('link', { name: translate(mall, 'menu') })).toBeVisible();
      } else {
        await expect(
          page.getByRole('heading', { name: translate(core, 'not_found.title') }),
        ).toBeVisible();
      }

      await emulator.setModules({ PTSYS3: false });
      await page.reload();
      await expect(
        page.getByRole('heading', { name: translate(core, 'not_found.title') }),
      ).toBeVisible();
      await accountButton.click();
      await expect(page.getByRole('link', { name: translate(mall, 'menu') })).toHaveCount(0);
    });

    test('logout asks first and leaves nothing of the member behind', async ({
      page,
      lang,
      request,
      emulator,
    }) => {
      const auth = locale('auth', lang);
      const core = locale('core', lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');
      const accountMenu = page.getByRole('button', {
        name: translate(core, 'header.account_menu', { name: 'demo' }),
      });
      await accountMenu.click();
      await (await accountMenuButton(accountMenu, translate(auth, 'logout.menu'))).click();
      const prompt = page.getByRole('dialog', { name: translate(core, 'dialog.prompt') });
      await expect(prompt.getByText(translate(auth, 'logout.question'))).toBeVisible();
      await prompt.getByRole('button', { name: translate(core, 'actions.confirm') }).click();
      await expect(
        page.getByRole('button', { name: translate(auth, 'login.open'), exact: true }),
      ).toBeVisible();
      // Only the merchant values (§4) and site-wide data such as the vendor cache may stay.
      const stored = await page.evaluate(() => ({
        session: Object.keys(sessionStorage).sort(),
        local: Object.keys(localStorage).sort(),
      }));
      for (const key of ['token', 'nickname', 'account', 'username', 'customerId', 'isAgent']) {
        expect(stored.session).not.toContain(key);
        expect(stored.local).not.toContain(key);
      }
      expect(stored.session).toEqual(expect.arrayContaining(['merchant', 'merchantCode']));
    });
  },
);
