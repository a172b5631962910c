// What a member's manual rebate is worth now: per (game type, vendor), the valid turnover of settled bets placed
// after the line's watermark and up to a cut-off, times the merchant's rate, rounded down to the cent. Read from the
// daily roll-up (bet_days) for whole days and from the bets themselves only on the days a watermark or the cut-off
// falls in, so the demo member's 100,000 bets cost a few thousand rows, not all of them.
import type { Queryable } from '../money/ledger.js';

export interface RebateLine {
  gameType: string;
  vendor: string;
  vendorName: string;
  turnoverCents: bigint;
  /** Parts per million of the turnover (8000 = 0.8 %). */
  ratePpm: number;
  /** turnoverCents × ratePpm / 1,000,000, rounded down. */
  amountCents: bigint;
}

/** Rates are parts per million: 1,000,000 ppm pay the whole turnover. */
export const PPM = 1_000_000n;

/** The rebate of one line: always rounded down, so a claim never pays a fraction of a cent it did not earn. */
export const rebateCents = (turnoverCents: bigint, ratePpm: number): bigint =>
  (turnoverCents * BigInt(ratePpm)) / PPM;

interface LineRow {
  game_type: string;
  vendor: string;
  vendor_name: string | null;
  turnover_cents: string;
  rate_ppm: number;
}

/**
 * The member's lines with turnover not yet rebated, placed up to `cutoffMs`, of every rated game type or of one;
 * in game type then vendor order. A line whose rebate is under a cent is listed with amount 0: its turnover waits
 * for more bets rather than being rebated at nothing.
 */
export async function claimableLines(
  db: Queryable,
  merchant: string,
  memberId: number,
  cutoffMs: number,
  gameType?: string,
): Promise<RebateLine[]> {
  const { rows } = await db.query<LineRow>(
    `WITH marks AS (
       SELECT game_type, vendor, rebated_until FROM rebate_watermarks WHERE member_id = $1
     ), cutoff AS (
       SELECT $2::timestamptz AS at, ($2::timestamptz AT TIME ZONE 'UTC')::date AS day
     ), partial_days AS (
       -- the days read bet by bet: the cut-off's and every watermark's (a day's roll-up mixes both sides)
       SELECT day FROM cutoff
       UNION SELECT (rebated_until AT TIME ZONE 'UTC')::date FROM marks
     ), whole_days AS (
       SELECT d.game_type, d.vendor, sum(d.valid_bet_cents) AS cents
         FROM bet_days d LEFT JOIN marks w USING (game_type, vendor)
        WHERE d.member_id = $1 AND d.status = 'SETTLED'
          AND d.day < (SELECT day FROM cutoff)
          AND d.day > COALESCE((w.rebated_until AT TIME ZONE 'UTC')::date, '-infinity'::date)
          AND d.day NOT IN (SELECT day FROM partial_days)
          AND ($3::text IS NULL OR d.game_type = $3)
        GROUP BY 1, 2
     ), edge_bets AS (
       -- one index range of the member's bets per partial day, never a pass over all of them
       SELECT b.game_type, b.vendor, sum(b.valid_bet_cents) AS cents
         FROM partial_days p
         CROSS JOIN LATERAL (
           SELECT game_type, vendor, valid_bet_cents, placed_at FROM bets
            WHERE member_id = $1 AND status = 'SETTLED'
              AND placed_at >= (p.day::timestamp AT TIME ZONE 'UTC')
              AND placed_at < ((p.day + 1)::timestamp AT TIME ZONE 'UTC')
              AND placed_at <= $2::timestamptz
              AND ($3::text IS NULL OR game_type = $3)
           -- OFFSET 0 keeps the planner from flattening the subquery into one scan of every bet
           OFFSET 0
         ) b
         LEFT JOIN marks w ON w.game_type = b.game_type AND w.vendor = b.vendor
        WHERE b.placed_at > COALESCE(w.rebated_until, '-infinity'::timestamptz)
        GROUP BY 1, 2
     ), turnover AS (
       SELECT game_type, vendor, sum(cents) AS cents
         FROM (SELECT * FROM whole_days UNION ALL SELECT * FROM edge_bets) t
        GROUP BY 1, 2
     )
     SELECT t.game_type, t.vendor, v.display_name AS vendor_name, t.cents::text AS turnover_cents,
            COALESCE(own.rate_ppm, dflt.rate_ppm) AS rate_ppm
       FROM turnover t
       LEFT JOIN rebate_rates own
              ON own.merchant = $4 AND own.game_type = t.game_type AND own.vendor = t.vendor
       LEFT JOIN rebate_rates dflt
              ON dflt.merchant = $4 AND dflt.game_type = t.game_type AND dflt.vendor = ''
       LEFT JOIN vendors v ON v.vassalage = t.vendor
      WHERE t.cents > 0 AND COALESCE(own.rate_ppm, dflt.rate_ppm) IS NOT NULL
      ORDER BY t.game_type, t.vendor`,
    [memberId, new Date(cutoffMs).toISOString(), gameType ?? null, merchant],
  );
  return rows.map((r) => {
    const turnoverCents = BigInt(r.turnover_cents);
    return {
      gameType: r.game_type,
      vendor: r.vendor,
      vendorName: r.vendor_name ?? r.vendor,
      turnoverCents,
      ratePpm: r.rate_ppm,
      amountCents: rebateCents(turnoverCents, r.rate_ppm),
    };
  });
}

/** Sums of a set of lines. */
export function totalsOf(lines: readonly RebateLine[]): {
  turnoverCents: bigint;
  amountCents: bigint;
} {
  return lines.reduce(
    (sum, l) => ({
      turnoverCents: sum.turnoverCents + l.turnoverCents,
      amountCents: sum.amountCents + l.amountCents,
    }),
    { turnoverCents: 0n, amountCents: 0n },
  );
}
