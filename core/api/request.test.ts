import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { configureApi, request, type ApiContext } from './request';

type FetchArgs = [url: string, init: RequestInit];

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (value: unknown): Response => json({ success: true, value });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let token: string | null;
let flags: Set<string>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

function configure(overrides: Partial<ApiContext> = {}): void {
  configureApi({
    apiBase: 'https://api.example.test/',
    merchantCode: 'm001',
    serviceGeneration: 'MCSFE',
    pathChoices: {},
    cipher: { type: 'none' },
    flags: () => flags,
    token: () => token,
    language: () => 'KM',
    onUnauthorized,
    ...overrides,
  });
}

function lastCall(): { url: URL; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1) as FetchArgs | undefined;
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: new URL(url), init, headers: init.headers as Record<string, string> };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('request resolved; an ApiError was expected');
}

/** Like a real fetch that never answers: settles only when its signal aborts. */
function hangUntilAborted(_url: string, init: RequestInit): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const signal = init.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason as Error);
    else signal.addEventListener('abort', () => reject(signal.reason as Error));
  });
}

beforeEach(() => {
  token = 'tok-123';
  flags = new Set(['COMM3', 'PTSYS3', 'GAMELO3', 'REG3']);
  onUnauthorized = vi.fn<() => void>();
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  configure();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request: refusals before any network call', () => {
  it('refuses a call whose module is off with OPERATION_NOT_ALLOWED and never calls fetch', async () => {
    flags = new Set(['COMM3']);
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('OPERATION_NOT_ALLOWED');
    expect(error.endpoint).toBe('pointBalance');
    expect(error.serverMessage).toBe('module PTSYS3 is off');
    expect(error.messageKey).toBe('errors.operation_not_allowed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('allows a call when any one of its modules is on', async () => {
    flags = new Set(['COMM3', 'MOBILENUMREG3']);
    fetchMock.mockResolvedValue(ok({ expiredMinutes: 5 }));
    await expect(
      request('registerSms', { mobileNum: '12345678', countryDialingCode: '855' }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastCall().url.pathname).toBe('/wps/verification/sms/register');
  });

  it('refuses a token call without a token with NOT_LOGGED_IN and never calls fetch', async () => {
    token = null;
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('NOT_LOGGED_IN');
    expect(error.status).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    // the client refused on its own; nobody is told the platform dropped the session
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request: what is sent', () => {
  it('adds Merchant, Authorization, Accept-Language-Code and Accept headers and joins the base URL', async () => {
    fetchMock.mockResolvedValue(ok({ points: 10, ratio: 2 }));
    await expect(request('pointBalance', {})).resolves.toEqual({ points: 10, ratio: 2 });
    const { url, init, headers } = lastCall();
    expect(url.href).toBe('https://api.example.test/wps/relay/MCSFE_getPointBalance');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(headers).toEqual({
      Accept: 'application/json',
      Merchant: 'm001',
      'Accept-Language-Code': 'KM',
      Authorization: 'Bearer tok-123',
    });
  });

  it('sends no Authorization header when there is no token', async () => {
    token = null;
    fetchMock.mockResolvedValue(ok([{ countryCode: 'KH', countryDialingCode: '855' }]));
    await request('countryCodes', {});
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('puts GET params in the query string and skips null and undefined values', async () => {
    fetchMock.mockResolvedValue(
      ok({ pageNo: 1, pageSize: 20, total: 0, totalPages: 0, games: [] }),
    );
    await request('gameList', {
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 20,
      gameName: 'dragon & tiger',
      vassalage: undefined,
    });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameType: 'RNG',
      pageNo: '2',
      pageSize: '20',
      gameName: 'dragon & tiger',
    });
    expect(init.body).toBeUndefined();
  });

  it('puts DELETE params in the query string too', async () => {
    fetchMock.mockResolvedValue(ok({ loggedOut: true }));
    await request('logout', {});
    const { url, init } = lastCall();
    expect(init.method).toBe('DELETE');
    expect(url.search).toBe('');
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body for a json POST', async () => {
    fetchMock.mockResolvedValue(ok({ transactionId: 't1', balance: 5 }));
    await request('walletTransfer', { from: 'main', to: 'AG', amount: 12.5, idempotencyKey: 'k' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'main',
      to: 'AG',
      amount: 12.5,
      idempotencyKey: 'k',
    });
  });

  it('sends a form body for a form POST', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    await request('forgotPasswordByEmail', { username: 'ann', email: 'a+b@example.com' });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      username: 'ann',
      email: 'a+b@example.com',
    });
  });

  it('sends an encrypted call in clear when the site cipher is none', async () => {
    token = null;
    fetchMock.mockResolvedValue(
      ok({
        token: 't',
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
        userName: 'ann',
        nickname: 'Ann',
        type: 0,
        customerId: 1,
      }),
    );
    await request('login', { username: 'ann', password: 'secret', type: 'username' });
    expect(JSON.parse(lastCall().init.body as string)).toEqual({
      username: 'ann',
      password: 'secret',
      type: 'username',
    });
  });

  it('wraps an encrypted call in an RSA-OAEP + AES-GCM payload when the site has a key', async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const publicKey = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString(
      'base64',
    );
    configure({ cipher: { type: 'rsa-oaep-aes-gcm', publicKey } });
    token = null;
    fetchMock.mockResolvedValue(
      ok({
        token: 't',
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
        userName: 'ann',
        nickname: 'Ann',
        type: 0,
        customerId: 1,
      }),
    );
    await request('login', { username: 'ann', password: 'secret', type: 'username' });
    const body = JSON.parse(lastCall().init.body as string) as { payload: Record<string, string> };
    expect(Object.keys(body)).toEqual(['payload']);
    expect(body.payload.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(lastCall().init.body).not.toContain('secret');
  });

  it('does not encrypt a call the table does not mark as encrypted', async () => {
    configure({ cipher: { type: 'rsa-oaep-aes-gcm', publicKey: 'not-even-a-key' } });
    fetchMock.mockResolvedValue(ok({ transactionId: 't1', balance: 5 }));
    await request('walletTransfer', { from: 'main', to: 'AG', amount: 1, idempotencyKey: 'k' });
    expect(JSON.parse(lastCall().init.body as string)).toMatchObject({ amount: 1 });
  });

  it('uses the alternative path of the site service generation', async () => {
    configure({ serviceGeneration: 'MCS2' });
    fetchMock.mockResolvedValue(ok({ points: 1, ratio: 1 }));
    await request('pointBalance', {});
    expect(lastCall().url.pathname).toBe('/wps/relay/MCS2_getPointBalance');
  });

  it("takes a call's path from the alternative the site chose for it (§7 winner board)", async () => {
    configure({ pathChoices: { winnerBoard: 'legacy' } });
    fetchMock.mockResolvedValue(ok({ list: [] }));
    await request('winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(lastCall().url.pathname).toBe('/wps/relay/GCSGAME_getRankList');
  });

  it('falls back to the default path when the generation has no alternative', async () => {
    configure({ serviceGeneration: 'MCS2' });
    fetchMock.mockResolvedValue(ok({ transactionId: 't1', balance: 5 }));
    await request('walletTransfer', { from: 'main', to: 'AG', amount: 1, idempotencyKey: 'k' });
    expect(lastCall().url.pathname).toBe('/wps/relay/GCS_walletTransfer');
  });

  it('sends Idempotency-Key only when one is given', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok({ transactionId: 't1', balance: 5 })));
    await request(
      'walletTransfer',
      { from: 'main', to: 'AG', amount: 1, idempotencyKey: 'k' },
      { idempotencyKey: 'intent-42' },
    );
    expect(lastCall().headers['Idempotency-Key']).toBe('intent-42');
    await request('walletTransfer', { from: 'main', to: 'AG', amount: 1, idempotencyKey: 'k' });
    expect(lastCall().headers).not.toHaveProperty('Idempotency-Key');
  });

  it('reads token and language at call time, not at configure time', async () => {
    let language = 'EN';
    configure({ language: () => language });
    fetchMock.mockImplementation(() => Promise.resolve(ok({ points: 1, ratio: 1 })));
    await request('pointBalance', {});
    language = 'CN';
    token = 'tok-new';
    await request('pointBalance', {});
    expect(lastCall().headers['Accept-Language-Code']).toBe('CN');
    expect(lastCall().headers.Authorization).toBe('Bearer tok-new');
  });
});

