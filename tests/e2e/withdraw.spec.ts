import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { formatMoney } from '../../core/ui/money/formatMoney';
import { LANG_TAGS } from '../../generated/languages';
import { merchantSeeds } from '../../emulator/seed/merchants';
import {
  WITHDRAW_FUNDS_PASSWORD,
  WITHDRAW_MEMBERS,
  withdrawSettingsOf,
} from '../../emulator/seed/withdrawals';
import { signInAs } from './support/apiLogin';
import { withdrawTexts } from './support/withdrawTexts';
import { auditPage } from './support/axeAudit';
import { everyBrand, oneBrand } from './support/brands';
import { forgetWithdrawals } from './support/memberMoney';
import { EMULATOR, expect, test } from './support/site';

/**
 * Withdraw and withdrawal confirmation (issue 12 point 6, §3, §4, §8): a member with a bound card
 * and a funds password (the seeded withdraw01; the demo member binds and sets them in the
 * security-centre journey) asks for a withdrawal as a person would, the merchant approves it
 * through the emulator's control API, and the member says what arrived: part of it, with the
 * amount; then for a second one nothing, with a proof image (a GIF named .png is refused first).
 */

interface ControlWithdrawal {
  withdrawalId: string;
  amount: number;
  status: string;
  confirmStatus: string;
  receivedAmount: number | null;
  approvedAt: string | null;
  proofImage: { type: string } | null;
}

const { account, password } = WITHDRAW_MEMBERS.ready;

