import type { Locator, Page, Request } from '@playwright/test';
import { openBody } from '../../emulator/contract/payload';
import type { SiteConfig } from '../../generated/site';
import {
  test,
  expect,
  locale,
  pluginOptions,
  translate,
  EMULATOR,
  type Lang,
} from './support/site';
import { lastSmsCode, seededMobile, skipAnnouncementPopups } from './support/auth';
import { oneBrand } from './support/brands';

// The phone-authentication path (PHONEAUTH3, on for angkor7 only): SMS login and mobile
// registration take their codes from the identity provider the platform relays, and the platform
// gets the provider's id token. Elsewhere the same forms use the platform's SMS.

/** player08's seeded number (emulator/seed/accounts.ts, as in the auth journey). */
const PLAYER08 = 12;
const SEND_PATH = '/wps/relay/PHONEAUTH_sendVerificationCode';
const VERIFY_PATH = '/wps/relay/PHONEAUTH_signInWithPhoneNumber';
const pathOf = (request: Request) => new URL(request.url()).pathname;

function texts(lang: Lang) {
  const auth = locale('auth', lang);
  const core = locale('core', lang);
  return {
    a: (key: string) => translate(auth, key),
    c: (key: string, vars?: Record<string, string | number>) => translate(core, key, vars),
  };
}

function authOptions(site: SiteConfig) {
  const options = pluginOptions(site, 'auth');
  if (!options) throw new Error(`auth is not enabled on ${site.id}`);
  return options;
}

/** Every platform path the page calls, in order. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(pathOf(request)));
  return paths;
}

/** Sends a code and waits for the platform's answer, so the code read next is this one. */
async function sendCode(page: Page, form: Locator, lang: Lang, phoneAuth: boolean) {
  const { c } = texts(lang);
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      (phoneAuth
        ? pathOf(r.request()) === SEND_PATH
        : /\/wps\/verification\/sms\/(noLogin|register)$/.test(pathOf(r.request()))),
  );
  await form.getByRole('button', { name: c('sms.send') }).click();
  expect((await answered).ok()).toBeTruthy();
  // §4: the send button counts down, one minute on the phone-authentication path (60 s or fewer).
  const countdown = form.getByRole('button', { name: /\d/ }).filter({ hasText: /\d/ });
  await expect(countdown).toBeDisabled();
  const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test(
  'SMS login: through the phone-authentication path where PHONEAUTH3 is on, else the platform SMS',
  oneBrand(
    'angkor',
    "the phone-authentication path (PHONEAUTH3) is angkor7's alone; the platform's SMS is the auth journeys' on default",
  ),
  async ({ page, lang, site, emulator, request }) => {
    const modules = await emulator.getModules();
    test.skip(
      !authOptions(site).loginMethods.includes('sms') || !modules.MOBILEVERCODELOGIN3,
      'SMS login is not offered here',
    );
    const phoneAuth = modules.PHONEAUTH3 === true;
    const { a, c } = texts(lang);
    const dialing = authOptions(site).dialingCode;
    const mobile = seededMobile(emulator.merchant, PLAYER08);
    const paths = recordPaths(page);
    await page.goto('/');
    await page.getByRole('button', { name: a('login.open'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: a('login.title') });
    await dialog.getByRole('tab', { name: a('login.tab_sms') }).click();
    await dialog.getByLabel(c('sms.mobile'), { exact: true }).fill(mobile.slice(dialing.length));
    await sendCode(page, dialog, lang, phoneAuth);
    const code = await lastSmsCode(request, mobile);
    const sms = (await (
      await request.get(`${EMULATOR}/__emulator/sms/last?mobile=${mobile}`)
    ).json()) as {
      purpose: string;
    };
    expect(sms.purpose).toBe(phoneAuth ? 'phone-auth' : 'login');
    await dialog.getByLabel(c('sms.code'), { exact: true }).fill(code);
    await dialog.getByRole('button', { name: a('login.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: c('header.account_menu', { name: 'player08' }) }),
    ).toBeVisible();
    // How the session was opened, as core keeps it for the game launch.
    expect(await page.evaluate(() => sessionStorage.getItem('signIn'))).toBe(
      phoneAuth ? 'phoneAuth' : 'sms',
    );
    const relayed = paths.filter((path) => path === SEND_PATH || path === VERIFY_PATH);
    if (phoneAuth) {
      expect(relayed).toEqual([SEND_PATH, VERIFY_PATH]);
      expect(paths).not.toContain('/wps/verification/sms/noLogin');
    } else {
      expect(relayed).toEqual([]);
      expect(paths).toContain('/wps/verification/sms/noLogin');
    }
  },
);

test(
  'registration by mobile: channel PHONEAUTH and the id token where PHONEAUTH3 is on, else the SMS code',
  oneBrand(
    'angkor',
    "the phone-authentication path (PHONEAUTH3) is angkor7's alone; the platform's SMS is the auth journeys' on default",
  ),
  async ({ page, lang, site, emulator, request }) => {
    const modules = await emulator.getModules();
    test.skip(
      !modules.MOBILENUMREG3 || !modules.REG3 || !modules.REGMOBVERF3,
      'mobile registration with a verified number is off here',
    );
    const phoneAuth = modules.PHONEAUTH3 === true;
    const { a, c } = texts(lang);
    const dialing = authOptions(site).dialingCode;
    // A national number never starts with the trunk 0 (the form drops it).
    const mobile = `${dialing}6${String(Date.now()).slice(-7)}`;
    const paths = recordPaths(page);
    let idToken = '';
    page.on('response', async (response) => {
      if (pathOf(response.request()) === VERIFY_PATH && response.ok())
        idToken = String(((await response.json()) as { value: { idToken: string } }).value.idToken);
    });
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: a('register.title') });
    await dialog.getByRole('tab', { name: a('register.tab_mobile') }).click();
    await dialog.getByLabel(c('sms.mobile'), { exact: true }).fill(mobile.slice(dialing.length));
    await sendCode(page, dialog, lang, phoneAuth);
    await dialog
      .getByLabel(c('sms.code'), { exact: true })
      .fill(await lastSmsCode(request, mobile));
    if (modules.MOBILENUMPASSREG3) {
      await dialog.getByLabel(a('register.field_password'), { exact: true }).fill('Abcd12345');
      await dialog
        .getByLabel(a('register.field_confirmPassword'), { exact: true })
        .fill('Abcd12345');
    }
    const registering = page.waitForRequest((r) => pathOf(r) === '/wps/member/register/mobile');
    await dialog.getByRole('button', { name: a('register.submit') }).click();
    // What the platform received, opened with the merchant's key as the platform opens it.
    const sent = openBody(
      (await registering).postDataJSON(),
      emulator.merchant,
      site.platform.cipher.type,
    ) as Record<string, unknown>;
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: c('header.account_menu', { name: mobile }) }),
    ).toBeVisible();
    expect(sent.mobileNum).toBe(mobile);
    if (phoneAuth) {
      expect(idToken).not.toBe('');
      expect(sent).toMatchObject({ channel: 'PHONEAUTH', idToken });
      expect(sent).not.toHaveProperty('verificationCode');
      expect(paths).not.toContain('/wps/verification/sms/register');
    } else {
      expect(sent).not.toHaveProperty('channel');
      expect(sent).not.toHaveProperty('idToken');
      expect(String(sent.verificationCode)).toMatch(/^\d{6}$/);
      expect(paths.filter((path) => path === SEND_PATH || path === VERIFY_PATH)).toEqual([]);
    }
  },
);
