-- Spectators (README, "Watching a game"): members who follow a game they do not play, and
-- whether the game-over message pings them.
CREATE TABLE watchers (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    user_id     INTEGER NOT NULL,
    ping_at_end INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
