// Withdrawals (issue 12 point 6): what the page needs, the request (the money is held at once), the member's list.
// The player's confirmation of an approved one is in withdrawConfirm.ts; the back office is control/withdrawals.ts.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, fromCents, once, post, toCents, type Queryable } from '../money/ledger.js';
import { verifyPassword } from '../seed/password.js';
import { assertNotFrozen } from '../contracts/frozen.js';
import { confirmHandlers } from './withdrawConfirm.js';
import {
  hasTwoDecimals,
  isoOf,
  nextWithdrawalId,
  realMember,
  turnoverOf,
  withdrawRulesOf,
} from './withdrawRules.js';

interface CardRow {
  id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
}

const cardsOf = async (db: Queryable, memberId: number) =>
  (
    await db.query<CardRow>(
      'SELECT id, bank_name, account_number, payee_name FROM bank_cards WHERE member_id = $1 ORDER BY id',
      [memberId],
    )
  ).rows;

const fundsPasswordHashOf = async (db: Queryable, memberId: number) =>
  (
    await db.query<{ hash: string | null }>(
      'SELECT funds_password_hash AS hash FROM members WHERE id = $1',
      [memberId],
    )
  ).rows[0]?.hash ?? null;

/** Withdrawals requested on the UTC day of `now` (the emulator clock), refused ones included. */
async function countToday(db: Queryable, memberId: number, now: number): Promise<number> {
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals
      WHERE member_id = $1 AND created_at >= $2 AND created_at < $2::timestamptz + interval '1 day'`,
    [memberId, dayStart.toISOString()],
  );
  return rows[0]!.n;
}

const withdrawSettings: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const rules = withdrawRulesOf(ctx.merchant);
  const [cards, balance, turnover, todayCount, hash] = await Promise.all([
    cardsOf(ctx.db, m.id),
    balanceCents(ctx.db, m.id),
    turnoverOf(ctx.db, m.id, rules.turnoverMultiplier),
    countToday(ctx.db, m.id, ctx.now()),
    fundsPasswordHashOf(ctx.db, m.id),
  ]);
  return {
    currency: ctx.merchant.currency,
    min: fromCents(rules.minCents),
    max: fromCents(rules.maxCents),
    dailyLimit: rules.dailyLimit,
    todayCount,
    withdrawable: fromCents(balance),
    turnover: {
      multiplier: rules.turnoverMultiplier,
      required: fromCents(turnover.requiredCents),
      wagered: fromCents(turnover.wageredCents),
      remaining: fromCents(turnover.remainingCents),
      ...(turnover.since ? { since: isoOf(turnover.since) } : {}),
    },
    autoReceiveMinutes: rules.autoReceiveMinutes,
    fundsPasswordSet: hash !== null,
    bankCards: cards.map((c) => ({
      id: c.id,
      bankName: c.bank_name,
      accountNumber: c.account_number,
      payeeName: c.payee_name,
    })),
  };
};

/**
 * Creates a PENDING withdrawal and holds its amount at once (member MAIN -> house
 * 'withdrawals-pending'), all under the call's idempotency key: a retry gets the first answer, a
 * refusal included, and nothing moves twice. Checks in the order a player fixes them: card,
 * funds password, amount, today's count, balance, turnover.
 */
const withdrawCreate: CallHandler = (ctx) => {
  const m = realMember(ctx);
  const input = ctx.input as { amount: number; bankCardId: number; fundsPassword: string };
  const rules = withdrawRulesOf(ctx.merchant);
  return once(ctx, 'withdrawCreate', async (tx) => {
    await assertNotFrozen(tx, m.id);
    const cards = await cardsOf(tx, m.id);
    if (cards.length === 0)
      throw new ApiError('BANK_CARD_REQUIRED', 'bind a bank card before withdrawing');
    const card = cards.find((c) => c.id === input.bankCardId);
    if (!card)
      throw new ApiError('BANK_CARD_REQUIRED', `/bankCardId ${input.bankCardId} is not your card`);
    const hash = await fundsPasswordHashOf(tx, m.id);
    if (!hash) throw new ApiError('FUNDS_PASSWORD_NOT_SET', 'set a funds password first');
    if (!(await verifyPassword(input.fundsPassword, hash)))
      throw new ApiError('FUNDS_PASSWORD_WRONG', 'wrong funds password');
    if (!hasTwoDecimals(input.amount))
      throw new ApiError('VALIDATION_FAILED', '/amount must have at most 2 decimals');
    const cents = toCents(input.amount);
    if (cents < rules.minCents || cents > rules.maxCents)
      throw new ApiError(
        'AMOUNT_OUT_OF_RANGE',
        `/amount must be from ${fromCents(rules.minCents)} to ${fromCents(rules.maxCents)}`,
      );
    if ((await countToday(tx, m.id, ctx.now())) >= rules.dailyLimit)
      throw new ApiError(
        'OPERATION_NOT_ALLOWED',
        `at most ${rules.dailyLimit} withdrawals a day: try again tomorrow`,
      );
    const balance = await balanceCents(tx, m.id);
    if (cents > balance) throw new ApiError('INSUFFICIENT_BALANCE', 'insufficient balance');
    const turnover = await turnoverOf(tx, m.id, rules.turnoverMultiplier);
    if (turnover.remainingCents > 0n)
      throw new ApiError(
        'TURNOVER_NOT_MET',
        `wager ${fromCents(turnover.remainingCents)} more in valid bets before withdrawing`,
      );

    const at = ctx.now();
    const id = await nextWithdrawalId(tx, at);
    const movementId = await post(tx, {
      memberId: m.id,
      kind: 'withdrawal',
      reference: id,
      note: 'withdrawal requested: held until the platform decides',
      at,
      legs: [
        { account: { memberId: m.id, wallet: 'MAIN' }, cents: -cents },
        { account: { house: 'withdrawals-pending' }, cents },
      ],
    });
    await tx.query(
      `INSERT INTO withdrawals (id, merchant, member_id, bank_card_id, bank_name, account_number,
                                amount_cents, created_at, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        ctx.merchant.code,
        m.id,
        card.id,
        card.bank_name,
        card.account_number,
        cents.toString(),
        isoOf(at),
        movementId,
      ],
    );
    return {
      withdrawalId: id,
      amount: fromCents(cents),
      status: 'PENDING' as const,
      createdAt: isoOf(at),
      withdrawable: fromCents(balance - cents),
    };
  });
};

