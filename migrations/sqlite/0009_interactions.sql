-- The interactions this bot has taken (Discord's interaction ids), so each is handled once:
-- a second delivery (a gateway RESUME replaying it, or a restarted bot getting it again) is
-- skipped instead of answered twice. Rows older than a token's 15 minutes are pruned.
CREATE TABLE interactions (
    id INTEGER PRIMARY KEY,
    taken_at INTEGER NOT NULL
);
CREATE INDEX interactions_taken_at ON interactions (taken_at);
