// Reward centre (issue 13 point 2, REWCEN3): the member's rewards by status with the count of each, claiming one,
// and claiming all. A claim pays through the ledger (kind 'bonus' from the house's bonus account) under the call's
// idempotency key, and takes the reward's row lock before checking it, so a retry gets the first answer and a
// second tab with its own key finds it claimed: paid once either way.
import type { CallContext, CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, fromCents, once, type Queryable } from '../money/ledger.js';
import { isoOf, realMember } from './withdrawRules.js';
import {
  REWARD_COLUMNS,
  REWARD_STATUSES,
  payReward,
  statusOf,
  statusSql,
  titleIn,
  type RewardRow,
  type RewardStatus,
} from './rewardsStore.js';

/** Claimable: what runs out first on top; claimed and expired: the latest first. */
const ORDER: Record<RewardStatus, string> = {
  CLAIMABLE: 'r.expires_at ASC NULLS LAST, r.granted_at DESC, r.id DESC',
  CLAIMED: 'r.claimed_at DESC, r.id DESC',
  EXPIRED: 'r.expires_at DESC, r.id DESC',
};

/** A reward as the wire carries it, its title in the caller's language. */
export function rewardView(
  row: RewardRow,
  ctx: Pick<CallContext, 'language' | 'merchant'>,
  now: number,
) {
  return {
    rewardId: row.id,
    title: titleIn(row.title, ctx.language, ctx.merchant.default_language),
    source: row.source,
    amount: fromCents(BigInt(row.amount_cents)),
    status: statusOf(row, now),
    grantedAt: isoOf(row.granted_at),
    ...(row.expires_at ? { expiresAt: isoOf(row.expires_at) } : {}),
    ...(row.claimed_at ? { claimedAt: isoOf(row.claimed_at) } : {}),
  };
}

/** The member's rewards per status at `now`. */
export async function rewardCounts(db: Queryable, memberId: number, now: number) {
  const { rows } = await db.query<{ status: RewardStatus; n: number }>(
    `SELECT ${statusSql('$2')} AS status, count(*)::int AS n FROM rewards r WHERE r.member_id = $1 GROUP BY 1`,
    [memberId, isoOf(now)],
  );
  const of = (s: RewardStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  return { claimable: of('CLAIMABLE'), claimed: of('CLAIMED'), expired: of('EXPIRED') };
}

const rewardList: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const now = ctx.now();
  const status = (ctx.input.status as RewardStatus | undefined) ?? 'CLAIMABLE';
  if (!REWARD_STATUSES.includes(status))
    throw new ApiError('VALIDATION_FAILED', `/status must be one of ${REWARD_STATUSES.join(', ')}`);
  const pageNo = Number(ctx.input.pageNo ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 20);
  const [page, counts] = await Promise.all([
    ctx.db.query<RewardRow>(
      `SELECT ${REWARD_COLUMNS} FROM rewards r WHERE r.member_id = $1 AND ${statusSql('$2')} = $3
        ORDER BY ${ORDER[status]} LIMIT $4 OFFSET $5`,
      [m.id, isoOf(now), status, pageSize, (pageNo - 1) * pageSize],
    ),
    rewardCounts(ctx.db, m.id, now),
  ]);
  const total = counts[status.toLowerCase() as keyof typeof counts];
  return {
    status,
    counts,
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: page.rows.map((row) => rewardView(row, ctx, now)),
  };
};

/** The ids the platform hands out are numbers; anything else names no reward. */
const rewardIdOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,18}$/.test(value) ? value : null;

const rewardClaim: CallHandler = (ctx) => {
  const m = realMember(ctx);
  const rewardId = rewardIdOf(ctx.input.rewardId);
  return once(ctx, 'rewardClaim', async (tx) => {
    const now = ctx.now();
    // The row lock makes a second claim of the same reward (another tab, another key) wait for this one and then
    // see it claimed.
    const row = rewardId
      ? (
          await tx.query<RewardRow>(
            `SELECT ${REWARD_COLUMNS} FROM rewards r WHERE r.id = $1 AND r.member_id = $2 FOR UPDATE`,
            [rewardId, m.id],
          )
        ).rows[0]
      : undefined;
    if (!row) throw new ApiError('NOT_FOUND', `no reward ${String(ctx.input.rewardId)}`);
    const status = statusOf(row, now);
    if (status === 'CLAIMED')
      throw new ApiError('REWARD_ALREADY_CLAIMED', `reward ${row.id} was claimed already`);
    if (status === 'EXPIRED')
      throw new ApiError('REWARD_EXPIRED', `reward ${row.id} expired at ${isoOf(row.expires_at!)}`);
    await payReward(tx, row, titleIn(row.title, ctx.language, ctx.merchant.default_language), now);
    return {
      rewardId: row.id,
      amount: fromCents(BigInt(row.amount_cents)),
      claimedAt: isoOf(now),
      balance: fromCents(await balanceCents(tx, m.id)),
      claimable: (await rewardCounts(tx, m.id, now)).claimable,
    };
  });
};

/** Pays every reward claimable now, each once: one key for the whole intent. */
const rewardClaimAll: CallHandler = (ctx) => {
  const m = realMember(ctx);
  return once(ctx, 'rewardClaimAll', async (tx) => {
    const now = ctx.now();
    const { rows } = await tx.query<RewardRow>(
      `SELECT ${REWARD_COLUMNS} FROM rewards r WHERE r.member_id = $1 AND ${statusSql('$2')} = 'CLAIMABLE'
        ORDER BY ${ORDER.CLAIMABLE} FOR UPDATE`,
      [m.id, isoOf(now)],
    );
    let paid = 0n;
    for (const row of rows) {
      await payReward(
        tx,
        row,
        titleIn(row.title, ctx.language, ctx.merchant.default_language),
        now,
      );
      paid += BigInt(row.amount_cents);
    }
    return {
      claimed: rows.map((row) => ({
        rewardId: row.id,
        amount: fromCents(BigInt(row.amount_cents)),
        claimedAt: isoOf(now),
      })),
      amount: fromCents(paid),
      balance: fromCents(await balanceCents(tx, m.id)),
      claimable: (await rewardCounts(tx, m.id, now)).claimable,
    };
  });
};

export const rewardHandlers: Record<string, CallHandler> = {
  rewardList,
  rewardClaim,
  rewardClaimAll,
};
