-- A shard handed over without a gap (store/shards.rs): a process under its share of the
-- shards claims one from a live holder over its share (taker, from since: unix
-- milliseconds by the database's clock), starts its own gateway session for the shard while
-- the holder still serves it, and says once that session is up (ready = 1). The holder's
-- next round then hands the lease to the taker under the next epoch, so that one of the two
-- always answers the shard's interactions. Claims live apart from the leases, so that a
-- claimant never locks a holder's lease row (which its renewals update).
CREATE TABLE shard_claims (
    shard BIGINT PRIMARY KEY CHECK (shard >= 0),
    taker TEXT NOT NULL,
    ready BIGINT NOT NULL DEFAULT 0,
    since BIGINT NOT NULL
);
