// Raffle promotions: each member gets the promotion's draws; a draw picks a prize of the prize table with the seeded
// PRNG (the same entry's n-th draw always wins the same prize, so journeys and tests can rely on it) and pays it.
import type { CallHandler } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, type Queryable } from '../money/ledger.js';
import { createRng } from '../seed/prng.js';
import { payBonus } from './promotionsActions.js';
import {
  activityStatus,
  entryOf,
  isDrawKind,
  isOpen,
  promotionById,
  type PromotionRow,
} from './promotionsStatus.js';

type Prize = PromotionRow['prizes'][number];

/** The prize of an entry's `draw`-th draw (0-based): weighted, from a PRNG seeded by both. */
export function drawPrize(prizes: readonly Prize[], entryId: number, draw: number): Prize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let ticket = createRng(entryId * 7919 + draw * 104_729 + 1).next() * total;
  for (const prize of prizes) {
    ticket -= prize.weight;
    if (ticket < 0) return prize;
  }
  return prizes[prizes.length - 1]!;
}

/**
 * What a draw pays: a raffle prize its fixed amount; a red envelope (a prize with `minCents`) a
 * random amount between its bounds, from the same seeded PRNG, so a replay names the same amount.
 */
export function drawCents(prize: Prize, entryId: number, draw: number): number {
  if (prize.minCents === undefined) return prize.cents;
  const low = Math.min(prize.minCents, prize.cents);
  const span = Math.max(prize.minCents, prize.cents) - low;
  const r = createRng(entryId * 15_485_863 + draw * 32_452_843 + 7).next();
  return low + Math.min(span, Math.floor(r * (span + 1)));
}

/**
 * POST MCSFE_claimRafflePromotion (MCS2_claimRafflePromotion on MCS2 sites): one draw of an open
 * raffle, paid at once, under the call's Idempotency-Key. The entry is locked while the draw is
 * made, so two tabs each get one draw of their own and never more than the member has.
 */
const claimRafflePromotion: CallHandler = async (ctx) => {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  const id = String(ctx.input.promotionId);
  return once(ctx, 'claimRafflePromotion', async (tx) => {
    const promo = await promotionById(tx, ctx.merchant.code, id);
    if (!promo) throw new ApiError('NOT_FOUND', `no promotion ${id}`);
    if (!isDrawKind(promo.kind))
      throw new ApiError('OPERATION_NOT_ALLOWED', `promotion ${id} is not a raffle`);
    const now = ctx.now();
    if (!isOpen(promo, now))
      throw new ApiError('OPERATION_NOT_ALLOWED', `raffle ${id} is not running`);
    const at = new Date(now).toISOString();
    await tx.query(
      `INSERT INTO promotion_entries (merchant, promotion_id, member_id, status, draws_left, created_at, updated_at)
       VALUES ($1, $2, $3, 'CLAIM', $4, $5, $5) ON CONFLICT (promotion_id, member_id) DO NOTHING`,
      [ctx.merchant.code, id, m.id, promo.draws, at],
    );
    const entry = (await entryOf(tx, m.id, id, { lock: true }))!;
    if (entry.draws_left <= 0)
      throw new ApiError('OPERATION_NOT_ALLOWED', `no draws left in raffle ${id}`);
    const drawn = await drawCount(tx, entry.id);
    const prize = drawPrize(promo.prizes, Number(entry.id), drawn);
    const cents = drawCents(prize, Number(entry.id), drawn);
    const movementId = await payBonus(tx, m.id, promo, BigInt(cents), now, prize.name);
    await tx.query(
      `INSERT INTO raffle_draws (entry_id, prize, amount_cents, movement_id, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [entry.id, prize.name, cents, movementId, at],
    );
    const left = entry.draws_left - 1;
    const status = left > 0 ? 'CLAIM' : 'CLAIMED';
    await tx.query(
      `UPDATE promotion_entries SET draws_left = $2, status = $3, amount_cents = amount_cents + $4,
         movement_id = $5, updated_at = $6 WHERE id = $1`,
      [entry.id, left, status, cents, movementId, at],
    );
    return {
      status,
      prize: prize.name,
      amount: fromCents(BigInt(cents)),
      remainingDraws: left,
    };
  });
};

async function drawCount(db: Queryable, entryId: string): Promise<number> {
  return (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM raffle_draws WHERE entry_id = $1',
      [entryId],
    )
  ).rows[0]!.n;
}

/** GET MCSFE_getRafflePromotionStatus: the member's status in the raffle, draws left and the draws made. */
const rafflePromotionStatus: CallHandler = async (ctx) => {
  const m = requireMember(ctx);
  const id = String(ctx.input.promotionId);
  const promo = await promotionById(ctx.db, ctx.merchant.code, id);
  if (!promo || !isDrawKind(promo.kind)) throw new ApiError('NOT_FOUND', `no raffle ${id}`);
  const entry = await entryOf(ctx.db, m.id, id);
  const draws = entry
    ? (
        await ctx.db.query<{ prize: string; amount_cents: string; created_at: Date }>(
          'SELECT prize, amount_cents::text, created_at FROM raffle_draws WHERE entry_id = $1 ORDER BY id',
          [entry.id],
        )
      ).rows
    : [];
  return {
    promotionId: id,
    status: activityStatus(promo, entry, ctx.now()),
    remainingDraws: entry ? entry.draws_left : promo.draws,
    draws: draws.map((d) => ({
      prize: d.prize,
      amount: fromCents(BigInt(d.amount_cents)),
      drawnAt: new Date(d.created_at).toISOString(),
    })),
  };
};

export const promotionRaffleHandlers: Record<string, CallHandler> = {
  claimRafflePromotion,
  rafflePromotionStatus,
};
