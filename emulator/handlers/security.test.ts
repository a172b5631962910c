import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPayload, login, start, type TestEmulator } from '../testing/harness.js';
import { SEEDED_FUNDS_PASSWORD } from '../seed/security.js';

let emu: TestEmulator;
const tokens = new Map<string, string>();

const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

async function tokenOf(account: string, password: string): Promise<string> {
  if (!tokens.has(account)) {
    const answer = await login(emu.url, account, password);
    tokens.set(account, String(answer.body.value?.token));
  }
  return tokens.get(account)!;
}

/** A T call of `account`; E calls are sealed with the merchant's key as the front end does. */
async function as(
  account: string,
  method: string,
  path: string,
  body?: Record<string, unknown>,
  sealed = false,
) {
  const password = account === 'demo' ? 'Demo1234' : 'Player1234';
  const token = await tokenOf(account, password);
  return call(emu.url, method, path, {
    token,
    ...(body ? { body: sealed ? await encryptPayload('dflt88', body) : body } : {}),
  });
}

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

describe('security centre calls', () => {
  it('shows the demo member as seeded: real name, verified contacts, no funds password', async () => {
    const { body } = await as('demo', 'GET', '/wps/member/profile');
    expect(body.value).toMatchObject({
      nickname: 'Demo',
      realName: 'Demo Tester',
      realNameFixed: true,
      mobileVerified: true,
      emailVerified: true,
      birthday: null,
      ageGate: 18,
      hasFundsPassword: false,
      twoFactorEnabled: false,
    });
    const cards = await as('demo', 'GET', '/wps/member/bankCards');
    expect(cards.body.value).toMatchObject({ cards: [], limit: 3 });
  });

  it('names the broken rule of a profile field and keeps the real name fixed', async () => {
    const path = '/wps/member/profile/update';
    const short = await as('demo', 'POST', path, { nickname: 'x' });
    expect([short.body.code, short.body.message]).toEqual([
      'VALIDATION_FAILED',
      '/nickname must be 2 to 20 characters',
    ]);
    // 20 years old passes the brand's age gate (18) but not the birthday's 21 (§5, §9).
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect((await as('demo', 'POST', path, { birthday: young })).body.message).toBe(
      '/birthday must be at least 21 years ago',
    );
    expect((await as('demo', 'POST', path, { birthday: '1990-02-30' })).body.message).toBe(
      '/birthday must be a date YYYY-MM-DD',
    );
    expect((await as('demo', 'POST', path, { realName: 'Somebody Else' })).body.code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    const ok = await as('demo', 'POST', path, { nickname: 'Lucky Demo', birthday: '1990-01-31' });
    expect(ok.body.value).toMatchObject({ nickname: 'Lucky Demo', birthday: '1990-01-31' });
  });

  it('keeps the further profile fields of §3: given ones change, empty clears, rules named', async () => {
    const path = '/wps/member/profile/update';
    const before = await as('player03', 'GET', '/wps/member/profile');
    expect(before.body.value).toMatchObject({ zalo: null, telegram: null, sourceOfIncome: null });
    expect((await as('player03', 'POST', path, { zalo: '+84 901' })).body.message).toBe(
      '/zalo must be 8 to 15 digits',
    );
    expect((await as('player03', 'POST', path, { telegram: 'lucky' })).body.message).toBe(
      '/telegram must be an @handle or digits',
    );
    // a failing field stops the whole update: the valid one beside it is not kept either
    const tooLong = await as('player03', 'POST', path, {
      occupation: 'Chef',
      nationality: 'x'.repeat(41),
    });
    expect(tooLong.body.message).toBe('/nationality must NOT have more than 40 characters');
    expect((await as('player03', 'GET', '/wps/member/profile')).body.value).toMatchObject({
      occupation: null,
    });
    const saved = await as('player03', 'POST', path, {
      zalo: ' 0901234567 ',
      telegram: '@lucky_seven',
      currentAddress: '12 Riverside, Phnom Penh',
      occupation: 'Chef',
    });
    expect(saved.body.value).toMatchObject({
      zalo: '0901234567',
      telegram: '@lucky_seven',
      currentAddress: '12 Riverside, Phnom Penh',
      occupation: 'Chef',
      nationality: null,
    });
    // only what is given changes; an empty value clears the field
    await as('player03', 'POST', path, { telegram: '', nickname: 'Seven' });
    expect((await as('player03', 'GET', '/wps/member/profile')).body.value).toMatchObject({
      nickname: 'Seven',
      zalo: '0901234567',
      telegram: null,
      occupation: 'Chef',
    });
    await ctl('POST', '/__emulator/merchants/dflt88/members/player03/security/reset');
    expect((await as('player03', 'GET', '/wps/member/profile')).body.value).toMatchObject({
      zalo: null,
      occupation: null,
    });
  });

  it('sets a funds password once, with the login password, and changes it with the old one', async () => {
    const set = (body: Record<string, unknown>) =>
      as('demo', 'POST', '/wps/member/fundsPassword', body, true);
    expect(
      (await set({ password: 'wrong', fundsPassword: '123456', confirmFundsPassword: '123456' }))
        .body.code,
    ).toBe('WRONG_CREDENTIALS');
    expect(
      (await set({ password: 'Demo1234', fundsPassword: '12345', confirmFundsPassword: '12345' }))
        .body.message,
    ).toBe('/fundsPassword must be 6 digits');
    expect(
      (await set({ password: 'Demo1234', fundsPassword: '123456', confirmFundsPassword: '123457' }))
        .body.message,
    ).toBe('/confirmFundsPassword must equal the funds password');
    expect(
      (await set({ password: 'Demo1234', fundsPassword: '123456', confirmFundsPassword: '123456' }))
        .body.value,
    ).toEqual({ set: true });
    expect(
      (await set({ password: 'Demo1234', fundsPassword: '654321', confirmFundsPassword: '654321' }))
        .body.code,
    ).toBe('OPERATION_NOT_ALLOWED');
    const change = (old: string) =>
      as(
        'demo',
        'POST',
        '/wps/member/fundsPassword/change',
        { oldFundsPassword: old, newFundsPassword: '246810', confirmFundsPassword: '246810' },
        true,
      );
    expect((await change('000000')).body.code).toBe('FUNDS_PASSWORD_WRONG');
    expect((await change('123456')).body.value).toEqual({ changed: true });
  });

  it('binds bank cards: payee checked against the real name, masked answers, duplicates and the limit refused', async () => {
    const add = (account: string, body: Record<string, unknown>) =>
      as(account, 'POST', '/wps/member/bankCards/add', body, true);
    const card = {
      bankName: 'Chase',
      accountNumber: '6222020200112233',
      payeeName: 'Someone Else',
      fundsPassword: '246810',
    };
    expect((await add('demo', card)).body.code).toBe('PAYEE_NAME_MISMATCH');
    expect(
      (await add('demo', { ...card, payeeName: 'demo tester', fundsPassword: '1' })).body.code,
    ).toBe('FUNDS_PASSWORD_WRONG');
    expect(
      (await add('demo', { ...card, bankName: 'Nowhere Bank', payeeName: 'Demo Tester' })).body
        .code,
    ).toBe('VALIDATION_FAILED');
    const ok = await add('demo', { ...card, payeeName: '  demo   TESTER ' });
    expect(ok.body.value).toMatchObject({
      bankName: 'Chase',
      accountNumber: '************2233',
      payeeName: 'Demo Tester',
    });
    const listed = await as('demo', 'GET', '/wps/member/bankCards');
    expect(JSON.stringify(listed.body.value)).not.toContain('6222020200112233');
    // The number is player08's to take no more: one account number, one member of the brand.
    await ctl('POST', '/__emulator/merchants/dflt88/members/player08/security/reset');
    const dup = await add('player08', {
      ...card,
      payeeName: 'Player Tester',
      fundsPassword: undefined,
    });
    expect([dup.body.code, dup.body.message]).toEqual([
      'VALIDATION_FAILED',
      'account number already bound',
    ]);
    const full = await add('player02', {
      ...card,
      accountNumber: '6222999900001111',
      payeeName: 'Player Tester',
      fundsPassword: SEEDED_FUNDS_PASSWORD,
    });
    expect(full.body.code).toBe('BANK_CARD_LIMIT');
  });

  it('lets the first card name a member who has no real name yet', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player06', { payeeName: null });
    const ok = await as(
      'player06',
      'POST',
      '/wps/member/bankCards/add',
      { bankName: 'HSBC', accountNumber: '4000 1234 5678 9010', payeeName: 'Ana Maria' },
      true,
    );
    expect(ok.body.value).toMatchObject({
      accountNumber: '************9010',
      payeeName: 'Ana Maria',
    });
    const profile = await as('player06', 'GET', '/wps/member/profile');
    expect(profile.body.value).toMatchObject({ realName: 'Ana Maria', realNameFixed: true });
  });

  it('binds a phone and an e-mail address with the code sent to them', async () => {
    const mobile = '15550009999';
    expect(
      (await as('player05', 'POST', '/wps/verification/sms/bindMobile', { mobileNum: mobile })).body
        .value,
    ).toEqual({
      expiredMinutes: 1,
    });
    const wrong = await as('player05', 'POST', '/wps/member/profile/mobile', {
      mobileNum: mobile,
      verificationCode: '000000x',
    });
    expect(wrong.body.code).toBe('INVALID_CODE');
    const sms = await ctl('GET', `/__emulator/sms/last?mobile=${mobile}`);
    const bound = await as('player05', 'POST', '/wps/member/profile/mobile', {
      mobileNum: mobile,
      verificationCode: String(sms.body.code),
    });
    expect(bound.body.value).toMatchObject({ mobileNum: mobile, mobileVerified: true });

    const address = 'new.player05@example.com';
    await as('player05', 'POST', '/wps/verification/email/bind', { email: address });
    const mail = await ctl('GET', `/__emulator/email/last?address=${address}`);
    const code = /code: (\d{6})/.exec(String(mail.body.body))![1]!;
    const mailed = await as('player05', 'POST', '/wps/member/profile/email', {
      email: address,
      verificationCode: code,
    });
    expect(mailed.body.value).toMatchObject({ email: address, emailVerified: true });
    // A code works once.
    const again = await as('player05', 'POST', '/wps/member/profile/email', {
      email: address,
      verificationCode: code,
    });
    expect(again.body.code).toBe('INVALID_CODE');
  });

  it('turns the authenticator on with a code of the new secret, and login then asks for it', async () => {
    const setup = await as('player04', 'POST', '/wps/member/twoFactor/setup', {});
    const { secret, otpauthUri } = setup.body.value as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Pending only: a login from elsewhere does not offer it yet.
    await ctl('PUT', '/__emulator/merchants/dflt88/members/player04', { ips: ['198.51.100.9'] });
    expect((await login(emu.url, 'player04', 'Player1234')).body.value?.methods).not.toContain(
      'authenticator',
    );
    const enable = (code: string) =>
      as('player04', 'POST', '/wps/member/twoFactor/enable', { code });
    expect((await enable('000000')).body.code).toBe('INVALID_CODE');
    expect((await enable(await generate({ secret }))).body.value).toEqual({ enabled: true });
    expect((await as('player04', 'GET', '/wps/member/profile')).body.value).toMatchObject({
      twoFactorEnabled: true,
    });
    expect((await login(emu.url, 'player04', 'Player1234')).body.value?.methods).toContain(
      'authenticator',
    );
    const disable = (code: string) =>
      as('player04', 'POST', '/wps/member/twoFactor/disable', { code });
    expect((await disable('123')).body.code).toBe('INVALID_CODE');
    expect((await disable(await generate({ secret }))).body.value).toEqual({ enabled: false });
    expect((await login(emu.url, 'player04', 'Player1234')).body.value?.methods).not.toContain(
      'authenticator',
    );
  });

  it('restores the demo member through the control route', async () => {
    const reset = await ctl('POST', '/__emulator/merchants/dflt88/members/demo/security/reset');
    expect(reset.status).toBe(200);
    const { body } = await as('demo', 'GET', '/wps/member/profile');
    expect(body.value).toMatchObject({ nickname: 'Demo', birthday: null, hasFundsPassword: false });
    expect((await as('demo', 'GET', '/wps/member/bankCards')).body.value).toMatchObject({
      cards: [],
    });
  });
});
