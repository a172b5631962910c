// A member's VIP level (issue 13 point 7): lifetime deposits (the ledger's deposit movements) and lifetime valid
// bets (settled bets of the vendors' reports, summed per day in bet_days) against the merchant's ladder. A level
// counts once both of its totals are met and every level below it was; the next level's progress is the share of
// each total reached.
import type { Queryable } from '../money/ledger.js';

export interface VipLevelRow {
  level: number;
  name: string;
  deposit_cents: string;
  turnover_cents: string;
  upgrade_bonus_cents: string;
  monthly_bonus_cents: string;
  birthday_bonus_cents: string;
}

export interface VipStanding {
  levels: VipLevelRow[];
  current: VipLevelRow;
  next: VipLevelRow | undefined;
  depositCents: bigint;
  turnoverCents: bigint;
  /** 0..1 towards the next level's deposits (1 at the top). */
  depositProgress: number;
  betProgress: number;
}

export async function vipLevelsOf(db: Queryable, merchant: string): Promise<VipLevelRow[]> {
  const { rows } = await db.query<VipLevelRow>(
    `SELECT level, name, deposit_cents::text, turnover_cents::text, upgrade_bonus_cents::text,
            monthly_bonus_cents::text, birthday_bonus_cents::text
       FROM vip_levels WHERE merchant = $1 ORDER BY level`,
    [merchant],
  );
  return rows;
}

/** Lifetime deposits credited to the member's main wallet and lifetime valid bets of settled bets, in cents. */
export async function vipTotals(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ deposits: string; turnover: string }>(
    `SELECT
       (SELECT COALESCE(SUM(p.cents), 0) FROM movements m JOIN postings p ON p.movement_id = m.id
         WHERE m.member_id = $1 AND m.kind = 'deposit' AND p.member_id = $1 AND p.cents > 0)::text AS deposits,
       (SELECT COALESCE(SUM(valid_bet_cents), 0) FROM bet_days
         WHERE member_id = $1 AND status = 'SETTLED')::text AS turnover`,
    [memberId],
  );
  return { depositCents: BigInt(rows[0]!.deposits), turnoverCents: BigInt(rows[0]!.turnover) };
}

/** Share of `needed` that `have` reaches, 0..1 (a level needing nothing is reached). */
export function share(have: bigint, needed: bigint): number {
  if (needed <= 0n || have >= needed) return 1;
  return Math.floor((Number(have) / Number(needed)) * 10_000) / 10_000;
}

/** Where the totals stand on the ladder (levels in ascending order, the first needing nothing). */
export function standingOn(
  levels: VipLevelRow[],
  depositCents: bigint,
  turnoverCents: bigint,
): VipStanding {
  if (levels.length === 0) throw new Error('a merchant without VIP levels');
  let index = 0;
  while (
    index + 1 < levels.length &&
    depositCents >= BigInt(levels[index + 1]!.deposit_cents) &&
    turnoverCents >= BigInt(levels[index + 1]!.turnover_cents)
  )
    index += 1;
  const next = levels[index + 1];
  return {
    levels,
    current: levels[index]!,
    next,
    depositCents,
    turnoverCents,
    depositProgress: next ? share(depositCents, BigInt(next.deposit_cents)) : 1,
    betProgress: next ? share(turnoverCents, BigInt(next.turnover_cents)) : 1,
  };
}

export async function vipStandingOf(
  db: Queryable,
  merchant: string,
  memberId: number,
): Promise<VipStanding> {
  const [levels, totals] = await Promise.all([vipLevelsOf(db, merchant), vipTotals(db, memberId)]);
  return standingOn(levels, totals.depositCents, totals.turnoverCents);
}
