import { rebateRatesOf } from '../../emulator/seed/rebate';
import { formatRate } from '../../core/ui/money/formatRate';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPage } from './support/axeAudit';
import { expect, locale, test, translate, type Lang } from './support/site';

/**
 * The rebate programme's rates (§1 "VIP and rebate programmes"), as the demo member reads them:
 * from the member centre's menu to the VIP plugin's rates page, each of the brand's rates in the
 * table, no failure, no axe violation. On every site, longhai included, where MANPLAYREB3 is off
 * and the rates are the only rebate information a member sees; where it is on, the manual-rebate
 * page links to the same page rather than repeating it.
 */

const ACCOUNT = 'demo';
const PASSWORD = 'Demo1234';

function texts(lang: Lang) {
  const bundles = {
    v: locale('vip', lang),
    m: locale('manual-rebate', lang),
    c: locale('core', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { v: t('v'), m: t('m'), c: t('c') };
}

test.describe(
  'rebate rates',
  oneBrand(
    'default',
    "the rates page takes only its rates from the brand; the manual-rebate link with and without MANPLAYREB3 is the pages' component tests",
    { firefox: true },
  ),
  () => {
    test.beforeEach(({ site }) => {
      test.skip(!('vip' in site.plugins), 'vip not enabled on this site');
    });

    test('a member opens the rebate rates from the centre menu and reads the brand’s rates', async ({
      page,
      request,
      emulator,
      site,
      lang,
    }) => {
      test.setTimeout(90_000);
      const { v, m, c } = texts(lang);
      await signInAs(page, request, emulator, ACCOUNT, PASSWORD);
      await page.goto('/member');

      const menu = page.getByRole('navigation', { name: c('centre.member') });
      await menu.getByRole('link', { name: v('rebate.menu'), exact: true }).click();
      await expect(page).toHaveURL(/\/member\/rebateRates$/);
      await expect(page.getByRole('heading', { level: 2, name: v('rebate.title') })).toBeVisible();

      // Every rate the platform holds for the brand is a row: game type, vendor (or the default's
      // words) and the rate as a percentage.
      const table = page.getByRole('table', { name: v('rebate.caption') });
      const rates = rebateRatesOf(emulator.merchant);
      await expect(table.locator('tbody tr')).toHaveCount(rates.length);
      const [type, vendor, ppm] = rates.find(([, vendor]) => vendor !== '')!;
      const row = table.getByRole('row').filter({ hasText: vendor });
      await expect(row.getByRole('rowheader')).toHaveText(v(`rebate.game_types.${type}`));
      await expect(row.getByRole('cell').last()).toHaveText(formatRate(ppm / 1_000_000));
      await expect(page.getByRole('alert')).toHaveCount(0);
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      // Where the brand has the manual rebate, its page links here instead of listing the rates again.
      const manual = 'manual-rebate' in site.plugins && (await emulator.getModules()).MANPLAYREB3;
      if (manual) {
        await menu.getByRole('link', { name: m('menu'), exact: true }).click();
        await expect(page).toHaveURL(/\/member\/manualRebate$/);
        await page.getByRole('link', { name: m('rates_link') }).click();
        await expect(page).toHaveURL(/\/member\/rebateRates$/);
        await expect(table).toBeVisible();
      } else {
        await expect(menu.getByRole('link', { name: m('menu'), exact: true })).toHaveCount(0);
      }
    });
  },
);
