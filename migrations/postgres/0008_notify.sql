-- `/catan notify` (see migrations/sqlite/0014).
CREATE TABLE notify_prefs (
    user_id     BIGINT PRIMARY KEY,
    dm          BIGINT NOT NULL DEFAULT 0,
    quiet_from  BIGINT,
    quiet_to    BIGINT,
    time_zone   TEXT,
    dm_refused  BIGINT NOT NULL DEFAULT 0,
    dm_notice   BIGINT NOT NULL DEFAULT 0
);
