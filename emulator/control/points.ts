// Control routes of the points mall: list redemptions, decide one as the merchant's back office would (approve
// sends the goods; reject gives back the points and the cash and puts the items back in stock), and forget a
// journey's redemptions and conversions so a later run starts from the seed.
import { post } from '../money/ledger.js';
import { lockMember, pointsByType, totalOf, writeEntry } from '../handlers/pointsLedger.js';
import type { PointType } from '../handlers/pointsConfig.js';
import { bad, isObj, json, type ControlRoute } from './answer.js';

const STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'];

interface Row {
  id: string;
  merchant: string;
  member_id: number;
  account: string;
  goods_id: string;
  kind: string;
  product_name: Record<string, string>;
  quantity: number;
  points: string;
  amount_cents: string;
  address: string;
  phone: string;
  status: string;
  remark: string;
  created_at: Date;
  decided_at: Date | null;
  entry_id: string;
}

const SELECT = `SELECT r.id, r.merchant, r.member_id, mb.account, r.goods_id, r.kind, r.product_name, r.quantity,
    r.points::text, r.amount_cents::text, r.address, r.phone, r.status, r.remark, r.created_at, r.decided_at,
    r.entry_id::text
  FROM point_redemptions r JOIN members mb ON mb.id = r.member_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const view = (r: Row) => ({
  transactionNo: r.id,
  merchant: r.merchant,
  member: r.account,
  rewardId: r.goods_id,
  exchangeType: r.kind,
  productName: r.product_name.EN ?? '',
  quantity: r.quantity,
  points: Number(r.points),
  amount: Number(r.amount_cents) / 100,
  address: r.address,
  phone: r.phone,
  status: r.status,
  remark: r.remark,
  appliedAt: iso(r.created_at),
  decidedAt: iso(r.decided_at),
});

/** GET /__emulator/points/redemptions?merchant&member&status: newest first, at most 200. */
const listRedemptions: ControlRoute = async (state, _p, _b, query) => {
  const filters: string[] = [];
  const params: unknown[] = [];
  const status = query.get('status');
  if (status && !STATUSES.includes(status))
    return bad(`status must be one of ${STATUSES.join(', ')}`);
  const merchant = query.get('merchant');
  const member = query.get('member');
  if (merchant) filters.push(`r.merchant = $${params.push(merchant)}`);
  if (member) filters.push(`lower(mb.account) = lower($${params.push(member)})`);
  if (status) filters.push(`r.status = $${params.push(status)}`);
  const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
  const { rows } = await state.db.query<Row>(
    `${SELECT} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    params,
  );
  return json(rows.map(view));
};

/**
 * Decides a redemption that is In Process (APPLYING). The same decision again answers `changed: false` and moves
 * nothing (the row is locked, so two deciders cannot both refund); the other decision is a conflict.
 */
