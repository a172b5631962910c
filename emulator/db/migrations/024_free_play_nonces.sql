-- Free-play proofs (core/api/wire/freePlayProof.ts): each nonce opens one trial account, once.
-- Rows older than the proof's freshness window can never match again; the handler prunes them.
CREATE TABLE free_play_nonces (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  nonce text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, nonce)
);
