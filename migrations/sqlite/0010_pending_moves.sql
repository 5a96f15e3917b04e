-- A player's move acknowledged to Discord and not yet committed, noted on its interaction
-- before the acknowledgement: a process killed in between leaves it here, and whoever
-- takes the table up next makes the move (or tells the player why not). The commit that
-- makes it clears the note in its own transaction.
ALTER TABLE interactions ADD COLUMN game_id INTEGER;
ALTER TABLE interactions ADD COLUMN pending TEXT;
CREATE INDEX interactions_pending ON interactions (game_id) WHERE game_id IS NOT NULL;
