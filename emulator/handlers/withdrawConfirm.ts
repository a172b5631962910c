// Withdrawal confirmation (§3, §4): the player says what arrived of an approved withdrawal, once; one left
// unconfirmed past the merchant's minutes is treated as received (AUTO_RECEIVED) the next time it is read.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, toCents, type Queryable } from '../money/ledger.js';
import {
  hasTwoDecimals,
  isoOf,
  proofImageProblem,
  realMember,
  withdrawRulesOf,
} from './withdrawRules.js';

const MINUTE_MS = 60_000;

/**
 * Marks every approved, unconfirmed withdrawal of the merchant (or of one member) whose wait is
 * over as AUTO_RECEIVED, received in full at the end of its wait. Called on every read, so the
 * state is as if a timer had fired at that moment of the emulator's clock.
 */
export async function autoReceiveDue(
  db: Queryable,
  merchant: string,
  minutes: number,
  now: number,
  memberId?: number,
): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE withdrawals
        SET confirm_status = 'AUTO_RECEIVED', received_cents = amount_cents,
            confirmed_at = approved_at + make_interval(mins => $2)
      WHERE merchant = $1 AND status = 'APPROVED' AND confirm_status = 'NONE'
        AND approved_at + make_interval(mins => $2) <= $3
        AND ($4::int IS NULL OR member_id = $4)`,
    [merchant, minutes, isoOf(now), memberId ?? null],
  );
  return affectedRows ?? 0;
}

interface AwaitingRow {
  id: string;
  amount_cents: string;
  bank_name: string;
  account_number: string;
  created_at: Date;
  approved_at: Date;
}

/** Approved withdrawals waiting for the player's word, oldest first, with when each counts as received. */
const paymentConfirmationList: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const { autoReceiveMinutes } = withdrawRulesOf(ctx.merchant);
  await autoReceiveDue(ctx.db, ctx.merchant.code, autoReceiveMinutes, ctx.now(), m.id);
  const pageNo = Number(ctx.input.pageNo ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 20);
  const filter = "w.member_id = $1 AND w.status = 'APPROVED' AND w.confirm_status = 'NONE'";
  const [page, count] = await Promise.all([
    ctx.db.query<AwaitingRow>(
      `SELECT w.id, w.amount_cents::text, w.bank_name, w.account_number, w.created_at, w.approved_at
         FROM withdrawals w
        WHERE ${filter} ORDER BY w.approved_at, w.id LIMIT $2 OFFSET $3`,
      [m.id, pageSize, (pageNo - 1) * pageSize],
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w WHERE ${filter}`, [
      m.id,
    ]),
  ]);
  const total = count.rows[0]!.n;
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    autoReceiveMinutes,
    list: page.rows.map((w) => ({
      withdrawalId: w.id,
      amount: fromCents(BigInt(w.amount_cents)),
      status: 'APPROVED' as const,
      bankName: w.bank_name,
      accountNumber: w.account_number,
      createdAt: isoOf(w.created_at),
      approvedAt: isoOf(w.approved_at),
      autoReceiveAt: isoOf(new Date(w.approved_at).getTime() + autoReceiveMinutes * MINUTE_MS),
    })),
  };
};

type Action = 'ALL_RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

interface ConfirmInput {
  withdrawalId: string;
  action: Action;
  receivedAmount?: number;
  proofImage?: string;
}

/** What the player received, in cents, as the action says; refuses fields that do not belong to it. */
function receivedCentsOf(input: ConfirmInput, amountCents: bigint): bigint {
  if (input.action !== 'PARTIAL' && input.receivedAmount !== undefined)
    throw new ApiError('VALIDATION_FAILED', '/receivedAmount belongs to PARTIAL only');
  if (input.action !== 'NOT_RECEIVED' && input.proofImage !== undefined)
    throw new ApiError('VALIDATION_FAILED', '/proofImage belongs to NOT_RECEIVED only');
  if (input.action === 'ALL_RECEIVED') return amountCents;
  if (input.action === 'NOT_RECEIVED') {
    if (input.proofImage === undefined)
      throw new ApiError('VALIDATION_FAILED', '/proofImage is required when nothing arrived');
    const problem = proofImageProblem(input.proofImage);
    if (problem) throw new ApiError('VALIDATION_FAILED', problem);
    return 0n;
  }
  const received = input.receivedAmount;
  if (received === undefined)
    throw new ApiError('VALIDATION_FAILED', '/receivedAmount is required for PARTIAL');
  if (!hasTwoDecimals(received))
    throw new ApiError('VALIDATION_FAILED', '/receivedAmount must have at most 2 decimals');
  const cents = toCents(received);
  if (cents <= 0n || cents >= amountCents)
    throw new ApiError(
      'VALIDATION_FAILED',
      `/receivedAmount must be more than 0 and less than ${fromCents(amountCents)}`,
    );
  return cents;
}

/**
 * The player's confirmation of one approved withdrawal: all received, partly (with the amount) or
 * not at all (with a png or jpeg proof). Once per withdrawal: a later confirmation, or one after the
 * wait made it AUTO_RECEIVED, is DUPLICATE_REQUEST; a retry with the same key gets the first answer.
 */
const c2cTransaction: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const input = ctx.input as unknown as ConfirmInput;
  const { autoReceiveMinutes } = withdrawRulesOf(ctx.merchant);
  // Outside the call's transaction: a refusal rolls that back, and the wait being over is a fact either way.
  await autoReceiveDue(ctx.db, ctx.merchant.code, autoReceiveMinutes, ctx.now(), m.id);
  return once(ctx, 'c2cTransaction', async (tx) => {
    const row = (
      await tx.query<{ amount_cents: string; status: string; confirm_status: string }>(
        `SELECT amount_cents::text, status, confirm_status FROM withdrawals
          WHERE id = $1 AND member_id = $2 FOR UPDATE`,
        [input.withdrawalId, m.id],
      )
    ).rows[0];
    if (!row) throw new ApiError('NOT_FOUND', `no withdrawal ${input.withdrawalId}`);
    if (row.status !== 'APPROVED')
      throw new ApiError(
        'OPERATION_NOT_ALLOWED',
        `withdrawal ${input.withdrawalId} is ${row.status.toLowerCase()}, not approved`,
      );
    if (row.confirm_status !== 'NONE')
      throw new ApiError(
        'DUPLICATE_REQUEST',
        `withdrawal ${input.withdrawalId} is already confirmed (${row.confirm_status})`,
      );
    const amountCents = BigInt(row.amount_cents);
    const receivedCents = receivedCentsOf(input, amountCents);
    const at = isoOf(ctx.now());
    await tx.query(
      `UPDATE withdrawals SET confirm_status = $2, received_cents = $3, proof_image = $4, confirmed_at = $5
        WHERE id = $1`,
      [input.withdrawalId, input.action, receivedCents.toString(), input.proofImage ?? null, at],
    );
    return {
      withdrawalId: input.withdrawalId,
      status: input.action,
      receivedAmount: fromCents(receivedCents),
      remainingAmount: fromCents(amountCents - receivedCents),
      confirmedAt: at,
    };
  });
};

export const confirmHandlers: Record<string, CallHandler> = {
  paymentConfirmationList,
  c2cTransaction,
};
