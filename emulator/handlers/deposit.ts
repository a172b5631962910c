// Deposits (issue 12 point 5): the merchant's payment channels, pending orders and the member's order list.
// Creating an order moves no money; the merchant approves it later (control API, control/deposits.ts).
import type { CallContext, CallHandler, MemberRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, type Tx } from '../money/ledger.js';
import {
  nextReference,
  orderPayTo,
  type ChannelKind,
  type ChannelMethod,
  type OrderPayTo,
} from '../seed/deposits.js';

export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';

export interface ChannelRow {
  id: string;
  merchant: string;
  kind: ChannelKind;
  name: string;
  methods: ChannelMethod[];
  min_cents: string;
  max_cents: string;
  presets: number[];
  sort: number;
  enabled: boolean;
}

/** A deposit with its channel's kind and name, as the order list and the control API show it. */
export interface DepositRow {
  id: string;
  merchant: string;
  member_id: number;
  channel_id: string;
  method: string;
  amount_cents: string;
  payer_name: string | null;
  pay_to: OrderPayTo;
  status: DepositStatus;
  created_at: Date;
  settled_at: Date | null;
  movement_id: string | null;
  kind: ChannelKind;
  channel_name: string;
}

export const DEPOSIT_SELECT = `SELECT d.*, c.kind, c.name AS channel_name
  FROM deposits d JOIN payment_channels c ON c.id = d.channel_id`;

/** Free-play users cannot deposit (§4): every deposit call refuses them. */
function realMember(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
}

const money = (cents: string | number) => fromCents(BigInt(cents));

/** Whole cents, or null when the amount has more than 2 decimals (or is not a positive finite number). */
export function exactCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - cents) > 1e-6) return null;
  return cents;
}

/** One order on the wire. */
export const orderView = (d: DepositRow) => ({
  reference: d.id,
  amount: money(d.amount_cents),
  status: d.status,
  channelKind: d.kind,
  channelName: d.channel_name,
  method: d.method,
  createdAt: new Date(d.created_at).toISOString(),
  ...(d.settled_at ? { settledAt: new Date(d.settled_at).toISOString() } : {}),
});

const depositChannels: CallHandler = async (ctx) => {
  realMember(ctx);
  const { rows } = await ctx.db.query<ChannelRow>(
    'SELECT * FROM payment_channels WHERE merchant = $1 AND enabled ORDER BY sort, id',
    [ctx.merchant.code],
  );
  return {
    currency: ctx.merchant.currency,
    channels: rows.map((c) => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      methods: c.methods.map(({ code, name }) => ({ code, name })),
      min: money(c.min_cents),
      max: money(c.max_cents),
      presets: c.presets.map(money),
    })),
  };
};

/** Checks the order against its channel; answers the channel, the method and the amount in cents. */
async function checkedOrder(tx: Tx, ctx: CallContext) {
  const input = ctx.input as { channelId: string; method: string; amount: number };
  const channel = (
    await tx.query<ChannelRow>('SELECT * FROM payment_channels WHERE id = $1 AND merchant = $2', [
      input.channelId,
      ctx.merchant.code,
    ])
  ).rows[0];
  if (!channel) throw new ApiError('NOT_FOUND', `no payment channel ${input.channelId}`);
  if (!channel.enabled)
    throw new ApiError('OPERATION_NOT_ALLOWED', `payment channel ${channel.id} is closed`);
  const method = channel.methods.find((m) => m.code === input.method);
  if (!method)
    throw new ApiError(
      'VALIDATION_FAILED',
      `/method must be one of ${channel.methods.map((m) => m.code).join(', ')}`,
    );
  const cents = exactCents(input.amount);
  if (cents === null)
    throw new ApiError(
      'VALIDATION_FAILED',
      '/amount must be a positive amount with at most 2 decimals',
    );
  if (cents < Number(channel.min_cents) || cents > Number(channel.max_cents))
    throw new ApiError(
      'AMOUNT_OUT_OF_RANGE',
      `the amount must be from ${money(channel.min_cents).toFixed(2)} to ${money(channel.max_cents).toFixed(2)}`,
    );
  return { channel, method, cents };
}

/**
 * A pending order with its reference and the account to pay into. Applied once per Idempotency-Key: a double click
 * or a retry after a timeout answers the first order instead of making a second one.
 */
const depositCreate: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  return once(ctx, 'depositCreate', async (tx) => {
    const { channel, method, cents } = await checkedOrder(tx, ctx);
    const at = ctx.now();
    const reference = await nextReference(tx, at);
    const currency = ctx.merchant.currency;
    const payTo = orderPayTo(method.payTo, { reference, amountCents: cents, currency });
    const payerName = typeof ctx.input.payerName === 'string' ? ctx.input.payerName.trim() : '';
    await tx.query(
      `INSERT INTO deposits (id, merchant, member_id, channel_id, method, amount_cents, payer_name, pay_to, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING', $9)`,
      [
        reference,
        ctx.merchant.code,
        m.id,
        channel.id,
        method.code,
        cents,
        payerName || null,
        JSON.stringify(payTo),
        new Date(at).toISOString(),
      ],
    );
    return {
      reference,
      amount: money(cents),
      currency,
      status: 'PENDING' as const,
      createdAt: new Date(at).toISOString(),
      channelId: channel.id,
      channelKind: channel.kind,
      channelName: channel.name,
      method: method.code,
      payTo,
    };
  });
};

/** The member's orders, newest first, a page at a time, optionally of one status. */
const depositOrders: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const pageNo = Number(ctx.input.pageNo ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 10);
  const status = typeof ctx.input.status === 'string' ? ctx.input.status : null;
  const where = `WHERE d.member_id = $1 ${status ? 'AND d.status = $2' : ''}`;
  const params: unknown[] = status ? [m.id, status] : [m.id];
  const total = (
    await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposits d ${where}`, params)
  ).rows[0]!.n;
  const { rows } = await ctx.db.query<DepositRow>(
    `${DEPOSIT_SELECT} ${where} ORDER BY d.created_at DESC, d.id DESC
     LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  );
  return {
    list: rows.map(orderView),
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
};

export const depositHandlers: Record<string, CallHandler> = {
  depositChannels,
  depositCreate,
  depositOrders,
};
