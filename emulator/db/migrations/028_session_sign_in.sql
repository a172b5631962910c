-- How each session was opened (password, sms, phoneAuth, register, social:<provider>): the game
-- launch of social sign-in (GCS_gameLaunchFB) serves only sessions a social provider opened.
ALTER TABLE sessions ADD COLUMN sign_in text NOT NULL DEFAULT 'password';
