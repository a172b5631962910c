import type { Locator, Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { merchantSeeds } from '../../emulator/seed/merchants';
import {
  WITHDRAW_FUNDS_PASSWORD,
  WITHDRAW_MEMBERS,
  withdrawSettingsOf,
} from '../../emulator/seed/withdrawals';
import { signInAs } from './support/apiLogin';
import { withdrawTexts } from './support/withdrawTexts';
import { skipAnnouncementPopups } from './support/auth';
import { everyBrand } from './support/brands';
import { forgetWithdrawals, mainBalanceOf, setMainBalance } from './support/memberMoney';
import { expect, test } from './support/site';

/**
 * Money views tell the truth (issue 28): one member in two tabs. A withdrawal in one tab shows in
 * the other's header at once (the member's tabs tell each other, BroadcastChannel); money moved
 * where no tab was told shows when the tab comes back into view; and a tab that still shows more
 * than there is, asked for more than there is, gets the platform's refusal and then the
 * platform's balance.
 */

/** Exactly this figure at the end of a text (after the currency symbol), not a longer one. */
function endsWithFigure(amount: number): RegExp {
  return new RegExp(`(?:^|[^\\d,.])${formatAmount(amount).replace(/[.,]/g, '\\$&')}$`);
}

/**
 * The tab goes out of view (another tab in front, the window minimised) or comes back, as the
 * browser tells a page: `document.visibilityState` and a `visibilitychange` that bubbles from the
 * document to the window. Headless Chromium keeps every tab visible, whichever is in front, so the
 * journey says it for the browser; coming back, the window gets its focus too.
 */
async function setTabInView(tab: Page, inView: boolean): Promise<void> {
  if (inView) await tab.bringToFront();
  await tab.evaluate((visible) => {
    const state = visible ? 'visible' : 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event(visible ? 'focus' : 'blur'));
  }, inView);
}

const { account, password } = WITHDRAW_MEMBERS.ready;

test.describe(
  'money views',
  everyBrand(
    "the header wallet and the withdrawal form follow each brand's plugins, currency and withdrawal rules",
  ),
  () => {
    let startedAt = '';
    let opening: number | null = null;

    test.beforeEach(async ({ site, emulator, request }) => {
      test.skip(!('wallet' in site.plugins), 'wallet not enabled on this site');
      test.skip(!('withdraw' in site.plugins), 'withdraw not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(!modules.WITHDRAW, 'the merchant has WITHDRAW off');
      startedAt = new Date(Date.now() - 1000).toISOString();
      opening = await mainBalanceOf(request, emulator.merchant, account);
    });
    test.afterEach(async ({ request, emulator }) => {
      if (opening === null) return;
      // The journey's withdrawals go with their holds, then the balance is as it was before.
      await forgetWithdrawals(request, emulator.merchant, account, startedAt);
      await setMainBalance(request, emulator.merchant, account, opening);
      opening = null;
    });

    test('two tabs of one member show the balance the platform holds', async ({
      page,
      context,
      request,
      emulator,
      lang,
    }) => {
      const { w, c, wallet } = withdrawTexts(lang);
      const merchant = merchantSeeds.find((seed) => seed.code === emulator.merchant)!;
      const rules = withdrawSettingsOf(merchant);
      const before = opening!;
      const header = (tab: Page): Locator =>
        tab
          .getByRole('group', { name: wallet('header.label') })
          .locator('.wl-wallet-header__balance');
      const withdrawable = (tab: Page): Locator =>
        tab
          .locator('.wl-withdraw__facts > div')
          .filter({ hasText: w('form.withdrawable') })
          .locator('dd');
      const form = (tab: Page) => ({
        amount: tab.getByLabel(w('form.amount', { currency: merchant.currency }), { exact: true }),
        funds: tab.getByLabel(c('funds_password.label'), { exact: true }),
        submit: tab.getByRole('button', { name: w('form.submit') }),
      });

      // Tab A, and tab B opened from it: the same session (sessionStorage is copied to it).
      await skipAnnouncementPopups(page);
      await signInAs(page, request, emulator, account, password);
      await page.goto('/member/withdraw');
      await expect(header(page)).toHaveText(endsWithFigure(before));
      const [tabB] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate(() => void window.open('/member/withdraw', '_blank')),
      ]);
      await expect(header(tabB)).toHaveText(endsWithFigure(before));
      await expect(withdrawable(tabB)).toHaveText(endsWithFigure(before));

      // Tab B is counted from here: whatever it reads again, it reads without being asked.
      let balanceReadsInB = 0;
      tabB.on('request', (r) => {
        if (r.url().includes('/wps/v2/wallets/balance')) balanceReadsInB += 1;
      });

      // A withdraws; B's header and withdrawable balance follow at once, its refresh untouched.
      const amount = rules.min + 1.23;
      await page.bringToFront();
      const a = form(page);
      await a.amount.fill(formatAmount(amount));
      await a.funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await a.submit.click();
      await expect(page.getByRole('heading', { name: w('success.title') })).toBeFocused();
      await expect(header(page)).toHaveText(endsWithFigure(before - amount));
      await expect(header(tabB)).toHaveText(endsWithFigure(before - amount), { timeout: 5_000 });
      await expect(withdrawable(tabB)).toHaveText(endsWithFigure(before - amount));
      expect(balanceReadsInB).toBeGreaterThan(0);

      // B goes out of view; money moves where no tab is told (the platform's side). B still shows
      // the old figure and reads nothing; back in view, it reads the balance again.
      await setTabInView(tabB, false);
      const readsWhileHidden = balanceReadsInB;
      const elsewhere = 1234.56;
      await setMainBalance(request, emulator.merchant, account, elsewhere);
      await expect(header(page)).toHaveText(endsWithFigure(before - amount));
      await expect(header(tabB)).toHaveText(endsWithFigure(before - amount));
      expect(balanceReadsInB).toBe(readsWhileHidden);
      await setTabInView(tabB, true);
      await expect(header(tabB)).toHaveText(endsWithFigure(elsewhere), { timeout: 5_000 });
      await expect(withdrawable(tabB)).toHaveText(endsWithFigure(elsewhere));

      // Less again, unknown to B: B asks for more than there is, within what it still shows. The
      // platform refuses, and both tabs then show the platform's balance, not the stale one.
      const truth = 234.56;
      const asked = 300;
      expect(asked).toBeGreaterThanOrEqual(rules.min);
      await setMainBalance(request, emulator.merchant, account, truth);
      const b = form(tabB);
      await b.amount.fill(formatAmount(asked));
      await b.funds.fill(WITHDRAW_FUNDS_PASSWORD);
      await b.submit.click();
      await expect(
        tabB.getByRole('alert').filter({ hasText: c('errors.insufficient_balance') }),
      ).toBeVisible();
      await expect(header(tabB)).toHaveText(endsWithFigure(truth), { timeout: 5_000 });
      await expect(withdrawable(tabB)).toHaveText(endsWithFigure(truth));
      await expect(header(page)).toHaveText(endsWithFigure(truth), { timeout: 5_000 });
    });
  },
);
