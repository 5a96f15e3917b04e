-- Several bot processes on this database, sharing Discord's gateway shards (store/shards.rs).
-- How many shards the bot runs: set by the first process, the same for every process.
CREATE TABLE shard_count (
    id     BIGINT PRIMARY KEY CHECK (id = 1),
    shards BIGINT NOT NULL CHECK (shards > 0)
);

-- Each shard's lease: its holder (a process run, NULL when free), the epoch it was taken
-- under (rises with every takeover, never with a renewal), and when it runs out (unix
-- milliseconds by the database's clock). Whoever holds a shard owns its guilds' tables.
CREATE TABLE shard_leases (
    shard   BIGINT PRIMARY KEY CHECK (shard >= 0),
    holder  TEXT,
    epoch   BIGINT NOT NULL DEFAULT 0,
    expires BIGINT NOT NULL DEFAULT 0
);

-- The processes alive (renewed with their leases), so each takes its fair share.
CREATE TABLE bot_processes (
    holder     TEXT PRIMARY KEY,
    seen_until BIGINT NOT NULL
);
