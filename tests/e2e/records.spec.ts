import type { Page } from '@playwright/test';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPage } from './support/axeAudit';
import { expect, locale, test, translate, type Lang } from './support/site';

/**
 * Records (issue 12 point 7): the demo member, who has 100,000 bets over 90 days, opens the
 * betting record from the account menu, picks the last 7 days, pages, filters by a vendor and
 * reloads onto the same view; then reads the account record (deposits, bonuses), the personal
 * profit/loss and the bonus details. Axe on each page. Reads only: nothing to restore.
 */

function texts(lang: Lang) {
  const records = locale('records', lang);
  // core's texts and its member-side bundle (dates, records) have no key in common
  const core = { ...locale('core', lang), ...locale('core-member', lang) };
  return {
    r: (key: string, vars?: Record<string, string | number>) => translate(records, key, vars),
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
  };
}

/** Waits until the table has its answer (no stale rows from the previous view). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
}

async function expectAccessible(page: Page) {
  const audit = await auditPage(page);
  expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
}

test.describe(
  'records',
  oneBrand(
    'default',
    'the bet, account, profit/loss and bonus records take nothing from the brand',
    { firefox: true },
  ),
  () => {
    test.beforeEach(async ({ site }) => {
      test.skip(!('records' in site.plugins), 'records not enabled on this site');
    });

    test('the demo member pages and filters the bet record, then reads the account record, profit/loss and bonuses', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      test.setTimeout(90_000);
      const { r, c } = texts(lang);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');

      // From the account dropdown, as a person would.
      await page.getByRole('button', { name: c('header.account_menu', { name: 'demo' }) }).click();
      await page
        .locator('.wl-account-menu')
        .getByRole('link', { name: r('menu.bets') })
        .click();
      await expect(page).toHaveURL(/\/member\/personalHistoryCopy/);
      await expect(page.getByRole('heading', { name: r('bets.title'), level: 2 })).toBeVisible();

      await page.getByRole('button', { name: c('dates.last_30_days') }).click();
      const last7 = page.getByRole('button', { name: c('dates.last_7_days') });
      await last7.click();
      await expect(last7).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByRole('table');
      await settled(page);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(20);
      const totals = table.locator('tfoot');
      const weekTotals = (await totals.textContent()) ?? '';
      const firstOfPage1 = (await rows.first().textContent()) ?? '';

      // Page 2: other rows, the same totals.
      await page.getByRole('button', { name: c('paginator.page', { page: 2 }) }).click();
      await expect(page).toHaveURL(/page=2/);
      await settled(page);
      await expect(rows.first()).not.toHaveText(firstOfPage1);
      await expect(totals).toHaveText(weekTotals);

      // One vendor: back to page 1, every row that vendor's, totals of that vendor only.
      const vendor = page.getByRole('combobox', { name: r('filters.vendor'), exact: true });
      await vendor.selectOption('PG');
      await expect(page).toHaveURL(/vendor=PG/);
      await expect(page).not.toHaveURL(/page=/);
      await settled(page);
      await expect(totals).not.toHaveText(weekTotals);
      const vendorName = (await vendor.locator('option:checked').innerText()).trim();
      await expect(rows.first().locator('td').nth(1)).toHaveText(vendorName);
      await expect(rows.locator('td:nth-child(2)', { hasNotText: vendorName })).toHaveCount(0);
      const pgTotals = (await totals.textContent()) ?? '';

      // A reload lands on the same view.
      await page.reload();
      await expect(vendor).toHaveValue('PG');
      await expect(last7).toHaveAttribute('aria-pressed', 'true');
      await settled(page);
      await expect(totals).toHaveText(pgTotals);
      await expectAccessible(page);

      // The account record: deposits and bonuses of the whole history.
      const centre = page.locator('.wl-centre__menu');
      await centre.getByRole('link', { name: r('menu.account') }).click();
      await expect(page.getByRole('heading', { name: r('account.title'), level: 2 })).toBeVisible();
      const from = page.getByLabel(c('dates.from'), { exact: true });
      await from.fill((await from.getAttribute('min'))!);
      await settled(page);
      const typeFilter = page.getByRole('combobox', { name: r('filters.type'), exact: true });
      for (const type of ['DEPOSIT', 'BONUS']) {
        await typeFilter.selectOption(type);
        await settled(page);
        await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(
          r(`types.${type}`),
        );
      }
      await expectAccessible(page);

      // Personal profit/loss: a total over the period.
      await centre.getByRole('link', { name: r('menu.profit') }).click();
      await expect(page.getByRole('heading', { name: r('profit.title'), level: 2 })).toBeVisible();
      await settled(page);
      await expect(page.getByTestId('profit-total')).toHaveText(/^-?[\d,]+\.\d{2}$/);
      await expect(table.locator('tfoot')).toContainText(r('profit.total'));
      await expectAccessible(page);

      // Bonus details: the promotions that paid.
      await centre.getByRole('link', { name: r('menu.bonus') }).click();
      await expect(page.getByRole('heading', { name: r('bonus.title'), level: 2 })).toBeVisible();
      await page.getByRole('button', { name: c('dates.last_30_days') }).click();
      await settled(page);
      await expect(table.locator('tbody tr').first().locator('td').nth(3)).toHaveText(
        /^[\d,]+\.\d{2}$/,
      );
      await expectAccessible(page);
    });
  },
);
