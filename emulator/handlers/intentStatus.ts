// intentStatus (GET /wps/v2/intents/status): what became of one money call whose answer the client lost, by its
// Idempotency-Key, in the caller's own scope (merchant and member, as once() keys it). A key nobody claimed is
// closed here (money/idempotency.ts refuses its call if it arrives later), so "not received" stays true.
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { isNotReceived, keyScope, NOT_RECEIVED, type StoredAnswer } from '../money/idempotency.js';
import type { IntentStatusResponse } from '../../generated/api/intentStatus.response.js';

interface KeyRow {
  operation: string;
  endpoint: string | null;
  answer: StoredAnswer | null;
}

const intentStatus: CallHandler = async (ctx): Promise<IntentStatusResponse> => {
  requireMember(ctx);
  const key = String(ctx.input.key);
  const operation = String(ctx.input.operation);
  const scope = keyScope(ctx, key);
  const row = await ctx.db.transaction(async (tx) => {
    // The closing row is claimed like a call's: whichever comes first, the call or this question, owns the key.
    const closed = await tx.query(
      `INSERT INTO idempotency (merchant, member_id, key, operation, endpoint, answer)
       VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
      [...scope, operation, JSON.stringify(NOT_RECEIVED)],
    );
    if (closed.rows.length > 0) return undefined;
    return (
      await tx.query<KeyRow>(
        `SELECT operation, endpoint, answer FROM idempotency
          WHERE merchant = $1 AND member_id = $2 AND key = $3`,
        scope,
      )
    ).rows[0];
  });
  const base = { key, operation };
  if (!row) return { ...base, status: 'not-received' };
  // Rows from before migration 029 carry only once()'s operation name.
  const calledAs = row.endpoint ?? row.operation;
  if (calledAs !== operation)
    throw new ApiError(
      'DUPLICATE_REQUEST',
      `another call used this Idempotency-Key (${calledAs}, not ${operation})`,
    );
  const answer = row.answer;
  if (answer === null) return { ...base, status: 'processing' };
  if (isNotReceived(answer)) return { ...base, status: 'not-received' };
  if ('error' in answer)
    return {
      ...base,
      status: 'refused',
      refusal: { code: answer.error.code, message: answer.error.message },
    };
  const value = answer.value;
  return {
    ...base,
    status: 'applied',
    answer:
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {},
  };
};

export const intentStatusHandlers: Record<string, CallHandler> = { intentStatus };
