import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signInAs } from './support/apiLogin';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import type { LocaleBundle } from '../../scripts/lib/locale-files';
import { EMULATOR, expect, locale, test, translate, type EmulatorControl } from './support/site';

/** The contract panel's once-per-session mark (plugins/contracts/panel/watchSignIn.ts). */
const PANEL_SEEN_KEY = 'wl.contracts.panelSeen';
const PASSWORD = 'Agent1234';
const DAY_MS = 86_400_000;
/** The offer of the journey: 50.00 per betting unit of 10,000 once the team bets 1,000.00 with one active member. */
const UNIT = 10_000;
const PER_UNIT = 50;

const amountText = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const parseAmount = (text: string) => Number(text.replace(/,/g, ''));

async function control(api: APIRequestContext, method: 'post' | 'put', path: string, data: object) {
  const res = await api[method](`${EMULATOR}${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

async function expectAccessible(page: Page) {
  const audit = await auditPage(page);
  expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
}

/** Back to the seeded contracts of agent01, agent11 and agent12, on the real clock. */
async function restore(api: APIRequestContext, merchant: string) {
  await control(api, 'put', '/__emulator/clock', { now: null });
  await control(api, 'post', `/__emulator/merchants/${merchant}/contracts/reset`, {});
}

/**
 * An account's records (§2 transactionHistory) show a contract payment: the row of `type` between
 * `pair` with `amount`. The browser's clock is set to the emulator's day, since the records' date
 * range ends "today".
 */
async function expectContractRecord(
  page: Page,
  who: string,
  {
    type,
    pair,
    amount,
    day,
    records,
  }: { type: string; pair: string; amount: string; day: Date; records: LocaleBundle },
) {
  await page.clock.setFixedTime(day);
  await page.goto(`/member/transactionHistory?type=${type}`);
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: pair })
    .filter({ hasText: translate(records, `types.${type}`) })
    .first();
  await expect(row, `${who}'s account record`).toContainText(amount);
}

/** An agent signed in through the platform, in a browser context of its own: its first page load lands signed in. */
async function agentPage(
  newContext: () => Promise<BrowserContext>,
  api: APIRequestContext,
  emulator: EmulatorControl,
  account: string,
  { withPanel }: { withPanel: boolean },
): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  await skipAnnouncementPopups(page);
  if (!withPanel)
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PANEL_SEEN_KEY);
  await signInAs(page, api, emulator, account, PASSWORD);
  return page;
}

/**
 * Issue 14 "Done when", contracts part: agent01 proposes a daily salary to agent11, agent11 accepts
 * it (from the contract panel, as that agent, logged in), the emulator's clock moves a day, both
 * see the salary paid (the settlement history, both accounts' records), and a lower offer shows
 * the lower-rate rule, naming agent12, before anything is sent.
 */
