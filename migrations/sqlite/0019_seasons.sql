-- Seasons (issue 47): a server's run of rated games with a leaderboard of its own. At most
-- one runs in a server at a time (`ended_at IS NULL`); its standings are posted once in the
-- channel it was started from (`posted`), when its time runs out or a manager ends it.
CREATE TABLE seasons (
    id         INTEGER PRIMARY KEY,
    guild      INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    started_by INTEGER NOT NULL,
    language   TEXT    NOT NULL,
    started_at INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL,
    ended_at   INTEGER,
    posted     INTEGER NOT NULL DEFAULT 0,
    UNIQUE (guild, name)
);
CREATE UNIQUE INDEX seasons_running ON seasons (guild) WHERE ended_at IS NULL;
