-- Tournaments (issue 47): sign-ups, then rounds of tables (Swiss pairing into tables of
-- four, or three), each table a game in its own thread, scored by place (tournament
-- points) with victory points as the tie-breaker; an optional final table of the best.
CREATE TABLE tournaments (
    id                 INTEGER PRIMARY KEY,
    guild              INTEGER NOT NULL,
    channel_id         INTEGER NOT NULL,
    organiser          INTEGER NOT NULL,
    name               TEXT    NOT NULL,
    language           TEXT    NOT NULL,
    rounds             INTEGER NOT NULL,
    final_table        INTEGER NOT NULL,
    points_to_win      INTEGER NOT NULL,
    turn_timer_minutes INTEGER,
    status             TEXT    NOT NULL,
    round              INTEGER NOT NULL DEFAULT 0,
    signup_message     INTEGER,
    seed               INTEGER NOT NULL,
    created_at         INTEGER NOT NULL
);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    joined        INTEGER NOT NULL,
    dropped       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE TABLE tournament_tables (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    players       TEXT    NOT NULL,
    game_id       INTEGER REFERENCES games (id),
    result        TEXT,
    PRIMARY KEY (tournament_id, round, table_no)
);
