import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { start, call, login, encryptPayload, type TestEmulator } from './testing/harness.js';
import { DEMO_TOTP_SECRET } from './seed/accounts.js';

let emu: TestEmulator;
const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const verify = async (body: Record<string, unknown>, merchant = 'dflt88') =>
  call(emu.url, 'POST', '/wps/session/login/verification', {
    merchant,
    body: await encryptPayload(merchant, body),
  });

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

describe('two-factor for an unrecorded IP (LOGINIPVERF3)', () => {
  it('records the first IP, then asks a login from elsewhere for a proof', async () => {
    expect((await login(emu.url, 'player08', 'Player1234')).body.success).toBe(true);
    // The member's history is now 127.0.0.1: the same IP passes without a second factor.
    expect((await login(emu.url, 'player08', 'Player1234')).body.success).toBe(true);
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player08', { ips: ['203.0.113.7'] });
    const r = await login(emu.url, 'player08', 'Player1234');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('VERIFICATION_REQUIRED');
    expect(r.body.value?.methods).toEqual(['sms', 'email', 'bankName']);
    expect(String(r.body.value?.mobileHint)).toMatch(/^\*+\d{4}$/);
  });

  it('accepts an authenticator code (RFC 6238), once, and records the IP', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player07', { ips: ['198.51.100.1'] });
    const first = await login(emu.url, 'player07', 'Player1234');
    expect(first.body.value?.methods).toContain('authenticator');
    const ticket = String(first.body.value?.ticket);
    const wrong = await verify({ ticket, method: 'authenticator', value: '000000' });
    expect(wrong.body.code).toBe('INVALID_CODE');
    const token = await generate({ secret: DEMO_TOTP_SECRET });
    const ok = await verify({ ticket, method: 'authenticator', value: token });
    expect(ok.body.value).toMatchObject({ userName: 'player07' });
    expect(String(ok.body.value?.token)).toMatch(/^[0-9a-f]{64}$/);
    // Single use, and the IP is now on record.
    expect((await verify({ ticket, method: 'authenticator', value: token })).body.code).toBe(
      'INVALID_CODE',
    );
    expect((await login(emu.url, 'player07', 'Player1234')).body.success).toBe(true);
  });

  it('checks the bank-account name and the bound e-mail, and burns the ticket after five misses', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player06', { ips: ['198.51.100.2'] });
    let ticket = String((await login(emu.url, 'player06', 'Player1234')).body.value?.ticket);
    const bank = await verify({ ticket, method: 'bankName', value: '  player   TESTER ' });
    expect(bank.body.success).toBe(true);

    await ctl('PUT', '/__emulator/merchants/dflt88/members/player06', { ips: ['198.51.100.2'] });
    ticket = String((await login(emu.url, 'player06', 'Player1234')).body.value?.ticket);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await verify({ ticket, method: 'email', value: 'nobody@example.com' })).body.code,
      ).toBe('VALIDATION_FAILED');
    const late = await verify({ ticket, method: 'email', value: 'player06@dflt88.localhost' });
    expect(late.body.code).toBe('INVALID_CODE');
  });

  it('offers no authenticator to an account without one', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player05', { ips: ['198.51.100.3'] });
    const ticket = String((await login(emu.url, 'player05', 'Player1234')).body.value?.ticket);
    const r = await verify({ ticket, method: 'authenticator', value: '123456' });
    expect(r.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('passwords', () => {
  it('mails a temporary password that forces a change at the next login', async () => {
    const r = await call(emu.url, 'POST', '/wps/member/password/email', {
      body: { username: 'player04', email: 'PLAYER04@dflt88.localhost' },
    });
    expect(r.body.value).toEqual({ sent: true });
    const mail = await ctl('GET', '/__emulator/email/last?address=player04@dflt88.localhost');
    const temporary = /Temporary password: (\w+)/.exec(String(mail.body.body))?.[1];
    expect(temporary).toMatch(/^[A-Z]\w{7}$/);
    expect((await login(emu.url, 'player04', 'Player1234')).body.code).toBe('WRONG_CREDENTIALS');
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player04', { clearLockout: true });
    const again = await login(emu.url, 'player04', temporary!);
    expect(again.body.value).toMatchObject({ defaultPassword: true });
  });

  it('refuses an unknown username or a wrong e-mail with the same message', async () => {
    for (const body of [
      { username: 'nobody', email: 'x@y.z' },
      { username: 'player03', email: 'wrong@dflt88.localhost' },
    ]) {
      const r = await call(emu.url, 'POST', '/wps/member/password/email', { body });
      expect(r.body.code).toBe('ACCOUNT_NOT_FOUND');
    }
  });
});

describe('SMS codes and registration by mobile', () => {
  it('registers a number with its code, spends the code, and logs in', async () => {
    const mobile = '1555123456';
    await call(emu.url, 'POST', '/wps/verification/sms/register', { body: { mobileNum: mobile } });
    const code = String((await ctl('GET', `/__emulator/sms/last?mobile=${mobile}`)).body.code);
    const register = async (verificationCode: string) =>
      call(emu.url, 'PUT', '/wps/member/register/mobile', {
        body: await encryptPayload('dflt88', {
          mobileNum: mobile,
          password: 'Abcd1234',
          confirmPassword: 'Abcd1234',
          verificationCode,
          registerMethod: 'WEB',
          login: true,
        }),
      });
    expect((await register('000000')).body.code).toBe('INVALID_CODE');
    const ok = await register(code);
    expect(ok.body.value).toMatchObject({ userName: mobile });
    expect(typeof ok.body.value?.token).toBe('string');
    // The same code cannot open a second account, and the number is taken anyway.
    expect((await register(code)).body.code).toBe('INVALID_CODE');
    expect((await login(emu.url, mobile, 'Abcd1234')).body.success).toBe(true);
  });

  it('throttles SMS to one a second and caps each number per hour', async () => {
    const mobile = '1555999000';
    const send = () =>
      call(emu.url, 'POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile } });
    expect((await send()).body.success).toBe(true);
    expect((await send()).body.code).toBe('TOO_MANY_REQUESTS');
    expect((await send()).body.value?.retryAfterSeconds).toBe(1);
    const missing = await call(emu.url, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: ' ' },
    });
    expect(missing.body.code).toBe('MISSING_PHONE');
  });

  it('checks the affiliate code and refuses a non-agent one', async () => {
    const good = await call(emu.url, 'GET', '/wps/agent/affiliate?code=agent01');
    expect(good.body.value).toMatchObject({ valid: true });
    const bad = await call(emu.url, 'GET', '/wps/agent/affiliate?code=player01');
    expect(bad.body.code).toBe('INVALID_AFFILIATE');
  });
});

describe('credential stuffing', () => {
  it('locks each account after five misses, captcha or not; a locked account refuses even the right password', async () => {
    const accounts = ['player01', 'player02', 'agent01'];
    const guesses = ['123456', 'password', 'qwerty', 'Player1234!', 'letmein'];
    for (const [n, account] of accounts.entries()) {
      const codes: string[] = [];
      for (const guess of guesses) {
        // The second account's attacker even solves every captcha: the lock still comes at five.
        const extra: Record<string, unknown> = {};
        if (n === 1 && codes.length > 0) {
          await call(emu.url, 'GET', '/wps/captcha?t=1');
          extra.captcha = String((await ctl('GET', '/__emulator/captcha/last')).body.answer);
        }
        codes.push(String((await login(emu.url, account, guess, extra)).body.code));
      }
      expect(codes[0]).toBe('WRONG_CREDENTIALS');
      expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
      const right = await login(
        emu.url,
        account,
        account === 'agent01' ? 'Agent1234' : 'Player1234',
      );
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(right.body.value?.retryAfterSeconds)).toBeGreaterThan(290);
    }
  });
});
