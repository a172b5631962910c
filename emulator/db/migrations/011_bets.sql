-- Bet records (issue 12, records): what the vendors' systems report back about a member's bets.
-- They never pass through the ledger: the stake left the member's vendor wallet inside the vendor's
-- own system, so these rows are a report, not money movements.
-- No foreign keys: their per-row trigger checks made the 300,000-row seed four times slower, and
-- nothing deletes merchants or members (the control API's reset drops the whole schema).
CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  game_name text NOT NULL,
  round_id text NOT NULL,
  bet_cents bigint NOT NULL,
  valid_bet_cents bigint NOT NULL,
  payout_cents bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('SETTLED', 'UNSETTLED', 'CANCELLED')),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz
);
-- The bet record pages newest first inside a date range; one index serves every filter: a page
-- walks it in order and skips rows of other vendors, types or statuses, and the totals read the
-- range once. Indexes per filter were measured too: they halve a vendor's totals (from ~40 ms to
-- ~20 ms over 90 days) but each one adds about a second to the seed of 300,000 rows.
CREATE INDEX bets_member_placed ON bets (member_id, placed_at DESC, id DESC);

-- The bets of each member, day (UTC) and vendor, game type and status, summed: the totals of a
-- 90-day range read ~4,500 of these instead of 100,000 bets (and only the bets of the partial
-- days at either end when the member's time zone is not UTC). Written by the same statement that
-- writes the bets (seed/bets.ts), which is the only writer of bets.
CREATE TABLE bet_days (
  member_id int NOT NULL,
  day date NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  status text NOT NULL,
  bets int NOT NULL,
  -- the same sums as a total of bets: stakes unless CANCELLED, win/loss of SETTLED bets only
  bet_cents bigint NOT NULL,
  valid_bet_cents bigint NOT NULL,
  payout_cents bigint NOT NULL,
  win_loss_cents bigint NOT NULL,
  PRIMARY KEY (member_id, day, vendor, game_type, status)
);
