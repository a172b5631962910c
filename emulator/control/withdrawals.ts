// Control routes for withdrawals: list them, decide one as the merchant's back office would (approve pays it out of the
// held money, reject gives the money back), and forget a journey's withdrawals so a later run starts from the seed.
import { post } from '../money/ledger.js';
import { notifyMember } from '../money/notify.js';
import { autoReceiveDue } from '../handlers/withdrawConfirm.js';
import { withdrawRulesOf } from '../handlers/withdrawRules.js';
import { bad, json, type ControlRoute } from './answer.js';

type Handler = ControlRoute;

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];

interface Row {
  id: string;
  merchant: string;
  member_id: number;
  account: string;
  bank_name: string;
  account_number: string;
  amount_cents: string;
  status: string;
  confirm_status: string;
  received_cents: string | null;
  proof_type: string | null;
  proof_chars: number | null;
  created_at: Date;
  approved_at: Date | null;
  rejected_at: Date | null;
  confirmed_at: Date | null;
  movement_id: string | null;
}

// The proof itself can be 7 MB of base64: the list says what it is and how big, never the bytes.
const SELECT = `SELECT w.id, w.merchant, w.member_id, mb.account, w.bank_name, w.account_number,
    w.amount_cents::text, w.status, w.confirm_status, w.received_cents::text,
    substring(w.proof_image from '^data:([^;]+);') AS proof_type, length(w.proof_image) AS proof_chars,
    w.created_at, w.approved_at, w.rejected_at, w.confirmed_at, w.movement_id::text
  FROM withdrawals w JOIN members mb ON mb.id = w.member_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const view = (w: Row) => ({
  withdrawalId: w.id,
  merchant: w.merchant,
  member: w.account,
  memberId: w.member_id,
  bankName: w.bank_name,
  accountNumber: w.account_number,
  amount: Number(w.amount_cents) / 100,
  status: w.status,
  confirmStatus: w.confirm_status,
  receivedAmount: w.received_cents === null ? null : Number(w.received_cents) / 100,
  proofImage:
    w.proof_type === null ? null : { type: w.proof_type, base64Chars: w.proof_chars ?? 0 },
  createdAt: iso(w.created_at),
  approvedAt: iso(w.approved_at),
  rejectedAt: iso(w.rejected_at),
  confirmedAt: iso(w.confirmed_at),
  movementId: w.movement_id === null ? null : Number(w.movement_id),
});

/** Where-clause and parameters of ?merchant&member&status. */
function filtersOf(query: URLSearchParams): { where: string; params: unknown[] } | string {
  const filters: string[] = [];
  const params: unknown[] = [];
  const merchant = query.get('merchant');
  const member = query.get('member');
  const status = query.get('status');
  if (status && !STATUSES.includes(status)) return `status must be one of ${STATUSES.join(', ')}`;
  if (merchant) filters.push(`w.merchant = $${params.push(merchant)}`);
  if (member) filters.push(`lower(mb.account) = lower($${params.push(member)})`);
  if (status) filters.push(`w.status = $${params.push(status)}`);
  return { where: filters.length ? `WHERE ${filters.join(' AND ')}` : '', params };
}

/** GET /__emulator/withdrawals?merchant&member&status: newest first, at most 200; waits that are over count as received. */
const listWithdrawals: Handler = async (state, _p, _b, query) => {
  const filter = filtersOf(query);
  if (typeof filter === 'string') return bad(filter);
  const merchants = await state.db.query<{ code: string; settings: Record<string, unknown> }>(
    'SELECT code, settings FROM merchants',
  );
  for (const m of merchants.rows)
    await autoReceiveDue(
      state.db,
      m.code,
      withdrawRulesOf(m).autoReceiveMinutes,
      state.clock.now(),
    );
  const { rows } = await state.db.query<Row>(
    `${SELECT} ${filter.where} ORDER BY w.created_at DESC, w.id DESC LIMIT 200`,
    filter.params,
  );
  return json(rows.map(view));
};

/**
 * Decides a pending withdrawal. Approving pays the held money out (house 'withdrawals-pending' ->
 * 'withdrawals-paid'); rejecting returns it to the member's MAIN. The member is told either way (§8).
 * The same decision again answers `changed: false` and moves nothing; the other one is a conflict.
 */
function decide(target: 'APPROVED' | 'REJECTED'): Handler {
  return async (state, p) => {
    const now = state.clock.now();
    return state.db.transaction(async (tx) => {
      const find = async () =>
        (await tx.query<Row>(`${SELECT} WHERE w.id = $1 FOR UPDATE OF w`, [p.id])).rows[0];
      const w = await find();
      if (!w) return bad(`no withdrawal ${p.id}`, 404);
      if (w.status === target) return json({ ...view(w), changed: false });
      if (w.status !== 'PENDING') return bad(`withdrawal ${w.id} is already ${w.status}`, 409);
      const cents = BigInt(w.amount_cents);
      const approved = target === 'APPROVED';
      await post(tx, {
        memberId: w.member_id,
        kind: approved ? 'withdrawal' : 'withdrawal-return',
        reference: w.id,
        note: approved ? 'withdrawal paid out' : 'withdrawal rejected: money returned',
        at: now,
        legs: [
          { account: { house: 'withdrawals-pending' }, cents: -cents },
          approved
            ? { account: { house: 'withdrawals-paid' }, cents }
            : { account: { memberId: w.member_id, wallet: 'MAIN' }, cents },
        ],
      });
      await tx.query(
        `UPDATE withdrawals SET status = $2, ${approved ? 'approved_at' : 'rejected_at'} = $3 WHERE id = $1`,
        [w.id, target, new Date(now).toISOString()],
      );
      await notifyMember(tx, w.member_id, approved ? 'withdrawalApproved' : 'withdrawalRejected', {
        amount: Number(cents) / 100,
        at: now,
      });
      return json({ ...view((await find())!), changed: true });
    });
  };
}

/**
 * DELETE /__emulator/withdrawals?merchant&member&since (all three required): a journey's clean-up.
 * The member's withdrawals requested at or after `since` go, with their ledger movements (each is
 * balanced, so the ledger stays balanced) and the idempotency answers of the calls that made them.
 */
const forgetWithdrawals: Handler = async (state, _p, _b, query) => {
  const merchant = query.get('merchant');
  const member = query.get('member');
  const since = Date.parse(query.get('since') ?? '');
  if (!merchant || !member || !Number.isFinite(since))
    return bad('merchant, member and since (ISO date-time) are required');
  return state.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; member_id: number }>(
      `SELECT w.id, w.member_id FROM withdrawals w JOIN members mb ON mb.id = w.member_id
        WHERE w.merchant = $1 AND lower(mb.account) = lower($2) AND w.created_at >= $3`,
      [merchant, member, new Date(since).toISOString()],
    );
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await tx.query('DELETE FROM movements WHERE reference = ANY($1::text[]) AND member_id = $2', [
        ids,
        rows[0]!.member_id,
      ]);
      await tx.query('DELETE FROM withdrawals WHERE id = ANY($1::text[])', [ids]);
      await tx.query(
        `DELETE FROM idempotency WHERE merchant = $1 AND member_id = $2 AND created_at >= $3
            AND operation IN ('withdrawCreate', 'c2cTransaction')`,
        [merchant, rows[0]!.member_id, new Date(since).toISOString()],
      );
    }
    return json({ forgotten: ids });
  });
};

export const withdrawalRoutes: [string, string, Handler][] = [
  ['GET', '/__emulator/withdrawals', listWithdrawals],
  ['DELETE', '/__emulator/withdrawals', forgetWithdrawals],
  ['POST', '/__emulator/withdrawals/:id/approve', decide('APPROVED')],
  ['POST', '/__emulator/withdrawals/:id/reject', decide('REJECTED')],
];
