import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckFields } from '../testing/botCheck.js';
import { call, encryptPayload, start, type TestEmulator } from '../testing/harness.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

// angkor7 has BOTCHECK3 on, dflt88 off (seed/merchants.ts).
const loginAt = async (merchant: string, extra: Record<string, unknown>) =>
  (
    await call(emu.url, 'POST', '/wps/session/login', {
      merchant,
      body: await encryptPayload(merchant, {
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
        ...extra,
      }),
    })
  ).body;

const decode = (token: string) =>
  JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('the login bot check (BOTCHECK3)', () => {
  it('lets a login through with a solved challenge, once', async () => {
    const { botToken } = await botCheckFields(emu.url, 'angkor7');
    expect(botToken).toBeTruthy();
    expect((await loginAt('angkor7', { botToken })).success).toBe(true);
    // The same solution again is a replay.
    expect(await loginAt('angkor7', { botToken })).toMatchObject({
      success: false,
      code: 'CAPTCHA_FAILED',
    });
  });

  it('refuses a login without a solution, before looking at the password', async () => {
    const answer = await loginAt('angkor7', { password: 'wrong-password' });
    expect(answer).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it('refuses a tampered challenge or a wrong counter', async () => {
    const { botToken } = await botCheckFields(emu.url, 'angkor7');
    const solved = decode(botToken!);
    const easier = {
      ...solved,
      challenge: {
        ...solved.challenge,
        parameters: { ...solved.challenge.parameters, keyPrefix: '0' },
      },
    };
    expect((await loginAt('angkor7', { botToken: encode(easier) })).code).toBe('CAPTCHA_FAILED');
    const guessed = {
      ...solved,
      solution: { ...solved.solution, counter: solved.solution.counter + 1 },
    };
    expect((await loginAt('angkor7', { botToken: encode(guessed) })).code).toBe('CAPTCHA_FAILED');
    expect((await loginAt('angkor7', { botToken: 'not base64 json' })).code).toBe('CAPTCHA_FAILED');
  });

  it('asks nothing of a brand that has it off', async () => {
    expect(await botCheckFields(emu.url, 'dflt88')).toEqual({});
    expect((await loginAt('dflt88', {})).success).toBe(true);
  });
});
