import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveBotCheck } from '../../core/api/wire/botCheck.js';
import { signedChallenge } from '../../core/api/wire/testing/signedChallenge.js';
import { sealValue as sealWithKey } from '../../core/api/wire/valueCipher.js';
import { sealValue } from '../contract/sealValue.js';
import { CHALLENGE_PATHS, solvedChallenge } from '../testing/botCheck.js';
import {
  call,
  encryptPayload,
  freePlayBody,
  start,
  type TestEmulator,
} from '../testing/harness.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

const freePlay = async (body: unknown, merchant = 'dflt88') =>
  (await call(emu.url, 'POST', '/wps/session/login/freeplay', { merchant, body })).body;
const withValue = (value: string) => ({ os: 'linux', platform: 'W', value, gatewayVersion: 3 });
const solved = async (merchant: string, path: string) =>
  (await solvedChallenge(emu.url, merchant, path))!;

describe('free-play login (§7: an encrypted value holding a platform challenge)', () => {
  it('opens a trial account for a solved free-play challenge, once', async () => {
    const body = await freePlayBody(emu.url);
    const answer = await freePlay(body);
    expect(answer.success).toBe(true);
    expect(answer.value?.type).toBe(4);
    // The same value again is a replay: a captured request opens no more accounts.
    expect(await freePlay(body)).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it("refuses what anyone can seal with the site's value key: no challenge the platform issued", async () => {
    // The old proof (time and nonce), and a challenge the sender signed and solved itself.
    const selfSigned = await signedChallenge('what the sender chose', { purpose: 'freePlay' });
    const forged = [
      JSON.stringify({ issuedAt: Date.now(), nonce: randomUUID() }),
      (await solveBotCheck(selfSigned))!,
      'not a challenge',
    ];
    for (const text of forged)
      expect(await freePlay(withValue(sealValue('dflt88', text))), text).toMatchObject({
        success: false,
        code: 'CAPTCHA_FAILED',
      });
  });

  it("refuses a value that is not the brand's wire format, and a missing one", async () => {
    const token = await solved('dflt88', CHALLENGE_PATHS.freePlay);
    const otherKey = randomBytes(32).toString('base64');
    for (const value of [await sealWithKey(otherKey, token), token])
      expect((await freePlay(withValue(value))).code).toBe('DOMAIN_INVALID');
    expect((await freePlay({ os: 'linux', platform: 'W', gatewayVersion: 3 })).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('takes no login challenge for free play, and no free-play challenge for a login', async () => {
    // angkor7 has the login's bot check (BOTCHECK3) and free play both on.
    const loginToken = await solved('angkor7', CHALLENGE_PATHS.login);
    expect(await freePlay(withValue(sealValue('angkor7', loginToken)), 'angkor7')).toMatchObject({
      success: false,
      code: 'CAPTCHA_FAILED',
    });
    const freePlayToken = await solved('angkor7', CHALLENGE_PATHS.freePlay);
    const login = await call(emu.url, 'POST', '/wps/session/login', {
      merchant: 'angkor7',
      body: await encryptPayload('angkor7', {
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
        botToken: freePlayToken,
      }),
    });
    expect(login.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
    // Another brand's free-play challenge opens nothing here either.
    const elsewhere = await solved('dflt88', CHALLENGE_PATHS.freePlay);
    expect((await freePlay(withValue(sealValue('angkor7', elsewhere)), 'angkor7')).code).toBe(
      'CAPTCHA_FAILED',
    );
  });

  it('issues no free-play challenge where free play is off', async () => {
    expect(await solvedChallenge(emu.url, 'longhai9', CHALLENGE_PATHS.freePlay)).toBeNull();
  });
});

describe('trial accounts per client address', () => {
  // At angkor7, where every free play above was refused: refusals take no slot of the address.
  it('refuses the sixth trial from one address within the hour, with the time to wait', async () => {
    for (let i = 0; i < 5; i++)
      expect((await freePlay(await freePlayBody(emu.url, 'angkor7'), 'angkor7')).success).toBe(
        true,
      );
    const sixth = await call(emu.url, 'POST', '/wps/session/login/freeplay', {
      merchant: 'angkor7',
      body: await freePlayBody(emu.url, 'angkor7'),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(sixth.body.value?.retryAfterSeconds).toBeGreaterThan(3500);
    expect(sixth.body.value?.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });
});
