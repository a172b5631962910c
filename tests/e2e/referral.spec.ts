import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteConfig } from '../../generated/site';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { callsGatedOff, recordPlatformCalls } from './support/gatedCalls';
import { signInAs } from './support/apiLogin';
import { oneBrand } from './support/brands';
import { scanQrCode } from './support/scanQrCode';
import { auditPage } from './support/axeAudit';
import {
  lastCaptchaAnswer,
  lastSmsCode,
  registerSettings,
  skipAnnouncementPopups,
} from './support/auth';
import {
  EMULATOR,
  expect,
  locale,
  pluginOptions,
  test,
  translate,
  type EmulatorControl,
  type Lang,
} from './support/site';

/**
 * Referral (issue 13 point 5): the demo member follows the side menu's invite-friends button to
 * the referral page, copies the invite link, scans its QR code, and a friend registers through the
 * link in a browser of their own; back on the page the friend is listed and the reward credited.
 * Then §2's audiences: agent01's button leads to the agent register centre on every brand, and
 * where the programme is off (longhai9; switched off elsewhere) only agents get the button and
 * the member-centre page, which calls nothing the platform has switched off.
 */

function texts(lang: Lang) {
  const bundles = {
    r: locale('referral', lang),
    a: locale('auth', lang),
    c: locale('core', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { r: t('r'), a: t('a'), c: t('c') };
}

interface ControlReferrals {
  code: string;
  friends: { account: string; rewardCents: number }[];
}

const DEMO = { account: 'demo', password: 'Demo1234' };
const AGENT = { account: 'agent01', password: 'Agent1234' };
/** The two switches of the referral programme: it is on where either is. */
const REFERRAL_FLAGS = ['REFERRAL', 'REFERRAL.enabled'] as const;
/** The contract panel's once-per-session mark (plugins/contracts): it must not cover the page. */
const PANEL_SEEN_KEY = 'wl.contracts.panelSeen';

/** Signs the account in through the platform and opens the home page with the session. */
async function openSignedIn(
  page: Page,
  api: APIRequestContext,
  emulator: EmulatorControl,
  who: { account: string; password: string },
) {
  await skipAnnouncementPopups(page);
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PANEL_SEEN_KEY);
  await signInAs(page, api, emulator, who.account, who.password);
  await page.goto('/');
}

async function referralsOf(api: APIRequestContext, merchant: string) {
  const res = await api.get(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${DEMO.account}/referrals`,
  );
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ControlReferrals;
}

async function resetReferrals(api: APIRequestContext, merchant: string) {
  const res = await api.post(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${DEMO.account}/referrals/reset`,
  );
  expect(res.ok()).toBeTruthy();
}

async function mainBalance(api: APIRequestContext, merchant: string): Promise<number> {
  const res = await api.get(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${DEMO.account}/wallets`,
  );
  return ((await res.json()) as { MAIN: number }).MAIN;
}

/** The username form as a new player fills it: the required fields, the SMS code and the captcha. */
async function fillRegistration(
  page: Page,
  api: APIRequestContext,
  emulator: EmulatorControl,
  site: SiteConfig,
  lang: Lang,
  account: string,
) {
  const { a, c } = texts(lang);
  const settings = await registerSettings(api, emulator.merchant);
  const dialog = page.getByRole('dialog', { name: a('register.title') });
  const field = (name: string) => dialog.getByLabel(a(`register.field_${name}`), { exact: true });
  await expect(field('username')).toBeVisible({ timeout: 20_000 });
  await field('username').fill(account);
  await field('password').fill('Friend1234');
  await field('confirmPassword').fill('Friend1234');
  const dialing = pluginOptions(site, 'auth')!.dialingCode;
  const mobile = `${dialing}6${String(Date.now()).slice(-7)}`;
  const phone = dialog.getByLabel(c('sms.mobile'), { exact: true });
  for (const rule of settings.fields.filter((f) => f.enabled && f.required)) {
    if (['username', 'password', 'captcha'].includes(rule.name)) continue;
    if (rule.name === 'mobileNum') await phone.fill(mobile.slice(dialing.length));
    else if (rule.name === 'paymentPassword') await field('paymentPassword').fill('123456');
    else if (rule.name === 'email') await field('email').fill(`${account}@example.com`);
    else await field(rule.name).fill('Tester');
  }
  if (
    settings.smsVerification &&
    settings.fields.some((f) => f.name === 'mobileNum' && f.enabled)
  ) {
    if (!(await phone.inputValue())) await phone.fill(mobile.slice(dialing.length));
    await dialog.getByRole('button', { name: c('sms.send') }).click();
    await dialog.getByLabel(c('sms.code'), { exact: true }).fill(await lastSmsCode(api, mobile));
  }
  if (settings.captcha) {
    await expect(dialog.getByRole('img', { name: c('captcha.image') })).toBeVisible();
    await dialog.getByLabel(c('captcha.label'), { exact: true }).fill(await lastCaptchaAnswer(api));
  }
  await dialog.getByRole('button', { name: a('register.submit') }).click();
  await expect(dialog).toBeHidden();
}

test.describe(
  'referral',
  oneBrand(
    'default',
    "the invite link and a friend's sign-up take nothing from the brand (REFERRAL is off on longhai)",
    { firefox: true },
  ),
  () => {
    test.beforeEach(async ({ site, emulator, request }) => {
      test.skip(!('referral' in site.plugins), 'referral not enabled on this site');
      const modules = await emulator.getModules();
      // Either switch opens the programme (plugins/referral/programme.ts, the platform alike).
      test.skip(
        !REFERRAL_FLAGS.some((flag) => modules[flag]),
        'the merchant has the referral programme off',
      );
      // A journey cut short earlier on this worker must not leave friends behind.
      await resetReferrals(request, emulator.merchant);
    });
    test.afterEach(async ({ site, request, emulator }) => {
      // The friend's account stays, a plain member; the demo member's friends and rewards go.
      if ('referral' in site.plugins) await resetReferrals(request, emulator.merchant);
    });

    test('a member shares the invite link and QR code, and a friend registers through it', async ({
      page,
      newContext,
      request,
      emulator,
      site,
      lang,
    }) => {
      test.setTimeout(120_000);
      const { r, a, c } = texts(lang);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await skipAnnouncementPopups(page);
      const sideMenu = page.getByRole('navigation', { name: c('side.label') });

      // A visitor's invite-friends button asks for a login first (the programme is on here).
      await page.goto('/');
      await sideMenu.getByRole('link', { name: r('invite') }).click();
      await expect(page.getByRole('dialog', { name: a('login.title') })).toBeVisible();

      // A member's leads to the referral page of the member centre.
      await signInAs(page, request, emulator, DEMO.account, DEMO.password);
      await page.goto('/');
      await sideMenu.getByRole('link', { name: r('invite') }).click();
      await expect(page).toHaveURL(/\/member\/referral$/);
      await expect(page.getByRole('heading', { level: 2, name: r('title') })).toBeVisible();

      const { code } = await referralsOf(request, emulator.merchant);
      const origin = new URL(page.url()).origin;
      const link = `${origin}/register?ref=${code}`;
      await expect(page.getByTestId('referral-link')).toHaveText(link);
      await expect(page.getByTestId('referral-code')).toHaveText(code);
      await expect(page.getByTestId('referral-friends')).toHaveText('0');

      // Copy the link: it is on the clipboard, and the page says so.
      await page.getByRole('button', { name: r('copy_link') }).click();
      await expect(
        page.getByRole('status', { name: c('toast.region') }).getByText(c('copy.success'), {
          exact: true,
        }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // Scan the QR code: it holds the same link.
      expect(await scanQrCode(page, r('qr_label'))).toBe(link);

      // A friend opens the link in a browser of their own and registers; the code goes along.
      const balanceBefore = await mainBalance(request, emulator.merchant);
      const account = `fr${Date.now().toString(36)}`.slice(0, 14);
      const friendContext = await newContext();
      try {
        const friendPage = await friendContext.newPage();
        await skipAnnouncementPopups(friendPage);
        await friendPage.goto(link);
        await fillRegistration(friendPage, request, emulator, site, lang, account);
      } finally {
        // Closed at once: the friend's signed-in page would keep the platform busy meanwhile.
        await friendContext.close();
      }
      // The payload is sealed; the platform's record shows the code arrived with it.
      const referrals = await referralsOf(request, emulator.merchant);
      expect(referrals.friends.map((f) => f.account)).toEqual([account]);
      const reward = referrals.friends[0]!.rewardCents / 100;

      // Back on the member's page: the friend is listed, the totals and the balance rose by the reward.
      await page.reload();
      const table = page.getByRole('table', { name: r('friends.caption') });
      const row = table
        .getByRole('row')
        .filter({ hasText: `${account.slice(0, 2)}***${account.slice(-1)}` });
      await expect(row).toContainText(r('status.registered'));
      await expect(row).toContainText(formatAmount(reward));
      await expect(page.getByTestId('referral-friends')).toHaveText('1');
      await expect(page.getByTestId('referral-reward')).toHaveText(formatAmount(reward));
      expect(await mainBalance(request, emulator.merchant)).toBeCloseTo(balanceBefore + reward, 2);
      const audit = await auditPage(page);
      expect(audit.blocking, audit.blocking.join('\n')).toEqual([]);
    });
  },
);

test.describe(
  'invite friends, by audience (§2 Side menu, member page referral)',
  oneBrand(
    'default',
    "the journey switches the programme off itself; the button's audiences take nothing from the brand",
  ),
  () => {
    test.beforeEach(({ site }) => {
      test.skip(!('referral' in site.plugins), 'referral not enabled on this site');
      test.skip(!('agent-team' in site.plugins), 'agent-team (the register centre) not enabled');
    });

    test("agent01's invite-friends button leads to the agent register centre", async ({
      page,
      request,
      emulator,
      lang,
    }) => {
      const modules = await emulator.getModules();
      test.skip(modules.AFFMAN3 !== true, 'AFFMAN3 (the register centre) is off on this site');
      const { r, c } = texts(lang);
      const called = recordPlatformCalls(page);
      await openSignedIn(page, request, emulator, AGENT);
      await page
        .getByRole('navigation', { name: c('side.label') })
        .getByRole('link', { name: r('invite') })
        .click();
      await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
      const team = (key: string) => translate(locale('agent-team', lang), key);
      await expect(
        page.getByRole('heading', { level: 2, name: team('register.title') }),
      ).toBeVisible();
      expect(callsGatedOff(called, modules)).toEqual([]);
    });

    test.describe('where the programme is off', () => {
      let saved: Record<string, boolean> = {};
      test.beforeEach(async ({ emulator }) => {
        const modules = await emulator.getModules();
        test.skip(modules.AFFMAN3 !== true, 'AFFMAN3 (the register centre) is off on this site');
        saved = Object.fromEntries(REFERRAL_FLAGS.map((flag) => [flag, modules[flag] === true]));
        // longhai9 has it off already; elsewhere this worker's emulator switches it off meanwhile.
        await emulator.setModules({ REFERRAL: false, 'REFERRAL.enabled': false });
      });
      test.afterEach(async ({ emulator }) => {
        if (Object.keys(saved).length > 0) await emulator.setModules(saved);
      });

      test('visitors and members get no invite button nor referral page; agents get both', async ({
        page,
        request,
        emulator,
        lang,
      }) => {
        test.setTimeout(90_000);
        const { r, c } = texts(lang);
        const called = recordPlatformCalls(page);
        const sideMenu = page.getByRole('navigation', { name: c('side.label') });
        const centreMenu = page.getByRole('navigation', { name: c('centre.member') });
        const home = page
          .getByRole('navigation', { name: c('side.label') })
          .getByRole('link')
          .first();

        // A visitor: the side menu is there, without the button.
        await skipAnnouncementPopups(page);
        await page.goto('/');
        await expect(home).toBeVisible();
        await expect(sideMenu.getByRole('link', { name: r('invite') })).toHaveCount(0);

        // The demo member (not an agent): no button, no referral entry, no referral page.
        await signInAs(page, request, emulator, DEMO.account, DEMO.password);
        await page.goto('/member');
        await expect(centreMenu.getByRole('link').first()).toBeVisible();
        await expect(centreMenu.getByRole('link', { name: r('menu') })).toHaveCount(0);
        await expect(sideMenu.getByRole('link', { name: r('invite') })).toHaveCount(0);
        await page.goto('/member/referral');
        await expect(page).not.toHaveURL(/\/member\/referral$/);
        await page.goto('/inviteFriends');
        await expect(page).toHaveURL(/\/member\/\w+$/);
        await expect(page).not.toHaveURL(/\/member\/referral$/);

        // agent01: the button to the register centre, and the referral page, which shows the way
        // there instead of the programme's calls.
        await page.evaluate(() => window.sessionStorage.clear());
        await openSignedIn(page, request, emulator, AGENT);
        await page.goto('/member');
        await centreMenu.getByRole('link', { name: r('menu') }).click();
        await expect(page).toHaveURL(/\/member\/referral$/);
        await expect(page.getByRole('heading', { level: 2, name: r('title') })).toBeVisible();
        await page.getByRole('link', { name: r('agent.link') }).click();
        await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
        await page.goto('/');
        await sideMenu.getByRole('link', { name: r('invite') }).click();
        await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);

        // Nothing went to the programme's calls, or to any other module that is off.
        expect([...called].filter((name) => name.startsWith('referral'))).toEqual([]);
        expect(callsGatedOff(called, await emulator.getModules())).toEqual([]);
      });
    });
  },
);
