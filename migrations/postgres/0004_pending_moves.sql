-- A player's move acknowledged and not yet committed (see migrations/sqlite/0010).
ALTER TABLE interactions ADD COLUMN game_id BIGINT;
ALTER TABLE interactions ADD COLUMN pending TEXT;
CREATE INDEX interactions_pending ON interactions (game_id) WHERE game_id IS NOT NULL;
