// The two points calls that move money (E, passwordCheck path): redeeming goods (points, and cash when the goods
// ask for it) and converting cash into points. Each runs once per Idempotency-Key (once()), takes the member's row
// lock before reading points, and the goods row's lock before reading stock, so two tabs with two keys can never
// spend the same points or the last item twice: the second is refused with the rule it broke.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, fromCents, once, post, toCents, type Tx } from '../money/ledger.js';
import { verifyPassword } from '../seed/password.js';
import { hasTwoDecimals, isoOf, realMember } from './withdrawRules.js';
import { pointSettingsOf, pointsFor } from './pointsConfig.js';
import { accruePoints, pointsByType, spendParts, totalOf, writeEntry } from './pointsLedger.js';
import {
  GOODS_COLUMNS,
  nameIn,
  standingOf,
  unmetConditions,
  type GoodsRow,
} from './pointsGoods.js';

/** At most this many of one item per exchange. */
export const MAX_QUANTITY = 10;
const ADDRESS_MAX = 200;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;

/** Checked like withdraw's: not set, then wrong. */
async function checkFundsPassword(tx: Tx, memberId: number, given: unknown): Promise<void> {
  const hash = (
    await tx.query<{ hash: string | null }>(
      'SELECT funds_password_hash AS hash FROM members WHERE id = $1',
      [memberId],
    )
  ).rows[0]?.hash;
  if (!hash) throw new ApiError('FUNDS_PASSWORD_NOT_SET', 'set a funds password first');
  if (typeof given !== 'string' || !(await verifyPassword(given, hash)))
    throw new ApiError('FUNDS_PASSWORD_WRONG', 'wrong funds password');
}

const yymmdd = (at: number) => new Date(at).toISOString().slice(2, 10).replaceAll('-', '');

/**
 * Redeems goods: funds password, the item, quantity and stock, the item's conditions, delivery details, then the
 * points (spent from the member's types in SPEND_ORDER) and the cash part (MAIN -> house 'points', kind 'points').
 * The redemption waits In Process (APPLYING) for the platform's decision (control/points.ts).
 */
const redeemPointReward: CallHandler = (ctx) => {
  const m = realMember(ctx);
  const input = ctx.input as {
    rewardId: string;
    quantity: number;
    fundsPassword: string;
    payFrom: string;
    address?: string;
    phone: string;
  };
  return once(ctx, 'redeemPointReward', async (tx) => {
    await checkFundsPassword(tx, m.id, input.fundsPassword);
    if (input.payFrom !== 'MAIN')
      throw new ApiError('VALIDATION_FAILED', '/payFrom must be MAIN (the main wallet)');
    const goods = (
      await tx.query<GoodsRow>(
        `SELECT ${GOODS_COLUMNS} FROM point_goods WHERE id = $1 AND merchant = $2 FOR UPDATE`,
        [input.rewardId, ctx.merchant.code],
      )
    ).rows[0];
    if (!goods)
      throw new ApiError('VALIDATION_FAILED', `/rewardId ${input.rewardId} is not in the mall`);
    const quantity = input.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      throw new ApiError('VALIDATION_FAILED', `/quantity must be from 1 to ${MAX_QUANTITY}`);
    if (goods.remaining < quantity)
      throw new ApiError(
        'OUT_OF_STOCK',
        goods.remaining === 0 ? 'out of stock' : `only ${goods.remaining} left`,
      );
    const unmet = unmetConditions(goods, await standingOf(tx, m.id));
    if (unmet.length > 0)
      throw new ApiError('EXCHANGE_CONDITIONS_NOT_MET', `conditions not met: ${unmet.join(', ')}`);
    const address = (input.address ?? '').trim();
    const phone = input.phone.trim();
    // Goods are sent by post; life services and gifts reach the member by phone.
    if (goods.kind === 'GOODS' && address === '')
      throw new ApiError('VALIDATION_FAILED', '/address is required for goods');
    if (address.length > ADDRESS_MAX)
      throw new ApiError('VALIDATION_FAILED', `/address must be at most ${ADDRESS_MAX} characters`);
    if (!PHONE_PATTERN.test(phone))
      throw new ApiError('VALIDATION_FAILED', '/phone must be a phone number');

    await accruePoints(tx, ctx.merchant, m.id, ctx.now());
    const byType = await pointsByType(tx, m.id);
    const points = Number(goods.points) * quantity;
    const parts = spendParts(byType, points);
    if (!parts)
      throw new ApiError(
        'POINTS_INSUFFICIENT',
        `${points} points needed, ${totalOf(byType)} available`,
      );
    const amountCents = BigInt(goods.amount_cents) * BigInt(quantity);
    const at = ctx.now();
    const seq = (
      await tx.query<{ n: string }>("SELECT nextval('point_redemption_numbers')::text AS n")
    ).rows[0]!.n;
    const id = `R${yymmdd(at)}${seq.padStart(4, '0')}`;
    const productName = nameIn(goods.name, ctx.language);
    const entry = (await writeEntry(
      tx,
      {
        merchant: ctx.merchant.code,
        memberId: m.id,
        kind: 'REDEEM',
        reference: id,
        note: `${quantity} × ${nameIn(goods.name, 'EN')}`,
        parts,
        at,
      },
      totalOf(byType),
    ))!;
    const movementId =
      amountCents > 0n
        ? await post(tx, {
            memberId: m.id,
            kind: 'points',
            reference: id,
            note: `points mall: ${quantity} × ${nameIn(goods.name, 'EN')}`,
            at,
            legs: [
              { account: { memberId: m.id, wallet: 'MAIN' }, cents: -amountCents },
              { account: { house: 'points' }, cents: amountCents },
            ],
          })
        : null;
    await tx.query('UPDATE point_goods SET remaining = remaining - $2 WHERE id = $1', [
      goods.id,
      quantity,
    ]);
    await tx.query(
      `INSERT INTO point_redemptions (id, merchant, member_id, goods_id, kind, product_name, quantity, points,
                                      amount_cents, address, phone, created_at, entry_id, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, to_timestamp($12::double precision / 1000), $13, $14)`,
      [
        id,
        ctx.merchant.code,
        m.id,
        goods.id,
        goods.kind,
        JSON.stringify(goods.name),
        quantity,
        points,
        amountCents.toString(),
        address,
        phone,
        at,
        entry.id,
        movementId,
      ],
    );
    return {
      transactionNo: id,
      productName,
      quantity,
      points,
      amount: fromCents(amountCents),
      status: 'APPLYING' as const,
      appliedAt: isoOf(at),
      pointsBalance: entry.balanceAfter,
      balance: fromCents(await balanceCents(tx, m.id)),
    };
  });
};