async function withdrawalsOf(api: APIRequestContext, merchant: string) {
  const res = await api.get(
    `${EMULATOR}/__emulator/withdrawals?merchant=${merchant}&member=${account}`,
  );
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ControlWithdrawal[];
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

/** A 1×1 PNG, and a GIF that claims to be one by its name and type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Skips where the brand has no withdrawals, and after each journey takes its withdrawals away
 * again, with their holds and ledger movements: withdraw01 is as seeded for the next one.
 */
function withdrawalsForgottenAfterEach(): void {
  let startedAt = '';
  test.beforeEach(async ({ site, emulator }) => {
    test.skip(!('withdraw' in site.plugins), 'withdraw not enabled on this site');
    const modules = await emulator.getModules();
    test.skip(!modules.WITHDRAW, 'the merchant has WITHDRAW off');
    startedAt = new Date(Date.now() - 1000).toISOString();
  });
  test.afterEach(async ({ request, emulator }) => {
    if (!startedAt) return; // skipped: nothing was changed
    await forgetWithdrawals(request, emulator.merchant, account, startedAt);
    startedAt = '';
  });
}

test.describe(
  'withdraw',
  oneBrand(
    'default',
    "the withdrawal and its confirmation take nothing from the brand; the currency's figures are the wallet journey's",
    { firefox: true },
  ),
  () => {
    withdrawalsForgottenAfterEach();

    test('a member withdraws, then confirms one withdrawal partly received and one not received', async ({
      page,
      request,
      emulator,
      site,
      lang,
    }) => {
      test.setTimeout(120_000);
      const { w, c, wallet } = withdrawTexts(lang);
      const merchant = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      const rules = withdrawSettingsOf(merchant);
      const first = rules.min + 23.45;
      const received = 30;

      await signInAs(page, request, emulator, account, password);
      await page.goto('/member/withdraw');
      await expect(page.getByRole('heading', { name: w('title'), level: 2 })).toBeVisible();

      // The card is offered masked; its full number appears nowhere.
      const card = page.getByLabel(w('form.card'), { exact: true });
      await expect(card.locator('option')).toHaveText([/\*{4} \*{4} \*{4} \d{4}$/]);
      await expect(page.locator('body')).not.toContainText(/\d{16}/);

      const amount = page.getByLabel(w('form.amount', { currency: merchant.currency }), {
        exact: true,
      });
      const funds = page.getByLabel(c('funds_password.label'), { exact: true });
      const submit = page.getByRole('button', { name: w('form.submit') });
      await amount.fill(String(rules.min - 1));
      await funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(
        c('amount.below_min', { min: formatAmount(rules.min) }),
      );

      const showsBalance = 'wallet' in site.plugins;
      const balanceBefore = showsBalance ? await headerBalance(page, wallet('header.label')) : NaN;
      await amount.fill(formatAmount(first));
      // A double click is one intent: one idempotency key, one withdrawal, one hold.
      await submit.dblclick();
      const success = page.getByRole('status').filter({ hasText: w('success.title') });
      await expect(success.getByRole('heading', { name: w('success.title') })).toBeFocused();
      let mine = await withdrawalsOf(request, emulator.merchant);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ amount: first, status: 'PENDING' });
      await expect(success).toContainText(mine[0]!.withdrawalId);
      if (showsBalance)
        await expect
          .poll(() => headerBalance(page, wallet('header.label')), { timeout: 20_000 })
          .toBeCloseTo(balanceBefore - first, 2);

      // The merchant pays it out; the confirmation section, named by the address, lists it.
      const firstId = mine[0]!.withdrawalId;
      const approved = await request.post(`${EMULATOR}/__emulator/withdrawals/${firstId}/approve`);
      expect(await approved.json()).toMatchObject({ status: 'APPROVED', changed: true });
      await page.goto('/member/withdraw?section=confirmation');
      await expect(page.getByRole('heading', { name: w('confirm.title') })).toBeFocused();
      await expect(
        page.getByText(w('confirm.intro', { minutes: rules.autoReceiveMinutes })),
      ).toBeVisible();
      const item = page.getByRole('listitem', {
        name: w('confirm.item', {
          amount: formatMoney(first, merchant.currencySymbol),
          reference: firstId,
        }),
      });
      mine = await withdrawalsOf(request, emulator.merchant);
      const autoReceiveAt = Date.parse(mine[0]!.approvedAt!) + rules.autoReceiveMinutes * 60_000;
      const time = await page.evaluate(
        ([at, tag]) =>
          new Intl.DateTimeFormat(tag, {
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(new Date(at)),
        [autoReceiveAt, LANG_TAGS[lang]] as const,
      );
      await expect(item).toContainText(
        w('confirm.auto_receive', { time, minutes: rules.autoReceiveMinutes }),
      );
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      // Partly received: the amount must be more than 0 and less than the withdrawal's.
      await item.getByRole('button', { name: w('confirm.actions.PARTIAL') }).click();
      const partial = page.getByRole('dialog', { name: w('confirm.dialog.PARTIAL') });
      const receivedField = partial.getByLabel(w('confirm.received_amount'), { exact: true });
      await receivedField.fill(formatAmount(first));
      await partial.getByRole('button', { name: w('confirm.send') }).click();
      await expect(partial.getByRole('alert')).toHaveText(
        w('confirm.partial_rule', { amount: formatAmount(first) }),
      );
      await receivedField.fill(String(received));
      // What did not arrive is worked out as the member types, in the brand's currency (§3).
      await expect(partial.getByRole('status')).toHaveText(
        w('confirm.remaining', {
          amount: formatMoney(first - received, merchant.currencySymbol),
        }),
      );
      await partial.getByRole('button', { name: w('confirm.send') }).click();
      await expect(partial).toBeHidden();
      const toasts = page.getByRole('status', { name: c('toast.region') });
      await expect(toasts.getByText(w('confirm.done_title'))).toBeVisible();
      await expect(item).toBeHidden();
      mine = await withdrawalsOf(request, emulator.merchant);
      expect(mine[0]).toMatchObject({ confirmStatus: 'PARTIAL', receivedAmount: received });

      // A second withdrawal, paid out, reported as not received with a proof image.
      await page.goto('/member/withdraw');
      await amount.fill(formatAmount(rules.min));
      await funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await submit.click();
      await expect(success.getByRole('heading', { name: w('success.title') })).toBeFocused();
      mine = await withdrawalsOf(request, emulator.merchant);
      expect(mine).toHaveLength(2);
      const secondId = mine[0]!.withdrawalId;
      await request.post(`${EMULATOR}/__emulator/withdrawals/${secondId}/approve`);
      await page.goto('/member/withdraw?section=confirmation');
      const second = page.getByRole('listitem', {
        name: w('confirm.item', {
          amount: formatMoney(rules.min, merchant.currencySymbol),
          reference: secondId,
        }),
      });
      await second.getByRole('button', { name: w('confirm.actions.NOT_RECEIVED') }).click();
      const missing = page.getByRole('dialog', { name: w('confirm.dialog.NOT_RECEIVED') });
      const proof = missing.getByLabel(w('confirm.proof'), { exact: true });
      await proof.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: GIF });
      await expect(missing.getByRole('alert')).toContainText(
        c('upload.wrong_type', { name: 'proof.png' }),
      );
      // A real PNG with an HTML page after it (issue 29, Uploads): the browser decodes it and
      // draws it again, so what is shown and sent is a PNG without the page.
      const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
      await proof.setInputFiles({
        name: 'bank-statement.png',
        mimeType: 'image/png',
        buffer: polyglot,
      });
      const preview = missing.getByRole('img', {
        name: c('upload.preview', { name: 'bank-statement.png' }),
      });
      await expect(preview).toBeVisible();
      const drawn = Buffer.from((await preview.getAttribute('src'))!.split(',')[1]!, 'base64');
      expect(drawn.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
      expect(drawn.includes('<html>')).toBe(false);
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await missing.getByRole('button', { name: w('confirm.send') }).click();
      await expect(missing).toBeHidden();
      await expect(second).toBeHidden();
      await expect(page.getByText(w('confirm.empty'))).toBeVisible();
      mine = await withdrawalsOf(request, emulator.merchant);
      expect(mine[0]).toMatchObject({
        withdrawalId: secondId,
        confirmStatus: 'NOT_RECEIVED',
        receivedAmount: 0,
        proofImage: { type: 'image/png' },
      });

      // The latest withdrawals show both outcomes.
      const recent = page.getByRole('table', { name: w('recent.title') });
      const firstRow = recent.getByRole('row').filter({ hasText: firstId });
      await expect(firstRow).toContainText(w('recent.confirm_status.PARTIAL'));
      await expect(firstRow).toContainText(
        w('confirm.remaining', { amount: formatAmount(first - received) }),
      );
      await expect(recent.getByRole('row').filter({ hasText: secondId })).toContainText(
        w('recent.confirm_status.NOT_RECEIVED'),
      );
    });
  },
);

