-- Promotions (issue 13 point 1): a merchant's activities and each member's entry in them.
-- A member's activity status (§4) is not stored for promotions the member never touched: it is read against the
-- emulator's clock at every call (coming soon before starts_at, close after ends_at), so no job has to flip it.
CREATE TABLE promotions (
  id text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  -- §2 categories: OTHER, SPORTS, LIVE, SLOTS, CARDS, FISHING, LOTTERY, REBATE, POINTS_MALL, RANK, DEPOSIT,
  -- APP_DOWNLOAD, NEWCOMER, GAMING (ALL is the list's filter, never a promotion's own category)
  category text NOT NULL,
  -- §2 tags: NEWBIE, LIMITED, SPECIAL, DAILY, HIGH_REBATE, VIP
  tags text[] NOT NULL DEFAULT '{}',
  -- what taking part means: APPLY (the activity application form, reviewed), JOIN (sign up, the platform settles
  -- it later), CLAIM (the bonus is there to claim), RAFFLE (draws of a prize table)
  kind text NOT NULL CHECK (kind IN ('APPLY', 'JOIN', 'CLAIM', 'RAFFLE')),
  -- { "EN": …, "CN": …, "KM": … }: title plain text, content HTML (sanitised by the front end)
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  image_url text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  bonus_cents bigint NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  -- RAFFLE: draws each member gets, and the prize table [{ "name": …, "cents": …, "weight": … }]
  draws int NOT NULL DEFAULT 0 CHECK (draws >= 0),
  prizes jsonb NOT NULL DEFAULT '[]',
  sequence int NOT NULL,
  -- The control API can put other promotions in place of the seeded ones (PUT /__emulator/merchants/:code/
  -- promotions, e.g. an XSS corpus): it hides the seeded rows and adds its own (added), and DELETE takes the added
  -- ones away and shows the seeded ones again, so their entries and ledger movements stay as they were.
  added boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX promotions_merchant ON promotions (merchant, sequence);

-- A member's entry in one promotion: what the member did (applied, joined, drew) and what the platform made of it.
CREATE TABLE promotion_entries (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  promotion_id text NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('APPLYING', 'REJECTED', 'JOINED', 'IN_PROCESS', 'CLAIM', 'ISSUED',
    'CLAIMED')),
  remark text,
  -- what the application carried: [{ "kind": "png" | "jpeg", "bytes": n }] (the images themselves are not kept)
  images jsonb NOT NULL DEFAULT '[]',
  amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  -- RAFFLE: draws still to make
  draws_left int NOT NULL DEFAULT 0 CHECK (draws_left >= 0),
  -- the last ledger movement that paid this entry (kind 'bonus')
  movement_id bigint REFERENCES movements(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- one entry per member and promotion: two tabs cannot apply, join or claim twice
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_entries_member ON promotion_entries (member_id, updated_at DESC, id DESC);

-- Each raffle draw: the prize drawn and the movement that paid it.
CREATE TABLE raffle_draws (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES promotion_entries(id) ON DELETE CASCADE,
  prize text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  movement_id bigint NOT NULL REFERENCES movements(id),
  created_at timestamptz NOT NULL
);
