import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckFields } from '../testing/botCheck.js';
import { call, control, encryptPayload, start, type TestEmulator } from '../testing/harness.js';

// angkor7 has PHONEAUTH3 (and BOTCHECK3) on, dflt88 has it off (seed/merchants.ts).
const M = 'angkor7';
/** player08's seeded number on angkor7 (seed/accounts.ts mobileOf, index 12). */
const PLAYER08 = '855555000012';

let emu: TestEmulator;
/** The emulator's clock runs this far ahead of the wall: codes and tokens age without waiting. */
let ahead = 0;
beforeAll(async () => {
  emu = await start(undefined, { now: () => Date.now() + ahead });
}, 60_000);
afterAll(async () => emu?.close());

let numbers = 0;
/** A fresh angkor7 number per test, so per-number limits never leak between tests. */
const freshNumber = () =>
  `8555${String(Date.now()).slice(-5)}${String((numbers += 1) % 100).padStart(2, '0')}`;

async function sendCode(phoneNumber: unknown, merchant = M) {
  return call(emu.url, 'POST', '/wps/relay/PHONEAUTH_sendVerificationCode', {
    merchant,
    body: {
      ...(phoneNumber === undefined ? {} : { phoneNumber }),
      ...(await botCheckFields(emu.url, merchant)),
    },
  });
}

const verify = (sessionInfo: string, code: string, merchant = M) =>
  call(emu.url, 'POST', '/wps/relay/PHONEAUTH_signInWithPhoneNumber', {
    merchant,
    body: { sessionInfo, code },
  });

async function lastCode(mobile: string) {
  const sms = await control(emu.url, 'GET', `/__emulator/sms/last?mobile=${mobile}`);
  expect(sms.body.purpose).toBe('phone-auth');
  return String(sms.body.code);
}

/** Send, read the code like a person reads their phone, exchange it: the id token. */
async function idTokenFor(mobile: string): Promise<string> {
  const sent = await sendCode(`+${mobile}`);
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
  const answer = await verify(String(sent.body.value?.sessionInfo), await lastCode(mobile));
  expect(answer.body.value).toMatchObject({ phoneNumber: `+${mobile}`, expiresIn: 600 });
  return String(answer.body.value?.idToken);
}

async function login(username: string, fields: Record<string, unknown>, merchant = M) {
  return call(emu.url, 'POST', '/wps/session/login', {
    merchant,
    body: await encryptPayload(merchant, {
      username,
      type: 'phoneAuth',
      ...fields,
      ...(await botCheckFields(emu.url, merchant)),
    }),
  });
}

async function registerMobile(mobileNum: string, fields: Record<string, unknown>, merchant = M) {
  return call(emu.url, 'PUT', '/wps/member/register/mobile', {
    merchant,
    body: await encryptPayload(merchant, {
      mobileNum,
      password: 'Abcd12345',
      confirmPassword: 'Abcd12345',
      registerMethod: 'WEB',
      login: true,
      ...fields,
    }),
  });
}

