-- Banners join the content a test may replace (PUT /__emulator/merchants/:code/content { banners }),
-- so a journey can leave a banner group (§3 groupName) without banners.
ALTER TABLE merchant_content DROP CONSTRAINT merchant_content_kind_check;
ALTER TABLE merchant_content ADD CONSTRAINT merchant_content_kind_check
  CHECK (kind IN ('notices', 'popups', 'promotions', 'help', 'banners'));
