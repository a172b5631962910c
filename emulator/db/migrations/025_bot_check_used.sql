-- Bot-check solutions (handlers/botCheck.ts): each signed challenge lets one login through, once.
-- Rows older than a challenge's lifetime can never match again; the handler prunes them.
CREATE TABLE bot_check_used (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  signature text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, signature)
);
