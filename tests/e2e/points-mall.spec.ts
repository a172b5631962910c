import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { merchantSeeds } from '../../emulator/seed/merchants';
import { GOODS_SEEDS, POINTS_MEMBER } from '../../emulator/seed/points';
import { currencyScaleOf } from '../../emulator/handlers/pointsConfig';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * Points mall (issue 13 point 3, §3, §4 redemption statuses): the seeded mall01 (funds password,
 * cash and welcome points) redeems goods with the funds password and finds the exchange record
 * In Process, then Approved once the merchant approves it through the control API; then converts
 * cash into points and sees the points rise by the figure shown and the main wallet fall by the
 * amount. Skipped where the site does not enable the plugin or the merchant has PTSYS3 off.
 */

function texts(lang: Lang) {
  const bundles = {
    mall: locale('points-mall', lang),
    member: locale('core-member', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { p: t('mall'), m: t('member') };
}

const { account, password, fundsPassword, openingPoints } = POINTS_MEMBER;
const earbuds = GOODS_SEEDS.find((g) => g.key === 'earbuds')!;

/** The member's MAIN wallet as the platform has it. */
async function mainWallet(api: APIRequestContext, merchant: string): Promise<number> {
  const res = await api.get(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${account}/wallets`,
  );
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { MAIN: number }).MAIN;
}

/** The figure a page shows, as a number ("12,345" → 12345). */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replaceAll(',', ''));

test.describe(
  'points mall',
  oneBrand(
    'default',
    "redeeming and converting take nothing from the brand (PTSYS3 is off on angkor); the currency's figures are the wallet journey's",
    { firefox: true },
  ),
  () => {
    let startedAt = '';

    test.beforeEach(async ({ site, emulator }) => {
      startedAt = '';
      test.skip(!('points-mall' in site.plugins), 'points-mall not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.PTSYS3, 'the merchant has PTSYS3 off');
      startedAt = new Date(Date.now() - 1000).toISOString();
    });
    test.afterEach(async ({ request, emulator }) => {
      if (!startedAt) return; // skipped: nothing was changed
      // The journey's exchange and conversion go, with their points, money and stock: mall01 is as seeded.
      const res = await request.delete(
        `${EMULATOR}/__emulator/points?merchant=${emulator.merchant}&member=${account}&since=${startedAt}`,
      );
      expect(res.ok()).toBeTruthy();
    });

    test('a member redeems goods with the funds password, sees it approved, and converts cash to points', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      test.setTimeout(120_000);
      const { p, m } = texts(lang);
      const merchant = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      const scale = currencyScaleOf(merchant.currency);
      const name = earbuds.name[lang as 'EN' | 'CN' | 'KM'];

      await signInAs(page, request, emulator, account, password);
      await page.goto('/pointMall');
      await expect(page.getByRole('heading', { name: p('title'), level: 1 })).toBeVisible();
      await expect(page.getByTestId('point-balance')).toHaveText(
        openingPoints.toLocaleString('en-US'),
      );
      await expect(page.getByRole('heading', { name: p('summary.title') })).toBeVisible();
      await expect(page.getByText(p('summary.never_expire'), { exact: true })).toBeVisible();

      // Goods tab: the earbuds cost points and cash; the dialog shows both and pays from the main wallet.
      await page.getByRole('tab', { name: p('kinds.GOODS') }).click();
      await page.getByRole('button', { name: `${p('goods.redeem')} ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: p('redeem.title', { name }) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(p('redeem.pay_from'))).toHaveValue('MAIN');
      await expect(dialog.getByTestId('redeem-points')).toHaveText(
        earbuds.points.toLocaleString('en-US'),
      );
      await expect(dialog.getByTestId('redeem-amount')).toHaveText(
        formatAmount(earbuds.dollars * scale),
      );
      const cashBefore = await mainWallet(request, emulator.merchant);
      await dialog
        .getByLabel(p('redeem.address'), { exact: true })
        .fill('1 Main Street, Phnom Penh');
      await dialog.getByLabel(p('redeem.phone'), { exact: true }).fill('+855 12 345 678');
      await dialog.getByLabel(m('funds_password.label'), { exact: true }).fill(fundsPassword);
      // A double click is one intent: one idempotency key, one exchange.
      await dialog.getByRole('button', { name: p('redeem.submit') }).dblclick();
      const done = dialog.getByRole('status');
      await expect(done).toContainText(p('redeem.done_title'));

      const listed = await request.get(
        `${EMULATOR}/__emulator/points/redemptions?merchant=${emulator.merchant}&member=${account}`,
      );
      const mine = (await listed.json()) as { transactionNo: string; status: string }[];
      expect(mine).toHaveLength(1);
      expect(mine[0]!.status).toBe('APPLYING');
      const number = mine[0]!.transactionNo;
      await expect(done).toContainText(number);
      expect(await mainWallet(request, emulator.merchant)).toBeCloseTo(
        cashBefore - earbuds.dollars * scale,
        2,
      );
      await dialog.getByRole('button', { name: p('redeem.back') }).click();
      await expect(page.getByTestId('point-balance')).toHaveText(
        (openingPoints - earbuds.points).toLocaleString('en-US'),
      );

      // The exchange record: In Process, then Approved after the merchant approves it.
      await page.goto('/member/pointRecords');
      const table = page.getByRole('table', { name: p('records.exchanges_caption') });
      const row = table.getByRole('row').filter({ hasText: number });
      await expect(row).toContainText(p('status.applying'));
      await expect(row).toContainText(name);
      const approved = await request.post(
        `${EMULATOR}/__emulator/points/redemptions/${number}/approve`,
      );
      expect(await approved.json()).toMatchObject({ status: 'APPROVED', changed: true });
      await page.reload();
      await expect(row).toContainText(p('status.approved'));

      // Cash to points: the points rise by the figure shown, the main wallet falls by the amount.
      await page.goto('/pointMall');
      const pointsBefore = await figure(page, 'point-balance');
      const convert = page.getByRole('region', { name: p('convert.title') });
      const amount = 20 * scale;
      await convert
        .getByLabel(p('convert.amount', { currency: merchant.currency }), { exact: true })
        .fill(String(amount));
      const preview = convert.getByTestId('convert-preview');
      await expect(preview).not.toHaveText(p('convert.you_get', { points: '0' }));
      const shown = Number(/[\d,]+/.exec(await preview.innerText())![0].replaceAll(',', ''));
      expect(shown).toBeGreaterThan(0);
      const cashBeforeConvert = await mainWallet(request, emulator.merchant);
      await convert.getByLabel(m('funds_password.label'), { exact: true }).fill(fundsPassword);
      await convert.getByRole('button', { name: p('convert.submit') }).click();
      await expect(convert.getByRole('status')).toContainText(
        p('convert.done', {
          amount: formatAmount(amount),
          points: shown.toLocaleString('en-US'),
          balance: (pointsBefore + shown).toLocaleString('en-US'),
        }),
      );
      await expect(page.getByTestId('point-balance')).toHaveText(
        (pointsBefore + shown).toLocaleString('en-US'),
      );
      expect(await mainWallet(request, emulator.merchant)).toBeCloseTo(
        cashBeforeConvert - amount,
        2,
      );
    });
  },
);
