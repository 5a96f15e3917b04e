-- Discord starts one gateway session per 5 s for the whole bot (max_concurrency 1), across
-- every process: the next moment a process may send an IDENTIFY (unix milliseconds by the
-- database's clock), reserved under the shards' lock (store/shards.rs, reserve_identify).
CREATE TABLE gateway_identify (
    id      BIGINT PRIMARY KEY CHECK (id = 1),
    next_at BIGINT NOT NULL
);
