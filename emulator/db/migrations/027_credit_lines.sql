-- Credit market (CREDITMAR3, 信用盘): an agent grants a member a credit line; the member bets on credit and the
-- account is settled once a week in the merchant's time zone. Settlement periods are never stored: the credit
-- report (handlers/creditReport.ts) reads them from the member's bets, so they always agree with the bet record.

-- Each credit-market brand's settlement calendar: weeks begin on Monday at local midnight of this offset.
CREATE TABLE credit_settings (
  merchant text PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  utc_offset_minutes int NOT NULL CHECK (utc_offset_minutes BETWEEN -720 AND 840),
  -- the zone's name as the player knows it, e.g. Asia/Phnom_Penh
  time_zone text NOT NULL
);

-- At most one line per member. The first period is the week holding created_at.
CREATE TABLE credit_lines (
  member_id int PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  limit_cents bigint NOT NULL CHECK (limit_cents > 0),
  -- the agent who granted it (and to whom the member settles)
  granted_by int NOT NULL REFERENCES members(id),
  cycle text NOT NULL DEFAULT 'WEEKLY' CHECK (cycle IN ('WEEKLY')),
  -- the agent's rebate on the member's valid bets, parts per million (5000 = 0.5 %), paid at settlement
  rebate_ppm int NOT NULL DEFAULT 0 CHECK (rebate_ppm >= 0 AND rebate_ppm <= 100000),
  created_at timestamptz NOT NULL
);
CREATE INDEX credit_lines_merchant ON credit_lines (merchant);
