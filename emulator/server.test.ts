import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, call, login, encryptPayload, removeDataDir } from './testing/harness.js';
import type { RunningEmulator } from './server.js';
import { merchantSeeds } from './seed/merchants.js';
import { botCheckFields } from './testing/botCheck.js';

let emu: RunningEmulator;
const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

describe('site status', () => {
  it('maintenance wins over region restriction, and other calls are refused', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/status', {
      maintenance: true,
      regionRestriction: true,
      maintenanceMessage: 'back soon',
    });
    let s = await call(emu.url, 'GET', '/wps/system/status');
    expect(s.body.value).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
      maintenanceMessage: 'back soon',
    });
    expect(await call(emu.url, 'GET', '/wps/system/whitelabel')).toMatchObject({
      status: 503,
      body: { code: 'MAINTENANCE' },
    });

    await ctl('PUT', '/__emulator/merchants/dflt88/status', { status: 2 });
    s = await call(emu.url, 'GET', '/wps/system/status');
    expect(s.body.value).toMatchObject({ status: 2, maintenance: false, regionRestriction: true });
    expect(await call(emu.url, 'GET', '/wps/system/whitelabel')).toMatchObject({
      status: 403,
      body: { code: 'REGION_BLOCKED' },
    });

    await ctl('PUT', '/__emulator/merchants/dflt88/status', { status: 0 });
    expect((await call(emu.url, 'GET', '/wps/system/status')).body.value).toMatchObject({
      status: 0,
    });
  });
});

describe('public state', () => {
  it("sends each brand's own currency symbol (§3 currencySymbol)", async () => {
    const symbols = await Promise.all(
      merchantSeeds.map(
        async ({ code }) =>
          (await call(emu.url, 'GET', '/wps/system/status', { merchant: code })).body.value,
      ),
    );
    expect(symbols.map((value) => (value as { currencySymbol: string }).currencySymbol)).toEqual([
      '$',
      '៛',
      '¥',
    ]);
    expect(merchantSeeds.map((m) => m.currency)).toEqual(['USD', 'KHR', 'CNY']);
  });
});

