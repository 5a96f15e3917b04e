-- `/catan notify` (README, "Turn pings"): how each player hears of their turn. `dm`: a direct
-- message as well as the channel ping; quiet hours `quiet_from`–`quiet_to` (hours of the day,
-- NULL when none) in `time_zone` (an IANA name); `dm_refused`: Discord refused a DM (closed
-- DMs), so none is tried again until the player turns DMs on anew; `dm_notice`: the player
-- has yet to be told so, privately, at their next interaction.
CREATE TABLE notify_prefs (
    user_id     INTEGER PRIMARY KEY,
    dm          INTEGER NOT NULL DEFAULT 0,
    quiet_from  INTEGER,
    quiet_to    INTEGER,
    time_zone   TEXT,
    dm_refused  INTEGER NOT NULL DEFAULT 0,
    dm_notice   INTEGER NOT NULL DEFAULT 0
);
