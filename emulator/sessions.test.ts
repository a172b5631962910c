import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, start, type TestEmulator } from './testing/harness.js';

let emu: TestEmulator;

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

async function tokenOf(account: string, password: string): Promise<string> {
  const { body } = await login(emu.url, account, password);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return String(body.value?.token);
}

const memberInfo = (token: string) => call(emu.url, 'GET', '/wps/member/info', { token });
const logout = (token: string) => call(emu.url, 'DELETE', '/wps/session/logout', { token });

describe('logout (§4) invalidates the token on the platform side', () => {
  it('refuses the old token afterwards with the catalogue code for an expired session', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    expect((await memberInfo(token)).status).toBe(200);
    expect(await logout(token)).toMatchObject({
      status: 200,
      body: { success: true, value: { loggedOut: true } },
    });
    expect(await memberInfo(token)).toMatchObject({
      status: 401,
      body: { success: false, code: 'NOT_LOGGED_IN' },
    });
    expect(await call(emu.url, 'GET', '/wps/v2/wallets/balance', { token })).toMatchObject({
      status: 401,
      body: { code: 'NOT_LOGGED_IN' },
    });
  });

  it('refuses a second logout with the same token instead of answering success', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    expect((await logout(token)).status).toBe(200);
    expect(await logout(token)).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
  });

  it('ends only the session it was called with: another login of the member stays valid', async () => {
    const first = await tokenOf('demo', 'Demo1234');
    const second = await tokenOf('demo', 'Demo1234');
    expect(first).not.toBe(second);
    await logout(first);
    expect((await memberInfo(first)).body.code).toBe('NOT_LOGGED_IN');
    expect((await memberInfo(second)).body.value).toMatchObject({ account: 'demo' });
  });

  it('does not let one merchant end a session of another', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const elsewhere = await call(emu.url, 'DELETE', '/wps/session/logout', {
      token,
      merchant: 'longhai9',
    });
    expect(elsewhere).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    expect((await memberInfo(token)).status).toBe(200);
  });
});
