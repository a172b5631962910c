import type { ApiTypes, EndpointName } from '../../generated/api';
import { ApiError, type ApiErrorValue } from './ApiError';
import type { CipherConfig } from './cipher';
import { endpointPath, isEndpointAllowed, loadEndpoint, type Endpoint } from './endpointTable';
import { isErrorCode } from './errorCatalogue';
import { AUTHORIZATION_HEADER, bearerAuthorization } from './wire/token';

/** What `request()` needs to know about the running site; set once at boot. */
export interface ApiContext {
  apiBase: string;
  merchantCode: string;
  serviceGeneration: string;
  /** Calls whose path this platform takes from another alternative (site.platform.pathChoices). */
  pathChoices: Readonly<Record<string, string>>;
  cipher: CipherConfig;
  flags: () => ReadonlySet<string>;
  token: () => string | null;
  language: () => string;
  /** Called when the platform says the token is no longer valid. */
  onUnauthorized: () => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Money actions carry one key per user intent so a repeated send is refused, not repeated. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

let context: ApiContext | null = null;

export function configureApi(next: ApiContext): void {
  context = next;
}

function requireContext(): ApiContext {
  if (!context) throw new Error('request() called before configureApi()');
  return context;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function toQuery(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The E calls' cipher (§7) loads with the first such call (login, register…): most visits make
 * none, and it is the larger part of request().
 */
async function encrypted(cipher: CipherConfig, body: unknown): Promise<unknown> {
  const { encryptBody } = await import('./cipher');
  return encryptBody(cipher, body);
}

async function buildInit(
  entry: Endpoint,
  ctx: ApiContext,
  params: unknown,
  options: RequestOptions,
): Promise<{ url: string; init: RequestInit }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: ctx.merchantCode,
    'Accept-Language-Code': ctx.language(),
  };
  const token = ctx.token();
  if (token) headers[AUTHORIZATION_HEADER] = bearerAuthorization(token);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let url = joinUrl(
    ctx.apiBase,
    endpointPath(entry, ctx.pathChoices[entry.name] ?? ctx.serviceGeneration),
  );
  let body: string | undefined;
  if (entry.method === 'GET' || entry.method === 'DELETE' || entry.body === 'query') {
    url += toQuery(params);
  } else if (entry.body === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toQuery(params).slice(1);
  } else {
    headers['Content-Type'] = 'application/json';
    const payload = entry.encrypted ? await encrypted(ctx.cipher, params ?? {}) : (params ?? {});
    body = JSON.stringify(payload);
  }
  return { url, init: { method: entry.method, headers, body, credentials: 'omit' } };
}

async function send(
  url: string,
  init: RequestInit,
  entry: Endpoint,
  options: RequestOptions,
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError('TIMEOUT', '', 0, entry.name);
    throw new ApiError('NETWORK', error instanceof Error ? error.message : '', 0, entry.name);
  }
}

interface Envelope {
  success?: unknown;
  value?: unknown;
  code?: unknown;
  message?: unknown;
}

async function readEnvelope(response: Response, entry: Endpoint): Promise<Envelope> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') return parsed as Envelope;
  } catch {
    // fall through: a proxy error page or an empty body is a bad answer, not a crash
  }
  const code =
    response.status === 503
      ? 'MAINTENANCE'
      : response.status >= 500
        ? 'SYSTEM_ERROR'
        : 'BAD_RESPONSE';
  throw new ApiError(code, `HTTP ${response.status}`, response.status, entry.name);
}

/**
 * Makes one platform call from the endpoint table: refuses calls whose module is off or that need
 * a token we lack, adds merchant, token and language, encrypts E payloads, and turns every failure
 * into an ApiError from the catalogue (§8). In development and tests the answer is checked against
 * its schema so contract drift is loud.
 */
export async function request<N extends EndpointName>(
  name: N,
  params: ApiTypes[N]['request'],
  options: RequestOptions = {},
): Promise<ApiTypes[N]['response']> {
  const ctx = requireContext();
  const entry = await loadEndpoint(name);
  if (!isEndpointAllowed(entry, ctx.flags())) {
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `module ${entry.modules.join('/')} is off`,
      0,
      name,
    );
  }
  if (entry.token && !ctx.token()) throw new ApiError('NOT_LOGGED_IN', '', 0, name);

  const { url, init } = await buildInit(entry, ctx, params, options);
  const response = await send(url, init, entry, options);
  const envelope = await readEnvelope(response, entry);

  if (envelope.success !== true) {
    const code = isErrorCode(envelope.code)
      ? envelope.code
      : response.status >= 500
        ? 'SYSTEM_ERROR'
        : 'UNKNOWN';
    if (code === 'NOT_LOGGED_IN' && entry.token) ctx.onUnauthorized();
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    const value = (
      envelope.value && typeof envelope.value === 'object' ? envelope.value : {}
    ) as ApiErrorValue;
    throw new ApiError(code, message, response.status, name, value);
  }

  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { assertResponseShape } = await import('./assertResponseShape');
    await assertResponseShape(entry, envelope.value);
  }
  return envelope.value as ApiTypes[N]['response'];
}
