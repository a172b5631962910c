import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_PLAY_PROOF_MAX_AGE_MS,
  freePlayProofText,
} from '../../core/api/wire/freePlayProof.js';
import { sealValue as sealWithKey } from '../../core/api/wire/valueCipher.js';
import { sealValue } from '../contract/sealValue.js';
import { call, freePlayBody, start, type TestEmulator } from '../testing/harness.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(async () => {
  await emu.close();
});

const freePlay = (body: unknown) => call(emu.url, 'POST', '/wps/session/login/freeplay', { body });
const withValue = (value: string) => ({ os: 'linux', platform: 'W', value, gatewayVersion: 3 });

describe('free-play login (§7: an encrypted value)', () => {
  it('opens a trial account for a fresh proof under the brand key', async () => {
    const answer = await freePlay(freePlayBody());
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.type).toBe(4);
  });

  it('refuses the same proof a second time: a captured request opens no more accounts', async () => {
    const body = freePlayBody();
    expect((await freePlay(body)).body.success).toBe(true);
    expect((await freePlay(body)).body.code).toBe('DOMAIN_INVALID');
  });

  it('refuses a proof sealed under another key, sent in clear, stale or missing', async () => {
    const otherKey = randomBytes(32).toString('base64');
    const stale = freePlayProofText(Date.now() - FREE_PLAY_PROOF_MAX_AGE_MS - 60_000);
    for (const value of [
      await sealWithKey(otherKey, freePlayProofText()),
      freePlayProofText(),
      sealValue('dflt88', stale),
      sealValue('dflt88', 'not a proof'),
    ])
      expect((await freePlay(withValue(value))).body.code, value).toBe('DOMAIN_INVALID');
    expect((await freePlay({ os: 'linux', platform: 'W', gatewayVersion: 3 })).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
