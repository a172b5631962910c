import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sealBody } from '../../../core/api/wire/cipher';
import { TOKEN_STORAGE_KEY } from '../../../core/api/wire/token';
import { sealValue } from '../../../core/api/wire/valueCipher';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import {
  botCheckFields,
  CHALLENGE_PATHS,
  solvedChallenge,
} from '../../../emulator/testing/botCheck';
import { EMULATOR, type EmulatorControl } from './site';

const root = join(import.meta.dirname, '../../..');

/**
 * Encrypts a body with the site's own cipher code and the merchant's public key (the E calls);
 * a merchant without a key (a brand whose cipher is `none`, as site:new makes them) gets it plain.
 */
async function encrypt(merchant: string, body: unknown): Promise<unknown> {
  const keyFile = join(root, 'emulator/keys', `${merchant}.public.txt`);
  if (!existsSync(keyFile)) return body;
  return sealBody(readFileSync(keyFile, 'utf8').trim(), body);
}

/**
 * Logs a member in through the platform (not the login popup, which the auth journeys cover) and
 * hands the token to the page the way a launcher would, so journeys about what members see do not
 * depend on the login form. Two-factor for a new IP is switched off meanwhile and restored after.
 *
 * Called before the page's first load, it saves that load: the token is put in the tab's
 * sessionStorage before the first page script runs, for the first document only (a later logout
 * in the same tab stays logged out), and the journey's first `goto` lands signed in. Called on a loaded page, it sets
 * the token there; the journey reloads or navigates for it to take effect.
 */
export async function signInAs(
  page: Page,
  api: APIRequestContext,
  emulator: EmulatorControl,
  account: string,
  password: string,
): Promise<void> {
  const token = await platformToken(api, emulator, account, password);
  if (page.url() !== 'about:blank') {
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    return;
  }
  // Before the first page script of the first document; removed once that document is there, so
  // a logout later in the journey is not undone by the next page load.
  const handOver = await page.addInitScript(
    ([key, value]) => {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // an opaque origin (about:blank) has no storage
      }
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
    page.off('framenavigated', onNavigated);
    void handOver.dispose();
  };
  page.on('framenavigated', onNavigated);
}

/** A fresh session token from the platform's login call, as a launcher would hold it. */
export async function platformToken(
  api: APIRequestContext,
  emulator: EmulatorControl,
  account: string,
  password: string,
): Promise<string> {
  const modules = await emulator.getModules();
  await emulator.setModules({ LOGINIPVERF3: false });
  try {
    const res = await api.post(`${EMULATOR}/wps/session/login`, {
      headers: { Merchant: emulator.merchant },
      data: await encrypt(emulator.merchant, {
        username: account,
        password,
        type: 'username',
        ...(await botCheckFields(EMULATOR, emulator.merchant)),
      }),
    });
    const body = (await res.json()) as { success: boolean; value?: { token?: string } };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value!.token!;
  } finally {
    await emulator.setModules({ LOGINIPVERF3: modules.LOGINIPVERF3 === true });
  }
}

/**
 * A fresh trial (free-play) account from the platform, as the free-play button makes one: the
 * request's value is the platform's free-play challenge, solved, sealed under the merchant's
 * value key (plain where the merchant has none). FREEPLAY3 is switched on for the calls where a
 * brand has it off.
 */
export async function freePlayAccount(
  api: APIRequestContext,
  emulator: EmulatorControl,
): Promise<{ token: string; userName: string }> {
  const keyFile = join(root, 'emulator/keys', `${emulator.merchant}.value.txt`);
  const modules = await emulator.getModules();
  await emulator.setModules({ FREEPLAY3: true });
  try {
    const solved = await solvedChallenge(EMULATOR, emulator.merchant, CHALLENGE_PATHS.freePlay);
    if (!solved) throw new Error(`${emulator.merchant} issues no free-play challenge`);
    const value = existsSync(keyFile)
      ? await sealValue(readFileSync(keyFile, 'utf8').trim(), solved)
      : solved;
    const res = await api.post(`${EMULATOR}/wps/session/login/freeplay`, {
      headers: { Merchant: emulator.merchant },
      data: { os: 'linux', platform: 'W', value, gatewayVersion: 3 },
    });
    const body = (await res.json()) as {
      success: boolean;
      value?: { token: string; userName: string };
    };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value!;
  } finally {
    await emulator.setModules({ FREEPLAY3: modules.FREEPLAY3 === true });
  }
}
