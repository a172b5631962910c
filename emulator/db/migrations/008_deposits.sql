-- Deposits (issue 12 point 5): the merchant's payment channels and the members' deposit orders.
-- Money moves only when an order is approved, as a ledger movement (006_ledger.sql) whose id the
-- order keeps; a pending, rejected or failed order has moved nothing.

CREATE TABLE payment_channels (
  id text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('BANK', 'EWALLET', 'QR', 'USDT')),
  name text NOT NULL,
  -- [{ code, name, payTo: { … where the player sends the money for this method … } }]
  methods jsonb NOT NULL,
  min_cents bigint NOT NULL CHECK (min_cents > 0),
  max_cents bigint NOT NULL CHECK (max_cents >= min_cents),
  -- amounts offered as buttons, in cents
  presets jsonb NOT NULL,
  sort int NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX payment_channels_merchant ON payment_channels (merchant, sort);

CREATE TABLE deposits (
  -- the reference the player quotes: D + yymmdd + a sequence of the day, e.g. D2611230001
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES payment_channels(id),
  method text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  payer_name text,
  -- the pay-to details handed out with the order, kept so the order can show them again
  pay_to jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'FAILED')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  movement_id bigint
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_status ON deposits (merchant, status, created_at DESC);
