import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { expect, locale, test, translate } from './support/site';

test.describe('live hosts on the home page', () => {
  let cbs3 = true;
  test.beforeEach(async ({ site, emulator }) => {
    test.skip(!('live-models' in site.plugins), 'live-models not enabled on this site');
    cbs3 = (await emulator.getModules()).CBS3 === true;
    test.skip(!cbs3, 'the merchant has CBS3 off');
  });

  test(
    'lists hosts, and a guest who wants to chat is asked to log in',
    oneBrand('default', 'live-models is enabled on default alone', { firefox: true }),
    async ({ page, lang }) => {
      const models = locale('live-models', lang);
      const auth = locale('auth', lang);
      await page.goto('/');

      const section = page.getByRole('region', { name: translate(models, 'title') });
      await expect(
        section.getByRole('heading', { name: translate(models, 'title') }),
      ).toBeVisible();
      const chatButtons = section.getByRole('button', { name: translate(models, 'chat') });
      await expect(chatButtons.first()).toBeVisible();
      await expect(section.getByText(translate(models, 'online')).first()).toBeVisible();

      await chatButtons.first().click();
      await expect(
        page.getByRole('dialog', { name: translate(auth, 'login.title') }),
      ).toBeVisible();
    },
  );

  test(
    'a member chats with a host in a new window',
    oneBrand('default', 'live-models is enabled on default alone'),
    async ({ page, lang, request, emulator }) => {
      const models = locale('live-models', lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');
      const section = page.getByRole('region', { name: translate(models, 'title') });
      const host = section.getByRole('listitem').filter({ hasText: translate(models, 'online') });
      const name = (await host.first().getByRole('strong').textContent()) ?? '';
      const popup = page.waitForEvent('popup');
      await host
        .first()
        .getByRole('button', { name: translate(models, 'chat_with', { name }) })
        .click();
      await expect((await popup).getByRole('heading', { name })).toBeVisible();
    },
  );
});
