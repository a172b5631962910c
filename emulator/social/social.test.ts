import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptPayload, login, start, type TestEmulator } from '../testing/harness.js';
import { MAX_BIND_FAILURES, STATE_TTL_SECONDS } from './states.js';

let emu: TestEmulator;
/** The emulator's clock; moved forward to expire states. */
let clock = Date.now();

beforeAll(async () => {
  emu = await start(undefined, { now: () => clock });
}, 60_000);
afterAll(async () => emu?.close());

const SOCIAL = '/wps/session/login/social';
let counter = 0;
/** A provider account nobody has bound yet. */
const freshAccount = (provider: string) => `p${Date.now()}.${++counter}@${provider}.example`;

async function startSignIn(provider = 'google', merchant = 'dflt88') {
  const res = await call(emu.url, 'POST', `${SOCIAL}/authorize`, {
    merchant,
    body: { provider, returnPath: '/socialLogin/return' },
  });
  return res;
}

/** Answers the consent page as the browser's form would; returns the redirect target. */
async function answer(
  provider: string,
  state: string,
  decision: 'allow' | 'deny',
  account = freshAccount(provider),
) {
  const res = await fetch(`${emu.url}/emulator-assets/provider/${provider}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision, account }).toString(),
    redirect: 'manual',
  });
  const location = res.headers.get('location') ?? '';
  return {
    status: res.status,
    location,
    params: new URL(location, 'http://site.local').searchParams,
  };
}

/** Start + allow: a consented state and its code. */
async function consented(provider = 'google', account = freshAccount(provider)) {
  const started = await startSignIn(provider);
  const state = String(started.body.value?.state);
  const { params } = await answer(provider, state, 'allow', account);
  return { provider, state, code: params.get('code') ?? '', account };
}

async function bind(
  flow: { provider: string; state: string; code: string },
  mode: 'existing' | 'new',
  username: string,
  password: string,
) {
  return call(emu.url, 'POST', `${SOCIAL}/bind`, {
    body: await encryptPayload('dflt88', {
      provider: flow.provider,
      state: flow.state,
      code: flow.code,
      mode,
      username,
      password,
    }),
  });
}

const complete = (flow: { provider: string; state: string; code: string }) =>
  call(emu.url, 'POST', SOCIAL, {
    body: { provider: flow.provider, state: flow.state, code: flow.code },
  });

describe('start and the consent page', () => {
  it('issues a state and a consent page under the provider, with clickjacking and script guards', async () => {
    const started = await startSignIn('google');
    expect(started.status).toBe(200);
    const value = started.body.value as { state: string; authorizeUrl: string };
    expect(value.state).toMatch(/^[0-9a-f]{64}$/);
    expect(value.authorizeUrl).toBe(
      `/emulator-assets/provider/google/consent?state=${value.state}`,
    );
    const page = await fetch(emu.url + value.authorizeUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('Sign in with Google');
    expect(html).toContain('Default 88');
    expect(html).toMatch(/value="allow"/);
    expect(html).toMatch(/value="deny"/);
  });

  it('refuses a provider whose own flag is off, and every provider when all are off', async () => {
    // longhai9 has every social flag off: the endpoint gate answers
    expect(await startSignIn('google', 'longhai9')).toMatchObject({
      status: 403,
      body: { code: 'OPERATION_NOT_ALLOWED' },
    });
    // angkor7 has google on but LINE off: the handler refuses LINE by name
    expect(await startSignIn('line', 'angkor7')).toMatchObject({
      status: 403,
      body: { code: 'OPERATION_NOT_ALLOWED' },
    });
    expect((await startSignIn('telegram', 'angkor7')).status).toBe(200);
  });

  it('only sends people back to a path of the site', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/a?b=c', '/\\evil']) {
      const res = await call(emu.url, 'POST', `${SOCIAL}/authorize`, {
        body: { provider: 'google', returnPath },
      });
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('redirects Allow with a code and Deny with access_denied, each state answering once', async () => {
    const a = String((await startSignIn()).body.value?.state);
    const allowed = await answer('google', a, 'allow');
    expect(allowed.status).toBe(303);
    expect(allowed.location.startsWith('/socialLogin/return?')).toBe(true);
    expect(allowed.params.get('state')).toBe(a);
    expect(allowed.params.get('code')).toMatch(/^[0-9a-f]{64}$/);
    expect((await answer('google', a, 'allow')).status).toBe(410);
    expect(
      (await fetch(`${emu.url}/emulator-assets/provider/google/consent?state=${a}`)).status,
    ).toBe(410);

    const d = String((await startSignIn()).body.value?.state);
    const denied = await answer('google', d, 'deny');
    expect(denied.status).toBe(303);
    expect(denied.params.get('error')).toBe('access_denied');
    expect(denied.params.get('code')).toBeNull();
  });

  it('keeps a state to its own provider, escapes what it shows and refuses odd account names', async () => {
    const s = String((await startSignIn('google')).body.value?.state);
    expect((await answer('facebook', s, 'allow')).status).toBe(410);
    const bad = await answer('google', s, 'allow', '<script>x</script>');
    expect(bad.status).toBe(400);
    expect(bad.location).toBe('');
    // the refused value is shown back to be corrected, escaped
    const page = await fetch(`${emu.url}/emulator-assets/provider/google/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: s, decision: 'allow', account: '"><img src=x>' }),
    });
    const html = await page.text();
    expect(html).toContain('value="&#34;&#62;&#60;img src=x&#62;"');
    expect(html).not.toContain('<img');
    expect((await answer('google', s, 'allow')).status).toBe(303);
  });

  it('lets a state expire', async () => {
    const s = String((await startSignIn()).body.value?.state);
    clock += (STATE_TTL_SECONDS + 1) * 1000;
    try {
      expect((await answer('google', s, 'allow')).status).toBe(410);
    } finally {
      clock = Date.now();
    }
  });
});

