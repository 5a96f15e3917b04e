-- Rematch: the game a lobby replays, and who has not accepted yet (see migrations/sqlite/0012).
ALTER TABLE games ADD COLUMN rematch_of BIGINT;
ALTER TABLE games ADD COLUMN rematch_waiting TEXT;
