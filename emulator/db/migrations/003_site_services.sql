-- Site services: content a test replaces through the control API, and feedback received.

-- Replacement lists (notices, popups, promotions, help) set by PUT /__emulator/merchants/:code/content.
-- A kind without a row serves the seed; deleting the rows restores it. The items are JSON kept as
-- text: jsonb cannot hold U+0000, which XSS payloads use to split "javascript:" apart.
CREATE TABLE merchant_content (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('notices', 'popups', 'promotions', 'help')),
  items text NOT NULL,
  PRIMARY KEY (merchant, kind)
);

-- Feedback and complaints (PUT /wps/feedback); also the window the rate limit counts in.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  sender text,
  type int NOT NULL,
  content text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_window ON feedback (merchant, ip, created_at);