test.describe('contracts', () => {
  test.beforeEach(async ({ site, emulator }) => {
    test.skip(!('contracts' in site.plugins), 'contracts not enabled on this site');
    const modules = await emulator.getModules();
    test.skip(
      !modules.AGENTPOLICY3 || !modules.DAILYSALCONT3,
      'daily salary contracts are off on this merchant',
    );
  });

  test(
    'a daily salary is proposed, accepted, paid a day later, and a lower rate is explained',
    oneBrand('default', 'daily salary contracts take nothing from the brand', { firefox: true }),
    async ({ newContext, request, emulator, lang }) => {
      test.slow(); // two agents, two browser contexts, a day of settlement
      const texts = locale('contracts', lang);
      const records = locale('records', lang);
      const tx = (key: string, vars: Record<string, string | number> = {}) =>
        translate(texts, key, vars);
      const daily = tx('kinds.daily.title');
      await restore(request, emulator.merchant);
      try {
        // agent01 proposes a daily salary to its direct downline agent11
        const upline = await agentPage(newContext, request, emulator, 'agent01', {
          withPanel: false,
        });
        await upline.goto('/agentHome/agentDailyWages2');
        await expect(upline.getByRole('heading', { level: 2, name: daily })).toBeVisible();
        const propose = async (amount: string, audit = false) => {
          await upline.getByRole('button', { name: tx('propose.open') }).click();
          const dialog = upline.getByRole('dialog', { name: tx('propose.title.daily') });
          await dialog.getByLabel(tx('propose.downline'), { exact: true }).fill('agent11');
          await dialog.getByLabel(tx('fields.bettingUnit'), { exact: true }).fill(String(UNIT));
          await dialog.getByLabel(tx('fields.volume'), { exact: true }).fill('1000');
          await dialog.getByLabel(tx('fields.minActiveMembers'), { exact: true }).fill('1');
          await dialog.getByLabel(tx('fields.amount'), { exact: true }).fill(amount);
          if (audit) await expectAccessible(upline); // the form with its tiers, in a dialog
          await dialog.getByRole('button', { name: tx('propose.send') }).click();
        };
        await propose(String(PER_UNIT), true);
        await expect(
          upline
            .getByRole('status')
            .filter({ hasText: tx('propose.done', { downline: 'agent11' }) }),
        ).toBeVisible();

        // agent11, signed in in its own browser, meets the request in the contract panel and accepts it
        const downline = await agentPage(newContext, request, emulator, 'agent11', {
          withPanel: true,
        });
        await downline.goto('/agentHome');
        const panel = downline.getByRole('dialog', { name: tx('panel.title') });
        await expect(panel.getByText('agent01', { exact: true })).toBeVisible();
        await expectAccessible(downline);
        await panel.getByRole('link', { name: tx('panel.open_page', { type: daily }) }).click();
        await expect(downline).toHaveURL(/\/agentHome\/agentDailyWages2\?tab=requests$/);
        const requests = downline.getByRole('table', { name: tx('requests.caption') });
        await requests.getByRole('button', { name: `${tx('requests.accept')}, agent01` }).click();
        const answer = downline.getByRole('dialog', { name: tx('answer.title.contract.accept') });
        await answer.getByRole('button', { name: tx('answer.confirm.accept') }).click();
        await expect(
          downline
            .getByRole('status')
            .filter({ hasText: tx('answer.done.contract.accept', { from: 'agent01' }) }),
        ).toBeVisible();

        // agent11's team bets today; a day later the platform settles and pays the salary
        await control(
          request,
          'post',
          `/__emulator/merchants/${emulator.merchant}/members/player11/bets`,
          {
            amount: 1000,
            count: 20,
          },
        );
        const advanced = await control(request, 'post', '/__emulator/clock/advance', {
          ms: DAY_MS,
        });
        const emulatorNow = new Date(String(advanced.now));

        // agent01 sees the settlement PAID, the amount its contract gives for the day's volume
        await upline.reload();
        const mine = upline.getByRole('table', { name: tx('list.caption.upline') });
        await mine.getByRole('button', { name: `${tx('list.details')}, agent11` }).click();
        const history = upline.getByRole('table', {
          name: tx('history.caption', { upline: 'agent01', downline: 'agent11' }),
        });
        const paid = history
          .getByRole('row')
          .filter({ has: upline.getByRole('cell', { name: tx('settlement.PAID'), exact: true }) })
          .first();
        await expect(paid).toBeVisible();
        await expectAccessible(upline); // the contract's terms, tiers and settlements
        const cells = await paid.getByRole('cell').allTextContents();
        // period, team volume, active players, amount, status, paid on, actions
        const volume = parseAmount(cells[1]!);
        expect(volume).toBeGreaterThanOrEqual(20_000);
        const salary = Math.floor(volume / UNIT) * PER_UNIT;
        expect(parseAmount(cells[3]!)).toBe(salary);

        // both accounts' records show it: a debit for agent01, a credit for agent11
        for (const [who, page, signed] of [
          ['agent01', upline, amountText(-salary)],
          ['agent11', downline, amountText(salary)],
        ] as const)
          await expectContractRecord(page, who, {
            type: 'SALARY',
            pair: 'agent01 → agent11',
            amount: signed,
            day: emulatorNow,
            records,
          });

        // a lower rate than agent11 gives agent12 (1.50): the rule is explained before anything is sent
        await upline.goto('/agentHome/agentDailyWages2');
        await propose('1');
        const confirm = upline.getByRole('dialog', { name: tx('propose.confirm_title') });
        // What agent11 gives agent12 is the platform's figure (its rate per 10,000 of volume).
        const rule = translate(texts, 'rule.proposal', {
          offered: '1.00',
          theirs: '\u0000',
          upline: 'agent11',
          downline: 'agent12',
        })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('\u0000', '[\\d,]+\\.\\d{2}');
        await expect(confirm.getByText(new RegExp(`^${rule}$`))).toBeVisible();
        await confirm.getByRole('button', { name: tx('actions.cancel') }).click();
        await expect(confirm).toBeHidden();
        await upline.context().close();
        await downline.context().close();
      } finally {
        await restore(request, emulator.merchant);
      }
    },
  );
  test(
    'an upline pays a due dividend once, with one key for a double click, and both records show it',
    oneBrand(
      'default',
      'dividend contracts take nothing from the brand (SIGNCONDIV3 is off on angkor)',
    ),
    async ({ newContext, request, emulator, lang }, testInfo) => {
      test.skip(!(await emulator.getModules()).SIGNCONDIV3, 'dividend contracts are off');
      const texts = locale('contracts', lang);
      const records = locale('records', lang);
      const tx = (key: string, vars: Record<string, string | number> = {}) =>
        translate(texts, key, vars);
      await restore(request, emulator.merchant);
      try {
        // The seed leaves agent13's last dividend to agent14 due (emulator/seed/contracts.ts); paid
        // money stays paid, so a day of team losses makes one more due whatever ran before. A retry
        // starts on a later day: today's period was settled by the attempt before.
        if (testInfo.retry > 0)
          await control(request, 'post', '/__emulator/clock/advance', {
            ms: testInfo.retry * DAY_MS,
          });
        await control(
          request,
          'post',
          `/__emulator/merchants/${emulator.merchant}/members/player14/bets`,
          { amount: 100, count: 10 },
        );
        const advanced = await control(request, 'post', '/__emulator/clock/advance', {
          ms: DAY_MS,
        });
        const emulatorNow = new Date(String(advanced.now));
        const upline = await agentPage(newContext, request, emulator, 'agent13', {
          withPanel: false,
        });
        await upline.goto('/agentHome/agentDividendRecordCopy2');
        const mine = upline.getByRole('table', { name: tx('list.caption.upline') });
        await mine.getByRole('button', { name: `${tx('list.details')}, agent14` }).click();
        const history = upline.getByRole('table', {
          name: tx('history.caption', { upline: 'agent13', downline: 'agent14' }),
        });
        const due = history
          .getByRole('row')
          .filter({ has: upline.getByRole('cell', { name: tx('settlement.DUE'), exact: true }) })
          .first();
        await expect(due).toBeVisible();
        const period = (await due.getByRole('cell').first().textContent()) ?? '';
        // period, the kind's figures, amount, status, paid on, actions: the amount precedes the status
        const cells = (await due.getByRole('cell').allTextContents()).map((text) => text.trim());
        const amount = cells[cells.indexOf(tx('settlement.DUE')) - 1];
        expect(amount, 'the due amount').toBeTruthy();

        const keys: string[] = [];
        upline.on('request', (r) => {
          // The list and history reads go to the same call, without a key: only money carries one.
          const key = r.headers()['idempotency-key'];
          if (r.url().includes('/wps/relay/MCSFE_processContractDividend') && key) keys.push(key);
        });
        await due.getByRole('button', { name: new RegExp(`^${tx('pay.open')}, `) }).click();
        const dialog = upline.getByRole('dialog', { name: tx('pay.title') });
        await expectAccessible(upline);
        await dialog.getByRole('button', { name: tx('pay.confirm') }).dblclick();
        await expect(
          upline.getByText(tx('pay.done', { amount: amount!, downline: 'agent14' })),
        ).toBeVisible();
        expect(keys.length, 'pay calls').toBeGreaterThanOrEqual(1);
        expect(new Set(keys).size, 'one intent, one key').toBe(1);
        expect(keys[0]).toMatch(/\S{8,}/);

        // The period is paid now, and nothing of it is due any more.
        const paidRow = history.getByRole('row').filter({ hasText: period });
        await expect(
          paidRow.getByRole('cell', { name: tx('settlement.PAID'), exact: true }),
        ).toBeVisible();
        await expect(
          paidRow.getByRole('button', { name: new RegExp(`^${tx('pay.open')}, `) }),
        ).toHaveCount(0);

        // agent14's account record shows the credit, agent13's the debit.
        const downline = await agentPage(newContext, request, emulator, 'agent14', {
          withPanel: false,
        });
        for (const [who, page, signed] of [
          ['agent13', upline, `-${amount!}`],
          ['agent14', downline, amount!],
        ] as const)
          await expectContractRecord(page, who, {
            type: 'DIVIDEND',
            pair: 'agent13 → agent14',
            amount: signed,
            day: emulatorNow,
            records,
          });
        await upline.context().close();
        await downline.context().close();
      } finally {
        await restore(request, emulator.merchant);
      }
    },
  );
});