describe('request: failures map onto the error catalogue', () => {
  it('keeps a known platform code, its message, status and value', async () => {
    token = null;
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          code: 'WRONG_CREDENTIALS',
          message: 'bad password',
          value: { captcha: true },
        },
        400,
      ),
    );
    const error = await apiErrorOf(
      request('login', { username: 'ann', password: 'x', type: 'username' }),
    );
    expect(error.code).toBe('WRONG_CREDENTIALS');
    expect(error.serverMessage).toBe('bad password');
    expect(error.status).toBe(400);
    expect(error.value).toEqual({ captcha: true });
    expect(error.message).toBe('login: WRONG_CREDENTIALS (bad password)');
    expect(error.messageKey).toBe('errors.wrong_credentials');
  });

  it('maps an unknown code to UNKNOWN', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, code: 'SOMETHING_NEW', message: 'eh' }, 400),
    );
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('UNKNOWN');
    expect(error.serverMessage).toBe('eh');
    expect(error.value).toEqual({});
  });

  it('maps an unknown code on a 5xx to SYSTEM_ERROR', async () => {
    fetchMock.mockResolvedValue(json({ success: false, code: 'BOOM' }, 502));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('SYSTEM_ERROR');
  });

  it('treats an envelope without success: true as a failure even on HTTP 200', async () => {
    fetchMock.mockResolvedValue(json({ value: { points: 1, ratio: 1 } }, 200));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('UNKNOWN');
  });

  it('maps a 5xx non-JSON answer to SYSTEM_ERROR', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.serverMessage).toBe('HTTP 502');
    expect(error.status).toBe(502);
  });

  it('maps a 503 non-JSON answer to MAINTENANCE', async () => {
    fetchMock.mockResolvedValue(new Response('down for maintenance', { status: 503 }));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('MAINTENANCE');
  });

  it('maps a non-JSON 2xx or 4xx answer, or a JSON non-object, to BAD_RESPONSE', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('BAD_RESPONSE');
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('BAD_RESPONSE');
    fetchMock.mockResolvedValueOnce(json('just a string'));
    expect((await apiErrorOf(request('pointBalance', {}))).code).toBe('BAD_RESPONSE');
  });

  it('maps a fetch TypeError to NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('NETWORK');
    expect(error.serverMessage).toBe('Failed to fetch');
    expect(error.messageKey).toBe('errors.network');
  });

  it('maps a call that outlives its timeout to TIMEOUT', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const error = await apiErrorOf(request('pointBalance', {}, { timeoutMs: 20 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.messageKey).toBe('errors.slow_page');
  });

  it('passes the caller own abort through untouched instead of mapping it', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(hangUntilAborted);
    const pending = request('pointBalance', {}, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('calls onUnauthorized when the platform says NOT_LOGGED_IN to a token call', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, code: 'NOT_LOGGED_IN', message: 'expired' }, 401),
    );
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('NOT_LOGGED_IN');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for NOT_LOGGED_IN on a call without a token, nor for other codes', async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(
      json({ success: false, code: 'NOT_LOGGED_IN', message: '' }, 401),
    );
    await apiErrorOf(request('countryCodes', {}));
    token = 'tok';
    fetchMock.mockResolvedValueOnce(
      json({ success: false, code: 'SYSTEM_ERROR', message: '' }, 500),
    );
    await apiErrorOf(request('pointBalance', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request: response contract (MODE is test)', () => {
  it('runs in test mode, so the contract check is on', () => {
    expect(import.meta.env.MODE).toBe('test');
  });

  it('rejects a success answer that breaks its response schema with BAD_RESPONSE', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(ok({ points: 'ten' }));
    const error = await apiErrorOf(request('pointBalance', {}));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.endpoint).toBe('pointBalance');
    expect(error.serverMessage).toMatch(/^contract drift: /);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('[api] pointBalance: response does not match');
  });

  it('rejects an array answer where a list of objects with required fields is expected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(ok([{ countryCode: 'KH' }]));
    expect((await apiErrorOf(request('countryCodes', {}))).code).toBe('BAD_RESPONSE');
  });

  it('returns the value of an answer that keeps its schema', async () => {
    const value = [{ countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' }];
    fetchMock.mockResolvedValue(ok(value));
    await expect(request('countryCodes', {})).resolves.toEqual(value);
  });
});
