-- Referral (issue 13 point 5, §1 "a referral and invite programme"): each member's invite code, the merchant's
-- reward per friend, and the friends who registered with a code.

-- The programme of a merchant: what the referrer earns for each friend, and the deposit total that makes a friend
-- "qualified" (the status the friends list shows; the reward itself is paid at registration).
CREATE TABLE referral_programmes (
  merchant text PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  reward_cents bigint NOT NULL CHECK (reward_cents > 0),
  qualifying_deposit_cents bigint NOT NULL CHECK (qualifying_deposit_cents > 0)
);

-- One code per member, made on the first ask (or at seed) and never changed, unique within its merchant.
CREATE TABLE referral_codes (
  member_id int PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant, code)
);

-- A friend is referred once: the friend's member id is the key, so a retried registration cannot credit twice.
CREATE TABLE referrals (
  friend_id int PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  referrer_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  registered_at timestamptz NOT NULL,
  reward_cents bigint NOT NULL,
  -- the ledger movement that paid the referrer (kind 'bonus', house 'bonus'), written in the same transaction
  -- right after this row claims the friend
  movement_id bigint
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, registered_at DESC, friend_id DESC);

-- A database seeded before this file gets the seed's programme (emulator/seed/referral.ts): 5 dollars a friend and a
-- 20-dollar qualifying deposit, in each brand's own money.
INSERT INTO referral_programmes (merchant, reward_cents, qualifying_deposit_cents)
SELECT code,
       500 * CASE currency WHEN 'CNY' THEN 7 WHEN 'KHR' THEN 4000 ELSE 1 END,
       2000 * CASE currency WHEN 'CNY' THEN 7 WHEN 'KHR' THEN 4000 ELSE 1 END
  FROM merchants;
