import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPage } from './support/axeAudit';
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
 * Security centre (issue 12 point 3), as the demo member would use it: from the account dropdown,
 * set a funds password, bind a bank card, rename themselves and switch two-factor on and off, with
 * axe on every section. The demo member starts with no card and no funds password and is put back
 * that way after (control route .../security/reset).
 */

const CARD_NUMBER = '6222020200112233';

function texts(lang: Lang) {
  const sc = locale('security-centre', lang);
  const core = locale('core', lang);
  return {
    s: (key: string, vars?: Record<string, string | number>) => translate(sc, key, vars),
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
  };
}

async function resetDemo(api: APIRequestContext, merchant: string) {
  const res = await api.post(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/demo/security/reset`,
  );
  expect(res.ok()).toBeTruthy();
}

async function expectNoBlockingAxe(page: Page, section: string) {
  const audit = await auditPage(page);
  expect(audit.blocking, `axe on the ${section} section`).toEqual([]);
}

test.describe(
  'security centre',
  oneBrand(
    'default',
    "the security centre takes nothing from the brand; the Zalo note with and without zaloReward is ProfileForm's component test",
    { firefox: true },
  ),
  () => {
    test.beforeEach(async ({ site, request, emulator }) => {
      test.skip(!('security-centre' in site.plugins), 'security-centre not enabled on this site');
      await resetDemo(request, emulator.merchant);
    });
    test.afterEach(async ({ request, emulator }) => {
      await resetDemo(request, emulator.merchant);
    });

    test('the demo member sets a funds password, binds a card, renames and turns two-factor on and off', async ({
      page,
      request,
      emulator,
      lang,
      site,
    }) => {
      test.setTimeout(90_000);
      const { s, c } = texts(lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');

      // From the account dropdown to the centre's default page.
      await page.getByRole('button', { name: c('header.account_menu', { name: 'demo' }) }).click();
      await page.getByRole('link', { name: s('menu'), exact: true }).click();
      await expect(page).toHaveURL(/\/member\/securityCenter/);
      const centre = page.getByRole('region', { name: s('title') });
      await expect(centre.getByRole('heading', { name: s('title') })).toBeVisible();
      const tab = (key: string) => centre.getByRole('tab', { name: s(`sections.${key}`) });
      await expect(tab('profile')).toHaveAttribute('aria-selected', 'true');
      await expectNoBlockingAxe(page, 'profile');

      // Funds password: the confirmation rule is shown before anything is sent.
      await tab('fundsPassword').click();
      await expect(page).toHaveURL(/section=fundsPassword/);
      await page.reload();
      await expect(tab('fundsPassword')).toHaveAttribute('aria-selected', 'true');
      const funds = centre.locator('form');
      await expect(funds.getByRole('heading', { name: s('funds.set_title') })).toBeVisible();
      await expectNoBlockingAxe(page, 'funds password');
      await funds.getByLabel(s('funds.login_password'), { exact: true }).fill('Demo1234');
      await funds.getByLabel(s('funds.new'), { exact: true }).fill('123456');
      await funds.getByLabel(s('funds.confirm'), { exact: true }).fill('123450');
      await funds.getByRole('button', { name: s('funds.set') }).click();
      await expect(funds.getByText(s('rules.funds_password_confirm'))).toBeVisible();
      await funds.getByLabel(s('funds.confirm'), { exact: true }).fill('123456');
      await funds.getByRole('button', { name: s('funds.set') }).click();
      await expect(page.getByText(s('funds.set_done'))).toBeVisible();
      await expect(centre.getByRole('heading', { name: s('funds.change_title') })).toBeVisible();

      // Bank card: another payee is refused with the reason; the real name works; only masked after.
      await tab('bankCards').click();
      await expect(centre.getByText(s('cards.none'))).toBeVisible();
      await expectNoBlockingAxe(page, 'bank cards');
      const form = centre.locator('form');
      const bank = form.getByLabel(s('cards.bank'), { exact: true });
      await bank.selectOption({ index: 1 });
      await form.getByLabel(s('cards.number'), { exact: true }).fill(CARD_NUMBER);
      const payee = form.getByLabel(s('cards.payee'), { exact: true });
      await expect(payee).toHaveValue('Demo Tester');
      await payee.fill('Someone Else');
      await form.getByLabel(c('funds_password.label'), { exact: true }).fill('123456');
      await form.getByRole('button', { name: s('cards.add') }).click();
      await expect(form.getByText(c('errors.payee_name_mismatch'))).toBeVisible();
      await payee.fill('Demo Tester');
      await form.getByRole('button', { name: s('cards.add') }).click();
      await expect(page.getByText(s('cards.added'))).toBeVisible();
      const list = centre.getByRole('list', { name: s('cards.title') });
      await expect(list.getByText('**** **** **** 2233')).toBeVisible();
      await expect(centre.getByText(s('cards.count', { bound: 1, limit: 3 }))).toBeVisible();
      expect(await page.content()).not.toContain(CARD_NUMBER);

      // Nickname.
      await tab('profile').click();
      const nickname = centre.getByLabel(s('profile.nickname'), { exact: true });
      await nickname.fill('D');
      await centre.getByRole('button', { name: s('profile.save') }).click();
      await expect(centre.getByText(s('rules.nickname', { min: 2, max: 20 }))).toBeVisible();
      await nickname.fill('Lucky Demo');
      await centre.getByRole('button', { name: s('profile.save') }).click();
      await expect(page.getByText(s('profile.saved'))).toBeVisible();

      // Further profile fields (§3): Zalo and Telegram, their rules shown first, kept after a reload;
      // under Zalo, the site's reward for binding it (§9) when it has one.
      const options = pluginOptions(site, 'security-centre');
      const shown = options?.profileFields ?? [];
      if (shown.includes('zalo') && shown.includes('telegram')) {
        const zalo = centre.getByLabel(s('profile.zalo'), { exact: true });
        const telegram = centre.getByLabel(s('profile.telegram'), { exact: true });
        const reward = options?.zaloReward
          ? s('profile.zalo_reward', { amount: options.zaloReward })
          : null;
        if (reward) await expect(zalo).toHaveAccessibleDescription(reward);
        else await expect(zalo).not.toHaveAttribute('aria-describedby');
        await zalo.fill('+84 901 234 567');
        await telegram.fill('lucky demo');
        await centre.getByRole('button', { name: s('profile.save') }).click();
        const zaloRule = s('rules.zalo', { min: 8, max: 15 });
        await expect(zalo).toHaveAccessibleDescription(reward ? `${reward} ${zaloRule}` : zaloRule);
        await expect(telegram).toHaveAccessibleDescription(s('rules.telegram'));
        await zalo.fill('0901234567');
        await telegram.fill('@lucky_demo');
        const saved = page.waitForResponse((answer) =>
          answer.url().includes('/wps/member/profile/update'),
        );
        await centre.getByRole('button', { name: s('profile.save') }).click();
        expect((await saved).ok()).toBeTruthy();
        await expect(telegram).not.toHaveAttribute('aria-invalid', 'true');
        await page.reload();
        await expect(centre.getByLabel(s('profile.zalo'), { exact: true })).toHaveValue(
          '0901234567',
        );
        await expect(centre.getByLabel(s('profile.telegram'), { exact: true })).toHaveValue(
          '@lucky_demo',
        );
      }

      // Two-factor on with a code from the secret shown, then off again.
      await tab('twoFactor').click();
      await expect(centre.getByText(s('two_factor.is_off'))).toBeVisible();
      await centre.getByRole('button', { name: s('two_factor.turn_on') }).click();
      await expect(centre.getByRole('img', { name: s('two_factor.qr_label') })).toBeVisible();
      await expectNoBlockingAxe(page, 'two-factor');
      const secret = (await centre.getByTestId('two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      const code = centre.getByLabel(s('two_factor.code'), { exact: true });
      await code.fill('000000');
      await centre.getByRole('button', { name: s('two_factor.confirm') }).click();
      await expect(centre.getByText(c('errors.invalid_code'))).toBeVisible();
      await code.fill(await generate({ secret }));
      await centre.getByRole('button', { name: s('two_factor.confirm') }).click();
      await expect(centre.getByText(s('two_factor.is_on'))).toBeVisible();
      await code.fill(await generate({ secret }));
      await centre.getByRole('button', { name: s('two_factor.turn_off') }).click();
      await expect(centre.getByText(s('two_factor.is_off'))).toBeVisible();

      // The login-password section only opens auth's modal.
      await tab('password').click();
      await expectNoBlockingAxe(page, 'login password');
      await centre.getByRole('button', { name: s('password.change') }).click();
      await expect(
        page.getByRole('dialog', {
          name: translate(locale('auth', lang), 'password.change_title'),
        }),
      ).toBeVisible();
    });
  },
);
