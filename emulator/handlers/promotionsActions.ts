// What a member does with a promotion: apply (the activity application form), join, and claim its bonus. Claiming
// moves money: once per Idempotency-Key, and the entry is locked and checked in the same transaction as the payment,
// so two tabs with two keys still pay once.
import type { CallContext, CallHandler } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, post, type Queryable } from '../money/ledger.js';
import type { EntryStatus, PromotionKind } from '../seed/promotions.js';
import { checkApplication } from './promotionsRules.js';
import {
  entryOf,
  isDrawKind,
  isOpen,
  localText,
  promotionById,
  type EntryRow,
  type PromotionRow,
} from './promotionsStatus.js';

/** Free-play users take part in nothing (§4: trial users are not real). */
function realMember(ctx: CallContext) {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
}

const promotionIdOf = (ctx: CallContext) => String(ctx.input.promotionId);

/** The open promotion of the call, of one of `kinds`; anything else is refused with the reason. */
async function openPromotion(
  db: Queryable,
  ctx: CallContext,
  kinds: PromotionKind[],
  { lock = false } = {},
): Promise<PromotionRow> {
  const promo = await promotionById(db, ctx.merchant.code, promotionIdOf(ctx), { lock });
  if (!promo) throw new ApiError('NOT_FOUND', `no promotion ${promotionIdOf(ctx)}`);
  if (!kinds.includes(promo.kind))
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `promotion ${promo.id} is a ${promo.kind.toLowerCase()} promotion`,
    );
  const now = ctx.now();
  if (now < new Date(promo.starts_at).getTime())
    throw new ApiError('OPERATION_NOT_ALLOWED', `promotion ${promo.id} has not started`);
  if (!isOpen(promo, now))
    throw new ApiError('OPERATION_NOT_ALLOWED', `promotion ${promo.id} is closed`);
  return promo;
}

const entryView = (promotionId: string, status: EntryStatus, cents: bigint | string) => ({
  promotionId,
  status,
  amount: fromCents(BigInt(cents)),
});

/** Writes the member's first entry in a promotion; a second one is refused, whatever the first became. */
async function newEntry(
  db: Queryable,
  ctx: CallContext,
  promo: PromotionRow,
  fields: { status: EntryStatus; remark?: string; images?: unknown[]; drawsLeft?: number },
): Promise<void> {
  const at = new Date(ctx.now()).toISOString();
  const inserted = await db.query(
    `INSERT INTO promotion_entries (merchant, promotion_id, member_id, status, remark, images, draws_left,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (promotion_id, member_id) DO NOTHING
     RETURNING id`,
    [
      ctx.merchant.code,
      promo.id,
      requireMember(ctx).id,
      fields.status,
      fields.remark || null,
      JSON.stringify(fields.images ?? []),
      fields.drawsLeft ?? 0,
      at,
    ],
  );
  if (inserted.rows.length === 0)
    throw new ApiError('OPERATION_NOT_ALLOWED', `already taking part in promotion ${promo.id}`);
}

/**
 * POST MCSFE_applyPromotion: the activity application form. The §5 rules first (remark, images by
 * content), then the promotion (an open APPLY one) and a first entry, APPLYING until the merchant
 * approves or rejects it (control API).
 */
const promotionApply: CallHandler = async (ctx) => {
  realMember(ctx);
  const application = checkApplication(ctx.input);
  if (typeof application === 'string') throw new ApiError('VALIDATION_FAILED', application);
  return ctx.db.transaction(async (tx) => {
    const promo = await openPromotion(tx, ctx, ['APPLY']);
    await newEntry(tx, ctx, promo, { status: 'APPLYING', ...application });
    return entryView(promo.id, 'APPLYING', 0n);
  });
};

