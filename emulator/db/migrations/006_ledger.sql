-- Double-entry ledger: every money movement is a row in movements plus two or more postings that sum to zero.
-- A member's balance is the sum of the postings on its (member, wallet); nothing caches it.
CREATE TABLE movements (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'withdrawal-return', 'transfer-out',
    'transfer-in', 'upline-transfer', 'bonus', 'bet', 'payout', 'opening', 'adjustment')),
  reference text,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The Idempotency-Key of the call that made it (once() sets it for the transaction) and that transaction: a key
  -- whose movements come from two transactions was applied twice, which the ledger check counts.
  idempotency_key text DEFAULT NULLIF(current_setting('ledger.idempotency_key', true), ''),
  tx bigint NOT NULL DEFAULT txid_current()
);
CREATE INDEX movements_member_time ON movements (member_id, created_at DESC);
CREATE INDEX movements_idempotency_key ON movements (merchant, member_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- A posting is on a member wallet ('MAIN' or a vendor code) or on a house account, never both.
CREATE TABLE postings (
  id bigserial PRIMARY KEY,
  movement_id bigint NOT NULL REFERENCES movements(id) ON DELETE CASCADE,
  merchant text NOT NULL,
  member_id int REFERENCES members(id) ON DELETE CASCADE,
  wallet text,
  house text,
  cents bigint NOT NULL,
  CHECK ((member_id IS NOT NULL AND wallet IS NOT NULL AND house IS NULL)
      OR (member_id IS NULL AND wallet IS NULL AND house IS NOT NULL))
);
-- Balances are SUM(cents) per (member, wallet); the covering index keeps that an index-only read.
CREATE INDEX postings_member_wallet ON postings (member_id, wallet) INCLUDE (cents);
CREATE INDEX postings_movement ON postings (movement_id);

-- One answer per (merchant, member, key): a retried money call gets the first answer back instead of moving money
-- again. member_id 0 stands for calls without a member so the key stays part of the primary key.
CREATE TABLE idempotency (
  merchant text NOT NULL,
  member_id int NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, member_id, key)
);

-- Balances that existed before the ledger become opening movements (house cash pays them), then the column goes
-- so nothing can read a stale copy.
CREATE TEMP TABLE opening_balances AS
  SELECT id AS member_id, merchant, (balance * 100)::bigint AS cents FROM members WHERE balance <> 0;
WITH inserted AS (
  INSERT INTO movements (merchant, member_id, kind, note)
  SELECT merchant, member_id, 'opening', 'opening balance' FROM opening_balances
  RETURNING id, member_id
)
INSERT INTO postings (movement_id, merchant, member_id, wallet, house, cents)
SELECT i.id, o.merchant, o.member_id, 'MAIN', NULL, o.cents FROM inserted i JOIN opening_balances o USING (member_id)
UNION ALL
SELECT i.id, o.merchant, NULL, NULL, 'cash', -o.cents FROM inserted i JOIN opening_balances o USING (member_id);
DROP TABLE opening_balances;
ALTER TABLE members DROP COLUMN balance;
