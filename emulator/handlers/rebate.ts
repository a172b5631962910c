// Manual rebate (issue 13 point 4, MANPLAYREB3): the merchant's rate table, what the member can claim now, the claim
// (paid once per intent and once per bet) and the history of claims. The amounts come from rebateLines.ts.
import type { CallContext, CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, post, type Queryable } from '../money/ledger.js';
import { claimableLines, totalsOf, type RebateLine } from './rebateLines.js';
import { isoOf, realMember } from './withdrawRules.js';

/** The reference a claim goes by: in the history, on its ledger movement and in the account record. */
const claimIdOf = (id: string) => `RB${id.padStart(6, '0')}`;

/** A rate on the wire: the share of the turnover (0.008 = 0.8 %). */
const rateOf = (ppm: number) => ppm / 1_000_000;

const lineView = (l: RebateLine) => ({
  gameType: l.gameType,
  vendor: l.vendor,
  vendorName: l.vendorName,
  turnover: fromCents(l.turnoverCents),
  rate: rateOf(l.ratePpm),
  amount: fromCents(l.amountCents),
});

/** MCSFE_getCustomerRebateSettingByProductType: the rate table, a game type's default without `vassalage`. */
const rebateSettings: CallHandler = async (ctx) => {
  const productType = typeof ctx.input.productType === 'string' ? ctx.input.productType : null;
  const { rows } = await ctx.db.query<{ game_type: string; vendor: string; rate_ppm: number }>(
    `SELECT game_type, vendor, rate_ppm FROM rebate_rates
      WHERE merchant = $1 AND ($2::text IS NULL OR game_type = $2)
      ORDER BY game_type, vendor`,
    [ctx.merchant.code, productType],
  );
  return rows.map((r) => ({
    productType: r.game_type,
    ...(r.vendor ? { vassalage: r.vendor } : {}),
    rate: rateOf(r.rate_ppm),
  }));
};

/** What the member can claim now, per game type and vendor, with the instant it was computed at. */
const rebateSummary: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const asOf = ctx.now();
  const lines = await claimableLines(ctx.db, ctx.merchant.code, m.id, asOf);
  const totals = totalsOf(lines);
  return {
    currency: ctx.merchant.currency,
    asOf: isoOf(asOf),
    turnover: fromCents(totals.turnoverCents),
    amount: fromCents(totals.amountCents),
    list: lines.map(lineView),
  };
};

/**
 * The claim covers the bets placed up to the summary's `asOf` (never later than now), so the member is paid
 * exactly the amount the page showed; bets placed since wait for the next claim.
 */
function cutoffOf(ctx: CallContext): number {
  const now = ctx.now();
  if (typeof ctx.input.asOf !== 'string') return now;
  const asOf = Date.parse(ctx.input.asOf);
  if (!Number.isFinite(asOf)) throw new ApiError('VALIDATION_FAILED', '/asOf must be a date-time');
  return Math.min(asOf, now);
}

/** The member row, locked: two claims of one member (two tabs, two keys) run one after the other. */
const lockMember = (tx: Queryable, memberId: number) =>
  tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);

/**
 * Pays the rebate of every game type, or of one, as one ledger movement (house 'bonus' to MAIN, kind 'rebate') and
 * moves the paid lines' watermarks to the cut-off in the same transaction, under the call's idempotency key: the
 * same key answers with the first answer, and a second key (another tab) finds the bets rebated and is refused.
 */
const rebateClaim: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const gameType = typeof ctx.input.gameType === 'string' ? ctx.input.gameType : undefined;
  return once(ctx, 'rebateClaim', async (tx) => {
    const cutoff = cutoffOf(ctx);
    await lockMember(tx, m.id);
    const lines = (await claimableLines(tx, ctx.merchant.code, m.id, cutoff, gameType)).filter(
      (l) => l.amountCents > 0n,
    );
    if (lines.length === 0)
      throw new ApiError(
        'NOTHING_TO_CLAIM',
        gameType
          ? `no rebate of ${gameType} to claim: its settled bets have had their rebate`
          : 'no rebate to claim: every settled bet has had its rebate',
      );
    const totals = totalsOf(lines);
    const gameTypes = [...new Set(lines.map((l) => l.gameType))];
    const at = ctx.now();
    const { rows } = await tx.query<{ id: string }>(
      "SELECT nextval('rebate_claims_id_seq')::text AS id",
    );
    const id = rows[0]!.id;
    const claimId = claimIdOf(id);
    const movementId = await post(tx, {
      memberId: m.id,
      kind: 'rebate',
      reference: claimId,
      note: `manual rebate: ${gameTypes.join(', ')}`,
      at,
      legs: [
        { account: { house: 'bonus' }, cents: -totals.amountCents },
        { account: { memberId: m.id, wallet: 'MAIN' }, cents: totals.amountCents },
      ],
    });
    await tx.query(
      `INSERT INTO rebate_claims (id, merchant, member_id, claimed_at, rebated_until, game_types,
                                  turnover_cents, amount_cents, lines, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        ctx.merchant.code,
        m.id,
        isoOf(at),
        isoOf(cutoff),
        gameTypes,
        totals.turnoverCents.toString(),
        totals.amountCents.toString(),
        JSON.stringify(
          lines.map((l) => ({
            gameType: l.gameType,
            vendor: l.vendor,
            turnoverCents: l.turnoverCents.toString(),
            ratePpm: l.ratePpm,
            amountCents: l.amountCents.toString(),
          })),
        ),
        movementId,
      ],
    );
    await tx.query(
      `INSERT INTO rebate_watermarks (member_id, game_type, vendor, rebated_until)
       SELECT $1, game_type, vendor, $4::timestamptz FROM unnest($2::text[], $3::text[]) AS l(game_type, vendor)
       ON CONFLICT (member_id, game_type, vendor)
       DO UPDATE SET rebated_until = GREATEST(rebate_watermarks.rebated_until, EXCLUDED.rebated_until)`,
      [m.id, lines.map((l) => l.gameType), lines.map((l) => l.vendor), isoOf(cutoff)],
    );
    return {
      claimId,
      claimedAt: isoOf(at),
      gameTypes,
      turnover: fromCents(totals.turnoverCents),
      amount: fromCents(totals.amountCents),
    };
  });
};

interface ClaimRow {
  id: string;
  claimed_at: Date;
  game_types: string[];
  turnover_cents: string;
  amount_cents: string;
}

/** The member's claims, newest first. */
const rebateHistory: CallHandler = async (ctx) => {
  const m = realMember(ctx);
  const pageNo = Number(ctx.input.pageNo ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 10);
  const [page, count] = await Promise.all([
    ctx.db.query<ClaimRow>(
      `SELECT id::text, claimed_at, game_types, turnover_cents::text, amount_cents::text
         FROM rebate_claims WHERE member_id = $1
        ORDER BY claimed_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [m.id, pageSize, (pageNo - 1) * pageSize],
    ),
    ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rebate_claims WHERE member_id = $1',
      [m.id],
    ),
  ]);
  const total = count.rows[0]!.n;
  return {
    pageNo,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: page.rows.map((r) => ({
      claimId: claimIdOf(r.id),
      claimedAt: isoOf(r.claimed_at),
      gameTypes: r.game_types,
      turnover: fromCents(BigInt(r.turnover_cents)),
      amount: fromCents(BigInt(r.amount_cents)),
    })),
  };
};

export const rebateHandlers: Record<string, CallHandler> = {
  rebateSettings,
  rebateSummary,
  rebateClaim,
  rebateHistory,
};
