import type { APIRequestContext } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { skipAnnouncementPopups } from './support/auth';
import { EMULATOR, expect, locale, test, translate, type Lang } from './support/site';

/**
 * Red envelopes (§2 further member areas) as the demo member uses them: opens one envelope with a
 * double click, sees the amount won, the wallet holds exactly that much more, one envelope fewer
 * is left (paid once) and the envelope is in the history.
 */

function texts(lang: Lang) {
  const p = locale('promotions', lang);
  return (key: string, vars?: Record<string, string | number>) => translate(p, key, vars);
}

async function mainBalance(api: APIRequestContext, merchant: string): Promise<number> {
  const res = await api.get(`${EMULATOR}/__emulator/merchants/${merchant}/members/demo/wallets`);
  return ((await res.json()) as { MAIN: number }).MAIN;
}

test.describe(
  'red envelopes',
  oneBrand('default', 'opening an envelope takes nothing from the brand'),
  () => {
    const reset = async (request: APIRequestContext, merchant: string) => {
      const res = await request.delete(
        `${EMULATOR}/__emulator/merchants/${merchant}/members/demo/promotions`,
      );
      expect(res.ok()).toBeTruthy();
    };
    test.beforeEach(async ({ site, emulator, request }) => {
      test.skip(!('promotions' in site.plugins), 'promotions not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.REWCEN3, 'the merchant has REWCEN3 off');
      await reset(request, emulator.merchant);
    });
    test.afterEach(async ({ request, emulator }) => reset(request, emulator.merchant));

    test('the demo member opens an envelope once, even on a double click, and is paid its amount', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      test.setTimeout(90_000);
      const t = texts(lang);
      await skipAnnouncementPopups(page);
      await signInAs(page, request, emulator, 'demo', 'Demo1234');
      await page.goto('/member/redEnvelope');
      await expect(
        page.getByRole('heading', { name: t('redEnvelope.title'), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(t('redEnvelope.left_other', { count: 3 }))).toBeVisible();
      const history = page.getByRole('table', { name: t('redEnvelope.history.caption') });

      const before = await mainBalance(request, emulator.merchant);
      await page
        .getByRole('button', { name: t('redEnvelope.open') })
        .first()
        .dblclick();

      const won = page.getByTestId('red-envelope-won');
      await expect(won).toBeVisible();
      await expect(page.getByText(t('redEnvelope.left_other', { count: 2 }))).toBeVisible();
      const after = await mainBalance(request, emulator.merchant);
      const amount = Math.round((after - before) * 100) / 100;
      expect(amount).toBeGreaterThan(0);
      await expect(won).toHaveText(t('redEnvelope.won', { amount: formatAmount(amount) }));
      await expect(
        history.getByRole('cell', { name: formatAmount(amount), exact: true }),
      ).toBeVisible();
      // One envelope opened and paid: the balance stays where the one payment put it.
      await page.waitForTimeout(500);
      expect(await mainBalance(request, emulator.merchant)).toBeCloseTo(after, 2);
    });
  },
);
