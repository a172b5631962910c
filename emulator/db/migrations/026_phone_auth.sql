-- The phone-authentication path (PHONEAUTH3, handlers/phoneAuth.ts): the identity provider the
-- platform relays. A verification names the texted code (kept in sms_codes, so the control API
-- reads it like any SMS); a verified code becomes an id token that proves one number, once.
CREATE TABLE phone_auth_verifications (
  session_info text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  mobile_num text NOT NULL,
  sms_code_id int NOT NULL REFERENCES sms_codes(id) ON DELETE CASCADE,
  attempts int NOT NULL DEFAULT 0,
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE phone_auth_tokens (
  id_token text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  mobile_num text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
