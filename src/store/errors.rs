//! `StoreError`: every way a store call can fail, each a sentence a player (or, for the
//! database's own faults, the operator) reads.

use super::lease::{Expired, HeldBy, LostTo};
use super::GameId;
use sqlx::migrate::MigrateError;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("Someone else acted at the same moment; please try again.")]
    Conflict(GameId),
    #[error("There is no game number {0}.")]
    NotFound(GameId),
    #[error("This channel already has an open game.")]
    ChannelBusy,
    #[error("Game {0} is not in progress.")]
    NotActive(GameId),
    #[error("Game {0} has not started yet.")]
    NotStarted(GameId),
    #[error("Game {0} is not in its lobby any more.")]
    NotInLobby(GameId),
    #[error("Game {0} is over; its result stands.")]
    Over(GameId),
    #[error("Game {0} can only finish with the action that ends it.")]
    FinishesByPlay(GameId),
    #[error("The ratings were left as they were, because finished games cannot be read: {}. Repair or delete those games, then rebuild again.", .0.join("; "))]
    Unrated(Vec<String>),
    #[error(
        "The stored ratings are damaged ({0}); `catan-bot db ratings --rebuild` recomputes them."
    )]
    RatingsDamaged(String),
    #[error("The {action} action's random outcome must be drawn before it is saved.")]
    OpenOutcome { action: &'static str },
    #[error("The stored data of game {game} is damaged: {detail}.")]
    Corrupt { game: GameId, detail: String },
    #[error("DATABASE_URL \"{url}\" is not a usable database address ({detail}); expected e.g. sqlite://catan.db or postgres://catan@localhost/catan.")]
    Url { url: String, detail: String },
    #[error("The database could not be reached or refused the request: {0}.")]
    Database(#[from] sqlx::Error),
    #[error("The database schema could not be brought up to date: {0}.")]
    Migrate(#[from] MigrateError),
    /// Another live process holds the lease: the sentence says who and what to do.
    #[error("{0}")]
    LeaseHeld(HeldBy),
    /// This store writes as a lease holder that no longer holds the lease.
    #[error("{0}")]
    LeaseLost(LostTo),
    /// This store writes as a lease holder whose lease ran out (a pause longer than the
    /// lease) and that has not renewed it yet; nobody else has taken it.
    #[error("{0}")]
    LeaseExpired(Expired),
    /// This store writes as a shard holder that no longer holds the table's shard (another
    /// process took it over, or its lease ran out while the process was paused).
    #[error("This bot process no longer runs shard {shard}, whose tables another process has taken over; nothing was changed.")]
    ShardLost { shard: u32 },
    #[error("Several bot processes (CATAN_SHARDS) need a PostgreSQL database; with SQLite one process runs every table.")]
    ShardsNeedPostgres,
    #[error("This database's bot runs {stored} shards, but CATAN_SHARDS says {configured}: every process must be started with the same count.")]
    ShardCount { stored: i64, configured: u32 },
    #[error(
        "The database to copy into already holds {games} games: copy into a new, empty database."
    )]
    CopyTarget { games: i64 },
    /// Another process kept the database (`what`) locked for as long as the caller waits.
    #[error("{what} stayed locked by another process for {secs} s; a frozen or stuck catan-bot may hold it: stop that process, then start again.")]
    Locked { what: String, secs: u64 },
}