describe('phoneAuthSendCode and phoneAuthVerify (the relayed provider, PHONEAUTH3)', () => {
  it('texts a code into sms_codes and exchanges it once for an id token of that number', async () => {
    const mobile = freshNumber();
    const sent = await sendCode(`+${mobile}`);
    const sessionInfo = String(sent.body.value?.sessionInfo);
    expect(sessionInfo.length).toBeGreaterThan(20);
    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await verify(sessionInfo, code);
    expect(answer.body.value).toMatchObject({ phoneNumber: `+${mobile}` });
    expect(String(answer.body.value?.idToken).length).toBeGreaterThan(20);
    // The provider answers a verified code once.
    expect((await verify(sessionInfo, code)).body.code).toBe('CODE_EXPIRED');
  });

  it('counts wrong codes: five are INVALID_CODE, then the verification is spent (resend)', async () => {
    const mobile = freshNumber();
    const sessionInfo = String((await sendCode(`+${mobile}`)).body.value?.sessionInfo);
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await verify(sessionInfo, wrong)).body.code).toBe('INVALID_CODE');
    // Even the right code is refused now: a sixth guess is not given.
    expect((await verify(sessionInfo, code)).body.code).toBe('CODE_EXPIRED');
    expect((await verify(sessionInfo, '')).body.code).toBe('MISSING_CODE');
  });

  it('refuses a code older than five minutes, and an unknown verification', async () => {
    const mobile = freshNumber();
    const sessionInfo = String((await sendCode(`+${mobile}`)).body.value?.sessionInfo);
    const code = await lastCode(mobile);
    ahead = 5 * 60_000 + 1_000;
    try {
      expect((await verify(sessionInfo, code)).body.code).toBe('CODE_EXPIRED');
    } finally {
      ahead = 0;
    }
    expect((await verify('no-such-verification', code)).body.code).toBe('CODE_EXPIRED');
  });

  it('refuses a missing or invalid phone number in the §8 words', async () => {
    // An empty number is the person's omission; a body without the field is malformed.
    expect((await sendCode('')).body.code).toBe('MISSING_PHONE');
    expect((await sendCode('   ')).body.code).toBe('MISSING_PHONE');
    expect((await sendCode(undefined)).body.code).toBe('VALIDATION_FAILED');
    for (const bad of ['85512345678', '+855 12 345', '+85a12345678', '+12345'])
      expect((await sendCode(bad)).body.code, bad).toBe('INVALID_PHONE');
  });

  it('refuses a send without the bot check (the provider captcha) where the brand has it', async () => {
    const answer = await call(emu.url, 'POST', '/wps/relay/PHONEAUTH_sendVerificationCode', {
      merchant: M,
      body: { phoneNumber: `+${freshNumber()}` },
    });
    expect(answer.body.code).toBe('CAPTCHA_FAILED');
  });

  it('allows five codes per number in five minutes, then TOO_MANY_REQUESTS for the rest of them', async () => {
    const mobile = freshNumber();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(`+${mobile}`)).body.success).toBe(true);
    const refused = await sendCode(`+${mobile}`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.body.value?.retryAfterSeconds)).toBeGreaterThan(290);
    expect(Number(refused.body.value?.retryAfterSeconds)).toBeLessThanOrEqual(300);
    // Another number is not held up.
    expect((await sendCode(`+${freshNumber()}`)).body.success).toBe(true);
  });

  it('is OPERATION_NOT_ALLOWED where the flag is off (dflt88), and after switching it off', async () => {
    const off = await call(emu.url, 'POST', '/wps/relay/PHONEAUTH_sendVerificationCode', {
      merchant: 'dflt88',
      body: { phoneNumber: '+15551234567' },
    });
    expect(off).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    await control(emu.url, 'PUT', `/__emulator/merchants/${M}/modules`, { PHONEAUTH3: false });
    try {
      expect((await sendCode(`+${mobile}`)).body.code).toBe('OPERATION_NOT_ALLOWED');
      expect((await verify('x', '123456')).body.code).toBe('OPERATION_NOT_ALLOWED');
      expect(
        (await registerMobile(mobile, { channel: 'PHONEAUTH', idToken: token })).body.code,
      ).toBe('OPERATION_NOT_ALLOWED');
      expect((await login(PLAYER08, { idToken: token })).body.code).toBe('OPERATION_NOT_ALLOWED');
    } finally {
      await control(emu.url, 'PUT', `/__emulator/merchants/${M}/modules`, { PHONEAUTH3: true });
    }
  });

  it('keeps its codes out of the platform SMS checks: a phone-auth code is no SMS login code', async () => {
    const sent = await sendCode(`+${PLAYER08}`);
    expect(sent.body.success).toBe(true);
    const code = await lastCode(PLAYER08);
    const sms = await call(emu.url, 'POST', '/wps/session/login', {
      merchant: M,
      body: await encryptPayload(M, {
        username: PLAYER08,
        password: code,
        type: 'sms',
        ...(await botCheckFields(emu.url, M)),
      }),
    });
    expect(sms.body.code).toBe('INVALID_CODE');
    await control(emu.url, 'PUT', `/__emulator/merchants/${M}/members/player08`, {
      clearLockout: true,
    });
  });
});

