-- Security centre: profile fields, funds password, authenticator two-factor, bank cards and e-mail codes.
-- The real name is the existing members.payee_name; once set it is fixed.
ALTER TABLE members ADD COLUMN birthday date;
ALTER TABLE members ADD COLUMN funds_password_hash text;
ALTER TABLE members ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN mobile_verified boolean NOT NULL DEFAULT false;
-- A secret handed out by twoFactorSetup, waiting for its first valid code; only then does it become totp_secret.
ALTER TABLE members ADD COLUMN totp_pending_secret text;
-- Derived, so login (which offers the authenticator when totp_secret is set) and the flag can never disagree.
ALTER TABLE members ADD COLUMN two_factor_enabled boolean GENERATED ALWAYS AS (totp_secret IS NOT NULL) STORED;

-- Per merchant: the banks a card may be bound to, how many cards a member may bind, the age gate of birthdays.
CREATE TABLE merchant_security (
  merchant text PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  banks jsonb NOT NULL,
  bank_card_limit int NOT NULL,
  age_gate int NOT NULL
);

CREATE TABLE bank_cards (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  payee_name text NOT NULL,
  branch text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One account number belongs to one member of a brand.
CREATE UNIQUE INDEX bank_cards_number ON bank_cards (merchant, account_number);
CREATE INDEX bank_cards_member ON bank_cards (member_id, id);

-- Codes mailed to bind an e-mail address (the mail itself goes to outbox_emails, read back by the control API).
CREATE TABLE email_codes (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  address text NOT NULL,
  code text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_codes_member ON email_codes (member_id, id);
