-- Rematch (README, "Rematch"): the game a lobby replays with the same seats, and while the
-- rematch waits, the users (JSON list of ids) who have not accepted yet. A lobby opened with
-- `/catan new`, or a rematch that someone declined, has no list.
ALTER TABLE games ADD COLUMN rematch_of INTEGER;
ALTER TABLE games ADD COLUMN rematch_waiting TEXT;