function decide(target: 'APPROVED' | 'REJECTED'): ControlRoute {
  return async (state, p, body) => {
    const now = state.clock.now();
    const remark = isObj(body) && typeof body.remark === 'string' ? body.remark.slice(0, 200) : '';
    return state.db.transaction(async (tx) => {
      const find = async () =>
        (await tx.query<Row>(`${SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [p.id])).rows[0];
      const r = await find();
      if (!r) return bad(`no redemption ${p.id}`, 404);
      if (r.status === target) return json({ ...view(r), changed: false });
      if (r.status !== 'APPLYING') return bad(`redemption ${r.id} is already ${r.status}`, 409);
      if (target === 'REJECTED') {
        // The points go back to the types they came from, the cash to MAIN, the items to the shelf.
        await lockMember(tx, r.member_id);
        const spent = await tx.query<{ type: PointType; points: string }>(
          'SELECT type, points::text FROM point_postings WHERE entry_id = $1',
          [r.entry_id],
        );
        await writeEntry(
          tx,
          {
            merchant: r.merchant,
            memberId: r.member_id,
            kind: 'REFUND',
            reference: r.id,
            note: 'exchange rejected: points returned',
            parts: Object.fromEntries(spent.rows.map((s) => [s.type, -Number(s.points)])),
            at: now,
          },
          totalOf(await pointsByType(tx, r.member_id)),
        );
        const cents = BigInt(r.amount_cents);
        if (cents > 0n)
          await post(tx, {
            memberId: r.member_id,
            kind: 'points',
            reference: r.id,
            note: 'points mall exchange rejected: cash returned',
            at: now,
            legs: [
              { account: { house: 'points' }, cents: -cents },
              { account: { memberId: r.member_id, wallet: 'MAIN' }, cents },
            ],
          });
        await tx.query('UPDATE point_goods SET remaining = remaining + $2 WHERE id = $1', [
          r.goods_id,
          r.quantity,
        ]);
      }
      await tx.query(
        `UPDATE point_redemptions SET status = $2, decided_at = to_timestamp($3::double precision / 1000),
                remark = $4 WHERE id = $1`,
        [r.id, target, now, remark],
      );
      return json({ ...view((await find())!), changed: true });
    });
  };
}

/**
 * DELETE /__emulator/points?merchant&member&since (all three required): a journey's clean-up. The member's
 * redemptions and conversions from `since` go with their points entries, their ledger movements (each balanced,
 * so the ledger stays balanced) and their idempotency answers; items not given back by a rejection return to stock.
 */
const forgetPoints: ControlRoute = async (state, _p, _b, query) => {
  const merchant = query.get('merchant');
  const member = query.get('member');
  const since = Date.parse(query.get('since') ?? '');
  if (!merchant || !member || !Number.isFinite(since))
    return bad('merchant, member and since (ISO date-time) are required');
  const sinceIso = new Date(since).toISOString();
  return state.db.transaction(async (tx) => {
    const owner = (
      await tx.query<{ id: number }>(
        'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
        [merchant, member],
      )
    ).rows[0];
    if (!owner) return bad(`no member ${member} on ${merchant}`, 404);
    const redemptions = await tx.query<{
      id: string;
      goods_id: string;
      quantity: number;
      status: string;
    }>(
      'SELECT id, goods_id, quantity, status FROM point_redemptions WHERE member_id = $1 AND created_at >= $2',
      [owner.id, sinceIso],
    );
    for (const r of redemptions.rows)
      if (r.status !== 'REJECTED')
        await tx.query('UPDATE point_goods SET remaining = remaining + $2 WHERE id = $1', [
          r.goods_id,
          r.quantity,
        ]);
    const entries = await tx.query<{ reference: string }>(
      `DELETE FROM point_entries WHERE member_id = $1 AND kind <> 'EARN' AND created_at >= $2
       RETURNING reference`,
      [owner.id, sinceIso],
    );
    const references = [...new Set(entries.rows.map((e) => e.reference))];
    await tx.query('DELETE FROM point_redemptions WHERE member_id = $1 AND created_at >= $2', [
      owner.id,
      sinceIso,
    ]);
    await tx.query(
      `DELETE FROM movements WHERE member_id = $1 AND kind = 'points' AND reference = ANY($2::text[])`,
      [owner.id, references],
    );
    await tx.query(
      `DELETE FROM idempotency WHERE merchant = $1 AND member_id = $2 AND created_at >= $3
          AND operation IN ('redeemPointReward', 'convertPoint')`,
      [merchant, owner.id, sinceIso],
    );
    return json({ forgotten: references });
  });
};

export const pointsRoutes: [string, string, ControlRoute][] = [
  ['GET', '/__emulator/points/redemptions', listRedemptions],
  ['DELETE', '/__emulator/points', forgetPoints],
  ['POST', '/__emulator/points/redemptions/:id/approve', decide('APPROVED')],
  ['POST', '/__emulator/points/redemptions/:id/reject', decide('REJECTED')],
];
