-- Agent contracts (issue 14 points 4 and 6, §3 Contract, §4 Contracts, §9 salary timing): the
-- contracts between an upline and a direct downline with their state machine, the periods the
-- platform settled, how far each merchant's settlement has run, and the uplines frozen for an
-- unpaid period. Money never lives here: every payment is a ledger movement (kinds 'salary' and
-- 'dividend', member to member), referenced from the settlement.

CREATE TABLE contracts (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  type text NOT NULL CHECK (type IN ('dividend', 'daily', 'hourly', 'realtime')),
  upline_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  downline_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('NEW', 'ACTIVE', 'REJECTED', 'TERMINATE_REQUEST', 'TERMINATED')),
  ended_by text CHECK (ended_by IN ('AGREEMENT', 'LOWER_UPLINE_RATE')),
  -- who made the pending request (the proposal, or the termination request): the other party answers it
  requested_by int REFERENCES members(id) ON DELETE CASCADE,
  period_type text NOT NULL CHECK (period_type IN ('D', 'W', 'H', 'M')),
  betting_unit numeric,
  -- the wire's tiers, lowest first (amounts in currency units, rates in %)
  tiers jsonb NOT NULL,
  -- the top tier's rate, compared by the lower-rate rule
  rate numeric NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  activated_at timestamptz,
  -- the end of the last period settled: a period is settled once, however the clock moves
  settled_to timestamptz,
  CHECK (upline_id <> downline_id)
);
-- One pending proposal and one contract in force per pair and type.
CREATE UNIQUE INDEX contracts_one_new ON contracts (upline_id, downline_id, type) WHERE status = 'NEW';
CREATE UNIQUE INDEX contracts_one_in_force ON contracts (upline_id, downline_id, type)
  WHERE status IN ('ACTIVE', 'TERMINATE_REQUEST');
CREATE INDEX contracts_upline ON contracts (upline_id, type, status);
CREATE INDEX contracts_downline ON contracts (downline_id, type, status);
CREATE INDEX contracts_in_force ON contracts (merchant, type) WHERE status IN ('ACTIVE', 'TERMINATE_REQUEST');

CREATE TABLE contract_settlements (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  contract_id bigint NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  upline_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  downline_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  volume_cents bigint NOT NULL,
  effective_bet_cents bigint NOT NULL,
  profit_loss_cents bigint NOT NULL,
  active_players int NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  paid_cents bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= amount_cents),
  -- PAID by the upline or at once (salary); DUE; FORCED: paid by the platform after the deadline; NOTHING: no tier met
  status text NOT NULL CHECK (status IN ('PAID', 'DUE', 'FORCED', 'NOTHING')),
  -- a DUE settlement still unpaid at this instant freezes the upline and is forced
  due_by timestamptz,
  paid_at timestamptz,
  -- the last payment's ledger movement (every payment's movement carries reference S<id>)
  movement_id bigint,
  created_at timestamptz NOT NULL,
  -- "settled once": the same period of a contract can never get a second row
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_settlements_due ON contract_settlements (merchant, due_by) WHERE status = 'DUE';
CREATE INDEX contract_settlements_contract ON contract_settlements (contract_id, period_start DESC);

-- How far settlement has run per merchant and type: a call finds nothing to do with one read.
CREATE TABLE contract_watermarks (
  merchant text NOT NULL,
  type text NOT NULL,
  settled_to timestamptz NOT NULL,
  PRIMARY KEY (merchant, type)
);

-- §4: an upline that left a period unpaid is frozen until everything it owes is paid.
CREATE TABLE member_freezes (
  member_id int PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  merchant text NOT NULL,
  frozen_at timestamptz NOT NULL,
  reason text NOT NULL
);

-- The ledger's movement kinds gained 'salary', 'dividend' and 'downline-transfer' (money/ledger.ts
-- MOVEMENT_KINDS). Another migration may already allow some of them: only missing kinds are added,
-- keeping every kind the current list has.
DO $$
DECLARE
  definition text;
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['salary', 'dividend', 'downline-transfer'] LOOP
    SELECT pg_get_constraintdef(oid) INTO definition FROM pg_constraint
     WHERE conrelid = 'movements'::regclass AND conname = 'movements_kind_check';
    IF definition IS NOT NULL AND position(quote_literal(kind) IN definition) = 0 THEN
      ALTER TABLE movements DROP CONSTRAINT movements_kind_check;
      EXECUTE 'ALTER TABLE movements ADD CONSTRAINT movements_kind_check '
        || replace(definition, '''bonus''::text', '''bonus''::text, ' || quote_literal(kind) || '::text');
    END IF;
  END LOOP;
END $$;
