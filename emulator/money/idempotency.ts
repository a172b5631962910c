// Applies a money call once per Idempotency-Key: the answer (or the ApiError) is stored in the same transaction as
// the call's postings, so "money moved" and "answer kept" can never disagree, and a retry gets the first answer.
import type { CallContext } from '../context.js';
import { ApiError, type FailureDetail } from '../http/envelope.js';
import type { Tx } from './tx.js';

type Outcome =
  { value: unknown } | { error: { code: string; message: string; detail?: FailureDetail } };

/** Calls without a member (none move money today) share member id 0 in the key's scope. */
const NO_MEMBER = 0;

/**
 * Runs `run` in one transaction under the call's idempotency key (scoped by merchant and member). A repeat with
 * the same operation returns the stored answer (or re-throws the stored ApiError) and runs nothing; the same key
 * for another operation is DUPLICATE_REQUEST. Errors that are not ApiErrors are bugs: nothing is stored for them,
 * so a retry runs again.
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
  const scope = [ctx.merchant.code, ctx.member?.id ?? NO_MEMBER, key];

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    // Claim the key first: on a real server a second transaction with the same key waits here until the first
    // commits, then finds its answer, instead of running the call a second time.
    const claimed = await tx.query(
      `INSERT INTO idempotency (merchant, member_id, key, operation) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [...scope, operation],
    );
    if (claimed.rows.length === 0) return storedOutcome(tx, scope, operation);
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

async function storedOutcome(tx: Tx, scope: unknown[], operation: string): Promise<Outcome> {
  const stored = (
    await tx.query<{ operation: string; answer: Outcome | null }>(
      'SELECT operation, answer FROM idempotency WHERE merchant = $1 AND member_id = $2 AND key = $3',
      scope,
    )
  ).rows[0];
  if (!stored || stored.operation !== operation)
    throw new ApiError(
      'DUPLICATE_REQUEST',
      `this Idempotency-Key was already used for ${stored?.operation ?? 'another call'}`,
    );
  if (!stored.answer)
    throw new ApiError('DUPLICATE_REQUEST', 'the same request is still being processed');
  return stored.answer;
}
