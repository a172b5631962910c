import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { EMULATOR } from './site';

/** Announcement popups are their own journey; here they would cover the forms under test. */
export async function skipAnnouncementPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    window.sessionStorage.setItem('USER_POPUP', '1');
  });
}

/** Sets a demo member back to a known state (password, expiry, IP history, lockout). */
export async function resetMember(
  api: APIRequestContext,
  merchant: string,
  account: string,
  state: Record<string, unknown>,
): Promise<void> {
  const res = await api.put(`${EMULATOR}/__emulator/merchants/${merchant}/members/${account}`, {
    data: { clearLockout: true, ...state },
  });
  expect(res.ok()).toBeTruthy();
}

export async function lastSmsCode(api: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await api.get(`${EMULATOR}/__emulator/sms/last?mobile=${mobile}`);
    expect(res.ok()).toBeTruthy();
    code = String(((await res.json()) as { code: string }).code);
  }).toPass({ timeout: 5_000 });
  return code;
}

export async function lastCaptchaAnswer(api: APIRequestContext): Promise<string> {
  const res = await api.get(`${EMULATOR}/__emulator/captcha/last`);
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { answer: string }).answer);
}

export async function lastEmail(api: APIRequestContext, address: string): Promise<string> {
  const res = await api.get(`${EMULATOR}/__emulator/email/last?address=${address}`);
  expect(res.ok()).toBeTruthy();
  return String(((await res.json()) as { body: string }).body);
}

export interface RegisterRule {
  name: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
}

export async function registerSettings(
  api: APIRequestContext,
  merchant: string,
): Promise<{ fields: RegisterRule[]; smsVerification: boolean; captcha: boolean }> {
  const res = await api.get(`${EMULATOR}/wps/system/setting/register`, {
    headers: { Merchant: merchant },
  });
  return ((await res.json()) as { value: never }).value;
}

/** The seeded phone number of a demo account (emulator/seed/accounts.ts mobileOf). */
export function seededMobile(merchant: string, index: number): string {
  const prefix = merchant === 'angkor7' ? '855' : merchant === 'longhai9' ? '86' : '1';
  return `${prefix}55500${String(index).padStart(4, '0')}`;
}

/**
 * A button of the account dropdown that `accountButton` opens. The side menu carries entries of
 * the same names (logout, §2), so a page-wide query would find two.
 */
export async function accountMenuButton(accountButton: Locator, name: string): Promise<Locator> {
  const listId = await accountButton.getAttribute('aria-controls');
  return accountButton.page().locator(`[id="${listId}"]`).getByRole('button', { name });
}
