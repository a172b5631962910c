-- Accounts: two-factor for unrecorded IPs, outgoing e-mail (read back by the control API) and rate limits.
ALTER TABLE members ADD COLUMN payee_name text;
ALTER TABLE members ADD COLUMN totp_secret text;

-- IPs a member has logged in from; a login from any other IP needs a second factor (LOGINIPVERF3).
CREATE TABLE member_ips (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- A password that was right, waiting for its second factor; single use, short-lived, few attempts.
CREATE TABLE login_challenges (
  ticket text PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip text NOT NULL,
  side text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail the platform would send (password recovery); tests read it back instead of an inbox.
CREATE TABLE outbox_emails (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per rate-limited request (SMS per number, captcha per IP), pruned as it ages.
CREATE TABLE rate_events (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  scope text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_lookup ON rate_events (merchant, scope, subject, created_at);

-- An SMS code works once.
ALTER TABLE sms_codes ADD COLUMN used boolean NOT NULL DEFAULT false;
