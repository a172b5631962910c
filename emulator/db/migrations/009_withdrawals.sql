-- Withdrawals (issue 12 point 6): a member's request to be paid out to a bound bank card, then the
-- player's own confirmation of what arrived (§3, §4 withdrawal confirmation).
-- The money is held the moment the request is made (member MAIN -> house 'withdrawals-pending', the
-- movement whose id the row keeps); approval moves it on to 'withdrawals-paid', rejection gives it back.
CREATE SEQUENCE withdrawal_numbers;

CREATE TABLE withdrawals (
  -- the reference the player sees: W + yymmdd + a number, e.g. W2611230042
  id text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- the card it was asked for (security's bank_cards, created after this file: no foreign key), and
  -- where the money went as it was then: a card removed or replaced later does not rewrite history
  bank_card_id int,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  confirm_status text NOT NULL DEFAULT 'NONE'
    CHECK (confirm_status IN ('NONE', 'ALL_RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
  received_cents bigint CHECK (received_cents IS NULL OR received_cents >= 0),
  -- NOT_RECEIVED: the player's proof, a data URL of a png or jpeg
  proof_image text,
  created_at timestamptz NOT NULL,
  approved_at timestamptz,
  rejected_at timestamptz,
  confirmed_at timestamptz,
  movement_id bigint,
  CHECK (confirm_status = 'NONE' OR status = 'APPROVED')
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
-- the back office's queue and the confirmation list: by status, oldest first
CREATE INDEX withdrawals_status ON withdrawals (merchant, status, confirm_status, created_at);
