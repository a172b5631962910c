-- Security centre: the further profile labels of §3 (Zalo, Telegram, addresses, place of birth,
-- nationality, occupation, source of income). All optional; NULL when the member gave none.
ALTER TABLE members ADD COLUMN zalo text;
ALTER TABLE members ADD COLUMN telegram text;
ALTER TABLE members ADD COLUMN permanent_address text;
ALTER TABLE members ADD COLUMN current_address text;
ALTER TABLE members ADD COLUMN place_of_birth text;
ALTER TABLE members ADD COLUMN nationality text;
ALTER TABLE members ADD COLUMN occupation text;
ALTER TABLE members ADD COLUMN source_of_income text;
