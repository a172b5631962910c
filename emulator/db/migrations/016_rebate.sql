-- Manual rebate (issue 13 point 4, MANPLAYREB3): a share of the valid turnover of settled bets, paid when the member
-- claims it. The claimable amount is never stored: it is read from the bets (bet_days roll-up) after each line's
-- watermark, so it can never disagree with the bet record.

-- The merchant's rate table. vendor '' is the game type's default for every vendor without a row of its own; a game
-- type without any row (lotteries) earns no rebate. Parts per million of valid turnover: 8000 = 0.8 %, exact in
-- integer arithmetic (amount cents = turnover cents * rate_ppm / 1,000,000, rounded down).
CREATE TABLE rebate_rates (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  game_type text NOT NULL,
  vendor text NOT NULL DEFAULT '',
  rate_ppm int NOT NULL CHECK (rate_ppm > 0 AND rate_ppm <= 100000),
  PRIMARY KEY (merchant, game_type, vendor)
);

-- Per member and (game type, vendor): every bet placed up to rebated_until has had its rebate. No row: none has.
CREATE TABLE rebate_watermarks (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_type text NOT NULL,
  vendor text NOT NULL,
  rebated_until timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_type, vendor)
);

-- One row per paid claim, written in the same transaction as its ledger movement and the watermarks it moved.
CREATE TABLE rebate_claims (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  -- the bets it paid for: those of its lines placed after each line's previous watermark, up to this time
  rebated_until timestamptz NOT NULL,
  game_types text[] NOT NULL,
  turnover_cents bigint NOT NULL CHECK (turnover_cents > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- [{ gameType, vendor, turnoverCents, ratePpm, amountCents }] as computed at claim time
  lines jsonb NOT NULL,
  movement_id bigint NOT NULL REFERENCES movements(id)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, claimed_at DESC, id DESC);

-- The ledger's movement kinds gained 'rebate' (money/ledger.ts MOVEMENT_KINDS). Another migration may already allow
-- it; only a list without it is widened, keeping every kind the current list has.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO definition FROM pg_constraint
   WHERE conrelid = 'movements'::regclass AND conname = 'movements_kind_check';
  IF definition IS NOT NULL AND position('''rebate''' IN definition) = 0 THEN
    ALTER TABLE movements DROP CONSTRAINT movements_kind_check;
    EXECUTE 'ALTER TABLE movements ADD CONSTRAINT movements_kind_check '
      || replace(definition, '''bonus''::text', '''bonus''::text, ''rebate''::text');
  END IF;
END $$;
