-- Red envelopes (§2 further member areas): a promotion kind on the raffle machinery. Each member
-- gets the campaign's envelopes (draws); opening one pays a random amount within the bounds kept
-- in the prize table ({ name, cents: the most, minCents: the least, weight }).
ALTER TABLE promotions DROP CONSTRAINT IF EXISTS promotions_kind_check;
ALTER TABLE promotions ADD CONSTRAINT promotions_kind_check
  CHECK (kind IN ('APPLY', 'JOIN', 'CLAIM', 'RAFFLE', 'RED_ENVELOPE'));
