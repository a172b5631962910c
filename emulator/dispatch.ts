// Runs one platform call: route, merchant, site status, module gate, token, decrypt, validate, handle, check the answer.
import type { IncomingMessage } from 'node:http';
import type { CompiledEndpoint } from './contract/endpoints.js';
import { describeErrors } from './contract/endpoints.js';
import { openBody } from './contract/payload.js';
import type { Db } from './db/database.js';
import type { MerchantRow, CallHandler } from './context.js';
import { ApiError, ok } from './http/envelope.js';
import { readBody, parseBody, refuseNul } from './http/io.js';
import { bodyLimitOf } from './http/bodyLimit.js';
import { moduleFlags, gateOpen } from './handlers/modules.js';
import { memberByToken } from './handlers/sessions.js';
import { tokenFromAuthorization } from '../core/api/wire/token.js';
import { LANGUAGES } from '../generated/languages.js';

export interface Routes {
  byPath: Map<string, CompiledEndpoint>;
}

/** Every path and alternative path of the contract points at its endpoint. */
export function buildRoutes(endpoints: CompiledEndpoint[]): Routes {
  const byPath = new Map<string, CompiledEndpoint>();
  for (const e of endpoints)
    for (const p of [e.path, ...Object.values(e.altPaths ?? {})]) byPath.set(p, e);
  return { byPath };
}

/** The platform's page fields are 32-bit integers counted from 1. */
const MAX_PAGE_FIELD = 2 ** 31 - 1;

/**
 * The contract types pageNo and pageSize as integers and leaves their range open; a page 0, a size
 * 0 or a number past 32 bits is the caller's mistake (VALIDATION_FAILED), not a division by zero or
 * a database overflow deep in a handler.
 */
export function pagingProblem(input: Record<string, unknown>): string | null {
  for (const field of ['pageNo', 'pageSize']) {
    const value = input[field];
    if (value === undefined) continue;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > MAX_PAGE_FIELD
    )
      return `/${field} must be an integer from 1 to ${MAX_PAGE_FIELD}`;
  }
  return null;
}

/** Keys are made by clients (UUIDs, base64url); anything longer or stranger is a client bug, not a key. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** The Idempotency-Key header, if sent; a malformed one is VALIDATION_FAILED rather than silently ignored. */
export function idempotencyKeyOf(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY.test(raw))
    throw new ApiError(
      'VALIDATION_FAILED',
      'Idempotency-Key must be 1 to 128 characters of A-Z, a-z, 0-9, _ and -',
    );
  return raw;
}

export async function dispatch(
  db: Db,
  routes: Routes,
  handlers: Record<string, CallHandler>,
  req: IncomingMessage,
  url: URL,
  now: () => number = Date.now,
): Promise<{ status: number; body: unknown }> {
  const endpoint = routes.byPath.get(url.pathname);
  if (!endpoint) throw new ApiError('NOT_FOUND', `no such call: ${url.pathname}`);
  if (endpoint.method !== req.method)
    throw new ApiError(
      'NOT_FOUND',
      `${url.pathname} answers ${endpoint.method}, not ${req.method}`,
    );

  const code = String(req.headers['merchant'] ?? '');
  const merchant = (await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]))
    .rows[0];
  if (!merchant)
    throw new ApiError(
      'DOMAIN_INVALID',
      code ? `unknown merchant ${code}` : 'the Merchant header is required',
    );

  if (endpoint.name !== 'status') {
    if (merchant.maintenance)
      throw new ApiError(
        'MAINTENANCE',
        merchant.maintenance_message || 'platform under maintenance',
      );
    if (merchant.region_restriction)
      throw new ApiError('REGION_BLOCKED', 'access restricted in your region');
  }
  if (!gateOpen(await moduleFlags(db, merchant.code), endpoint.modules)) {
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `operation not allowed: ${endpoint.modules.join(' or ')} is off for ${merchant.code}`,
    );
  }
  const token = tokenFromAuthorization(req.headers['authorization']);
  const member = token ? await memberByToken(db, merchant.code, token) : undefined;
  if (endpoint.token && !member)
    throw new ApiError('NOT_LOGGED_IN', 'you are not logged in, please log in');

  let input: unknown;
  if (endpoint.body === 'query') {
    input = Object.fromEntries(url.searchParams);
  } else {
    input = parseBody(await readBody(req, bodyLimitOf(endpoint.name)), req.headers['content-type']);
    if (endpoint.encrypted) input = openBody(input, merchant.code, merchant.cipher);
    refuseNul(input);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ApiError('VALIDATION_FAILED', '/ must be object');
  if (!endpoint.validateRequest(input))
    throw new ApiError('VALIDATION_FAILED', describeErrors(endpoint.validateRequest.errors));
  const paging = pagingProblem(input as Record<string, unknown>);
  if (paging) throw new ApiError('VALIDATION_FAILED', paging);

  const idempotencyKey = idempotencyKeyOf(req);
  const handler = handlers[endpoint.name];
  if (!handler)
    throw new ApiError('NOT_FOUND', `${endpoint.name} is in the contract but not emulated`);
  const langHeader = String(req.headers['accept-language-code'] ?? '').toUpperCase();
  const value = await handler({
    db,
    endpoint: endpoint.name,
    merchant,
    input: input as Record<string, unknown>,
    member: member ?? undefined,
    token: member ? token : undefined,
    language: (LANGUAGES as readonly string[]).includes(langHeader)
      ? langHeader
      : merchant.default_language,
    ip: req.socket.remoteAddress ?? '127.0.0.1',
    idempotencyKey,
    now,
  });
  // Contract drift must be loud: an answer that breaks its own schema is the emulator's bug.
  if (!endpoint.validateResponse(value)) {
    throw new Error(
      `${endpoint.name} response breaks ${endpoint.response}: ${describeErrors(endpoint.validateResponse.errors)}`,
    );
  }
  return { status: 200, body: ok(value) };
}
