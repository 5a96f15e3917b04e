-- The message in a thread table's parent channel that says where the table is ("Ada opened
-- a Catan table in #…: join it there!"). Publishing edits it once the table closes
-- (cancelled, abandoned or won) and then forgets it.
CREATE TABLE pointers (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL
);
