// The goods catalogue of the points mall: its row, the names by language, and the exchange conditions measured
// against the member's all-time approved deposits and valid bets.
import type { Queryable } from '../money/ledger.js';

/** All-time approved deposits and valid bets: what the exchange conditions are measured against. */
export async function standingOf(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ deposits: string; bets: string }>(
    `SELECT (SELECT COALESCE(SUM(amount_cents), 0) FROM deposits
              WHERE member_id = $1 AND status = 'APPROVED')::text AS deposits,
            (SELECT COALESCE(SUM(valid_bet_cents), 0) FROM bet_days
              WHERE member_id = $1 AND status = 'SETTLED')::text AS bets`,
    [memberId],
  );
  return { depositCents: BigInt(rows[0]!.deposits), validBetCents: BigInt(rows[0]!.bets) };
}

/** The columns every goods read selects (amounts as text: bigint cents). */
export const GOODS_COLUMNS = `id, kind, name, image_url, points::text, amount_cents::text,
  min_deposit_cents::text, min_valid_bet_cents::text, quantity, remaining`;

export interface GoodsRow {
  id: string;
  kind: 'GOODS' | 'LIFE' | 'GIFT';
  name: Record<string, string>;
  image_url: string;
  points: string;
  amount_cents: string;
  min_deposit_cents: string;
  min_valid_bet_cents: string;
  quantity: number;
  remaining: number;
}

export const nameIn = (name: Record<string, string>, language: string) =>
  name[language] ?? name.EN ?? Object.values(name)[0] ?? '';

/** The conditions the member does not meet yet (empty: may exchange). */
export function unmetConditions(
  g: Pick<GoodsRow, 'min_deposit_cents' | 'min_valid_bet_cents'>,
  standing: { depositCents: bigint; validBetCents: bigint },
): ('MIN_DEPOSIT' | 'MIN_VALID_BET')[] {
  const unmet: ('MIN_DEPOSIT' | 'MIN_VALID_BET')[] = [];
  if (standing.depositCents < BigInt(g.min_deposit_cents)) unmet.push('MIN_DEPOSIT');
  if (standing.validBetCents < BigInt(g.min_valid_bet_cents)) unmet.push('MIN_VALID_BET');
  return unmet;
}
