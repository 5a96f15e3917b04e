//! SQLite persistence: games, seats, the append-only event log, state snapshots and the
//! bot's Discord messages. Always: every accepted action is one transaction that appends its
//! event (with its random outcome, as RECORD.md spells it), rewrites the snapshot and bumps
//! the game's version under a version check, so a game's log always replays to its snapshot
//! and of two racing actions exactly one applies. The action that ends a game also stores
//! its results and rating changes in that transaction (`results`), so a game is Finished
//! exactly when it is rated.
//!
//! This file holds the `Store` handle: opening the database, its migrations and the write
//! transactions every change goes through. The rest, one concept a file:
//! - `errors`: `StoreError`, the sentences a player or an operator reads;
//! - `rows`: the row types (`GameRow`, `SeatInfo`, `GameStatus`, `Published`, …);
//! - `snapshot`: the stored form of a game's state and its format versions;
//! - `games`: creating, loading and committing games, with the version check;
//! - `messages`: the Discord messages the bot keeps per game, and thread pointers;
//! - `deadlines`: the turn timers and the AI offers' waiting times;
//! - `results`: seat results, ratings as `crate::ratings` computes them, stats, history;
//! - `lease`: the lease that keeps two bots from writing one database;
//! - `interactions`: the Discord interactions already taken;
//! - `verify`: replaying every log against its snapshot, and checking the ratings (the
//!   command line that prints it is `cli::verify`).

mod deadlines;
mod errors;
mod games;
mod interactions;
mod lease;
mod messages;
mod results;
mod rows;
mod snapshot;
mod verify;

pub use errors::StoreError;
pub use interactions::INTERACTION_MEMORY;
pub use lease::{Expired, HeldBy, Lease, LeaseHolder, LostTo, LEASE_RENEW_EVERY, LEASE_TTL};
pub use results::{
    HistoryGame, HistoryPlayer, LeaderboardRow, PlayerStats, RatingsCheck, RebuildReport,
    ResourceTally, TrendPoint, STATS_TREND_GAMES,
};
pub use rows::{GameRow, GameStatus, LoadedGame, MessageKind, Published, SeatInfo, TurnDeadline};
pub use snapshot::{decode_snapshot, encode_snapshot, SNAPSHOT_FORMAT};
pub(crate) use verify::capped as capped_rating_lines;
pub use verify::VerifyReport;

use rows::{id_in, id_out};
use sqlx::migrate::Migrator;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Sqlite, Transaction};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The database used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://catan.db";

/// How long a writer waits for another writer's transaction before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The schema, embedded from `migrations/` and applied by `Store::open`.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

pub type GameId = i64;

/// How `Store::open_with` opens the database.
#[derive(Debug, Clone, Copy)]
pub struct StoreConfig {
    /// `Normal` (the default): in WAL mode a commit survives a crash or SIGKILL of the bot
    /// process (tests/store_crash.rs); only a power loss or OS crash may lose the last
    /// commits. `Full` also survives those, at the price of an fsync per commit: measured by
    /// `cargo bench --bench store` on the 2-core dev VM, FULL gave ~870 commits/s with p99
    /// 16.6 ms, NORMAL ~4,800 commits/s with p99 0.44 ms. Only NORMAL meets the 5 ms p99
    /// goal, and a bot crash (the failure the issue names) loses nothing under it.
    pub synchronous: SqliteSynchronous,
    /// Create the database file when it does not exist.
    pub create_if_missing: bool,
    /// How long to wait for another process that is bringing the schema up to date (the
    /// migrations run under an exclusive lock on a file beside the database) before giving
    /// up with `StoreError::Locked`.
    pub migration_wait: Duration,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig {
            synchronous: SqliteSynchronous::Normal,
            create_if_missing: true,
            migration_wait: Duration::from_secs(60),
        }
    }
}

/// The time now in unix seconds, as the store's time columns hold it.
pub fn now_unix() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// An update of one game's row: NotFound when no row had that id.
fn found(r: sqlx::sqlite::SqliteQueryResult, id: GameId) -> Result<(), StoreError> {
    match r.rows_affected() {
        0 => Err(StoreError::NotFound(id)),
        _ => Ok(()),
    }
}

/// Whether some migration of this build is not applied to the database yet (or that cannot
/// be told, e.g. a new file without the migrations table).
async fn migrations_pending(pool: &SqlitePool) -> bool {
    let applied: Vec<i64> =
        match sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success = 1")
            .fetch_all(pool)
            .await
        {
            Ok(v) => v,
            Err(_) => return true,
        };
    MIGRATOR.iter().any(|m| !applied.contains(&m.version))
}

