import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webcrypto } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR, type EmulatorControl } from './site';

const root = join(import.meta.dirname, '../../..');

/** Encrypts a body as the site does for E calls: RSA-OAEP-256 wraps an AES-256-GCM key. */
async function encrypt(merchant: string, body: unknown) {
  const { subtle } = webcrypto;
  const spki = readFileSync(join(root, 'emulator/keys', `${merchant}.public.txt`), 'utf8').trim();
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
  return { payload: { alg: 'RSA-OAEP-256+A256GCM', key: b64(key), iv: b64(iv), data: b64(data) } };
}

/**
 * Logs a member in through the platform (not the login popup, which the auth journeys cover) and
 * hands the token to the page the way a launcher would, so journeys about what members see do not
 * depend on the login form. Two-factor for a new IP is switched off meanwhile and restored after.
 */
export async function signInAs(
  page: Page,
  api: APIRequestContext,
  emulator: EmulatorControl,
  account: string,
  password: string,
): Promise<void> {
  const modules = await emulator.getModules();
  await emulator.setModules({ LOGINIPVERF3: false });
  try {
    const res = await api.post(`${EMULATOR}/wps/session/login`, {
      headers: { Merchant: emulator.merchant },
      data: await encrypt(emulator.merchant, { username: account, password, type: 'username' }),
    });
    const body = (await res.json()) as { success: boolean; value?: { token?: string } };
    expect(body.success, JSON.stringify(body)).toBe(true);
    const token = body.value!.token!;
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  } finally {
    await emulator.setModules({ LOGINIPVERF3: modules.LOGINIPVERF3 === true });
  }
}
