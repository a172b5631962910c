-- Game catalogue v2: vendor-level entries (is_game), play history per member, launch tickets.
-- The catalogue is rebuilt by the seed (seedCatalogueIfEmpty) so old data directories pick it up.
DELETE FROM games;
DELETE FROM vendors;
ALTER TABLE games ADD COLUMN is_game text NOT NULL DEFAULT 'GAME';
CREATE INDEX games_sort ON games (sort, game_id);
CREATE INDEX games_vendor_code ON games (vassalage, game_code);

-- Recent games: one row per member and game, seq orders them newest first.
CREATE TABLE recent_games (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id int NOT NULL,
  seq bigserial,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_lottery (
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_code text NOT NULL,
  seq bigserial,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_code)
);

-- One row per launch: the vendor page reads the player and the game from its ticket.
CREATE TABLE launch_tickets (
  ticket text PRIMARY KEY,
  merchant text NOT NULL,
  member_id int REFERENCES members(id) ON DELETE CASCADE,
  node_id int,
  kind text NOT NULL DEFAULT 'game',
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
