-- What the bot last published in each of a game's messages: the stamp (the turn of a turn
-- message, the record index of an offer) and a digest of the content, so publishing edits
-- only what changed and a restart picks up where it stood.
ALTER TABLE messages ADD COLUMN stamp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN digest TEXT NOT NULL DEFAULT '';