/// An exclusive lock on `<database>-migrations.lock`, so that of several processes opening
/// a database at once exactly one migrates it and the others then find nothing to do
/// (SQLite's own migration lock in sqlx is a no-op: without this, two processes would both
/// run "CREATE TABLE games"). Released when the returned file is dropped, or when the
/// process dies. Waits at most `wait` for another process that holds it. A lock file that
/// cannot be made or locked (a read-only folder) is only a warning: the migrations then run
/// unguarded, as one process alone would run them.
async fn migration_lock(
    database: &std::path::Path,
    wait: Duration,
) -> Result<Option<std::fs::File>, StoreError> {
    let mut name = database.as_os_str().to_owned();
    name.push("-migrations.lock");
    let path = std::path::PathBuf::from(name);
    let file = match std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
    {
        Ok(f) => f,
        Err(e) => {
            tracing::warn!(lock = %path.display(), error = %e, "cannot make the migration lock file; migrating without it");
            return Ok(None);
        }
    };
    let started = std::time::Instant::now();
    let mut said = false;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(Some(file)),
            Err(std::fs::TryLockError::WouldBlock) if started.elapsed() < wait => {
                if !said {
                    tracing::info!(lock = %path.display(), "waiting for the database: another process is bringing its schema up to date");
                    said = true;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(StoreError::Locked {
                    what: format!("The database's schema (lock file {})", path.display()),
                    secs: wait.as_secs(),
                })
            }
            Err(std::fs::TryLockError::Error(e)) => {
                tracing::warn!(lock = %path.display(), error = %e, "cannot lock the migration lock file; migrating without it");
                return Ok(None);
            }
        }
    }
}

/// The SQLite-backed store. Cloning is cheap (it shares one connection pool).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// Set by `writing_as`: every write transaction checks this holder still holds the lease
    /// under the epoch it took, and that the lease has not expired.
    lease: Option<Arc<lease::Writer>>,
}

impl Store {
    /// Opens (creating the file if needed) the database at `url` in WAL mode with foreign
    /// keys on, a busy timeout and synchronous=NORMAL, and applies pending migrations: once,
    /// when several processes open a new database at the same moment (`migration_lock`).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, StoreConfig::default()).await
    }

    pub async fn open_with(url: &str, config: StoreConfig) -> Result<Store, StoreError> {
        if !url.starts_with("sqlite:") {
            return Err(StoreError::Url {
                url: url.to_string(),
                detail: "it does not start with sqlite:".into(),
            });
        }
        let options = SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::Url {
                url: url.to_string(),
                detail: e.to_string(),
            })?
            .create_if_missing(config.create_if_missing)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            .synchronous(config.synchronous);
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let pool_options = if in_memory {
            // Every connection to ":memory:" is a separate database: keep exactly one.
            SqlitePoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
        } else {
            SqlitePoolOptions::new().max_connections(4)
        };
        let file = options.get_filename().to_path_buf();
        let pool = pool_options.connect_with(options).await?;
        let _lock = match in_memory || !migrations_pending(&pool).await {
            true => None,
            false => migration_lock(&file, config.migration_wait).await?,
        };
        MIGRATOR.run(&pool).await?;
        Ok(Store::from_pool(pool))
    }

    /// Wraps a pool whose schema the caller manages (tests of older schemas).
    pub fn from_pool(pool: SqlitePool) -> Store {
        Store { pool, lease: None }
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// A transaction that holds the write lock from its first statement (`BEGIN IMMEDIATE`),
    /// so two writers never deadlock upgrading read locks; the busy timeout queues them.
    async fn begin_write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// `begin_write`, then, for a store writing as a lease holder, `LeaseLost` unless it
    /// still holds the lease: under the write lock nobody can take it before the commit.
    async fn write_tx(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        let mut tx = self.begin_write().await?;
        if let Some(me) = &self.lease {
            lease::check_held(&mut tx, me).await?;
        }
        Ok(tx)
    }

    /// One writing statement in its own `write_tx`, so that a lease holder's check covers it.
    async fn write_one(
        &self,
        q: sqlx::query::Query<'_, Sqlite, sqlx::sqlite::SqliteArguments>,
    ) -> Result<sqlx::sqlite::SqliteQueryResult, StoreError> {
        let mut tx = self.write_tx().await?;
        let r = q.execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(r)
    }
}

#[cfg(test)]
mod tests;
