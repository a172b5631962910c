import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { channelSeeds } from '../../emulator/seed/deposits';
import { merchantSeeds } from '../../emulator/seed/merchants';
import { signInAs } from './support/apiLogin';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';
import { returnToTab } from './support/returnToTab';

/**
 * Deposit (issue 12 point 5, §2 depositv2, §8): the demo member makes a bank-transfer order as a
 * person would, the merchant approves it through the emulator's control API, and the money shows
 * up: balance, "deposit arrived" notification, order status and account record.
 */

function texts(lang: Lang) {
  const bundles = {
    deposit: locale('deposit', lang),
    core: locale('core', lang),
    messages: locale('messages', lang),
    wallet: locale('wallet', lang),
    records: locale('records', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { d: t('deposit'), c: t('core'), m: t('messages'), w: t('wallet'), r: t('records') };
}

interface ControlOrder {
  reference: string;
  status: string;
  amount: number;
}

async function demoOrders(api: APIRequestContext, merchant: string): Promise<ControlOrder[]> {
  const res = await api.get(`${EMULATOR}/__emulator/deposits?merchant=${merchant}&member=demo`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ControlOrder[];
}

/** The header's main balance as a number, read from what the member sees. */
async function headerBalance(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('group', { name: label })
    .locator('.wl-wallet-header__balance')
    .innerText();
  const figure = /-?[\d,]+\.\d{2}/.exec(text)?.[0];
  return figure === undefined ? NaN : Number(figure.replaceAll(',', ''));
}

test.describe(
  'deposit',
  oneBrand(
    'default',
    "the bank-transfer order and its approval take nothing from the brand; the currency's figures are the wallet journey's",
    { firefox: true },
  ),
  () => {
    // References this journey created, taken away again after it (an approved one is reversed).
    let created: string[] = [];

    test.beforeEach(async ({ site, emulator, context }) => {
      test.skip(!('deposit' in site.plugins), 'deposit not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.DEPOSIT, 'the merchant has DEPOSIT off');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });
    test.afterEach(async ({ request, emulator }) => {
      for (const reference of created)
        await request.delete(`${EMULATOR}/__emulator/deposits/${reference}`);
      created = [];
      await request.delete(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/demo/messages`,
      );
    });

    test('the demo member deposits by bank transfer and the approved money arrives', async ({
      page,
      request,
      emulator,
      site,
      lang,
    }) => {
      test.setTimeout(90_000);
      const { d, c, m, w, r } = texts(lang);
      const merchant = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      const bank = channelSeeds(merchant).find((channel) => channel.kind === 'BANK')!;
      const min = bank.minCents / 100;
      const max = bank.maxCents / 100;
      const amount = min * 3 + 0.5;

      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/member/depositv2');
      await expect(page.getByRole('heading', { name: d('title'), level: 2 })).toBeVisible();
      await expect(page.getByRole('tab', { name: d('kinds.BANK') })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // The tutorial: steps per channel kind, opened on the kind in view.
      await page.getByRole('button', { name: d('tutorial.open') }).click();
      const tutorial = page.getByRole('dialog', { name: d('tutorial.title') });
      await expect(tutorial.getByRole('tab', { name: d('kinds.BANK') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(tutorial.getByRole('listitem')).toHaveCount(4);
      await tutorial.getByRole('tab', { name: d('kinds.USDT') }).click();
      await expect(tutorial.getByRole('listitem').first()).toHaveText(d('tutorial.USDT.1'));
      await page.keyboard.press('Escape');
      await expect(tutorial).toBeHidden();

      const field = page.getByLabel(d('amount', { currency: merchant.currency }), { exact: true });
      const submit = page.getByRole('button', { name: d('submit') });
      await field.fill(String(min - 1));
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(
        c('amount.below_min', { min: formatAmount(min) }),
      );
      await field.fill(String(max + 1));
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(
        c('amount.above_max', { max: formatAmount(max) }),
      );

      const before = await demoOrders(request, emulator.merchant);
      await field.fill(formatAmount(amount));
      await page.getByLabel(d('payer_name'), { exact: true }).fill('Demo Tester');
      // A double click is one intent: one idempotency key, one order.
      await submit.dblclick();
      const panel = page.getByRole('region', { name: d('order.title') });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: d('order.title') })).toBeFocused();
      const reference = (await panel.getByTestId('deposit-reference').innerText()).trim();
      expect(reference).toMatch(/^D\d{10,}$/);
      created.push(reference);
      const after = await demoOrders(request, emulator.merchant);
      expect(after.length).toBe(before.length + 1);
      expect(after.filter((order) => order.reference === reference)).toEqual([
        expect.objectContaining({ status: 'PENDING', amount }),
      ]);
      // The platform's receiving account is shown in full so the player can pay into it.
      await expect(panel.getByText(/^\d{16}$/)).toBeVisible();

      await panel.getByRole('button', { name: d('order.copy_reference') }).click();
      const toasts = page.getByRole('status', { name: c('toast.region') });
      await expect(toasts.getByText(c('copy.success'), { exact: true })).toBeVisible();

      const recent = page.getByRole('table', { name: d('recent.title') });
      const row = recent.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText(d('status.PENDING'));
      await expect(row).toContainText(formatAmount(amount));
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      const showsBalance = 'wallet' in site.plugins;
      const balanceBefore = showsBalance ? await headerBalance(page, w('header.label')) : NaN;
      const approved = await request.post(`${EMULATOR}/__emulator/deposits/${reference}/approve`);
      expect(await approved.json()).toMatchObject({ status: 'APPROVED', changed: true });

      // The messages plugin's poller shows the §8 notification with the amount, and re-reads the balance.
      await returnToTab(page);
      const arrived = toasts
        .getByRole('listitem')
        .filter({ hasText: m('notice.depositArrived.title') });
      await expect(arrived).toContainText(formatAmount(amount), { timeout: 30_000 });
      if (showsBalance)
        await expect
          .poll(() => headerBalance(page, w('header.label')), { timeout: 20_000 })
          .toBeCloseTo(balanceBefore + amount, 2);
      await expect(row).toContainText(d('status.APPROVED'), { timeout: 30_000 });

      // The account record (the records plugin's page, MEMTRANS3) lists the deposit with its reference.
      if (!('records' in site.plugins) || !(await emulator.getModules()).MEMTRANS3) {
        test.info().annotations.push({
          type: 'not checked',
          description: 'no account record page (records plugin with MEMTRANS3) on this site',
        });
        return;
      }
      await page
        .getByRole('navigation', { name: c('centre.member') })
        .getByRole('link', { name: r('menu.account') })
        .click();
      await expect(page).toHaveURL(/\/member\/transactionHistory/);
      await expect(page.getByRole('table').getByText(reference).first()).toBeVisible({
        timeout: 15_000,
      });
    });
  },
);
