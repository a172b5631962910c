-- Free play no longer takes a proof the browser makes (issuedAt and nonce under the site's value
-- key, which every page carries): it takes a challenge the platform signed (handlers/botCheck.ts),
-- whose one use bot_check_used records. The nonces have nothing left to guard.
DROP TABLE IF EXISTS free_play_nonces;
