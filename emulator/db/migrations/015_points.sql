-- Points mall (issue 13 point 3, §3 Points, §4 Points redemption statuses, §9 points never expire).
-- Points are not money: they live in their own ledger (point_entries, one per event, and point_postings, one per
-- points type it touched), so a member's points of a type are the sum of its postings, exactly as a wallet's money
-- is the sum of its ledger postings. Cash paid for goods or converted into points is money and goes through the
-- money ledger (kind 'points', house account 'points').

-- The money ledger learns the kind 'points' here unless an earlier migration already did (the same full list).
ALTER TABLE movements DROP CONSTRAINT IF EXISTS movements_kind_check;
ALTER TABLE movements ADD CONSTRAINT movements_kind_check CHECK (kind IN ('deposit', 'withdrawal',
  'withdrawal-return', 'transfer-out', 'transfer-in', 'upline-transfer', 'bonus', 'rebate', 'points', 'bet',
  'payout', 'opening', 'adjustment'));

CREATE TABLE point_entries (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- EARN: a settled day of bets or an approved deposit (or the seeded opening points); REDEEM: goods taken;
  -- CONVERT: cash turned into points; REFUND: a rejected redemption's points given back
  kind text NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'CONVERT', 'REFUND')),
  -- what it is about: BETS:<day>, a deposit id, a redemption or conversion number
  reference text NOT NULL,
  note text NOT NULL,
  points bigint NOT NULL,
  -- the member's points after this entry: entries are written under the member's row lock, so it never races
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX point_entries_member ON point_entries (member_id, id DESC);
-- A day of bets or a deposit earns once, however many calls accrue at the same time.
CREATE UNIQUE INDEX point_entries_earned ON point_entries (member_id, reference) WHERE kind = 'EARN';

CREATE TABLE point_postings (
  entry_id bigint NOT NULL REFERENCES point_entries(id) ON DELETE CASCADE,
  member_id int NOT NULL,
  type text NOT NULL CHECK (type IN ('live', 'lottery', 'card', 'slots', 'sports', 'redeem', 'deposit')),
  points bigint NOT NULL CHECK (points <> 0),
  PRIMARY KEY (entry_id, type)
);
CREATE INDEX point_postings_member ON point_postings (member_id, type) INCLUDE (points);

-- How far each member's bets have been turned into points: days up to and including bets_through.
CREATE TABLE point_accruals (
  member_id int PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  bets_through date NOT NULL
);

-- The goods catalogue: goods, life services and gift exchange (§2 Other screens).
CREATE TABLE point_goods (
  id text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('GOODS', 'LIFE', 'GIFT')),
  -- { "EN": …, "CN": …, "KM": … }
  name jsonb NOT NULL,
  image_url text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  -- the cash part paid from the MAIN wallet with the points (0: points only)
  amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  -- exchange conditions: the member's approved deposits and valid bets, all time
  min_deposit_cents bigint NOT NULL DEFAULT 0,
  min_valid_bet_cents bigint NOT NULL DEFAULT 0,
  quantity int NOT NULL CHECK (quantity >= 0),
  remaining int NOT NULL CHECK (remaining >= 0 AND remaining <= quantity),
  sort int NOT NULL
);
CREATE INDEX point_goods_merchant ON point_goods (merchant, kind, sort);

CREATE SEQUENCE point_redemption_numbers;
CREATE TABLE point_redemptions (
  -- the transaction number the member sees: R + yymmdd + a number, e.g. R2611240007
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  goods_id text NOT NULL REFERENCES point_goods(id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- the name as the member saw it when asking, in each language
  product_name jsonb NOT NULL,
  quantity int NOT NULL CHECK (quantity > 0),
  points bigint NOT NULL,
  amount_cents bigint NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'APPLYING' CHECK (status IN ('APPLYING', 'APPROVED', 'REJECTED')),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  entry_id bigint NOT NULL,
  movement_id bigint
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, created_at DESC);