describe('merchant, paths, modules', () => {
  it('refuses unknown merchants and unknown paths', async () => {
    expect(await call(emu.url, 'GET', '/wps/system/status', { merchant: 'nope' })).toMatchObject({
      status: 400,
      body: { success: false, code: 'DOMAIN_INVALID' },
    });
    expect(await call(emu.url, 'GET', '/wps/nothing')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('answers 403 OPERATION_NOT_ALLOWED when every gating module is off, and obeys the control API', async () => {
    expect(
      await call(emu.url, 'GET', '/wps/relay/MCSFE_getPointBalance', { merchant: 'angkor7' }),
    ).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
    const put = await ctl('PUT', '/__emulator/merchants/angkor7/modules', { PTSYS3: true });
    expect(put.body.PTSYS3).toBe(true);
    const { body } = await login(emu.url, 'demo', 'Demo1234', {}, 'angkor7');
    const token = String(body.value?.token);
    expect(
      await call(emu.url, 'GET', '/wps/relay/MCSFE_getPointBalance', {
        merchant: 'angkor7',
        token,
      }),
    ).toMatchObject({ status: 200, body: { success: true } });
    // The legacy MCS2 path reaches the same call.
    expect(
      (
        await call(emu.url, 'GET', '/wps/relay/MCS2_getPointBalance', {
          merchant: 'angkor7',
          token,
        })
      ).status,
    ).toBe(200);
    await ctl('PUT', '/__emulator/merchants/angkor7/modules', { PTSYS3: false });
  });

  it('serves the whitelabel tree with groups and the angkor7 switches', async () => {
    const { body } = await call(emu.url, 'GET', '/wps/system/whitelabel', { merchant: 'angkor7' });
    const tree = body.value as unknown as {
      modId: string;
      enabled: boolean;
      children?: { modId: string; enabled: boolean }[];
    }[];
    const flat = new Map(tree.flatMap((n) => n.children ?? []).map((c) => [c.modId, c.enabled]));
    expect(flat.get('MOBILELOGIN3')).toBe(true);
    expect(flat.get('SIGNCONDIV3')).toBe(false);
    expect(flat.get('REFERRAL')).toBe(true);
  });
});

describe('login', () => {
  it('round-trips an encrypted login and a session', async () => {
    const { status, body } = await login(emu.url, 'demo', 'Demo1234');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      userName: 'demo',
      type: 0,
      passwordExpired: false,
      defaultPassword: false,
    });
    const token = String(body.value?.token);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(emu.url, 'GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: 'demo',
      username: 'demo',
      type: 0,
    });
    // The balance is what the demo member's ledger postings sum to (opening balance + history).
    const wallets = (await (
      await fetch(`${emu.url}/__emulator/merchants/dflt88/members/demo/wallets`)
    ).json()) as { MAIN: number };
    const main = wallets.MAIN;
    expect(main).toBeGreaterThan(0);
    expect(
      (await call(emu.url, 'GET', '/wps/v2/wallets/balance', { token })).body.value,
    ).toMatchObject({ balance: main, currency: 'USD' });
    expect((await call(emu.url, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
    expect(await call(emu.url, 'GET', '/wps/member/info', { token })).toMatchObject({
      status: 401,
      body: { code: 'NOT_LOGGED_IN' },
    });
  });

  it('refuses plain JSON for an rsa merchant', async () => {
    const r = await call(emu.url, 'POST', '/wps/session/login', {
      body: { username: 'demo', password: 'Demo1234', type: 'username' },
    });
    expect(r).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('applies the member/agent sides and reports expired passwords', async () => {
    expect((await login(emu.url, 'demo', 'Demo1234', { side: 'agent' })).body.code).toBe(
      'NON_AGENT_LOGIN',
    );
    expect((await login(emu.url, 'agent02', 'Agent1234')).body.code).toBe('NON_MEMBER_LOGIN');
    expect(
      (await login(emu.url, 'agent01', 'Agent1234', { side: 'agent' })).body.value,
    ).toMatchObject({ type: 1 });
    expect((await login(emu.url, 'agent01', 'Agent1234')).body.success).toBe(true);
    expect((await login(emu.url, 'expired01', 'Expired1234')).body.value).toMatchObject({
      passwordExpired: true,
    });
  });

  it('asks for a captcha after a failure and locks after five failures', async () => {
    const first = await login(emu.url, 'player03', 'wrong');
    expect(first).toMatchObject({
      status: 400,
      body: { code: 'WRONG_CREDENTIALS', value: { captcha: true } },
    });
    expect((await login(emu.url, 'player03', 'Player1234')).body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      value: { captcha: true },
    });
    const answer = async () => {
      const c = await call(emu.url, 'GET', '/wps/captcha');
      expect(String(c.body.value?.image)).toMatch(/^data:image\/svg\+xml;base64,/);
      return String((await ctl('GET', '/__emulator/captcha/last')).body.answer);
    };
    // The try without a captcha was failure 2; failures 3 and 4 are wrong passwords.
    for (let i = 3; i <= 4; i++)
      expect(
        (await login(emu.url, 'player03', 'wrong', { captcha: await answer() })).body.code,
      ).toBe('WRONG_CREDENTIALS');
    const fifth = await login(emu.url, 'player03', 'wrong', { captcha: await answer() });
    expect(fifth).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 300 } },
    });
    expect(
      (await login(emu.url, 'player03', 'Player1234', { captcha: await answer() })).body.code,
    ).toBe('TOO_MANY_REQUESTS');
  });

  it('logs in by SMS code where MOBILEVERCODELOGIN3 is on', async () => {
    const info = async () => {
      const { body } = await login(emu.url, 'demo', 'Demo1234', {}, 'angkor7');
      return (
        await call(emu.url, 'GET', '/wps/member/info', {
          merchant: 'angkor7',
          token: String(body.value?.token),
        })
      ).body.value!;
    };
    const mobile = String((await info()).mobileNum);
    expect(
      (
        await call(emu.url, 'POST', '/wps/verification/sms/noLogin', {
          merchant: 'angkor7',
          body: { mobileNum: mobile },
        })
      ).body.value,
    ).toMatchObject({ expiredMinutes: 1 });
    const sms = await ctl('GET', `/__emulator/sms/last?mobile=${mobile}`);
    const r = await call(emu.url, 'POST', '/wps/session/login', {
      merchant: 'angkor7',
      body: await encryptPayload('angkor7', {
        username: mobile,
        password: String(sms.body.code),
        type: 'sms',
        ...(await botCheckFields(emu.url, 'angkor7')),
      }),
    });
    expect(r.body.value).toMatchObject({ userName: 'demo' });
  });
});

