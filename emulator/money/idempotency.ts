// Applies a money call once per Idempotency-Key: the answer (or the ApiError) is stored in the same transaction as
// the call's postings, so "money moved" and "answer kept" can never disagree, and a retry gets the first answer.
// One key is one request: a repeat must be the same call with the same input. intentStatus (handlers/intentStatus.ts)
// reads the stored answer, or closes a key nobody claimed so that its call, arriving late, moves nothing.
import { createHash } from 'node:crypto';
import type { CallContext } from '../context.js';
import { ApiError, type FailureDetail } from '../http/envelope.js';
import type { Tx } from './tx.js';

export type Outcome =
  { value: unknown } | { error: { code: string; message: string; detail?: FailureDetail } };

/** The answer of a key intentStatus closed before any call claimed it: the call may never run. */
export const NOT_RECEIVED = { notReceived: true } as const;
export type StoredAnswer = Outcome | typeof NOT_RECEIVED;
export const isNotReceived = (answer: StoredAnswer | null): answer is typeof NOT_RECEIVED =>
  answer !== null && 'notReceived' in answer;

/** Calls without a member (none move money today) share member id 0 in the key's scope. */
const NO_MEMBER = 0;

/** merchant, member id, key: the primary key of the idempotency table. */
export const keyScope = (ctx: CallContext, key: string): [string, number, string] => [
  ctx.merchant.code,
  ctx.member?.id ?? NO_MEMBER,
  key,
];

/** JSON with every object's keys sorted, so the same input always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Secrets never go into a stored fingerprint, not even hashed. */
const SECRET_FIELD = /password/i;

/**
 * sha256 of the call's input as canonical JSON, leaving out the `idempotencyKey` body field older clients send
 * (a copy of the header) and every password field: what "the same request" means for a repeat with the same key
 * is what it asks (kind, target, amount, account), and a password is not stored, unsalted, beside it.
 */
export function requestFingerprint(input: Record<string, unknown>): string {
  const request = Object.fromEntries(
    Object.entries(input).filter(
      ([field]) => field !== 'idempotencyKey' && !SECRET_FIELD.test(field),
    ),
  );
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** What claimed a key, compared with a repeat. */
interface KeyUse {
  operation: string;
  endpoint: string;
  fingerprint: string;
}

/**
 * Runs `run` in one transaction under the call's idempotency key (scoped by merchant and member). A repeat of the
 * same request (operation, endpoint and input) returns the stored answer (or re-throws the stored ApiError) and
 * runs nothing; the same key for another call or another input, or a key intentStatus closed, is
 * DUPLICATE_REQUEST. Errors that are not ApiErrors are bugs: nothing is stored for them, so a retry runs again.
 */
export async function once<T>(
  ctx: CallContext,
  operation: string,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = ctx.idempotencyKey;
  if (!key)
    throw new ApiError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'this call moves money: send an Idempotency-Key header',
    );
  const scope = keyScope(ctx, key);
  // The row keeps both names of the call: `operation` is once()'s own (the control API's forget routes select by
  // it), `endpoint` is the endpoint the client called (ctx.endpoint, set by the dispatcher), the name intentStatus
  // is asked with. They differ only where one operation serves several endpoints (contractPay).
  const use: KeyUse = {
    operation,
    endpoint: ctx.endpoint,
    fingerprint: requestFingerprint(ctx.input),
  };

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    // Claim the key first: on a real server a second transaction with the same key waits here until the first
    // commits, then finds its answer, instead of running the call a second time.
    const claimed = await tx.query(
      `INSERT INTO idempotency (merchant, member_id, key, operation, endpoint, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
      [...scope, use.operation, use.endpoint, use.fingerprint],
    );
    if (claimed.rows.length === 0) return storedOutcome(tx, scope, use);
    // Movements written by this call carry its key (column default), so the ledger check can count applications.
    await tx.query("SELECT set_config('ledger.idempotency_key', $1, true)", [key]);

    await tx.exec('SAVEPOINT idempotent_call');
    let result: Outcome;
    try {
      result = { value: (await run(tx)) ?? null };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A refused call moves nothing, but its refusal is the answer every retry gets.
      await tx.exec('ROLLBACK TO SAVEPOINT idempotent_call');
      result = {
        error: { code: e.code, message: e.message, ...(e.detail ? { detail: e.detail } : {}) },
      };
    }
    // The first caller gets the answer as stored (jsonb orders keys its own way), byte for byte what a retry gets.
    const stored = await tx.query<{ answer: Outcome }>(
      'UPDATE idempotency SET answer = $4 WHERE merchant = $1 AND member_id = $2 AND key = $3 RETURNING answer',
      [...scope, JSON.stringify(result)],
    );
    return stored.rows[0]!.answer;
  });

  if ('error' in outcome)
    throw new ApiError(outcome.error.code, outcome.error.message, outcome.error.detail);
  return outcome.value as T;
}

async function storedOutcome(tx: Tx, scope: unknown[], use: KeyUse): Promise<Outcome> {
  const stored = (
    await tx.query<{
      operation: string;
      endpoint: string | null;
      fingerprint: string | null;
      answer: StoredAnswer | null;
    }>(
      `SELECT operation, endpoint, fingerprint, answer FROM idempotency
        WHERE merchant = $1 AND member_id = $2 AND key = $3`,
      scope,
    )
  ).rows[0];
  const answer = stored?.answer ?? null;
  if (isNotReceived(answer))
    throw new ApiError(
      'DUPLICATE_REQUEST',
      'this Idempotency-Key was closed as not received: send the request again with a new key',
    );
  // Rows from before migration 029 have no endpoint or fingerprint: they match any.
  if (
    !stored ||
    stored.operation !== use.operation ||
    (stored.endpoint !== null && stored.endpoint !== use.endpoint)
  )
    throw new ApiError(
      'DUPLICATE_REQUEST',
      `this Idempotency-Key was already used for ${stored?.endpoint ?? stored?.operation ?? 'another call'}`,
    );
  if (stored.fingerprint !== null && stored.fingerprint !== use.fingerprint)
    throw new ApiError(
      'DUPLICATE_REQUEST',
      'this Idempotency-Key was already used for a different request',
    );
  if (!answer) throw new ApiError('DUPLICATE_REQUEST', 'the same request is still being processed');
  return answer;
}