/** POST MCSFE_joinPromotion: signs up for an open JOIN promotion; the platform settles it later. */
const promotionJoin: CallHandler = async (ctx) => {
  realMember(ctx);
  return ctx.db.transaction(async (tx) => {
    const promo = await openPromotion(tx, ctx, ['JOIN']);
    await newEntry(tx, ctx, promo, { status: 'JOINED' });
    return entryView(promo.id, 'JOINED', 0n);
  });
};

/** Credits a promotion's bonus to the member's main wallet (from the house's bonus account). */
export async function payBonus(
  tx: Queryable,
  memberId: number,
  promo: Pick<PromotionRow, 'id' | 'title'>,
  cents: bigint,
  at: number,
  what: string = localText(promo.title, 'EN'),
): Promise<number> {
  return post(tx, {
    memberId,
    kind: 'bonus',
    reference: promo.id,
    note: what,
    at,
    legs: [
      { account: { house: 'bonus' }, cents: -cents },
      { account: { memberId, wallet: 'MAIN' }, cents },
    ],
  });
}

/**
 * The member's claimable entry of the promotion, locked: an entry the platform made claimable
 * (CLAIM), or for an open CLAIM promotion the member has not touched, a new one for its bonus.
 */
async function claimableEntry(
  tx: Queryable,
  ctx: CallContext,
  promo: PromotionRow,
): Promise<EntryRow> {
  const memberId = requireMember(ctx).id;
  let entry = await entryOf(tx, memberId, promo.id, { lock: true });
  if (!entry && promo.kind === 'CLAIM' && isOpen(promo, ctx.now())) {
    const at = new Date(ctx.now()).toISOString();
    // Two tabs racing here: the unique (promotion, member) makes the second wait, then insert nothing.
    await tx.query(
      `INSERT INTO promotion_entries (merchant, promotion_id, member_id, status, amount_cents, created_at, updated_at)
       VALUES ($1, $2, $3, 'CLAIM', $4, $5, $5) ON CONFLICT (promotion_id, member_id) DO NOTHING`,
      [ctx.merchant.code, promo.id, memberId, promo.bonus_cents, at],
    );
    entry = await entryOf(tx, memberId, promo.id, { lock: true });
  }
  if (!entry) throw new ApiError('OPERATION_NOT_ALLOWED', `nothing to claim in ${promo.id}`);
  if (entry.status === 'CLAIMED' || entry.status === 'ISSUED')
    throw new ApiError('OPERATION_NOT_ALLOWED', `promotion ${promo.id} is already claimed`);
  if (entry.status !== 'CLAIM')
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `promotion ${promo.id} is ${entry.status.toLowerCase()}, not claimable`,
    );
  return entry;
}

/**
 * POST MCSFE_claimPromotion: pays a claimable entry's amount (a CLAIM promotion's bonus) and marks
 * it CLAIMED, in one transaction under the call's Idempotency-Key. A retry gets the first answer; a
 * second key (another tab) finds the entry claimed and is refused, having paid nothing.
 */
const promotionClaim: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  return once(ctx, 'promotionClaim', async (tx) => {
    const promo = await promotionById(tx, ctx.merchant.code, promotionIdOf(ctx));
    if (!promo) throw new ApiError('NOT_FOUND', `no promotion ${promotionIdOf(ctx)}`);
    if (isDrawKind(promo.kind))
      throw new ApiError('OPERATION_NOT_ALLOWED', 'a raffle is claimed with claimRafflePromotion');
    const entry = await claimableEntry(tx, ctx, promo);
    const cents = BigInt(entry.amount_cents);
    const now = ctx.now();
    const movementId = cents > 0n ? await payBonus(tx, m.id, promo, cents, now) : null;
    await tx.query(
      `UPDATE promotion_entries SET status = 'CLAIMED', movement_id = COALESCE($2, movement_id), updated_at = $3
        WHERE id = $1`,
      [entry.id, movementId, new Date(now).toISOString()],
    );
    return entryView(promo.id, 'CLAIMED', cents);
  });
};

export const promotionActionHandlers: Record<string, CallHandler> = {
  promotionApply,
  promotionJoin,
  promotionClaim,
};
