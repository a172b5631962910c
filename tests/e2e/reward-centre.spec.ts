import type { Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { auditPage } from './support/axeAudit';
import {
  EMULATOR,
  expect,
  locale,
  pluginOptions,
  test,
  translate,
  type Lang,
} from './support/site';
import { replaceContent, restoreContent } from './support/siteContent';

/**
 * Reward centre and VIP (issue 13 points 2 and 7), as the demo member uses them: an announcement
 * links to the reward centre and lands on it; the centre menu's badge shows the claimable count;
 * the member claims a reward (granted to them through the emulator's control API, with an amount
 * the journey knows), sees the balance rise by exactly that amount and the badge drop by one;
 * then opens the VIP page and reads the level and the progress to the next one.
 */

const ACCOUNT = 'demo';
const PASSWORD = 'Demo1234';
const AMOUNT = 12.34;
const TITLE = { EN: 'Journey reward', CN: '旅程奖励', KM: 'រង្វាន់ដំណើរ' };

function texts(lang: Lang) {
  const bundles = {
    r: locale('reward-centre', lang),
    v: locale('vip', lang),
    c: locale('core', lang),
    a: locale('announcements', lang),
    wallet: locale('wallet', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { r: t('r'), v: t('v'), c: t('c'), a: t('a'), wallet: t('wallet') };
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
  'reward centre and VIP',
  oneBrand('default', 'claiming a reward and the VIP level take nothing from the brand', {
    firefox: true,
  }),
  () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ site, emulator }) => {
      test.skip(!('reward-centre' in site.plugins), 'reward-centre not enabled on this site');
      test.skip(!(await emulator.getModules()).REWCEN3, 'the merchant has REWCEN3 off');
    });
    test.afterEach(async ({ request, emulator }) => {
      // The granted reward goes again (its payment stays in the ledger), and the seeded content is back.
      const res = await request.delete(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/${ACCOUNT}/rewards`,
      );
      expect(res.ok()).toBeTruthy();
      await restoreContent(request, emulator.merchant);
    });

    test('the demo member follows an announcement to the reward centre, claims a reward and reads the VIP level', async ({
      page,
      request,
      emulator,
      site,
      lang,
    }) => {
      const { r, v, c, a, wallet } = texts(lang);
      const granted = await request.post(
        `${EMULATOR}/__emulator/merchants/${emulator.merchant}/members/${ACCOUNT}/rewards`,
        { data: { title: TITLE, amount: AMOUNT } },
      );
      expect(granted.status()).toBe(201);
      const title = TITLE[lang];

      // An announcement for members links to the reward centre (§2 Modals) and lands on it.
      const popups = pluginOptions(site, 'announcements')?.popups === true;
      if (popups)
        await replaceContent(request, emulator.merchant, {
          popups: [
            {
              title: 'Rewards are waiting',
              content: '<p>Claim them in the reward centre.</p>',
              execution: 'A',
              linkageType: 'REWARD_CENTER',
            },
          ],
        });
      await signInAs(page, request, emulator, ACCOUNT, PASSWORD);
      if (popups) {
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: a('popup.title') });
        await expect(popup).toBeVisible({ timeout: 30_000 });
        await popup.getByRole('link', { name: a('browser.reward_center') }).click();
        await expect(popup).toBeHidden();
      } else {
        await page.goto('/member/rewardCenter');
      }
      await expect(page).toHaveURL(/\/member\/rewardCenter$/);
      await expect(page.getByRole('heading', { level: 2, name: r('title') })).toBeVisible();

      // The claimable tab's count and the centre menu's badge agree.
      const claimableTab = page.getByRole('tab').first();
      await expect(claimableTab).toHaveAttribute('aria-selected', 'true');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      const count = Number(/\d+/.exec((await claimableTab.textContent()) ?? '')?.[0]);
      expect(count).toBeGreaterThan(1);
      const menu = page.getByRole('navigation', { name: c('centre.member') });
      const entry = menu.getByRole('link', { name: new RegExp(`^${r('menu')}`) });
      await expect(entry).toHaveAccessibleName(`${r('menu')} ${c('badge.unread', { count })}`);

      const showsBalance = 'wallet' in site.plugins;
      const before = showsBalance ? await headerBalance(page, wallet('header.label')) : NaN;
      await expect(row).toContainText(formatAmount(AMOUNT));
      // A double click is one intent: one key, one payment.
      await row.getByRole('button', { name: r('claim_named', { title }) }).dblclick();
      await expect(
        page.getByText(r('claimed_reward', { title, amount: formatAmount(AMOUNT) })),
      ).toBeVisible();
      await expect(row).toBeHidden();
      await expect(entry).toHaveAccessibleName(
        `${r('menu')} ${c('badge.unread', { count: count - 1 })}`,
      );
      await expect(
        page.getByRole('tab', { name: r('tabs.claimable', { n: count - 1 }) }),
      ).toBeVisible();
      if (showsBalance)
        await expect
          .poll(() => headerBalance(page, wallet('header.label')), { timeout: 20_000 })
          .toBeCloseTo(before + AMOUNT, 2);
      const ledger = await request.get(`${EMULATOR}/__emulator/ledger/check`);
      expect(await ledger.json()).toMatchObject({ ok: true, keysAppliedTwice: 0 });

      // Claimed: the reward is listed there now.
      await page.getByRole('tab').nth(1).click();
      await expect(
        page
          .getByRole('table', { name: r('caption.claimed') })
          .getByRole('row')
          .filter({ hasText: title }),
      ).toBeVisible();
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);

      // VIP: the level and both progress bars, from the seeded deposits and bets.
      if ('vip' in site.plugins) {
        await menu.getByRole('link', { name: v('menu') }).click();
        await expect(page).toHaveURL(/\/member\/vipBonus$/);
        await expect(page.getByText(v('level.current', { name: 'VIP4' }))).toBeVisible();
        for (const name of [v('progress.deposit'), v('progress.turnover')]) {
          const bar = page.getByRole('progressbar', { name });
          await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
          const value = Number(await bar.getAttribute('aria-valuenow'));
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThan(100);
        }
        await expect(page.getByRole('table', { name: v('levels.caption') })).toBeVisible();
        const vipAudit = await auditPage(page);
        expect(vipAudit.blocking, vipAudit.blocking.join('\n')).toEqual([]);
      }
    });
  },
);