describe('validation, catalogue, faults, control', () => {
  it('names the failing path of bad input', async () => {
    const { body: b } = await login(emu.url, 'demo', 'Demo1234');
    const r = await call(emu.url, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=abc', {
      token: String(b.value?.token),
    });
    expect(r).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(r.body.message).toContain('/pageNo');
    const bad = await call(emu.url, 'PUT', '/wps/member/language', {
      token: String(b.value?.token),
      body: { language: 'XX' },
    });
    expect(bad.body.message).toContain('/language');
  });

  it('holds 10,000+ slot games and serves their generated icons', async () => {
    const { body: b } = await login(emu.url, 'demo', 'Demo1234');
    const r = await call(
      emu.url,
      'GET',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=20',
      { token: String(b.value?.token) },
    );
    expect(Number(r.body.value?.total)).toBeGreaterThanOrEqual(10_000);
    const games = r.body.value?.games as { iconUrl: string }[];
    expect(games).toHaveLength(20);
    const icon = await fetch(emu.url + games[0]!.iconUrl);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const lanes = (await call(emu.url, 'GET', '/wps/relay/GCSGAME_gameVendor')).body.value
      ?.lanes as { title: string }[];
    expect(lanes.map((l) => l.title)).toEqual(
      expect.arrayContaining([
        'LIVE',
        'RNG',
        'FISH',
        'ELOTT',
        'LOTT',
        'SPORTS',
        'ESPORTS',
        'PVP',
        'COCKFIGHT',
        'BINGO',
        'BGS',
      ]),
    );
  });

  it('injects failures on matching paths but never on the control API', async () => {
    expect(
      (
        await ctl('PUT', '/__emulator/faults', {
          latencyMs: 0,
          failureRate: 1,
          pathPrefix: '/wps/system',
        })
      ).status,
    ).toBe(200);
    expect(await call(emu.url, 'GET', '/wps/system/status')).toMatchObject({
      status: 500,
      body: { code: 'SYSTEM_ERROR' },
    });
    expect((await call(emu.url, 'GET', '/wps/relay/GCSGAME_gameVendor')).status).toBe(200);
    expect((await ctl('GET', '/__emulator/merchants/dflt88/status')).status).toBe(200);
    await ctl('PUT', '/__emulator/faults', { latencyMs: 0, failureRate: 0 });
    expect((await call(emu.url, 'GET', '/wps/system/status')).status).toBe(200);
  });

  it('renders the control page with escaped values', async () => {
    await ctl('PUT', '/__emulator/merchants/longhai9/status', {
      status: 0,
      maintenanceMessage: '<script>x</script>',
    });
    const html = await (await fetch(emu.url + '/__emulator/')).text();
    expect(html).toContain('&#60;script&#62;x');
    expect(html).not.toContain('<script>x');
    expect(html).toContain('Demo1234');
  });

  it('keeps state across a restart and drops it on reset', async () => {
    // Its own emulator over a data directory: the others run in memory and have nothing to keep.
    let disk = await start(undefined, { onDisk: true });
    const dataDir = disk.dataDir!;
    try {
      const { body } = await login(disk.url, 'player01', 'Player1234');
      const token = String(body.value?.token);
      await call(disk.url, 'PUT', '/wps/member/language', { token, body: { language: 'KM' } });
      await disk.close();
      disk = await start(dataDir);
      expect((await call(disk.url, 'GET', '/wps/member/info', { token })).body.value).toMatchObject(
        { account: 'player01', language: 'KM' },
      );
      expect((await fetch(`${disk.url}/__emulator/reset`, { method: 'POST' })).status).toBe(200);
      expect((await call(disk.url, 'GET', '/wps/member/info', { token })).status).toBe(401);
      expect((await login(disk.url, 'demo', 'Demo1234')).status).toBe(200);
    } finally {
      await disk.close();
      removeDataDir(dataDir);
    }
  }, 60_000);
});

