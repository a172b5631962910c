-- Core tables of the reference platform. One row per merchant (brand); most data is per merchant.
CREATE TABLE merchants (
  code text PRIMARY KEY,
  name text NOT NULL,
  cipher text NOT NULL CHECK (cipher IN ('rsa', 'none')),
  currency text NOT NULL,
  currency_symbol text NOT NULL,
  default_language text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  maintenance_message text NOT NULL DEFAULT '',
  main_domain text NOT NULL,
  analytics_id text NOT NULL,
  reg_sms_verification boolean NOT NULL DEFAULT false,
  reg_captcha boolean NOT NULL DEFAULT true,
  settings jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE merchant_modules (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  mod_id text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (merchant, mod_id)
);

CREATE TABLE register_rules (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  name text NOT NULL,
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  accepted_pattern text NOT NULL,
  min_length int NOT NULL,
  max_length int NOT NULL,
  pattern_id text NOT NULL,
  sort int NOT NULL,
  PRIMARY KEY (merchant, name)
);

CREATE TABLE vendors (
  vassalage text PRIMARY KEY,
  game_type text NOT NULL,
  display_name text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  freeplay boolean NOT NULL DEFAULT false,
  app_new_window boolean NOT NULL DEFAULT false,
  seamless_status boolean NOT NULL DEFAULT true,
  is_game text NOT NULL DEFAULT 'VASSALAGE',
  sort int NOT NULL
);

CREATE TABLE games (
  game_id text PRIMARY KEY,
  node_id int NOT NULL UNIQUE,
  vassalage text NOT NULL REFERENCES vendors(vassalage),
  game_type text NOT NULL,
  game_classify text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  is_hot smallint NOT NULL DEFAULT 0,
  sort int NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX games_type_vendor ON games (game_type, vassalage, sort);
CREATE INDEX games_hot ON games (is_hot) WHERE is_hot = 1;

CREATE TABLE announcements (
  id text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type text NOT NULL,
  group_name text,
  execution text,
  title text NOT NULL,
  content text NOT NULL,
  sequence int NOT NULL,
  linkage_type text,
  created_at timestamptz NOT NULL
);

CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  account text NOT NULL,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  type int NOT NULL,
  currency text NOT NULL,
  email text,
  mobile_num text,
  language text,
  balance numeric(16, 2) NOT NULL DEFAULT 0,
  points numeric(16, 2) NOT NULL DEFAULT 0,
  upline_id int REFERENCES members(id),
  password_expires_at timestamptz,
  default_password boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_account ON members (merchant, lower(account));

CREATE TABLE sessions (
  token text PRIMARY KEY,
  merchant text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_failures (
  merchant text NOT NULL,
  username text NOT NULL,
  failures int NOT NULL DEFAULT 0,
  captcha_required boolean NOT NULL DEFAULT false,
  locked_until timestamptz,
  PRIMARY KEY (merchant, username)
);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  answer text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  mobile_num text NOT NULL,
  code text NOT NULL,
  purpose text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favorites (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE countries (
  country_code text PRIMARY KEY,
  dialing_code text NOT NULL,
  name text NOT NULL
);
