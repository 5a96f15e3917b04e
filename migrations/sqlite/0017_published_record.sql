-- What the bot published in each message it keeps, as columns (it was one `digest` text
-- read back by position, "content:board:first page", with sentinels): the message's id,
-- NULL while there is none (it was 0); what the publisher notes of it (`state`: shows,
-- folded, posting, closed, repost or started); the digests of its content and of its board,
-- and the first page a turn message tells. Existing rows are converted.
CREATE TABLE messages_new (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL,
    message_id     INTEGER,
    stamp          INTEGER NOT NULL DEFAULT 0,
    state          TEXT    NOT NULL DEFAULT 'shows',
    content_digest TEXT,
    board_digest   TEXT,
    first_page     INTEGER,
    PRIMARY KEY (game_id, kind)
) WITHOUT ROWID;
INSERT INTO messages_new
    (game_id, kind, message_id, stamp, state, content_digest, board_digest, first_page)
SELECT game_id, kind, NULLIF(message_id, 0), stamp,
    CASE
        WHEN digest IN ('posting', 'closed', 'repost', 'started') THEN digest
        WHEN digest LIKE 'folded-%' THEN 'folded'
        ELSE 'shows'
    END,
    CASE
        WHEN digest IN ('posting', 'closed', 'repost', 'started', '') THEN NULL
        WHEN digest LIKE 'folded-%' THEN substr(digest, 8, 16)
        WHEN instr(digest, ':') > 0 THEN substr(digest, 1, instr(digest, ':') - 1)
        ELSE digest
    END,
    CASE
        WHEN digest LIKE 'folded-%' OR instr(digest, ':') = 0 THEN NULL
        ELSE NULLIF(substr(digest, 18, 16), '')
    END,
    CASE
        WHEN digest LIKE 'folded-%' THEN CAST(NULLIF(substr(digest, 26), '') AS INTEGER)
        WHEN instr(digest, ':') > 0 THEN CAST(NULLIF(substr(digest, 35), '') AS INTEGER)
    END
FROM messages;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