describe('registration (channel PHONEAUTH) and login (type phoneAuth) carry the id token', () => {
  it('registers a new number with its token, then logs in by the phone-auth path', async () => {
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    const registered = await registerMobile(mobile, { channel: 'PHONEAUTH', idToken: token });
    expect(registered.body.value, JSON.stringify(registered.body)).toMatchObject({
      userName: mobile,
    });
    // The token proved the number once: it opens no second account and no login.
    expect((await registerMobile(mobile, { channel: 'PHONEAUTH', idToken: token })).body.code).toBe(
      'CODE_EXPIRED',
    );
    const signedIn = await login(mobile, { idToken: await idTokenFor(mobile) });
    expect(signedIn.body.value, JSON.stringify(signedIn.body)).toMatchObject({ userName: mobile });
    const info = await call(emu.url, 'GET', '/wps/member/info', {
      merchant: M,
      token: String(signedIn.body.value?.token),
    });
    expect(info.body.value).toMatchObject({ account: mobile });
  });

  it('logs a seeded member in once per token, and no two-factor is asked (the phone is proved)', async () => {
    const token = await idTokenFor(PLAYER08);
    const first = await login(PLAYER08, { idToken: token });
    expect(first.body.value, JSON.stringify(first.body)).toMatchObject({ userName: 'player08' });
    expect((await login(PLAYER08, { idToken: token })).body.code).toBe('CODE_EXPIRED');
    await control(emu.url, 'PUT', `/__emulator/merchants/${M}/members/player08`, {
      clearLockout: true,
    });
  });

  it('refuses a token for another number, for registration and login alike', async () => {
    const token = await idTokenFor(freshNumber());
    const other = freshNumber();
    expect((await registerMobile(other, { channel: 'PHONEAUTH', idToken: token })).body.code).toBe(
      'INVALID_CODE',
    );
    expect((await login(PLAYER08, { idToken: token })).body).toMatchObject({
      code: 'INVALID_CODE',
      value: { captcha: true },
    });
    // The failure asks the number's next login for a captcha, checked before the token is looked
    // at: the refused login leaves the token unspent, and the retry with a captcha uses it.
    const good = await idTokenFor(PLAYER08);
    expect((await login(PLAYER08, { idToken: good })).body.code).toBe('CAPTCHA_FAILED');
    await call(emu.url, 'GET', '/wps/captcha?t=1', { merchant: M });
    const captcha = String((await control(emu.url, 'GET', '/__emulator/captcha/last')).body.answer);
    const retried = await login(PLAYER08, { idToken: good, captcha });
    expect(retried.body.value, JSON.stringify(retried.body)).toMatchObject({
      userName: 'player08',
    });
  });

  it('refuses a token older than ten minutes', async () => {
    const mobile = freshNumber();
    const token = await idTokenFor(mobile);
    ahead = 10 * 60_000 + 1_000;
    try {
      expect(
        (await registerMobile(mobile, { channel: 'PHONEAUTH', idToken: token })).body.code,
      ).toBe('CODE_EXPIRED');
    } finally {
      ahead = 0;
    }
  });

  it('refuses a missing token, a missing or invalid number, in the §8 words', async () => {
    const mobile = freshNumber();
    expect((await registerMobile(mobile, { channel: 'PHONEAUTH' })).body.code).toBe('MISSING_CODE');
    expect((await registerMobile('', { channel: 'PHONEAUTH', idToken: 'x' })).body.code).toBe(
      'MISSING_PHONE',
    );
    expect((await login(PLAYER08, {})).body.code).toBe('MISSING_CODE');
    expect((await login('', { idToken: 'x' })).body.code).toBe('MISSING_PHONE');
    expect((await login('+855 12', { idToken: 'x' })).body.code).toBe('INVALID_PHONE');
    // A number nobody registered is told to register first, before any token is looked at.
    expect((await login(freshNumber(), { idToken: 'x' })).body.code).toBe('REGISTER_FIRST');
  });
});