/**
 * A confirmed form starts clean (issue 28): after a request the form gives way to its receipt;
 * "make another withdrawal" brings an empty one that shows no rule when focus merely passes
 * through the amount, and takes the next amount typed as any other.
 */
test.describe(
  'withdraw, a new request',
  everyBrand(
    "the form takes each brand's withdrawal rules (min, max, daily limit) and currency, and the issue asks the reset of every brand with the form",
  ),
  () => {
    withdrawalsForgottenAfterEach();

    test('after a withdrawal the next request starts empty and says nothing until typed in', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      const { w, c } = withdrawTexts(lang);
      const merchant = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      const rules = withdrawSettingsOf(merchant);
      await signInAs(page, request, emulator, account, password);
      await page.goto('/member/withdraw');

      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: w('form.submit') }) });
      const amount = form.getByLabel(w('form.amount', { currency: merchant.currency }), {
        exact: true,
      });
      const funds = form.getByLabel(c('funds_password.label'), { exact: true });
      const submit = form.getByRole('button', { name: w('form.submit') });
      const alerts = form.getByRole('alert');
      const success = page.getByRole('status').filter({ hasText: w('success.title') });

      // An amount typed and left, then sent.
      const first = rules.min + 0.5;
      await amount.fill(formatAmount(first));
      await amount.press('Tab');
      await funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await expect(alerts).toHaveCount(0);
      await submit.click();
      await expect(success.getByRole('heading', { name: w('success.title') })).toBeFocused();
      await expect(success).toContainText(formatMoney(first, merchant.currencySymbol));

      // Another request: an empty form and no rule shown, not even once focus passed through the
      // amount (on to the funds password, whose own rule is not this journey's).
      await success.getByRole('button', { name: w('success.another') }).click();
      await expect(amount).toHaveValue('');
      await expect(funds).toHaveValue('');
      await expect(alerts).toHaveCount(0);
      await amount.focus();
      await amount.press('Tab');
      await expect(funds).toBeFocused();
      await expect(alerts.filter({ hasText: c('amount.required') })).toHaveCount(0);
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

      // The next amount, typed, is taken and sent as any other.
      await amount.pressSequentially('123.45');
      await amount.press('Tab');
      await funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await expect(alerts).toHaveCount(0);
      await submit.click();
      await expect(success.getByRole('heading', { name: w('success.title') })).toBeFocused();
      await expect(success).toContainText(formatMoney(123.45, merchant.currencySymbol));
      const mine = await withdrawalsOf(request, emulator.merchant);
      expect(mine.slice(0, 2).map((withdrawal) => withdrawal.amount)).toEqual([123.45, first]);
    });
  },
);
