-- Reward centre (issue 13 point 2) and VIP levels (point 7).
-- A reward is money the platform granted a member to claim: promotions, raffle prizes, VIP bonuses. Its status is
-- not stored: claimed when claimed_at is set, expired when expires_at has passed unclaimed (read against the
-- emulator's clock at every call, so no job has to flip it), claimable otherwise.
CREATE TABLE rewards (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- where it comes from: PROMOTION, RAFFLE, REBATE, VIP_UPGRADE, VIP_MONTHLY, VIP_BIRTHDAY
  source text NOT NULL CHECK (source IN ('PROMOTION', 'RAFFLE', 'REBATE', 'VIP_UPGRADE',
    'VIP_MONTHLY', 'VIP_BIRTHDAY')),
  -- the title in each language the operator wrote it in: { "EN": …, "CN": …, "KM": … }
  title jsonb NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  granted_at timestamptz NOT NULL,
  -- NULL: never expires
  expires_at timestamptz,
  claimed_at timestamptz,
  -- the ledger movement that paid it (kind 'bonus'), set in the same transaction as claimed_at
  movement_id bigint REFERENCES movements(id),
  -- granted through the control API (journeys): the control API's restore removes exactly these
  control_granted boolean NOT NULL DEFAULT false,
  CHECK ((claimed_at IS NULL) = (movement_id IS NULL))
);
CREATE INDEX rewards_member ON rewards (member_id, granted_at DESC, id DESC);

-- A merchant's VIP ladder: a member holds the highest level whose deposit AND turnover (valid bets) totals both
-- are met. Amounts in the merchant's currency; the bonuses are what the level pays when reached, every month and
-- on the member's birthday (0: none).
CREATE TABLE vip_levels (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  level int NOT NULL CHECK (level >= 0),
  name text NOT NULL,
  deposit_cents bigint NOT NULL CHECK (deposit_cents >= 0),
  turnover_cents bigint NOT NULL CHECK (turnover_cents >= 0),
  upgrade_bonus_cents bigint NOT NULL DEFAULT 0,
  monthly_bonus_cents bigint NOT NULL DEFAULT 0,
  birthday_bonus_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, level)
);
