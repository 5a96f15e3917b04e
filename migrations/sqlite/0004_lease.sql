-- The lease: while a `catan-bot run` process holds this row (and renews it before it
-- expires), no other bot process acts on this database. At most one row. Times are unix
-- seconds.
CREATE TABLE lease (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    holder    TEXT    NOT NULL,   -- random, unique to one run of one process
    pid       INTEGER NOT NULL,   -- the holder's process id ...
    host      TEXT    NOT NULL,   -- ... on this host ...
    pid_space TEXT,               -- ... in this process-id namespace (Linux), when known
    since     INTEGER NOT NULL,   -- when the holder took the lease
    expires   INTEGER NOT NULL    -- the lease is free from this time on unless renewed
);
