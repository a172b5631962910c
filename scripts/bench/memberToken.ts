import { existsSync, readFileSync } from 'node:fs';
import { botCheckFields } from '../../emulator/testing/botCheck';
import { join } from 'node:path';
import { sealBody } from '../../core/api/wire/cipher';
import { REPO_ROOT } from '../lib/repo-paths';

async function control(emulatorUrl: string, path: string, init?: RequestInit): Promise<unknown> {
  const answer = await fetch(`${emulatorUrl}/__emulator/${path}`, init);
  if (!answer.ok) throw new Error(`memberToken: ${path}: HTTP ${answer.status}`);
  return answer.json();
}

/**
 * A member's session token straight from the platform's login call (encrypted with the
 * merchant's public key, as the site does), for benches that open a member's page in a browser
 * they do not drive (Lighthouse): the page is opened with `?token=`, which boot takes and drops
 * from the address (§4). Two-factor for a new IP is off for the call and restored after.
 */
export async function memberToken(
  emulatorUrl: string,
  merchant: string,
  account = 'demo',
  password = 'Demo1234',
): Promise<string> {
  const modulesPath = `merchants/${merchant}/modules`;
  const before = (await control(emulatorUrl, modulesPath)) as {
    modules?: Record<string, boolean>;
  } & Record<string, unknown>;
  const twoFactor = (before.modules ?? (before as Record<string, boolean>)).LOGINIPVERF3 === true;
  const setTwoFactor = (on: boolean) =>
    control(emulatorUrl, modulesPath, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ LOGINIPVERF3: on }),
    });
  await setTwoFactor(false);
  try {
    const keyFile = join(REPO_ROOT, 'emulator/keys', `${merchant}.public.txt`);
    const credentials = {
      username: account,
      password,
      type: 'username',
      ...(await botCheckFields(emulatorUrl, merchant)),
    };
    const body = existsSync(keyFile)
      ? await sealBody(readFileSync(keyFile, 'utf8').trim(), credentials)
      : credentials;
    const answer = await fetch(`${emulatorUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: merchant },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { success?: boolean; value?: { token?: string } };
    const token = envelope.value?.token;
    if (envelope.success !== true || !token)
      throw new Error(`memberToken: ${account}@${merchant}: ${JSON.stringify(envelope)}`);
    return token;
  } finally {
    await setTwoFactor(twoFactor);
  }
}
