import type { Page } from '@playwright/test';
import { skipAnnouncementPopups } from './support/auth';
import { auditPage } from './support/axeAudit';
import { oneBrand } from './support/brands';
import { expect, locale, test, translate, type Lang } from './support/site';

/**
 * The agent portal's way in and out (issue 14 point 1, §2 /agent and /agentHome, §4 agent
 * logout, §6): a member is refused at /agent, a visitor at /agentHome lands on /agent, agent01
 * logs in on the agent page, sees the GMT offset, the ticking clock and the nickname, opens the
 * centre's pages, finds the agent entry of the player side's dropdown, and logs out to /agent.
 */

function texts(lang: Lang) {
  const core = locale('core', lang);
  const auth = locale('auth', lang);
  return {
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
    a: (key: string) => translate(auth, key),
    of: (plugin: string, key: string) => translate(locale(plugin, lang), key),
  };
}

async function logInOnAgentPage(page: Page, lang: Lang, account: string, password: string) {
  const { a } = texts(lang);
  const card = page.getByRole('region', { name: a('agent.login_title') });
  await card.getByLabel(a('login.username'), { exact: true }).fill(account);
  await card.getByLabel(a('login.password'), { exact: true }).fill(password);
  await card.getByRole('button', { name: a('login.submit') }).click();
}

test.describe(
  'agent portal',
  oneBrand('default', 'the agent login page and its centre take nothing from the brand'),
  () => {
    test.beforeEach(async ({ site, page }) => {
      test.skip(!('auth' in site.plugins), 'auth not enabled on this site');
      await skipAnnouncementPopups(page);
    });

    test('a member is refused, agent01 logs in, uses the centre and logs out to /agent', async ({
      page,
      lang,
      site,
      emulator,
    }) => {
      test.setTimeout(60_000);
      const { c, a, of } = texts(lang);
      const modules = await emulator.getModules();

      // A visitor who opens the agent centre lands on the agent login page.
      await page.goto('/agentHome');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(
        page.getByRole('heading', { level: 1, name: a('agent.headline') }),
      ).toBeVisible();
      // Its own look: no header, side menu or footer of the player site; the support hours.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByText(a('agent.support_hours'))).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(0); // no remember option
      expect((await auditPage(page)).blocking, 'axe on /agent').toEqual([]);

      // §2 affiliate application: "apply to become an agent" opens help's feedback form with
      // question type 6 (§3 "apply agent") chosen; the button is absent when help or FEEDBACK3 is off.
      const apply = page.getByRole('button', { name: a('agent.apply') });
      if ('help' in site.plugins && modules.FEEDBACK3) {
        await apply.click();
        const feedback = page.getByRole('dialog', { name: of('help', 'feedback.title') });
        const type = feedback.getByLabel(of('help', 'feedback.type'), { exact: true });
        await expect(type).toHaveValue('6');
        await expect(type.locator('option:checked')).toHaveText(of('help', 'feedback.types.6'));
        await feedback
          .getByRole('button', { name: c('actions.close') })
          .first()
          .click();
        await expect(feedback).toHaveCount(0);
      } else {
        await expect(apply).toHaveCount(0);
      }

      // §6: a member is refused with "non-agents cannot log in".
      await logInOnAgentPage(page, lang, 'demo', 'Demo1234');
      await expect(page.getByRole('alert')).toHaveText(c('errors.non_agent_login'));
      await expect(page).toHaveURL(/\/agent$/);

      // agent01 logs in and lands on the agent centre, at its first page. A dialog of its own
      // (the contract panel after sign-in) is the contracts journey's: close it when it shows.
      await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
        await dialog
          .getByRole('button', { name: c('actions.close') })
          .first()
          .click();
      });
      await logInOnAgentPage(page, lang, 'agent01', 'Agent1234');
      await expect(page).toHaveURL(/\/agentHome\/agentAnnouncement$/);
      const header = page.getByRole('main').locator('header');
      const offset = await page.evaluate(() => {
        const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'longOffset' })
          .formatToParts(new Date())
          .find((entry) => entry.type === 'timeZoneName')?.value;
        return !part || part === 'GMT' ? 'GMT+00:00' : part;
      });
      await expect(header.getByText(offset, { exact: true })).toBeVisible();
      const clock = header.locator('time');
      const first = await clock.textContent();
      await expect.poll(() => clock.textContent(), { timeout: 2500 }).not.toBe(first);
      const nickname = await page.evaluate(() => sessionStorage.getItem('nickname'));
      expect(nickname).toBeTruthy();
      await expect(header.getByText(nickname!, { exact: true })).toBeVisible();

      // The centre's pages, from its menu, each with its own heading.
      const menu = page.getByRole('navigation', { name: c('centre.agent') });
      const pages: [plugin: string, label: string, heading: string, on: boolean][] = [
        ['announcements', 'popup.title', 'popup.title', 'announcements' in site.plugins],
        ['deposit', 'menu', 'title', 'deposit' in site.plugins && modules.DEPOSIT === true],
        ['messages', 'menu', 'title', 'messages' in site.plugins && modules.INBOX3 === true],
      ];
      for (const [plugin, label, heading, on] of pages) {
        if (!on) continue;
        await menu.getByRole('link', { name: of(plugin, label), exact: true }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: of(plugin, heading), exact: true }),
        ).toBeVisible();
      }
      expect((await auditPage(page)).blocking, 'axe on the agent centre').toEqual([]);

      // §2 Header: on the player side the account dropdown has the agent entry.
      await header.getByRole('link', { name: c('agent_header.player_site') }).click();
      await expect(page).toHaveURL(/\/$/);
      await page
        .getByRole('button', { name: c('header.account_menu', { name: 'agent01' }) })
        .click();
      await page.getByRole('link', { name: c('agent_header.menu_entry'), exact: true }).click();
      await expect(page).toHaveURL(/\/agentHome(\/agentAnnouncement)?$/);

      // §4: an agent's logout returns to /agent.
      await page
        .getByRole('main')
        .locator('header')
        .getByRole('button', { name: c('agent_header.sign_out') })
        .click();
      await expect(page).toHaveURL(/\/agent$/);
      await expect(
        page.getByRole('heading', { level: 1, name: a('agent.headline') }),
      ).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });
  },
);
