import type { APIRequestContext, Page } from '@playwright/test';
import {
  AUTHORIZATION_HEADER,
  bearerAuthorization,
  TOKEN_STORAGE_KEY,
} from '../../core/api/wire/token';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { merchantSeeds } from '../../emulator/seed/merchants';
import { freePlayAccount, platformToken, signInAs } from './support/apiLogin';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { everyBrand, oneBrand } from './support/brands';
import {
  EMULATOR,
  expect,
  locale,
  test,
  translate,
  type EmulatorControl,
  type Lang,
} from './support/site';

/**
 * The header wallet and the transfer pages (issue 12 points 1 and 4), as a person uses them: the
 * demo member's balance (shown, hidden across a reload, refreshed), the member centre from the
 * account menu, 10.00 to a vendor wallet and back with recall all (or, on the single-wallet
 * brand, the notice and no vendor wallets), a trial user refused money, a visitor shown nothing.
 */

function texts(lang: Lang) {
  const bundles = {
    w: locale('wallet', lang),
    c: locale('core', lang),
    a: locale('auth', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { w: t('w'), c: t('c'), a: t('a') };
}

/** The header's main balance as a screen reader reads it: its label, then the figure or "hidden". */
async function headerFigure(page: Page, label: string): Promise<string> {
  return page.getByRole('group', { name: label }).locator('.wl-wallet-header__balance').innerText();
}

const FIGURE = /\d[\d,]*\.\d{2}/;

/** A figure with the brand's currency symbol (§3 currencySymbol) just before it: "$8,888.00". */
function withSymbol(symbol: string): RegExp {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped + FIGURE.source);
}

/**
 * Whatever a failed run left in the demo member's vendor wallets goes back to main, so the next
 * journey on this worker's emulator starts from the seed's balances.
 */
async function recallDemoWallets(api: APIRequestContext, emulator: EmulatorControl): Promise<void> {
  const token = await platformToken(api, emulator, 'demo', 'Demo1234');
  const res = await api.post(`${EMULATOR}/wps/relay/GCS_recallAllWallets`, {
    headers: {
      Merchant: emulator.merchant,
      [AUTHORIZATION_HEADER]: bearerAuthorization(token),
      'Idempotency-Key': `wallet-e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`,
    },
    data: {},
  });
  expect(res.ok()).toBeTruthy();
}

/** Whether the brand's merchant runs one wallet for every vendor: then there is no transfer form. */
async function isSingleWallet(api: APIRequestContext, emulator: EmulatorControl): Promise<boolean> {
  const token = await platformToken(api, emulator, 'demo', 'Demo1234');
  const res = await api.get(`${EMULATOR}/wps/relay/GCS_merchantWallet`, {
    headers: { Merchant: emulator.merchant, [AUTHORIZATION_HEADER]: bearerAuthorization(token) },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: { isSingle: boolean } }).value.isSingle;
}

test.describe('wallet', () => {
  // Set once a journey starts moving the demo member's money; afterEach then puts it back.
  let movedDemoMoney = false;

  test.beforeEach(async ({ site, page }) => {
    test.skip(!('wallet' in site.plugins), 'wallet not enabled on this site');
    await skipAnnouncementPopups(page);
  });

  test(
    'the demo member hides, refreshes and moves the balance between wallets',
    everyBrand(
      "the wallets shown follow the brand's currency and wallet mode (longhai: single wallet)",
      { firefox: true },
    ),
    async ({ page, request, emulator, lang }) => {
      test.setTimeout(60_000);
      const { w, c } = texts(lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');

      // The balance, hidden behind asterisks, still hidden after a reload, shown again.
      const wallet = page.getByRole('group', { name: w('header.label') });
      await expect(wallet.locator('.wl-wallet-header__balance')).toHaveText(FIGURE);
      const { currencySymbol } = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      await expect(wallet.locator('.wl-wallet-header__balance')).toHaveText(
        withSymbol(currencySymbol),
      );
      const hide = wallet.getByRole('button', { name: w('header.hide') });
      await hide.click();
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      await expect(wallet).toContainText('****');
      expect(await headerFigure(page, w('header.label'))).not.toMatch(FIGURE);
      await page.reload();
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      await expect(wallet).toContainText('****');
      await hide.click();
      await expect(wallet.locator('.wl-wallet-header__balance')).toHaveText(FIGURE);

      // Refresh: one read of the balance, and the button rests for a second.
      const refresh = wallet.getByRole('button', { name: w('header.refresh') });
      const reread = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
      await refresh.click();
      await expect(refresh).toBeDisabled();
      await reread;
      await expect(refresh).toBeEnabled();

      // The member centre, from the account menu, then the wallet page from the centre's menu.
      await page.getByRole('button', { name: c('header.account_menu', { name: 'demo' }) }).click();
      await page.locator('.wl-account-menu__list a[href^="/member/"]').first().click();
      await expect(page).toHaveURL(/\/member\//);
      await page
        .getByRole('navigation', { name: c('centre.member') })
        .getByRole('link', { name: w('transfer.menu') })
        .click();
      await expect(page).toHaveURL(/\/member\/transferFund$/);
      await expect(
        page.getByRole('heading', { level: 2, name: w('transfer.title') }),
      ).toBeVisible();
      const cards = page.getByRole('list', { name: w('transfer.wallets_label') });
      await expect(cards.getByRole('listitem').first()).toContainText(FIGURE);

      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      const single = page.getByText(w('transfer.single'));
      const form = page.getByRole('form', { name: w('transfer.form_title') });
      await expect(single.or(form)).toBeVisible();
      if (await single.isVisible()) {
        // The single-wallet brand: the main wallet alone, nothing to transfer or recall.
        await expect(cards.getByRole('listitem')).toHaveCount(1);
        await expect(form).toHaveCount(0);
        await expect(page.getByRole('button', { name: w('recall.button') })).toHaveCount(0);
        return;
      }

      const shown = FIGURE.exec(await headerFigure(page, w('header.label')))?.[0] ?? '';
      const before = Number(shown.replaceAll(',', ''));
      expect(before).toBeGreaterThan(10);
      const to = form.getByLabel(w('transfer.to'), { exact: true });
      const vendor = (await to.locator('option:checked').innerText()).trim();
      const vendorCard = cards.getByRole('listitem').filter({ hasText: vendor });
      await expect(vendorCard).toContainText('0.00');

      // 10.00 in…
      movedDemoMoney = true;
      await form.getByLabel(w('transfer.amount'), { exact: true }).fill('10.00');
      await form.getByRole('button', { name: w('transfer.submit') }).click();
      await expect(
        page.getByText(
          w('transfer.done', { amount: '10.00', from: w('transfer.main'), to: vendor }),
        ),
      ).toBeVisible();
      await expect(vendorCard).toContainText('10.00');
      await expect(wallet.locator('.wl-wallet-header__balance')).toContainText(
        formatAmount(before - 10),
      );

      // …5.00 back out through the form…
      await form.getByLabel(w('transfer.from'), { exact: true }).selectOption({ label: vendor });
      await expect(to).toHaveValue('MAIN');
      await form.getByLabel(w('transfer.amount'), { exact: true }).fill('5');
      await form.getByRole('button', { name: w('transfer.submit') }).click();
      await expect(
        page.getByText(
          w('transfer.done', { amount: '5.00', from: vendor, to: w('transfer.main') }),
        ),
      ).toBeVisible();
      await expect(vendorCard).toContainText('5.00');

      // …and the rest back with "recall all".
      await page.getByRole('button', { name: w('recall.button') }).click();
      await expect(page.getByText(w('recall.done', { amount: '5.00' }))).toBeVisible();
      await expect(vendorCard).toContainText('0.00');
      await expect(page.getByRole('button', { name: w('recall.button') })).toBeDisabled();
      await expect(wallet.locator('.wl-wallet-header__balance')).toContainText(
        formatAmount(before),
      );
    },
  );

  test.afterEach(async ({ request, emulator }) => {
    if (movedDemoMoney) await recallDemoWallets(request, emulator);
    movedDemoMoney = false;
  });

  // A confirmed form starts clean (issue 28): the amount emptied, no rule shown when focus merely
  // passes through it, and the next amount typed taken as any other.
  test(
    'a confirmed transfer starts again with an empty amount that says nothing until typed in',
    everyBrand(
      "the transfer form exists where the brand's wallet mode has vendor wallets (longhai: single wallet, none)",
    ),
    async ({ page, request, emulator, lang }) => {
      const { w, c } = texts(lang);
      test.skip(
        await isSingleWallet(request, emulator),
        'a single-wallet brand has no transfer form',
      );
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/member/transferFund');
      const form = page.getByRole('form', { name: w('transfer.form_title') });
      await expect(form).toBeVisible();

      const amount = form.getByLabel(w('transfer.amount'), { exact: true });
      const submit = form.getByRole('button', { name: w('transfer.submit') });
      const alerts = form.getByRole('alert');
      const vendor = (
        await form
          .getByLabel(w('transfer.to'), { exact: true })
          .locator('option:checked')
          .innerText()
      ).trim();
      const vendorCard = page
        .getByRole('list', { name: w('transfer.wallets_label') })
        .getByRole('listitem')
        .filter({ hasText: vendor });
      await expect(vendorCard).toContainText(formatAmount(0));
      const toasts = page.getByRole('status', { name: c('toast.region') });
      const done = (value: number) =>
        toasts.getByText(
          w('transfer.done', { amount: formatAmount(value), from: w('transfer.main'), to: vendor }),
        );

      // The field's own rule speaks once the person typed and left it: emptied, it asks for one.
      await amount.fill('5');
      await amount.fill('');
      await amount.press('Tab');
      await expect(alerts).toHaveText([c('amount.required')]);

      // An amount typed and left, then sent.
      movedDemoMoney = true;
      await amount.fill('10.00');
      await amount.press('Tab');
      await expect(alerts).toHaveCount(0);
      await submit.click();
      await expect(toasts.getByText(w('transfer.done_title')).first()).toBeVisible();
      await expect(done(10)).toBeVisible();

      // Confirmed: an empty field and no rule shown, not even once focus passed through it.
      await expect(amount).toHaveValue('');
      await expect(amount).toBeEnabled();
      await expect(alerts).toHaveCount(0);
      await amount.focus();
      await amount.press('Tab');
      await expect(amount).not.toBeFocused();
      await expect(alerts).toHaveCount(0);
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

      // The next amount, typed, is taken and sent as any other.
      await amount.pressSequentially('123.45');
      await amount.press('Tab');
      await expect(alerts).toHaveCount(0);
      await submit.click();
      await expect(done(123.45)).toBeVisible();
      await expect(vendorCard).toContainText(formatAmount(133.45));
      await expect(amount).toHaveValue('');
      await expect(alerts).toHaveCount(0);
    },
  );

  test(
    'a trial user is refused money and a visitor sees no balance',
    oneBrand('default', 'a trial user and a visitor see no money, whatever the brand'),
    async ({ page, request, emulator, lang }) => {
      const { w, c, a } = texts(lang);
      let balanceReads = 0;
      page.on('request', (r) => {
        if (r.url().includes('/wps/v2/wallets/balance')) balanceReads += 1;
      });

      // A visitor: no wallet in the header, nothing asked for, and /member asks to log in.
      await page.goto('/');
      await expect(
        page.getByRole('button', { name: a('login.open'), exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: w('header.label') })).toHaveCount(0);
      await page.goto('/member');
      await expect(page.getByRole('dialog', { name: a('login.title') })).toBeVisible();
      expect(balanceReads).toBe(0);

      // A free-play (trial) account: deposit and withdraw answer with the warning; no balance.
      const modules = await emulator.getModules();
      await emulator.setModules({ FREEPLAY3: true });
      try {
        const { token } = await freePlayAccount(request, emulator);
        await page.goto('/');
        await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
          TOKEN_STORAGE_KEY,
          token,
        ] as const);
        await page.reload();
        const wallet = page.getByRole('group', { name: w('header.label') });
        await wallet.getByRole('button', { name: w('header.deposit') }).click();
        const refusal = page
          .getByRole('alertdialog')
          .or(page.getByRole('dialog'))
          .filter({ hasText: c('errors.need_true_account') });
        await expect(refusal).toBeVisible();
        await expect(page).not.toHaveURL(/depositv2/);
        await expect(wallet.getByRole('button', { name: w('header.hide') })).toHaveCount(0);
        expect(balanceReads).toBe(0);
      } finally {
        await emulator.setModules({ FREEPLAY3: modules.FREEPLAY3 === true });
      }
    },
  );
});
