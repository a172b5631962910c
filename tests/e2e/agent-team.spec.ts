import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { signInAs } from './support/apiLogin';
import { scanQrCode } from './support/scanQrCode';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { everyBrand, oneBrand } from './support/brands';
import { mainBalanceOf, setMainBalance } from './support/memberMoney';
import { EMULATOR, expect, locale, test, translate, type EmulatorControl } from './support/site';

/**
 * Agent team (issue 14 points 2 and 6, "Done when"): agent01 creates a downline agent account and
 * an invitation link whose QR code decodes to the link, finds the new downline in the team tree
 * by search and transfers 100.00 to it: the row's balance and agent01's wallet move by exactly
 * 100.00. The tree page with agent01's 1,000+ team stays under 1,400 DOM nodes.
 */

/** The contract panel's once-per-session mark (plugins/contracts): it must not cover this page. */
const PANEL_SEEN_KEY = 'wl.contracts.panelSeen';
const FUNDS_PASSWORD = '135790';
const DOM_BUDGET = 1400;

async function mainOf(api: APIRequestContext, merchant: string, account: string) {
  const res = await api.get(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${account}/wallets`,
  );
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { MAIN: number }).MAIN;
}

async function teamShape(api: APIRequestContext, merchant: string) {
  const res = await api.get(`${EMULATOR}/__emulator/merchants/${merchant}/members/agent01/team`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { size: number; depth: number };
}

/** axe-core with the routes journey's rules: no violation of any impact. */
async function expectAccessible(page: Page) {
  const audit = await auditPage(page);
  expect(
    [...audit.blocking, ...audit.minor],
    [...audit.blocking, ...audit.minor].join('\n'),
  ).toEqual([]);
}

async function signInAgent(page: Page, api: APIRequestContext, emulator: EmulatorControl) {
  await skipAnnouncementPopups(page);
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PANEL_SEEN_KEY);
  await page.goto('/agent');
  await signInAs(page, api, emulator, 'agent01', 'Agent1234');
}

test.describe(
  'agent-team',
  oneBrand(
    'default',
    'adding a downline and a link and transferring to it take nothing from the brand',
    { firefox: true },
  ),
  () => {
    test.beforeEach(async ({ site, emulator }) => {
      test.skip(!('agent-team' in site.plugins), 'agent-team not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(modules.AFFMAN3 !== true, 'AFFMAN3 is off on this site');
    });

    test('agent01 adds a downline and a link, finds the downline and transfers 100.00 to it', async ({
      page,
      newContext,
      request,
      emulator,
      lang,
    }) => {
      const texts = locale('agent-team', lang);
      const t = (key: string, vars?: Record<string, string | number>) =>
        translate(texts, key, vars);
      // A friend's browser opens the invitation link too (a page load of its own): 30 s was tight
      // on a loaded machine.
      test.setTimeout(60_000);
      const account = `jt${Date.now().toString(36)}`;
      await signInAgent(page, request, emulator);

      // register centre: a new downline agent account
      await page.goto('/agentHome/registerCenter');
      await expect(
        page.getByRole('heading', { level: 2, name: t('register.title') }),
      ).toBeVisible();
      await page.getByLabel(t('add.account'), { exact: true }).fill(account);
      await page.getByLabel(t('add.password'), { exact: true }).fill('Pass1234');
      await page.getByLabel(t('add.confirm'), { exact: true }).fill('Pass1234');
      await page.getByLabel(t('kind.agent'), { exact: true }).check();
      await page.getByRole('button', { name: t('add.submit') }).click();
      await expect(page.getByText(t('add.done', { account }))).toBeVisible();

      // link management: a new link whose QR code decodes to the link shown beside it
      await page.getByRole('tab', { name: t('register.tab_links') }).click();
      await page.getByLabel(t('links.note'), { exact: true }).fill(account);
      await page.getByRole('button', { name: t('links.create') }).click();
      // the links section's own list (a toast naming the new account is a list item too)
      const card = page
        .getByRole('region', { name: t('links.title') })
        .getByRole('listitem')
        .filter({ hasText: account });
      await expect(card).toBeVisible();
      const url = (await card.locator('.wl-agent-team__url').innerText()).trim();
      // Built on the share origin (core/runtime/shareOrigin.ts): the test server is plain http, so
      // the page's own origin rather than the brand's main domain, and a friend can follow it here.
      const origin = new URL(page.url()).origin;
      expect(url.startsWith(`${origin}/register?affiliateCode=`), url).toBe(true);
      expect(url).toMatch(/\/register\?affiliateCode=[A-Z0-9]{8}$/);
      const code = new URL(url).searchParams.get('affiliateCode')!;
      expect(await scanQrCode(page, t('links.qr_label', { code }))).toBe(url);
      await expectAccessible(page);
      const friend = await newContext();
      try {
        const friendPage = await friend.newPage();
        await skipAnnouncementPopups(friendPage);
        await friendPage.goto(url);
        const register = translate(locale('auth', lang), 'register.title');
        await expect(friendPage.getByRole('dialog', { name: register })).toBeVisible();
      } finally {
        await friend.close();
      }

      // team management: agent01's big team, one server page of it in the DOM
      const shape = await teamShape(request, emulator.merchant);
      expect(shape.size).toBeGreaterThanOrEqual(1000);
      expect(shape.depth).toBeGreaterThanOrEqual(3);
      await page.goto('/agentHome/downlineManagmentView');
      const table = page.getByRole('table', { name: t('team.caption_mine') });
      await expect(table.getByRole('cell', { name: 't01', exact: true })).toBeVisible();
      await table.getByRole('button', { name: `${t('team.view_team')} t01` }).click();
      await page
        .getByRole('table', { name: t('team.caption_of', { account: 't01' }) })
        .getByRole('button', { name: `${t('team.view_team')} t01a01` })
        .click();
      const players = page.getByRole('table', {
        name: t('team.caption_of', { account: 't01a01' }),
      });
      // Newest first: which of t01a01's 30-odd players make the first page depends on the brand's
      // seeded dates (t01a01p001 is not among longhai9's), so any of them will do.
      await expect(players.getByRole('cell', { name: /^t01a01p\d{3}$/ }).first()).toBeVisible();
      const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
      expect(nodes).toBeLessThan(DOM_BUDGET);
      test.info().annotations.push({ type: 'tree page DOM nodes', description: String(nodes) });
      const trail = page.getByRole('navigation', { name: t('team.breadcrumb') });
      await expect(trail.getByText('t01a01')).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);

      // the new downline by search, then the transfer
      await page.getByLabel(t('team.search_label')).fill(account);
      await page.getByRole('button', { name: t('team.search'), exact: true }).click();
      const found = page.getByRole('table', { name: t('team.caption_search', { query: account }) });
      const row = found.getByRole('row').filter({ hasText: account });
      await expect(row.getByRole('cell', { name: formatAmount(0), exact: true })).toBeVisible();
      const agentBefore = await mainOf(request, emulator.merchant, 'agent01');
      await row.getByRole('button', { name: `${t('team.transfer')} ${account}` }).click();
      const dialog = page.getByRole('dialog', { name: t('transfer.title', { account }) });
      await dialog.getByLabel(t('transfer.amount')).fill('100');
      await dialog
        .getByLabel(translate(locale('core', lang), 'funds_password.label'))
        .fill(FUNDS_PASSWORD);
      await dialog.getByRole('button', { name: t('transfer.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('cell', { name: formatAmount(100), exact: true })).toBeVisible();
      expect(await mainOf(request, emulator.merchant, account)).toBe(100);
      expect(
        Math.round((agentBefore - (await mainOf(request, emulator.merchant, 'agent01'))) * 100),
      ).toBe(10_000);
    });
  },
);

/**
 * A confirmed form starts clean (issue 28): the downline transfer dialog closes on success, and
 * opened again it is empty, shows no rule when focus merely passes through the amount, and takes
 * the next amount typed as any other. agent01 sends to player05; both wallets are put back after.
 */
test.describe(
  'agent-team, the transfer dialog again',
  everyBrand(
    "each brand's agent portal is its own (agent-team plugin, AFFMAN3), and the issue asks the reset of every brand with the form",
  ),
  () => {
    const DOWNLINE = 'player05';
    let before: { agent: number; downline: number } | null = null;

    test.beforeEach(async ({ site, emulator, request }) => {
      test.skip(!('agent-team' in site.plugins), 'agent-team not enabled on this site');
      const modules = await emulator.getModules();
      test.skip(modules.AFFMAN3 !== true, 'AFFMAN3 is off on this site');
      before = {
        agent: await mainBalanceOf(request, emulator.merchant, 'agent01'),
        downline: await mainBalanceOf(request, emulator.merchant, DOWNLINE),
      };
    });
    test.afterEach(async ({ request, emulator }) => {
      if (!before) return;
      // Both wallets as they were: the next journey on this worker finds the seeded figures.
      await setMainBalance(request, emulator.merchant, 'agent01', before.agent);
      await setMainBalance(request, emulator.merchant, DOWNLINE, before.downline);
      before = null;
    });

    test('after a transfer the dialog opens again empty and says nothing until typed in', async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      const texts = locale('agent-team', lang);
      const core = locale('core', lang);
      const t = (key: string, vars?: Record<string, string | number>) =>
        translate(texts, key, vars);
      const c = (key: string) => translate(core, key);
      await signInAgent(page, request, emulator);
      await page.goto('/agentHome/downlineManagmentView');

      await page.getByLabel(t('team.search_label')).fill(DOWNLINE);
      await page.getByRole('button', { name: t('team.search'), exact: true }).click();
      const row = page
        .getByRole('table', { name: t('team.caption_search', { query: DOWNLINE }) })
        .getByRole('row')
        .filter({ hasText: DOWNLINE });
      const balance = (value: number) =>
        row.getByRole('cell', { name: formatAmount(value), exact: true });
      const start = before!.downline;
      await expect(balance(start)).toBeVisible();

      const open = async () => {
        await row.getByRole('button', { name: `${t('team.transfer')} ${DOWNLINE}` }).click();
        const dialog = page.getByRole('dialog', {
          name: t('transfer.title', { account: DOWNLINE }),
        });
        await expect(dialog).toBeVisible();
        return {
          dialog,
          amount: dialog.getByLabel(t('transfer.amount'), { exact: true }),
          funds: dialog.getByLabel(c('funds_password.label'), { exact: true }),
          submit: dialog.getByRole('button', { name: t('transfer.submit') }),
          alerts: dialog.getByRole('alert'),
        };
      };
      const toasts = page.getByRole('status', { name: c('toast.region') });
      const done = (value: number) =>
        toasts.getByText(t('transfer.done', { amount: formatAmount(value), account: DOWNLINE }));

      // An amount typed and left, then sent: the dialog closes on success.
      let form = await open();
      await form.amount.fill('10');
      await form.amount.press('Tab');
      await form.funds.fill(FUNDS_PASSWORD);
      await expect(form.alerts).toHaveCount(0);
      await form.submit.click();
      await expect(form.dialog).toBeHidden();
      await expect(done(10)).toBeVisible();
      await expect(balance(start + 10)).toBeVisible();

      // Opened again: an empty form and no rule shown, not even once focus passed through the
      // amount (on to the funds password, whose own rule is not this journey's).
      form = await open();
      await expect(form.amount).toHaveValue('');
      await expect(form.funds).toHaveValue('');
      await expect(form.alerts).toHaveCount(0);
      await form.amount.focus();
      await form.amount.press('Tab');
      await expect(form.funds).toBeFocused();
      await expect(form.alerts.filter({ hasText: c('amount.required') })).toHaveCount(0);
      await expect(form.amount).not.toHaveAttribute('aria-invalid', 'true');

      // The next amount, typed, is taken and sent as any other.
      await form.amount.pressSequentially('123.45');
      await form.amount.press('Tab');
      await form.funds.fill(FUNDS_PASSWORD);
      await expect(form.alerts).toHaveCount(0);
      await form.submit.click();
      await expect(form.dialog).toBeHidden();
      await expect(done(123.45)).toBeVisible();
      await expect(balance(start + 133.45)).toBeVisible();
      expect(await mainBalanceOf(request, emulator.merchant, DOWNLINE)).toBeCloseTo(
        start + 133.45,
        2,
      );
    });
  },
);
