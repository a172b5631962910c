import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR } from './site';

/** One replacement item of the emulator's content control API (emulator/README.md). */
export interface ContentItem {
  id?: string;
  title: string;
  content: string;
  execution?: 'A' | 'B' | 'F';
  linkageType?: string;
}

/** One replacement banner (§3): its group decides where it shows; the emulator draws its image. */
export interface BannerItem {
  id?: string;
  title: string;
  groupName: 'w_home' | 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget';
  linkageType?: string;
}

export type ContentKinds = Partial<
  Record<'notices' | 'popups' | 'promotions' | 'help', ContentItem[]>
> & { banners?: BannerItem[] };

/** Replaces a merchant's notices, popups, promotions, banners or help centre on the shared emulator. */
export async function replaceContent(
  api: APIRequestContext,
  merchant: string,
  content: ContentKinds,
): Promise<void> {
  const res = await api.put(`${EMULATOR}/__emulator/merchants/${merchant}/content`, {
    data: content,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Puts the seed back (journeys share one emulator: call it in afterEach). */
export async function restoreContent(api: APIRequestContext, merchant: string): Promise<void> {
  const res = await api.delete(`${EMULATOR}/__emulator/merchants/${merchant}/content`);
  expect(res.ok()).toBeTruthy();
}

/** The answer of the newest captcha the emulator drew. */
export async function lastCaptchaAnswer(api: APIRequestContext): Promise<string> {
  const res = await api.get(`${EMULATOR}/__emulator/captcha/last`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { answer: string }).answer;
}

export interface ReceivedFeedback {
  merchant: string;
  sender: string | null;
  type: number;
  content: string;
}

/** The newest feedback the emulator received, or null. */
export async function lastFeedback(api: APIRequestContext): Promise<ReceivedFeedback | null> {
  const res = await api.get(`${EMULATOR}/__emulator/feedback/last`);
  return res.ok() ? ((await res.json()) as ReceivedFeedback) : null;
}

/** Forgets received feedback, and with it the rate-limit window. */
export async function clearFeedback(api: APIRequestContext): Promise<void> {
  const res = await api.delete(`${EMULATOR}/__emulator/feedback`);
  expect(res.ok()).toBeTruthy();
}

/** Asks the emulator directly, as the site would, for a merchant's help centre. */
export async function helpCentreOf(
  api: APIRequestContext,
  merchant: string,
  lang: string,
): Promise<{ id: string; title: string }[]> {
  const res = await api.get(`${EMULATOR}/wps/system/helpCenter?lang=${lang}&device=WEB`, {
    headers: { Merchant: merchant },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: { id: string; title: string }[] }).value;
}

/** Watches the page's calls to one platform path, to prove a form sent nothing. */
export function watchCalls(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count++;
  });
  return { count: () => count };
}