describe('complete and bind', () => {
  it('binds a new account, then signs the same provider account in with one click', async () => {
    const flow = await consented('google');
    const first = await complete(flow);
    expect(first).toMatchObject({
      status: 200,
      body: { value: { bound: false, identity: flow.account.toLowerCase() } },
    });
    const username = `soc${String(Date.now()).slice(-8)}`;
    const bound = await bind(flow, 'new', username, 'Social1234');
    expect(bound).toMatchObject({
      status: 200,
      body: { value: { userName: username, created: true, firstTimeLogin: true } },
    });
    const token = String(bound.body.value?.token);
    expect((await call(emu.url, 'GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: username,
    });
    // the new account also works with its password
    expect((await login(emu.url, username, 'Social1234')).status).toBe(200);

    const again = await consented('google', flow.account);
    const second = await complete(again);
    expect(second).toMatchObject({
      status: 200,
      body: { value: { bound: true, userName: username, firstTimeLogin: false } },
    });
    // single use: the same state and code do not log in twice
    expect(await complete(again)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });

  it('binds to an existing account only with its password, and refuses a second binding', async () => {
    const flow = await consented('facebook');
    expect(await bind(flow, 'existing', 'player06', 'wrong-pass1')).toMatchObject({
      status: 400,
      body: { code: 'WRONG_CREDENTIALS' },
    });
    const ok = await bind(flow, 'existing', 'player06', 'Player1234');
    expect(ok).toMatchObject({
      status: 200,
      body: { value: { userName: 'player06', created: false } },
    });

    // the same provider account cannot be bound again, to anyone (irreversible)
    const replay = await consented('facebook', flow.account);
    expect(await bind(replay, 'existing', 'player07', 'Player1234')).toMatchObject({
      status: 403,
      body: { code: 'OPERATION_NOT_ALLOWED' },
    });
    expect(await complete(replay)).toMatchObject({
      status: 200,
      body: { value: { bound: true, userName: 'player06' } },
    });
    // the spent state of the first bind cannot bind again either
    expect(await bind(flow, 'new', 'someoneelse1', 'Social1234')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CODE' },
    });
  });

  it('spends a consent after too many wrong passwords', async () => {
    const flow = await consented('telegram');
    for (let i = 1; i < MAX_BIND_FAILURES; i++)
      expect((await bind(flow, 'existing', 'player08', `Wrong${i}xx`)).body.code).toBe(
        'WRONG_CREDENTIALS',
      );
    expect(await bind(flow, 'existing', 'player08', 'Wrong9xx')).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await bind(flow, 'existing', 'player08', 'Player1234')).body.code).toBe('INVALID_CODE');
  });

  it('honours the login lock: a locked username cannot be bound, even with its password', async () => {
    for (let i = 0; i < 5; i++) await login(emu.url, 'player05', `Guess${i}xyz`);
    const flow = await consented('google');
    const locked = await bind(flow, 'existing', 'player05', 'Player1234');
    expect(locked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(locked.body.value?.retryAfterSeconds)).toBeGreaterThan(200);
  });

  it('refuses taken usernames, bad passwords, pure agents, denied and expired sign-ins', async () => {
    const flow = await consented('google');
    expect((await bind(flow, 'new', 'player01', 'Social1234')).body.code).toBe('DUPLICATE_REQUEST');
    expect((await bind(flow, 'new', 'goodname1', 'short')).body.code).toBe('VALIDATION_FAILED');
    expect((await bind(flow, 'existing', 'agent02', 'Agent1234')).body.code).toBe(
      'NON_MEMBER_LOGIN',
    );
    // a plain (unencrypted) password is refused: the bind is an E call
    expect(
      (
        await call(emu.url, 'POST', `${SOCIAL}/bind`, {
          body: {
            provider: flow.provider,
            state: flow.state,
            code: flow.code,
            mode: 'new',
            username: 'plainuser1',
            password: 'Social1234',
          },
        })
      ).body.code,
    ).toBe('VALIDATION_FAILED');

    const started = String((await startSignIn()).body.value?.state);
    const denied = await answer('google', started, 'deny');
    expect(denied.params.get('error')).toBe('access_denied');
    expect(
      (await complete({ provider: 'google', state: started, code: '0'.repeat(64) })).body.code,
    ).toBe('INVALID_CODE');

    const late = await consented('google');
    expect((await complete({ ...late, code: 'f'.repeat(64) })).body.code).toBe('INVALID_CODE');
    clock += (STATE_TTL_SECONDS + 1) * 1000;
    try {
      expect((await complete(late)).body.code).toBe('CODE_EXPIRED');
      expect((await bind(late, 'new', 'lateuser01', 'Social1234')).body.code).toBe('CODE_EXPIRED');
    } finally {
      clock = Date.now();
    }
  });

  it('launches games of a social sign-in through GCS_gameLaunchFB, and no other session', async () => {
    const flow = await consented('google');
    await complete(flow);
    const username = `fbl${String(Date.now()).slice(-8)}`;
    const bound = await bind(flow, 'new', username, 'Social1234');
    const token = String(bound.body.value?.token);
    const launchFB = (provider: string, as: string) =>
      call(
        emu.url,
        'GET',
        `/wps/relay/GCS_gameLaunchFB?vassalage=PG&gameCode=pg_1&gameType=RNG&language=EN&provider=${provider}`,
        { token: as },
      );
    const launched = await launchFB('google', token);
    expect(launched).toMatchObject({ status: 200, body: { value: { newWindow: false } } });
    const page = await (await fetch(emu.url + String(launched.body.value?.url))).text();
    expect(page).toContain('Signed in with');
    expect(page).toContain(username);
    // Another provider than the session's, and a session opened with a password, are refused.
    expect((await launchFB('facebook', token)).body.code).toBe('OPERATION_NOT_ALLOWED');
    const byPassword = await login(emu.url, username, 'Social1234');
    const passwordToken = String(byPassword.body.value?.token);
    expect((await launchFB('google', passwordToken)).body.code).toBe('OPERATION_NOT_ALLOWED');
    // That session launches the usual way, and its vendor page names no provider.
    const usual = await call(emu.url, 'GET', '/wps/game/launchGame?vassalage=PG&gameCode=pg_1', {
      token: passwordToken,
    });
    const usualPage = await (await fetch(emu.url + String(usual.body.value?.url))).text();
    expect(usualPage).not.toContain('Signed in with');
    // A visitor has no session to launch for.
    expect(
      (await call(emu.url, 'GET', '/wps/relay/GCS_gameLaunchFB?vassalage=PG&provider=google'))
        .status,
    ).not.toBe(200);
  });

  it('keeps states to their merchant', async () => {
    const flow = await consented('google');
    const other = await call(emu.url, 'POST', SOCIAL, {
      merchant: 'angkor7',
      body: { provider: 'google', state: flow.state, code: flow.code },
    });
    expect(other.body.code).toBe('INVALID_CODE');
  });
});
