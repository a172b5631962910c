import {
  AUTHORIZATION_HEADER,
  bearerAuthorization,
  TOKEN_STORAGE_KEY,
} from '../../core/api/wire/token';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { CREDIT_MEMBER } from '../../emulator/seed/credit';
import { signInAs } from './support/apiLogin';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { readSignedInRoutes } from './support/mountedRoutes';
import { EMULATOR, expect, locale, test, translate } from './support/site';

/**
 * The credit report (§2, CREDITMAR3 read as credit play) as a member uses it. Where the platform
 * has the credit market on (angkor7), credit01 opens it from the account menu and reads its line
 * and its weekly settlements; elsewhere a member has no entry for it and neither address exists.
 * The demo member's page without a line is walked by the routes journey (heading and axe).
 */
test.describe('credit report', () => {
  test.beforeEach(({ site }) => {
    test.skip(!('credit-report' in site.plugins), 'credit-report not enabled on this site');
  });

  test(
    'credit01 opens its credit report from the account menu: the line and its weeks',
    oneBrand('angkor', 'the credit market (CREDITMAR3) is on for angkor7 alone', { firefox: true }),
    async ({ page, request, emulator, lang }) => {
      test.skip(!(await emulator.getModules()).CREDITMAR3, 'the merchant has CREDITMAR3 off');
      const core = locale('core', lang);
      const texts = locale('credit-report', lang);
      const t = (key: string, vars?: Record<string, string | number>) =>
        translate(texts, key, vars);
      const { account, password } = CREDIT_MEMBER;
      await skipAnnouncementPopups(page);
      await signInAs(page, request, emulator, account, password);
      await page.goto('/');

      await page
        .getByRole('button', { name: translate(core, 'header.account_menu', { name: account }) })
        .click();
      await page
        .locator('.wl-account-menu')
        .getByRole('link', { name: t('menu') })
        .click();
      await expect(page).toHaveURL(/\/member\/creditReport$/);
      await expect(page.getByRole('heading', { level: 2, name: t('title') })).toBeVisible();

      // The figures the platform gives this member, as the page must show them.
      const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
      const answer = await request.get(`${EMULATOR}/wps/relay/MCSFE_getCreditLine`, {
        headers: {
          Merchant: emulator.merchant,
          [AUTHORIZATION_HEADER]: bearerAuthorization(token!),
        },
      });
      const line = (await answer.json()).value as { limit: number; grantedBy: string };
      await expect(page.getByTestId('credit-limit')).toContainText(formatAmount(line.limit));
      await expect(page.getByText(line.grantedBy, { exact: true })).toBeVisible();

      // The last 30 days hold five or six weeks: the current one open, the oldest settled.
      const table = page.getByRole('table', { name: /\S/ }).filter({
        has: page.getByRole('columnheader', { name: t('periods.settlement') }),
      });
      const rows = table.locator('tbody tr');
      await expect(table).toHaveAttribute('aria-busy', 'false');
      expect(await rows.count()).toBeGreaterThanOrEqual(5);
      await expect(rows.first()).toContainText(t('status.OPEN'));
      await expect(rows.last()).toContainText(t('status.SETTLED'));
      await expect(table.locator('tfoot').getByRole('rowheader')).toHaveText(t('periods.total'));

      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      // The short address leads to the same page.
      await page.goto('/creditReport');
      await expect(page).toHaveURL(/\/member\/creditReport$/);
      await expect(page.getByRole('heading', { level: 2, name: t('title') })).toBeVisible();
    },
  );

  test(
    'where the credit market is off, a member has no entry and neither address exists',
    oneBrand('default', 'default has the credit market (CREDITMAR3) off'),
    async ({ page, request, emulator, lang }) => {
      test.skip(
        (await emulator.getModules()).CREDITMAR3 === true,
        'the merchant has CREDITMAR3 on',
      );
      const core = locale('core', lang);
      const texts = locale('credit-report', lang);
      await skipAnnouncementPopups(page);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/');

      await page
        .getByRole('button', { name: translate(core, 'header.account_menu', { name: 'demo' }) })
        .click();
      const menu = page.locator('.wl-account-menu');
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: translate(texts, 'menu') })).toHaveCount(0);

      const routes = await readSignedInRoutes(page);
      expect(routes.filter((route) => route.pluginId === 'credit-report')).toEqual([]);
      await page.goto('/creditReport');
      await expect(
        page.getByRole('heading', { level: 1, name: translate(core, 'not_found.title') }),
      ).toBeVisible();
      // The member centre knows no such page and opens its first one instead.
      await page.goto('/member/creditReport');
      await expect(page).not.toHaveURL(/\/member\/creditReport$/);
      await expect(
        page.getByRole('heading', { level: 2, name: translate(texts, 'title') }),
      ).toHaveCount(0);
    },
  );
});
