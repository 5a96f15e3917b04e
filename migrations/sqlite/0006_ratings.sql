-- Results and ratings between games (README, "Ratings"). Facts about a game stay on
-- `games`: when it ended and in which order games finished. Everything in the three new
-- tables is derived from the stored games (`catan-bot db ratings --rebuild` recomputes it);
-- the action that ends a game writes its rows in the same transaction.
-- Servers: `guild` is games.guild_id, or 0 for games played outside any server.
-- Players: `player` is "user:<discord id>" for a human seat, "ai:<level>" for an AI seat.

-- When the game finished or was abandoned (unix seconds); NULL while it is open.
ALTER TABLE games ADD COLUMN ended_at INTEGER;
-- 1, 2, 3, …: the order in which games finished (ratings are updated in this order).
ALTER TABLE games ADD COLUMN finish_seq INTEGER;

-- Games that ended before this migration: their last change is when they ended.
UPDATE games SET ended_at = updated_at WHERE status IN ('finished', 'abandoned');
UPDATE games SET finish_seq = (
    SELECT COUNT(*) FROM games AS g
    WHERE g.status = 'finished'
      AND (g.updated_at < games.updated_at OR (g.updated_at = games.updated_at AND g.id <= games.id))
) WHERE status = 'finished';

CREATE UNIQUE INDEX games_finish_seq ON games (finish_seq) WHERE finish_seq IS NOT NULL;
CREATE INDEX games_ended ON games (guild_id, ended_at) WHERE ended_at IS NOT NULL;

-- One row per seat of each finished game.
CREATE TABLE seat_results (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat             INTEGER NOT NULL CHECK (seat >= 0),
    guild            INTEGER NOT NULL,
    finish_seq       INTEGER NOT NULL,          -- games.finish_seq
    player           TEXT    NOT NULL,
    name             TEXT    NOT NULL,          -- the name the seat played under
    points           INTEGER NOT NULL,          -- victory point cards included
    place            INTEGER NOT NULL,          -- 1 = the winner; then by points, ties share
    won              INTEGER NOT NULL,
    road_length      INTEGER NOT NULL,          -- the seat's longest road at the end
    first_settlement INTEGER,                   -- its first set-up settlement (intersection number)
    first_brick      INTEGER NOT NULL,          -- hexes of each resource around that settlement
    first_lumber     INTEGER NOT NULL,
    first_wool       INTEGER NOT NULL,
    first_grain      INTEGER NOT NULL,
    first_ore        INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seat_results_player ON seat_results (guild, player, finish_seq);

-- Each player's current Weng-Lin rating per server, and games played and won there.
CREATE TABLE ratings (
    guild  INTEGER NOT NULL,
    player TEXT    NOT NULL,
    mu     REAL    NOT NULL,
    sigma  REAL    NOT NULL,
    games  INTEGER NOT NULL,
    wins   INTEGER NOT NULL,
    PRIMARY KEY (guild, player)
) WITHOUT ROWID;

-- How each finished game changed each player's rating (one row per player, even when a
-- player, such as an AI level, had two seats).
CREATE TABLE rating_history (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player       TEXT    NOT NULL,
    guild        INTEGER NOT NULL,
    finish_seq   INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    PRIMARY KEY (game_id, player)
) WITHOUT ROWID;
CREATE INDEX rating_history_player ON rating_history (guild, player, finish_seq);