describe('malformed requests', () => {
  it('answers addresses it cannot parse or decode, and keeps serving', async () => {
    const { request } = await import('node:http');
    const { port, hostname } = new URL(emu.url);
    // Sent raw: fetch would refuse or repair these addresses before they left.
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: hostname, port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    for (const path of [
      'http://[',
      '/emulator-assets/game/%E0%A4%A.svg',
      '/__emulator/merchants/%/status',
      '/wps/%',
    ]) {
      const status = await statusOf(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
    expect((await call(emu.url, 'GET', '/wps/system/status')).status).toBe(200);
  });
});

describe('hostile requests', () => {
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      void import('node:net').then(({ connect }) => {
        const { port, hostname } = new URL(emu.url);
        let answer = '';
        const socket = connect(Number(port), hostname, () => socket.write(text));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    });
  const statusLine = (answer: string) => answer.split('\r\n')[0];
  // The body between its first "{" and last "}": chunked or not, the envelope is one JSON object.
  const envelope = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as Record<
      string,
      unknown
    >;

  it('refuses NUL bytes in the path, the query and JSON fields with VALIDATION_FAILED', async () => {
    for (const path of ['/wps/system/status%00', '/wps/system/helpCenter?lang=EN%00&device=WEB'])
      expect(await call(emu.url, 'GET', path), path).toMatchObject({
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED' },
      });
    const { body: b } = await login(emu.url, 'demo', 'Demo1234');
    const bad = await call(emu.url, 'PUT', '/wps/member/language', {
      token: String(b.value?.token),
      body: { language: 'EN\u0000' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(bad.body.message).toContain('/language');
  });

  it('refuses page numbers and sizes outside 1..2^31-1 instead of failing deep in a handler', async () => {
    const { body: b } = await login(emu.url, 'demo', 'Demo1234');
    const token = String(b.value?.token);
    for (const query of ['pageNo=1&pageSize=0', 'pageNo=0&pageSize=20', 'pageNo=1e308&pageSize=20'])
      expect(
        await call(emu.url, 'GET', `/wps/relay/GCSGAME_gameList?gameType=RNG&${query}`, { token }),
        query,
      ).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('answers an unknown method 405 with Allow and CONNECT 405, in the envelope', async () => {
    const answer = await raw(
      'PROPFIND /wps/system/status HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.toLowerCase()).toContain('allow: get, head, post, put, delete, options');
    expect(envelope(answer)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(statusLine(await raw('CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n'))).toBe(
      'HTTP/1.1 405 Method Not Allowed',
    );
  });

  it('answers over-long addresses, bad Host headers and unparsable requests with 400', async () => {
    const long = await raw(
      `GET /wps/${'a'.repeat(9000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
    );
    expect(statusLine(long)).toBe('HTTP/1.1 400 Bad Request');
    expect(envelope(long)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const host = await raw(
      'GET /wps/system/status HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(host)).toBe('HTTP/1.1 400 Bad Request');
    for (const text of [
      'FOO / HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET /\0 HTTP/1.1\r\nHost: a\r\n\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    ]) {
      const answer = await raw(text);
      expect(statusLine(answer), text.slice(0, 20)).toBe('HTTP/1.1 400 Bad Request');
      expect(envelope(answer)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await call(emu.url, 'GET', '/wps/system/status')).status).toBe(200);
  });

  it('keeps "//host/path" a path and sends no CORS grant', async () => {
    const answer = await raw(
      `GET //wps/system/status HTTP/1.1\r\nHost: ${new URL(emu.url).host}\r\nMerchant: dflt88\r\nConnection: close\r\n\r\n`,
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 404 Not Found');
    const res = await fetch(`${emu.url}/wps/system/status`, {
      headers: { merchant: 'dflt88', origin: 'https://evil.test' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('development guard (DNS rebinding and cross-site calls)', () => {
  /** A request with the Host and headers a browser would send (fetch cannot set Host). */
  const send = async (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const { request } = await import('node:http');
    const { port, hostname } = new URL(emu.url);
    return new Promise((resolve, reject) => {
      request({ host: hostname, port, path, method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      })
        .on('error', reject)
        .end(body);
    });
  };
  const port = () => new URL(emu.url).port;
  const status = '/__emulator/merchants/dflt88/status';
  const json = { 'content-type': 'application/json' };

  it('refuses a cross-site text/plain POST to the control API with 415, before it runs', async () => {
    const before = await ctl('GET', status);
    const answer = await send('PUT', status, { 'content-type': 'text/plain' }, '{"status":1}');
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/application\/json/);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      expect(
        (await send('POST', '/__emulator/reset', { 'content-type': type }, 'a=1')).status,
      ).toBe(415);
    expect(await ctl('GET', status)).toEqual(before);
  });

  it('refuses a Host that is not the emulator’s own (DNS rebinding) with 403, on every path', async () => {
    for (const host of [
      'evil.test',
      `evil.test:${port()}`,
      `127.0.0.1.evil.test:${port()}`,
      `localhost:1`,
    ])
      for (const path of [status, '/wps/system/status', '/emulator-assets/game/x.svg']) {
        const answer = await send('GET', path, { host, merchant: 'dflt88' });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body.error, host).toMatch(/Host/);
      }
  });

  it('refuses a foreign Origin on the control API with 403', async () => {
    for (const origin of [
      'https://evil.test',
      'null',
      'http://localhost:1',
      `http://evil.test:${port()}`,
    ]) {
      const answer = await send('PUT', status, { ...json, origin }, '{"status":0}');
      expect(answer.status, origin).toBe(403);
      expect(answer.body.error, origin).toMatch(/Origin/);
    }
  });

  it('lets the emulator’s own names, origins and JSON calls through', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `[::1]:${port()}`]) {
      const answer = await send(
        'PUT',
        status,
        { ...json, host, origin: `http://${host}` },
        '{"status":0}',
      );
      expect(answer.status, host).toBe(200);
      const platform = await send('GET', '/wps/system/status', { host, merchant: 'dflt88' });
      expect(platform.status, host).toBe(200);
    }
    expect((await send('GET', status, { host: 'LOCALHOST' })).status).toBe(200);
    // A bare POST (no body, no type: how scripts approve a deposit) passes; a browser adds an Origin.
    const bare = await send('POST', '/__emulator/deposits/none/approve', {});
    expect([403, 415]).not.toContain(bare.status);
  });
});
