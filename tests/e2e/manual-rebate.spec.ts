import type { Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { REBATE_MEMBER } from '../../emulator/seed/rebate';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPage } from './support/axeAudit';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * Manual rebate (issue 13 point 4, MANPLAYREB3) as a member uses it: from the account menu to the
 * member page, the claimable total read off the page, "claim all", the header balance up by exactly
 * that amount, the claimable down to 0 and the claim in the history. The member is rebate01 (seeded
 * with a week of bets and no claim), so the demo member's rebate stays as seeded; the control API
 * forgets the claim afterwards.
 */

const { account, password } = REBATE_MEMBER;

function texts(lang: Lang) {
  const bundles = {
    m: locale('manual-rebate', lang),
    c: locale('core', lang),
    wallet: locale('wallet', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { m: t('m'), c: t('c'), wallet: t('wallet') };
}

/** The first amount (1,234.56) in a text, as a number. */
function amountIn(text: string): number {
  const figure = /-?[\d,]+\.\d{2}/.exec(text)?.[0];
  return figure === undefined ? NaN : Number(figure.replaceAll(',', ''));
}

/** The header's main balance as a number, read from what the member sees. */
async function headerBalance(page: Page, label: string): Promise<number> {
  return amountIn(
    await page
      .getByRole('group', { name: label })
      .locator('.wl-wallet-header__balance')
      .innerText(),
  );
}

test.describe(
  'manual rebate',
  oneBrand(
    'default',
    'claiming the rebate takes nothing from the brand (MANPLAYREB3 is off on longhai)',
    { firefox: true },
  ),
  () => {
    test.beforeEach(async ({ site, emulator }) => {
      test.skip(!('manual-rebate' in site.plugins), 'manual-rebate not enabled on this site');
      test.skip(!(await emulator.getModules()).MANPLAYREB3, 'the merchant has MANPLAYREB3 off');
    });
    test.afterEach(async ({ request, emulator }) => {
      // The claim is forgotten (its payment stays in the ledger): the bets are claimable again.
      const res = await request.delete(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/${account}/rebate`,
      );
      expect(res.ok()).toBeTruthy();
    });

    test('a member claims the rebate and the balance rises by exactly the amount shown', async ({
      page,
      request,
      emulator,
      site,
      lang,
    }) => {
      test.setTimeout(90_000);
      const { m, c, wallet } = texts(lang);
      await signInAs(page, request, emulator, account, password);
      await page.goto('/');

      // From the account dropdown, as a person would.
      await page.getByRole('button', { name: c('header.account_menu', { name: account }) }).click();
      await page
        .locator('.wl-account-menu')
        .getByRole('link', { name: m('menu') })
        .click();
      await expect(page).toHaveURL(/\/member\/manualRebate$/);
      await expect(page.getByRole('heading', { name: m('title'), level: 2 })).toBeVisible();

      // The claimable lines per game type and vendor, with their rates, and the total they make.
      const lines = page.getByRole('table', { name: m('lines.caption') });
      await expect(lines).not.toHaveAttribute('aria-busy', 'true');
      await expect(lines.locator('tbody tr').first()).toContainText('%');
      const total = page.getByRole('status').filter({ hasText: m('claimable.total') });
      const shown = amountIn(await total.innerText());
      expect(shown).toBeGreaterThan(0);
      await expect(lines.locator('tfoot')).toContainText(formatAmount(shown));

      const showsBalance = 'wallet' in site.plugins;
      const before = showsBalance ? await headerBalance(page, wallet('header.label')) : NaN;
      // A double click is one intent: one idempotency key, one payment.
      await page.getByRole('button', { name: m('claim.all'), exact: true }).dblclick();
      const result = page.getByRole('status').filter({ hasText: m('result.title') });
      await expect(result.getByRole('heading', { name: m('result.title') })).toBeFocused();
      await expect(result).toContainText(m('result.body', { amount: formatAmount(shown) }));
      if (showsBalance)
        await expect
          .poll(() => headerBalance(page, wallet('header.label')), { timeout: 20_000 })
          .toBeCloseTo(before + shown, 2);

      // Nothing left to claim, and the claim heads the history.
      await expect(total.locator('strong')).toHaveText(formatAmount(0));
      await expect(page.getByRole('button', { name: m('claim.all'), exact: true })).toBeDisabled();
      const history = page.getByRole('table', { name: m('history.caption') });
      const rows = history.locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(formatAmount(shown));
      const reference = (await rows.first().getByRole('cell').nth(1).innerText()).trim();
      expect(reference).toMatch(/^RB\d+$/);
      await expect(result).toContainText(reference);

      // Paid once, by the ledger's own count.
      const check = await request.get(`${EMULATOR}/__emulator/ledger/check`);
      expect(await check.json()).toMatchObject({ ok: true, keysAppliedTwice: 0 });
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
    });
  },
);
