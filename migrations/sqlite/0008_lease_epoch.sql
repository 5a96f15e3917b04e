-- The lease's number (epoch): it rises with every takeover, never with a renewal, and is
-- kept here even while nobody holds the lease (the lease row is deleted on release). A
-- process remembers the epoch it took; each of its write transactions checks that the
-- lease still carries that epoch, so a process whose lease another took changes nothing.
CREATE TABLE lease_epoch (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    epoch INTEGER NOT NULL
);
INSERT INTO lease_epoch (id, epoch) VALUES (1, 0);
ALTER TABLE lease ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
