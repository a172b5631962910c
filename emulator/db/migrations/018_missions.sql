-- Missions, the sign-in task and daily tasks (issue 13 point 6). A mission's progress is never
-- stored: it is read from the member's bets and deposits inside the mission's current period, so
-- it cannot drift from the records. What is stored: the catalogue, the claims (one per member,
-- mission and period), the day's check-ins, and progress a control route fixed for a journey.

-- Periods begin at midnight in the merchant's time zone (a fixed offset: none of the seeded
-- brands keeps summer time), and the check-in rewards of the sign-in task.
CREATE TABLE mission_settings (
  merchant text PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  utc_offset_minutes int NOT NULL CHECK (utc_offset_minutes BETWEEN -720 AND 840),
  -- the zone's name as the player knows it, e.g. Asia/Singapore
  time_zone text NOT NULL,
  check_in_cents bigint NOT NULL CHECK (check_in_cents > 0),
  -- paid instead of check_in_cents on every streak_every-th day in a row (7, 14, 21, …)
  streak_cents bigint NOT NULL CHECK (streak_cents > 0),
  streak_every int NOT NULL CHECK (streak_every > 1)
);

CREATE TABLE missions (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  id text NOT NULL,
  -- { "EN": …, "CN": …, "KM": … }
  titles jsonb NOT NULL,
  period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'EVENT')),
  goal text NOT NULL CHECK (goal IN ('VALID_BET', 'BET_COUNT', 'DEPOSIT')),
  -- bets of this game type only (RNG, LIVE, SPORTS, …); null counts every bet
  game_type text,
  -- cents for amounts (VALID_BET, DEPOSIT), a number of bets for BET_COUNT
  target bigint NOT NULL CHECK (target > 0),
  reward_cents bigint NOT NULL CHECK (reward_cents > 0),
  -- EVENT missions only: the one period they run
  starts_at timestamptz,
  ends_at timestamptz,
  sort int NOT NULL,
  PRIMARY KEY (merchant, id),
  CHECK ((period = 'EVENT') = (starts_at IS NOT NULL AND ends_at IS NOT NULL))
);

-- The primary key is the "paid once" rule: one claim per member, mission and period.
CREATE TABLE mission_claims (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  mission_id text NOT NULL,
  -- D2026-11-24, W2026-11-23 (the Monday) or E (the event's one period)
  period_key text NOT NULL,
  reward_cents bigint NOT NULL,
  movement_id bigint NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_key)
);

-- Progress a control route fixed for one member, mission and period; it replaces the computed one.
CREATE TABLE mission_progress (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  mission_id text NOT NULL,
  period_key text NOT NULL,
  progress bigint NOT NULL CHECK (progress >= 0),
  PRIMARY KEY (member_id, mission_id, period_key)
);

-- One check-in per member and local day (the primary key), with what it paid.
CREATE TABLE check_ins (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day date NOT NULL,
  -- the day's place in the run of consecutive days it ends
  streak int NOT NULL CHECK (streak > 0),
  reward_cents bigint NOT NULL,
  movement_id bigint NOT NULL,
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, day)
);
