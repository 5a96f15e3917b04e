-- Games, seats, the append-only event log, state snapshots and the bot's messages.
-- Discord ids are stored as INTEGER (snowflakes fit in 63 bits); times are unix seconds.

CREATE TABLE games (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id           INTEGER,
    channel_id         INTEGER NOT NULL,
    host_id            INTEGER NOT NULL,
    options            TEXT    NOT NULL,            -- JSON Options (RECORD.md)
    map                TEXT    NOT NULL,            -- "beginner" | "random"
    turn_timer_minutes INTEGER,
    status             TEXT    NOT NULL DEFAULT 'lobby'
                       CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    version            INTEGER NOT NULL DEFAULT 0,  -- bumped by every change; optimistic lock
    header             TEXT,                        -- the Record without actions, set at start
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
);

-- At most one open (lobby or active) game per channel.
CREATE UNIQUE INDEX games_open_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active');
CREATE INDEX games_active ON games (id) WHERE status = 'active';

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    ai      TEXT,                                   -- AI level for AI seats
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- Every accepted action, with its random outcome, exactly as RECORD.md spells it.
CREATE TABLE events (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 0),   -- 0-based index in the record's actions
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,                    -- SeatAction JSON: {"p": 0, "do": ...}
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The latest state of each started game: {"v": FORMAT, "game": Game}.
CREATE TABLE snapshots (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,                       -- number of events the snapshot includes
    state   TEXT    NOT NULL
);

-- Discord messages the bot edits later: "lobby", "board", "turn", "offer", ...
CREATE TABLE messages (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
) WITHOUT ROWID;