interface WithdrawalRow {
  id: string;
  amount_cents: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  confirm_status: string;
  received_cents: string | null;
  bank_name: string;
  account_number: string;
  created_at: Date;
  approved_at: Date | null;
  rejected_at: Date | null;
  confirmed_at: Date | null;
}

/** The member's withdrawals, newest first, optionally of one status. */
const withdrawals: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const pageNo = Number(ctx.input.pageNo ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 20);
  const status = typeof ctx.input.status === 'string' ? ctx.input.status : null;
  const filter = 'w.member_id = $1 AND ($2::text IS NULL OR w.status = $2)';
  const [page, count] = await Promise.all([
    ctx.db.query<WithdrawalRow>(
      `SELECT w.id, w.amount_cents::text, w.status, w.confirm_status, w.received_cents::text,
              w.bank_name, w.account_number, w.created_at, w.approved_at, w.rejected_at, w.confirmed_at
         FROM withdrawals w
        WHERE ${filter} ORDER BY w.created_at DESC, w.id DESC LIMIT $3 OFFSET $4`,
      [m.id, status, pageSize, (pageNo - 1) * pageSize],
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w WHERE ${filter}`, [
      m.id,
      status,
    ]),
  ]);
  const total = count.rows[0]!.n;
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: page.rows.map((w) => ({
      withdrawalId: w.id,
      amount: fromCents(BigInt(w.amount_cents)),
      status: w.status,
      confirmStatus: w.confirm_status,
      ...(w.received_cents !== null ? { receivedAmount: fromCents(BigInt(w.received_cents)) } : {}),
      bankName: w.bank_name,
      accountNumber: w.account_number,
      createdAt: isoOf(w.created_at),
      ...(w.approved_at ? { approvedAt: isoOf(w.approved_at) } : {}),
      ...(w.rejected_at ? { rejectedAt: isoOf(w.rejected_at) } : {}),
      ...(w.confirmed_at ? { confirmedAt: isoOf(w.confirmed_at) } : {}),
    })),
  };
};

export const withdrawHandlers: Record<string, CallHandler> = {
  withdrawSettings,
  withdrawCreate,
  withdrawals,
  ...confirmHandlers,
};
