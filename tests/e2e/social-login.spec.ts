import type { Page } from '@playwright/test';
import { expect, locale, pluginOptions, test, translate, type Lang } from './support/site';
import { accountMenuButton } from './support/auth';
import { everyBrand, oneBrand } from './support/brands';

/** The module flag of each provider (plugins/social-login/providers.ts). */
const FLAGS: Record<string, string> = {
  telegram: 'TELEGRAMLOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
};
/** What follows the provider window boots the site inside it first; give it time on a busy machine. */
const SLOW = { timeout: 20_000 };
/** How the emulator's consent pages name the providers (English only, like a vendor page). */
const PROVIDER_PAGE_NAMES: Record<string, string> = {
  telegram: 'Telegram',
  facebook: 'Facebook',
  google: 'Google',
  twitter: 'Twitter',
  line: 'LINE',
};

let run = 0;
/** A provider account nobody has bound yet (the emulator's consent page lets us name it). */
const newSocialAccount = (provider: string) =>
  `e2e.${Date.now().toString(36)}${++run}@${provider}.example`;
/** A fresh username that passes every seeded brand's rule (a letter, then letters and digits, 6-16). */
const newUsername = () => `so${Date.now().toString(36).slice(-7)}${++run}`;

class SocialLogin {
  readonly social;
  readonly auth;
  readonly core;
  constructor(
    readonly page: Page,
    lang: Lang,
  ) {
    this.social = locale('social-login', lang);
    this.auth = locale('auth', lang);
    this.core = locale('core', lang);
  }

  providerName(provider: string) {
    return translate(this.social, `providers.${provider}`);
  }

  loginDialog() {
    return this.page.getByRole('dialog', { name: translate(this.auth, 'login.title') });
  }

  /** Opens the login popup and clicks the provider's one-click button; returns its window. */
  async clickProvider(provider: string) {
    await this.page
      .getByRole('button', { name: translate(this.auth, 'login.open'), exact: true })
      .click();
    const button = this.loginDialog().getByRole('button', {
      name: translate(this.social, 'button', { provider: this.providerName(provider) }),
    });
    const popup = this.page.waitForEvent('popup');
    await button.click();
    const window = await popup;
    const name = PROVIDER_PAGE_NAMES[provider] ?? provider;
    await expect(window.getByRole('heading', { name: `Sign in with ${name}` })).toBeVisible(SLOW);
    return window;
  }

  /** Plays the person on the provider's consent page. */
  async consent(window: Page, account: string, decision: 'Allow' | 'Deny') {
    await window.getByLabel(/account$/).fill(account);
    const closed = window.waitForEvent('close');
    await window.getByRole('button', { name: decision }).click();
    await closed;
  }

  bindDialog(provider: string) {
    return this.page.getByRole('dialog', {
      name: translate(this.social, 'bind.title', { provider: this.providerName(provider) }),
    });
  }

  async expectLoggedIn(account: string) {
    await expect(
      this.page.getByRole('button', {
        name: translate(this.core, 'header.account_menu', { name: account }),
      }),
    ).toBeVisible(SLOW);
  }

  async logOut(account: string) {
    const accountButton = this.page.getByRole('button', {
      name: translate(this.core, 'header.account_menu', { name: account }),
    });
    await accountButton.click();
    // The account menu's item: the side menu has a logout item of its own (§2).
    await (await accountMenuButton(accountButton, translate(this.auth, 'logout.menu'))).click();
    await this.page
      .getByRole('dialog', { name: translate(this.core, 'dialog.prompt') })
      .getByRole('button', { name: translate(this.core, 'actions.confirm') })
      .click();
    await expect(
      this.page.getByRole('button', { name: translate(this.auth, 'login.open'), exact: true }),
    ).toBeVisible();
  }
}

