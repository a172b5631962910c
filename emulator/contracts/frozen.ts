// §4: an upline that leaves a period's bonus unpaid past its deadline is frozen (no money leaves it
// but the payment it owes) until everything overdue is paid. One row per frozen member.
import { ApiError } from '../http/envelope.js';
import type { Queryable } from '../money/ledger.js';

export async function isFrozen(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_freezes WHERE member_id = $1', [memberId]);
  return rows.length > 0;
}

/**
 * Refuses a call that would take money out of a frozen member (withdrawal, transfer up or down,
 * wallet transfer). Call it inside the money call's transaction, before post().
 */
export async function assertNotFrozen(db: Queryable, memberId: number): Promise<void> {
  if (await isFrozen(db, memberId))
    throw new ApiError(
      'ACCOUNT_FROZEN',
      'this account is frozen until the contract payments it owes are paid',
    );
}

/** Lifts the freeze once the member owes nothing overdue any more (at `now`). */
export async function unfreezeIfSettled(
  db: Queryable,
  memberId: number,
  now: number,
): Promise<void> {
  await db.query(
    `DELETE FROM member_freezes f WHERE f.member_id = $1 AND NOT EXISTS (
       SELECT 1 FROM contract_settlements s
        WHERE s.upline_id = $1 AND s.status = 'DUE' AND s.due_by <= to_timestamp($2::float8 / 1000))`,
    [memberId, now],
  );
}
