-- Spectators (see migrations/sqlite/0013).
CREATE TABLE watchers (
    game_id     BIGINT NOT NULL REFERENCES games (id),
    user_id     BIGINT NOT NULL,
    ping_at_end BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