test.describe('social login', () => {
  let providers: string[] = [];

  test.beforeEach(async ({ site, emulator }) => {
    // each journey boots the site again inside the provider window, once or twice
    test.setTimeout(120_000);
    const options = pluginOptions(site, 'social-login');
    if (!options) return test.skip(true, 'social-login not enabled on this site');
    const modules = await emulator.getModules();
    providers = options.providers.filter((provider) => modules[FLAGS[provider] ?? ''] === true);
    test.skip(providers.length === 0, 'no offered provider is switched on for this merchant');
  });

  test(
    'shows one button per provider the site offers and the platform switched on',
    everyBrand(
      "the buttons are the brand's providers that its merchant switches on (none on longhai)",
    ),
    async ({ page, lang }) => {
      const flow = new SocialLogin(page, lang);
      await page.goto('/login');
      const group = flow
        .loginDialog()
        .getByRole('group', { name: translate(flow.social, 'title') });
      // the popup, the buttons' chunk and their locale load one after the other on /login
      await expect(group).toBeVisible(SLOW);
      await expect(group.getByRole('button')).toHaveText(
        providers.map((p) => translate(flow.social, 'button', { provider: flow.providerName(p) })),
      );
    },
  );

  test(
    'binds a new account, then signs in again with one click',
    oneBrand('default', 'binding and one-click sign-in take nothing from the brand', {
      firefox: true,
    }),
    async ({ page, lang }) => {
      const flow = new SocialLogin(page, lang);
      const provider = providers[0]!;
      const account = newSocialAccount(provider);
      const username = newUsername();
      await page.goto('/');

      await flow.consent(await flow.clickProvider(provider), account, 'Allow');
      const bind = flow.bindDialog(provider);
      await expect(bind.getByRole('note')).toHaveText(
        translate(flow.social, 'bind.irreversible', { provider: flow.providerName(provider) }),
        SLOW,
      );
      await bind.getByLabel(translate(flow.social, 'bind.new')).check();
      await bind.getByLabel(translate(flow.social, 'bind.username')).fill(username);
      await bind
        .getByLabel(translate(flow.social, 'bind.password'), { exact: true })
        .fill('Social1234');
      await bind.getByLabel(translate(flow.social, 'bind.confirm')).fill('Social1234');
      await bind.getByRole('button', { name: translate(flow.social, 'bind.submit') }).click();
      await expect(bind).toBeHidden();
      await flow.expectLoggedIn(username);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

      await flow.logOut(username);
      await flow.consent(await flow.clickProvider(provider), account, 'Allow');
      await flow.expectLoggedIn(username);
      await expect(flow.bindDialog(provider)).toHaveCount(0);

      // §7 "game launch, social login": this session's games start through GCS_gameLaunchFB, which
      // names the provider; the vendor page the platform opens says who it signed in (also after a
      // reload, which starts the game again from the address).
      for (const reload of [false, true]) {
        const launched = page.waitForRequest((r) =>
          r.url().includes('/wps/relay/GCS_gameLaunchFB'),
        );
        if (reload) await page.reload();
        else await page.goto('/seamless?vassalage=PG&gameCode=pg_1&gameType=RNG');
        expect(new URL((await launched).url()).searchParams.get('provider')).toBe(provider);
        const vendor = page.frameLocator('iframe.wl-seamless__frame');
        await expect(vendor.getByText('Signed in with')).toBeVisible(SLOW);
        await expect(vendor.getByText(provider, { exact: true })).toBeVisible();
      }
    },
  );

  test(
    'binds to an existing account with its password',
    oneBrand('default', 'binding an existing account takes nothing from the brand'),
    async ({ page, lang }) => {
      const flow = new SocialLogin(page, lang);
      const provider = providers[providers.length - 1]!;
      await page.goto('/');
      await flow.consent(await flow.clickProvider(provider), newSocialAccount(provider), 'Allow');
      const bind = flow.bindDialog(provider);
      await bind.getByLabel(translate(flow.social, 'bind.existing')).check();
      await expect(bind.getByLabel(translate(flow.social, 'bind.confirm'))).toHaveCount(0);
      await bind.getByLabel(translate(flow.social, 'bind.username')).fill('player06');
      await bind
        .getByLabel(translate(flow.social, 'bind.password'), { exact: true })
        .fill('Wrong9999');
      await bind.getByRole('button', { name: translate(flow.social, 'bind.submit') }).click();
      await expect(bind.getByRole('alert')).toHaveText(
        translate(flow.core, 'errors.wrong_credentials'),
      );
      await bind
        .getByLabel(translate(flow.social, 'bind.password'), { exact: true })
        .fill('Player1234');
      await bind.getByRole('button', { name: translate(flow.social, 'bind.submit') }).click();
      await expect(bind).toBeHidden();
      await flow.expectLoggedIn('player06');
    },
  );

  test(
    'a sign-in started in the register popup closes that popup',
    oneBrand('default', 'the register popup closing takes nothing from the brand'),
    async ({ page, lang }) => {
      const flow = new SocialLogin(page, lang);
      const provider = providers[0]!;
      await page.goto('/');
      await page.getByRole('button', { name: translate(flow.auth, 'register.open') }).click();
      const register = page.getByRole('dialog', { name: translate(flow.auth, 'register.title') });
      const popup = page.waitForEvent('popup');
      await register
        .getByRole('button', {
          name: translate(flow.social, 'button', { provider: flow.providerName(provider) }),
        })
        .click(SLOW);
      const window = await popup;
      await expect(window.getByRole('button', { name: 'Allow' })).toBeVisible(SLOW);
      await flow.consent(window, newSocialAccount(provider), 'Allow');
      // the account is new: binding goes on, with no sign-up popup left behind it
      await expect(flow.bindDialog(provider)).toBeVisible(SLOW);
      await expect(register).toHaveCount(0);
    },
  );

  test(
    'denying consent, or closing the window, fails the login and lets the person retry',
    oneBrand('default', 'a refused or closed provider window takes nothing from the brand'),
    async ({ page, lang }) => {
      const flow = new SocialLogin(page, lang);
      const provider = providers[0]!;
      const closedMessage = translate(flow.core, 'errors.popup_closed');
      await page.goto('/');
      await flow.consent(await flow.clickProvider(provider), newSocialAccount(provider), 'Deny');
      const dialog = flow.loginDialog();
      await expect(dialog.getByRole('alert')).toHaveText(closedMessage, SLOW);
      await expect(flow.bindDialog(provider)).toHaveCount(0);

      // the buttons work again: this time the person closes the provider's window
      const popup = page.waitForEvent('popup');
      await dialog
        .getByRole('button', {
          name: translate(flow.social, 'button', { provider: flow.providerName(provider) }),
        })
        .click();
      const window = await popup;
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(window.getByRole('button', { name: 'Allow' })).toBeVisible(SLOW);
      await window.close();
      await expect(dialog.getByRole('alert')).toHaveText(closedMessage, SLOW);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    },
  );
});