/** Cash to points at the configured ratio: MAIN -> house 'points', the points of type 'redeem'. */
const convertPoint: CallHandler = (ctx) => {
  const m = realMember(ctx);
  const input = ctx.input as { amount: number; fundsPassword: string };
  return once(ctx, 'convertPoint', async (tx) => {
    await checkFundsPassword(tx, m.id, input.fundsPassword);
    const s = pointSettingsOf(ctx.merchant);
    if (!hasTwoDecimals(input.amount))
      throw new ApiError('VALIDATION_FAILED', '/amount must have at most 2 decimals');
    const cents = toCents(input.amount);
    if (cents < toCents(s.minConvert) || cents > toCents(s.maxConvert))
      throw new ApiError(
        'AMOUNT_OUT_OF_RANGE',
        `/amount must be from ${s.minConvert} to ${s.maxConvert}`,
      );
    const points = pointsFor(cents, s.exchangeRatio);
    if (points < 1) throw new ApiError('AMOUNT_OUT_OF_RANGE', '/amount buys less than one point');
    await accruePoints(tx, ctx.merchant, m.id, ctx.now());
    const at = ctx.now();
    const before = totalOf(await pointsByType(tx, m.id));
    // post() refuses with INSUFFICIENT_BALANCE before anything is written when MAIN holds less.
    const movementId = await post(tx, {
      memberId: m.id,
      kind: 'points',
      note: `cash converted into ${points} points`,
      at,
      legs: [
        { account: { memberId: m.id, wallet: 'MAIN' }, cents: -cents },
        { account: { house: 'points' }, cents },
      ],
    });
    const id = `C${yymmdd(at)}${String(movementId).padStart(6, '0')}`;
    await tx.query('UPDATE movements SET reference = $2 WHERE id = $1', [movementId, id]);
    const entry = (await writeEntry(
      tx,
      {
        merchant: ctx.merchant.code,
        memberId: m.id,
        kind: 'CONVERT',
        reference: id,
        note: `${fromCents(cents)} converted`,
        parts: { redeem: points },
        at,
      },
      before,
    ))!;
    return {
      transactionNo: id,
      amount: fromCents(cents),
      points,
      pointsBalance: entry.balanceAfter,
      balance: fromCents(await balanceCents(tx, m.id)),
    };
  });
};

export const redeemHandlers: Record<string, CallHandler> = { redeemPointReward, convertPoint };
