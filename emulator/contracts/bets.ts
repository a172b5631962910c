// Settled bets written for a contract's team (the seed's history and the control route's "bets now"),
// with the daily roll-up the records pages read (bet_days), exactly as seed/bets.ts keeps it.
import type { Queryable } from '../money/ledger.js';

export interface TeamBet {
  at: number;
  betCents: number;
  payoutCents: number;
}

/** Writes SETTLED bets of one member (a slot game of the catalogue's first vendor) and adds them to bet_days. */
export async function placeBets(
  db: Queryable,
  merchant: string,
  memberId: number,
  bets: TeamBet[],
): Promise<number> {
  if (bets.length === 0) return 0;
  const game = (
    await db.query<{ vendor: string; game_type: string; game_name: string }>(
      `SELECT v.vassalage AS vendor, v.game_type, g.game_name FROM vendors v
           JOIN games g ON g.vassalage = v.vassalage ORDER BY v.sort, g.game_id LIMIT 1`,
    )
  ).rows[0] ?? { vendor: 'PG', game_type: 'RNG', game_name: 'Slot' };
  await db.query(
    `WITH added AS (
       INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents,
                         valid_bet_cents, payout_cents, status, placed_at, settled_at)
       SELECT $1, $2, $3, $4, $5, $9 || (extract(epoch FROM b.at) * 1000)::bigint || '-' || b.k,
              b.bet, b.bet, b.payout, 'SETTLED', b.at, b.at
         FROM unnest($6::timestamptz[], $7::bigint[], $8::bigint[]) WITH ORDINALITY AS b(at, bet, payout, k)
       RETURNING member_id, placed_at, vendor, game_type, status, bet_cents, valid_bet_cents, payout_cents
     )
     INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents, valid_bet_cents,
                           payout_cents, win_loss_cents)
     SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*), sum(bet_cents),
            sum(valid_bet_cents), sum(payout_cents), sum(payout_cents - bet_cents)
       FROM added GROUP BY 1, 2, 3, 4, 5
     ON CONFLICT (member_id, day, vendor, game_type, status) DO UPDATE SET
       bets = bet_days.bets + EXCLUDED.bets,
       bet_cents = bet_days.bet_cents + EXCLUDED.bet_cents,
       valid_bet_cents = bet_days.valid_bet_cents + EXCLUDED.valid_bet_cents,
       payout_cents = bet_days.payout_cents + EXCLUDED.payout_cents,
       win_loss_cents = bet_days.win_loss_cents + EXCLUDED.win_loss_cents`,
    [
      merchant,
      memberId,
      game.vendor,
      game.game_type,
      game.game_name,
      bets.map((b) => new Date(b.at).toISOString()),
      bets.map((b) => b.betCents),
      bets.map((b) => b.payoutCents),
      `CT${memberId}-`,
    ],
  );
  return bets.length;
}
