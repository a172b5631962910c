// Control routes for deposits: list the orders, and settle one as the merchant's back office would (approve, reject,
// fail). Approving posts the ledger movement and tells the member; settling an order twice moves money once.
// Journeys remove their orders again (DELETE), which reverses an approved one.
import { post } from '../money/ledger.js';
import { notifyMember } from '../money/notify.js';
import {
  DEPOSIT_SELECT,
  orderView,
  type DepositRow,
  type DepositStatus,
} from '../handlers/deposit.js';
import { bad, json, type ControlRoute } from './answer.js';

type Handler = ControlRoute;

const STATUSES: DepositStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'];

const controlView = (d: DepositRow & { account: string }) => ({
  ...orderView(d),
  merchant: d.merchant,
  member: d.account,
  memberId: d.member_id,
  channelId: d.channel_id,
  payerName: d.payer_name,
  payTo: d.pay_to,
  movementId: d.movement_id === null ? null : Number(d.movement_id),
});

const SELECT_WITH_ACCOUNT = DEPOSIT_SELECT.replace(
  'FROM deposits d',
  'FROM deposits d JOIN members mb ON mb.id = d.member_id',
).replace('SELECT d.*', 'SELECT d.*, mb.account');

/** GET /__emulator/deposits?merchant&member&status: newest first, at most 200. */
const listDeposits: Handler = async (state, _p, _b, query) => {
  const filters: string[] = [];
  const params: unknown[] = [];
  const merchant = query.get('merchant');
  const member = query.get('member');
  const status = query.get('status');
  if (status && !STATUSES.includes(status as DepositStatus))
    return bad(`status must be one of ${STATUSES.join(', ')}`);
  if (merchant) filters.push(`d.merchant = $${params.push(merchant)}`);
  if (member) filters.push(`lower(mb.account) = lower($${params.push(member)})`);
  if (status) filters.push(`d.status = $${params.push(status)}`);
  const { rows } = await state.db.query<DepositRow & { account: string }>(
    `${SELECT_WITH_ACCOUNT} ${filters.length ? `WHERE ${filters.join(' AND ')}` : ''}
     ORDER BY d.created_at DESC, d.id DESC LIMIT 200`,
    params,
  );
  return json(rows.map(controlView));
};

/**
 * Moves a pending order to `target`. The same target again answers the order with `changed: false` and moves
 * nothing; another final status is a conflict (409).
 */
function settle(target: Exclude<DepositStatus, 'PENDING'>): Handler {
  return async (state, p) => {
    const now = state.clock.now();
    return state.db.transaction(async (tx) => {
      const find = async () =>
        (
          await tx.query<DepositRow & { account: string }>(
            `${SELECT_WITH_ACCOUNT} WHERE d.id = $1 FOR UPDATE OF d`,
            [p.id],
          )
        ).rows[0];
      const order = await find();
      if (!order) return bad(`no deposit ${p.id}`, 404);
      if (order.status === target) return json({ ...controlView(order), changed: false });
      if (order.status !== 'PENDING')
        return bad(`deposit ${order.id} is already ${order.status}`, 409);
      const cents = Number(order.amount_cents);
      const movementId =
        target === 'APPROVED'
          ? await post(tx, {
              memberId: order.member_id,
              kind: 'deposit',
              reference: order.id,
              note: `${order.channel_name} ${order.method}`,
              legs: [
                { account: { house: 'deposits' }, cents: -cents },
                { account: { memberId: order.member_id, wallet: 'MAIN' }, cents },
              ],
              at: now,
            })
          : null;
      await tx.query(
        'UPDATE deposits SET status = $2, settled_at = $3, movement_id = $4 WHERE id = $1',
        [order.id, target, new Date(now).toISOString(), movementId],
      );
      await notifyMember(
        tx,
        order.member_id,
        target === 'APPROVED' ? 'depositArrived' : 'depositFailed',
        {
          amount: cents / 100,
          at: now,
        },
      );
      return json({ ...controlView((await find())!), changed: true });
    });
  };
}

/**
 * DELETE /__emulator/deposits/:id: takes a test's order away again. An approved one is reversed by an adjustment
 * movement (the ledger is append-only), so the member's balance is what it was before the order.
 */
const removeDeposit: Handler = async (state, p) =>
  state.db.transaction(async (tx) => {
    const order = (
      await tx.query<DepositRow & { account: string }>(
        `${SELECT_WITH_ACCOUNT} WHERE d.id = $1 FOR UPDATE OF d`,
        [p.id],
      )
    ).rows[0];
    if (!order) return bad(`no deposit ${p.id}`, 404);
    const reversal =
      order.status === 'APPROVED'
        ? await post(tx, {
            memberId: order.member_id,
            kind: 'adjustment',
            reference: order.id,
            note: `deposit ${order.id} removed`,
            legs: [
              {
                account: { memberId: order.member_id, wallet: 'MAIN' },
                cents: -Number(order.amount_cents),
              },
              { account: { house: 'deposits' }, cents: Number(order.amount_cents) },
            ],
            at: state.clock.now(),
          })
        : null;
    await tx.query('DELETE FROM deposits WHERE id = $1', [order.id]);
    return json({ removed: order.id, reversalMovementId: reversal });
  });

export const depositRoutes: [string, string, Handler][] = [
  ['GET', '/__emulator/deposits', listDeposits],
  ['POST', '/__emulator/deposits/:id/approve', settle('APPROVED')],
  ['POST', '/__emulator/deposits/:id/reject', settle('REJECTED')],
  ['POST', '/__emulator/deposits/:id/fail', settle('FAILED')],
  ['DELETE', '/__emulator/deposits/:id', removeDeposit],
];
