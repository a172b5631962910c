// Points mall reads (issue 13 point 3, PTSYS3): points by type, the configuration and rules, the goods catalogue
// with the member's standing against each item's conditions, the exchange records and the points details.
// Redeeming and converting (they move money) are in pointsRedeem.ts; the back office is control/points.ts.
import type { CallContext, CallHandler } from '../context.js';
import { fromCents } from '../money/ledger.js';
import { isoOf, realMember } from './withdrawRules.js';
import { POINT_TYPES, pointSettingsOf, type PointType } from './pointsConfig.js';
import { accruePoints, pointsByType, totalOf } from './pointsLedger.js';
import { redeemHandlers } from './pointsRedeem.js';
import {
  GOODS_COLUMNS,
  nameIn,
  standingOf,
  unmetConditions,
  type GoodsRow,
} from './pointsGoods.js';

/** The member's points after earning what is due: every points read starts here. */
async function currentPoints(ctx: CallContext, memberId: number) {
  await ctx.db.transaction((tx) => accruePoints(tx, ctx.merchant, memberId, ctx.now()));
  return pointsByType(ctx.db, memberId);
}

const pointBalance: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const byType = await currentPoints(ctx, m.id);
  return {
    points: totalOf(byType),
    ratio: pointSettingsOf(ctx.merchant).exchangeRatio,
    types: POINT_TYPES.map((type) => ({ type, points: byType[type] })),
  };
};

const pointConfig: CallHandler = async (ctx) => {
  realMember(ctx);
  const s = pointSettingsOf(ctx.merchant);
  return {
    exchangeRatio: s.exchangeRatio,
    minConvert: s.minConvert,
    maxConvert: s.maxConvert,
    neverExpire: true,
    rules: s.rules[ctx.language] ?? s.rules.EN ?? '',
    earnRates: POINT_TYPES.filter((t) => t !== 'redeem').map((type) => ({
      type,
      rate: s.earnRates[type] ?? 0,
    })),
  };
};

/** What cash buys: the one conversion this platform offers, at the configured ratio. */
const pointConversionTypes: CallHandler = async (ctx) => {
  realMember(ctx);
  const s = pointSettingsOf(ctx.merchant);
  return [
    {
      type: 'CASH_TO_POINTS',
      name: 'cash to points',
      ratio: s.exchangeRatio,
      min: s.minConvert,
      max: s.maxConvert,
    },
  ];
};

const KINDS = ['GOODS', 'LIFE', 'GIFT'];

const pointReward: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const kind =
    typeof ctx.input.type === 'string' && KINDS.includes(ctx.input.type) ? ctx.input.type : null;
  const [goods, standing] = await Promise.all([
    ctx.db.query<GoodsRow>(
      `SELECT ${GOODS_COLUMNS} FROM point_goods WHERE merchant = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY kind, sort`,
      [ctx.merchant.code, kind],
    ),
    standingOf(ctx.db, m.id),
  ]);
  return goods.rows.map((g) => ({
    rewardId: g.id,
    type: g.kind,
    name: nameIn(g.name, ctx.language),
    imageUrl: g.image_url,
    points: Number(g.points),
    amount: fromCents(BigInt(g.amount_cents)),
    quantity: g.quantity,
    remaining: g.remaining,
    exchanged: g.quantity - g.remaining,
    conditions: {
      minDeposit: fromCents(BigInt(g.min_deposit_cents)),
      minValidBet: fromCents(BigInt(g.min_valid_bet_cents)),
    },
    unmet: unmetConditions(g, standing),
  }));
};

const pageOf = (input: Record<string, unknown>) => {
  const pageNo = Math.max(1, Number(input.pageNo ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(input.pageSize ?? 20) || 20));
  return { pageNo, pageSize };
};

interface RedemptionRow {
  id: string;
  kind: string;
  product_name: Record<string, string>;
  quantity: number;
  points: string;
  amount_cents: string;
  status: 'APPLYING' | 'APPROVED' | 'REJECTED';
  remark: string;
  created_at: Date;
  decided_at: Date | null;
  entry_points: string;
  balance_after: string;
  n: number;
}

/** Exchange records (§3 columns), newest first, optionally of one status. */
const redeemPointList: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const { pageNo, pageSize } = pageOf(ctx.input);
  const status = typeof ctx.input.status === 'string' ? ctx.input.status : null;
  const { rows } = await ctx.db.query<RedemptionRow>(
    `SELECT r.id, r.kind, r.product_name, r.quantity, r.points::text, r.amount_cents::text, r.status, r.remark,
            r.created_at, r.decided_at, e.points::text AS entry_points, e.balance_after::text,
            count(*) OVER ()::int AS n
       FROM point_redemptions r JOIN point_entries e ON e.id = r.entry_id
      WHERE r.member_id = $1 AND ($2::text IS NULL OR r.status = $2)
      ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [m.id, status, pageSize, (pageNo - 1) * pageSize],
  );
  const total = rows[0]?.n ?? 0;
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: rows.map((r) => ({
      transactionNo: r.id,
      appliedAt: isoOf(r.created_at),
      exchangeType: r.kind,
      productName: nameIn(r.product_name, ctx.language),
      quantity: r.quantity,
      pointsNeeded: Number(r.points),
      amountNeeded: fromCents(BigInt(r.amount_cents)),
      status: r.status,
      ...(r.decided_at ? { decidedAt: isoOf(r.decided_at) } : {}),
      pointsChange: Number(r.entry_points),
      pointsBalance: Number(r.balance_after),
      remark: r.remark,
    })),
  };
};

interface EntryRow {
  id: string;
  kind: 'EARN' | 'REDEEM' | 'CONVERT' | 'REFUND';
  reference: string;
  note: string;
  points: string;
  balance_after: string;
  created_at: Date;
  parts: { type: PointType; points: number }[] | null;
  n: number;
}

/** Points details: every change to the member's points, newest first, with the balance after it. */
const pointDetails: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  await currentPoints(ctx, m.id);
  const { pageNo, pageSize } = pageOf(ctx.input);
  const { rows } = await ctx.db.query<EntryRow>(
    `SELECT e.id::text, e.kind, e.reference, e.note, e.points::text, e.balance_after::text, e.created_at,
            (SELECT json_agg(json_build_object('type', p.type, 'points', p.points) ORDER BY p.type)
               FROM point_postings p WHERE p.entry_id = e.id) AS parts,
            count(*) OVER ()::int AS n
       FROM point_entries e WHERE e.member_id = $1
      ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [m.id, pageSize, (pageNo - 1) * pageSize],
  );
  const total = rows[0]?.n ?? 0;
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: rows.map((e) => ({
      entryNo: e.id,
      time: isoOf(e.created_at),
      kind: e.kind,
      reference: e.reference,
      points: Number(e.points),
      balance: Number(e.balance_after),
      remark: e.note,
      parts: (e.parts ?? []).map((p) => ({ type: p.type, points: Number(p.points) })),
    })),
  };
};

export const pointsHandlers: Record<string, CallHandler> = {
  pointBalance,
  pointConfig,
  pointConversionTypes,
  pointReward,
  redeemPointList,
  pointDetails,
  ...redeemHandlers,
};
