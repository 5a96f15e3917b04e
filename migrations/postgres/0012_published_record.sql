-- What the bot published in each message it keeps, as columns (see
-- migrations/sqlite/0017): the id NULL while there is none, the publisher's note, the
-- digests of content and board, the first page a turn message tells. Rows are converted.
ALTER TABLE messages ALTER COLUMN message_id DROP NOT NULL;
ALTER TABLE messages ADD COLUMN state TEXT NOT NULL DEFAULT 'shows';
ALTER TABLE messages ADD COLUMN content_digest TEXT;
ALTER TABLE messages ADD COLUMN board_digest TEXT;
ALTER TABLE messages ADD COLUMN first_page BIGINT;
UPDATE messages SET
    message_id = NULLIF(message_id, 0),
    state = CASE
        WHEN digest IN ('posting', 'closed', 'repost', 'started') THEN digest
        WHEN digest LIKE 'folded-%' THEN 'folded'
        ELSE 'shows'
    END,
    content_digest = CASE
        WHEN digest IN ('posting', 'closed', 'repost', 'started', '') THEN NULL
        WHEN digest LIKE 'folded-%' THEN split_part(substr(digest, 8), ':', 1)
        ELSE split_part(digest, ':', 1)
    END,
    board_digest = CASE
        WHEN digest LIKE 'folded-%' THEN NULL
        ELSE NULLIF(split_part(digest, ':', 2), '')
    END,
    first_page = CAST(NULLIF(split_part(digest, ':', 3), '') AS BIGINT);
ALTER TABLE messages DROP COLUMN digest;
