-- What a key was used for, for intentStatus and "one key, one request" (money/idempotency.ts): the endpoint the
-- client called with it and a fingerprint (sha256) of that call's input. Rows written before stay NULL and match
-- any endpoint and any request.
ALTER TABLE idempotency ADD COLUMN endpoint text, ADD COLUMN fingerprint text;
