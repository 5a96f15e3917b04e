//! Persistence, on SQLite (the default: one file, one bot process) or PostgreSQL (a server
//! that several bot processes can share; `Backend`): games, seats, the append-only event
//! log, state snapshots and the bot's Discord messages. Always: every accepted action is one transaction that appends its
//! event (with its random outcome, as docs/RECORD.md spells it), rewrites the snapshot and bumps
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
//! - `shards`: PostgreSQL only, the gateway shards several processes share, each commit
//!   fenced by its table's shard lease;
//! - `interactions`: the Discord interactions already taken;
//! - `seated`: the open tables a member sits at, in every server (`/catan-hub games`);
//! - `verify`: replaying every log against its snapshot, and checking the ratings (the
//!   command line that prints it is `cli::verify`).

/// A store test that runs twice, on SQLite and on PostgreSQL (a throwaway server,
/// `tests/it/pg.rs`): `on_both! { #[tokio::test] async fn name(store, url) { … } }` makes
/// `name::sqlite` and `name::postgres`, each with a fresh `store` at address `url`.
#[cfg(test)]
macro_rules! on_both {
    ($(#[$m:meta])* async fn $name:ident($store:ident, $url:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(#[$m])*
            async fn sqlite() {
                let (_dir, $store, $url) =
                    $crate::store::test_store($crate::store::Backend::Sqlite).await;
                $body
            }
            $(#[$m])*
            async fn postgres() {
                let (_dir, $store, $url) =
                    $crate::store::test_store($crate::store::Backend::Postgres).await;
                $body
            }
        }
    };
}

#[cfg(test)]
#[path = "../../tests/it/pg.rs"]
mod pg;

/// A fresh, empty store on `backend` for a test, its address, and (SQLite) the folder
/// that holds it.
#[cfg(test)]
pub(crate) async fn test_store(backend: Backend) -> (Option<tempfile::TempDir>, Store, String) {
    match backend {
        Backend::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("catan.db").display());
            let store = Store::open(&url).await.unwrap();
            (Some(dir), store, url)
        }
        Backend::Postgres => {
            let url = pg::database().await;
            let store = Store::open(&url).await.unwrap();
            (None, store, url)
        }
    }
}

mod cache;
mod copy;
mod deadlines;
mod errors;
mod games;
mod interactions;
mod lease;
mod log;
mod messages;
mod notify;
mod results;
mod reviews;
mod rows;
mod seasons;
mod seated;
mod shards;
mod snapshot;
mod tournaments;
mod verify;
mod watchers;

pub use copy::CopyReport;
pub use errors::StoreError;
pub use interactions::{PendingMove, INTERACTION_MEMORY};
pub use lease::{Expired, HeldBy, Lease, LeaseHolder, LostTo, LEASE_TTL};
pub use notify::NotifyPrefs;
pub use results::{
    HistoryGame, HistoryPlayer, LeaderboardRow, PlayerStats, RatingsCheck, RebuildReport,
    ResourceTally, TrendPoint, STATS_TREND_GAMES,
};
pub use rows::{
    ClockChange, CommitAlso, Digest, FairSeed, GameRow, GameStatus, LoadedGame, MessageKind,
    MessageState, NewTable, Published, Rematch, SeatInfo, SeedFor, TurnDeadline,
};
pub use seasons::{Season, SeasonRefusal, SeasonRow, PLACEMENT_GAMES};
pub use seated::SeatedTable;
pub use shards::{shard_of, Balance, HeldShard, Renewal, ShardSet};
pub use snapshot::{decode_snapshot, encode_snapshot, SNAPSHOT_FORMAT};
pub use tournaments::{Entrant, NewTournament, Tournament, TournamentStatus, TournamentTable};
pub(crate) use verify::capped as capped_rating_lines;
pub use verify::VerifyReport;
pub use watchers::Watcher;

use rows::{id_in, id_out};
use sqlx::any::{AnyPoolOptions, AnyQueryResult};
use sqlx::migrate::Migrator;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{Any, AnyPool, Connection, Executor, Transaction};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The database used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://catan.db";

/// How long a writer waits for another writer's transaction before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a PostgreSQL pool tries for a connection (the server's, or a free one of the
/// pool's) before the call fails with the reason.
const PG_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

/// A pooled PostgreSQL connection idle this long is tested (a ping) before it is used.
const PG_IDLE_PING: Duration = Duration::from_secs(10);

/// The server ends a bot's connection that sits this long inside a transaction
/// (`idle_in_transaction_session_timeout`). No transaction of the store waits on anything
/// but the database, so only a frozen process (SIGSTOP, a paused VM) leaves one open, and
/// its row locks (every fenced write holds its shard's lease row `FOR SHARE`) would
/// otherwise stop the other processes from taking its shards over until it woke.
const PG_IDLE_IN_TRANSACTION: &str = "10s";

/// The SQLite schema, embedded from `migrations/sqlite/` and applied by `Store::open`.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations/sqlite");

/// The PostgreSQL schema, embedded from `migrations/postgres/`: the same tables.
pub static POSTGRES_MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

pub type GameId = i64;

/// Which database a store is on. Both hold the same tables, read and written by the same
/// queries (numbered parameters, standard SQL); they differ in how a write transaction
/// begins and locks (`Store::write_tx`) and in their migrations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// One file, one writer at a time: the default, for one bot process.
    Sqlite,
    /// A server that several bot processes share.
    Postgres,
}

impl Backend {
    /// The backend a `DATABASE_URL` names, or the sentence for one that names none.
    pub fn of_url(url: &str) -> Result<Backend, StoreError> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(StoreError::Url {
                url: url.to_string(),
                detail: "it starts with neither sqlite: nor postgres://".into(),
            })
        }
    }
}

/// Lets sqlx's `Any` reach both drivers (it knows only those installed).
fn install_drivers() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        sqlx::any::install_drivers(&[sqlx_sqlite::any::DRIVER, sqlx_postgres::any::DRIVER])
            .expect("the database drivers are installed once");
    });
}

/// How `Store::open_with` opens the database.
#[derive(Debug, Clone, Copy)]
pub struct StoreConfig {
    /// SQLite only. `Normal` (the default): in WAL mode a commit survives a crash or SIGKILL
    /// of the bot process (tests/store_crash.rs); only a power loss or OS crash may lose the
    /// last commits. `Full` also survives those, at the price of an fsync per commit:
    /// measured by `cargo bench --bench store` on the 2-core dev VM, FULL gave ~870
    /// commits/s with p99 16.6 ms, NORMAL ~4,800 commits/s with p99 0.44 ms. Only NORMAL
    /// meets the 5 ms p99 goal, and a bot crash (the failure the issue names) loses nothing
    /// under it.
    pub synchronous: SqliteSynchronous,
    /// SQLite only: create the database file when it does not exist.
    pub create_if_missing: bool,
    /// SQLite only: how long to wait for another process that is bringing the schema up to
    /// date (the migrations run under an exclusive lock on a file beside the database)
    /// before giving up with `StoreError::Locked`. (PostgreSQL's migrations wait on a lock
    /// of the server's.)
    pub migration_wait: Duration,
    /// PostgreSQL only: connections in the pool.
    pub max_connections: u32,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig {
            synchronous: SqliteSynchronous::Normal,
            create_if_missing: true,
            migration_wait: Duration::from_secs(60),
            max_connections: 8,
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
fn found(r: AnyQueryResult, id: GameId) -> Result<(), StoreError> {
    match r.rows_affected() {
        0 => Err(StoreError::NotFound(id)),
        _ => Ok(()),
    }
}

/// Whether some migration of this build is not applied to the database yet (or that cannot
/// be told, e.g. a new file without the migrations table).
async fn migrations_pending(pool: &AnyPool, migrator: &Migrator) -> bool {
    let applied: Vec<i64> =
        match sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
            .fetch_all(pool)
            .await
        {
            Ok(v) => v,
            Err(_) => return true,
        };
    migrator.iter().any(|m| !applied.contains(&m.version))
}

/// SQLite's `synchronous` setting as its pragma spells it.
fn synchronous_pragma(s: SqliteSynchronous) -> &'static str {
    match s {
        SqliteSynchronous::Off => "PRAGMA synchronous = OFF",
        SqliteSynchronous::Normal => "PRAGMA synchronous = NORMAL",
        SqliteSynchronous::Full => "PRAGMA synchronous = FULL",
        SqliteSynchronous::Extra => "PRAGMA synchronous = EXTRA",
    }
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

/// The store, on SQLite or PostgreSQL. Cloning is cheap (it shares one connection pool).
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Set by `writing_as`: every write transaction checks this holder still holds the lease
    /// under the epoch it took, and that the lease has not expired.
    lease: Option<Arc<lease::Writer>>,
    /// Set by `fenced_by`: every write about a table checks this process still holds the
    /// table's shard under the epoch it took.
    shards: Option<Arc<ShardSet>>,
    /// Set by `caching`: the owner's copy of its tables (`cache`), shared by every clone.
    cache: Option<Arc<cache::Cache>>,
}

/// What a write transaction is about, for the shard fence (`Store::write_tx`).
#[derive(Debug, Clone, Copy)]
enum Scope {
    /// One table: its shard is its guild's.
    Game(GameId),
    /// A new table in this guild (None: outside any server).
    Guild(Option<u64>),
    /// Nothing a shard owns (the interactions taken, the ratings of every server).
    Bot,
}

impl Store {
    /// Opens the database at `url` (`sqlite:…` or `postgres://…`) and applies pending
    /// migrations. SQLite: the file is created if needed, in WAL mode with foreign keys
    /// on, a busy timeout and synchronous=NORMAL; the migrations run once when several
    /// processes open a new database at the same moment (`migration_lock`).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, StoreConfig::default()).await
    }

    pub async fn open_with(url: &str, config: StoreConfig) -> Result<Store, StoreError> {
        install_drivers();
        let backend = Backend::of_url(url)?;
        let bad_url = |e: sqlx::Error| StoreError::Url {
            url: url.to_string(),
            detail: e.to_string(),
        };
        let pool = match backend {
            Backend::Sqlite => {
                // sqlx's Any takes its SQLite settings from the address alone: the file is
                // made and set to WAL (which it keeps) by one connection first, and each
                // pooled connection sets `synchronous` (foreign keys and the busy timeout
                // are the driver's defaults).
                let options = SqliteConnectOptions::from_str(url)
                    .map_err(bad_url)?
                    .create_if_missing(config.create_if_missing)
                    .journal_mode(SqliteJournalMode::Wal)
                    .foreign_keys(true)
                    .busy_timeout(BUSY_TIMEOUT);
                let in_memory = url.contains(":memory:") || url.contains("mode=memory");
                if !in_memory {
                    sqlx::sqlite::SqliteConnection::connect_with(&options)
                        .await?
                        .close()
                        .await?;
                }
                let pragma = synchronous_pragma(config.synchronous);
                let pool_options = AnyPoolOptions::new().after_connect(move |conn, _| {
                    Box::pin(async move {
                        conn.execute(pragma).await?;
                        Ok(())
                    })
                });
                let pool_options = if in_memory {
                    // Every connection to ":memory:" is a separate database: keep exactly one.
                    pool_options
                        .max_connections(1)
                        .min_connections(1)
                        .idle_timeout(None)
                        .max_lifetime(None)
                } else {
                    pool_options.max_connections(4)
                };
                let pool = pool_options.connect(url).await.map_err(|e| match e {
                    sqlx::Error::Configuration(_) => bad_url(e),
                    e => StoreError::Database(e),
                })?;
                let file = options.get_filename().to_path_buf();
                let _lock = match in_memory || !migrations_pending(&pool, &MIGRATOR).await {
                    true => None,
                    false => migration_lock(&file, config.migration_wait).await?,
                };
                MIGRATOR.run(&pool).await?;
                pool
            }
            Backend::Postgres => {
                // sqlx tests every connection as it goes back to the pool (a round trip to
                // the server); testing it again as it is taken, another round trip on every
                // query, is left to connections that stood idle a while (a server restarted
                // meanwhile, a connection cut by the network).
                let pool = AnyPoolOptions::new()
                    .max_connections(config.max_connections)
                    .acquire_timeout(PG_ACQUIRE_TIMEOUT)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            sqlx::query(
                                "SELECT set_config('idle_in_transaction_session_timeout', $1, false)",
                            )
                            .bind(PG_IDLE_IN_TRANSACTION)
                            .execute(conn)
                            .await?;
                            Ok(())
                        })
                    })
                    .test_before_acquire(false)
                    .before_acquire(|conn, meta| {
                        Box::pin(async move {
                            if meta.idle_for >= PG_IDLE_PING {
                                conn.ping().await?;
                            }
                            Ok(true)
                        })
                    })
                    .connect(url)
                    .await
                    .map_err(|e| match e {
                        sqlx::Error::Configuration(_) => bad_url(e),
                        e => StoreError::Database(e),
                    })?;
                // sqlx runs PostgreSQL's migrations under an advisory lock of the server's:
                // of several processes, one migrates and the others find nothing to do.
                POSTGRES_MIGRATOR.run(&pool).await?;
                pool
            }
        };
        Ok(Store {
            pool,
            backend,
            lease: None,
            shards: None,
            cache: None,
        })
    }

    /// This store, keeping the latest row and snapshot of the lobbies and active games it
    /// reads or writes in memory (`cache`): for the process that owns the tables, whose
    /// writes all go through this store (and its clones).
    pub fn caching(mut self) -> Store {
        self.cache = Some(Arc::default());
        self
    }

    /// Forgets every copy of a caching store: the tables may have been written elsewhere
    /// (a shard was lost, or taken back).
    pub fn forget_cached(&self) {
        if let Some(c) = &self.cache {
            c.forget_all();
        }
    }

    /// A write of game `id` under way (see `cache::Writing`).
    fn writing(&self, id: GameId) -> cache::Writing<'_> {
        cache::Writing::begin(self.cache.as_deref(), id)
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (checkpointing SQLite's WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// A write transaction. SQLite: it holds the write lock from its first statement
    /// (`BEGIN IMMEDIATE`), so two writers never deadlock upgrading read locks; the busy
    /// timeout queues them. PostgreSQL: a plain transaction; rows are locked as they are
    /// written, and the version check of each game (`UPDATE … WHERE version = $n`) lets
    /// one of two racing commits through.
    async fn begin_write(&self) -> Result<Transaction<'static, Any>, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
    }

    /// `begin_write`, then, for a store writing as a lease holder, `LeaseLost` unless it
    /// still holds the lease: under the write lock (SQLite) or a share lock on the lease's
    /// row (PostgreSQL) nobody can take it before the commit.
    /// A store fenced by shards (`fenced_by`) checks instead that it still holds the shard
    /// of what the transaction is about (`scope`).
    async fn write_tx(&self, scope: Scope) -> Result<Transaction<'static, Any>, StoreError> {
        let mut tx = self.begin_write().await?;
        self.fence(&mut tx, scope).await?;
        Ok(tx)
    }

    /// `write_tx`'s check, in a write transaction begun by `begin_write`.
    async fn fence(
        &self,
        tx: &mut Transaction<'static, Any>,
        scope: Scope,
    ) -> Result<(), StoreError> {
        if let Some(me) = &self.lease {
            lease::check_held(tx, self.backend, me).await?;
        }
        if let Some(me) = &self.shards {
            let guild = match scope {
                Scope::Bot => None,
                Scope::Guild(guild) => Some(guild),
                Scope::Game(id) => {
                    let guild: Option<Option<i64>> =
                        sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
                            .bind(id)
                            .fetch_optional(&mut **tx)
                            .await?;
                    Some(guild.ok_or(StoreError::NotFound(id))?.map(id_out))
                }
            };
            if let Some(guild) = guild {
                shards::check_shard(tx, me, guild).await?;
            }
        }
        Ok(())
    }

    /// One writing statement in its own `write_tx`, so that a lease holder's check covers it.
    async fn write_one(
        &self,
        scope: Scope,
        q: sqlx::query::Query<'_, Any, sqlx::any::AnyArguments>,
    ) -> Result<AnyQueryResult, StoreError> {
        self.write_one_within(scope, q, None).await
    }

    /// `write_one`; with `bound`, PostgreSQL gives up on each of its statements after that
    /// long (an error: nothing was written). SQLite's writers wait for the write lock as
    /// every write does.
    async fn write_one_within(
        &self,
        scope: Scope,
        q: sqlx::query::Query<'_, Any, sqlx::any::AnyArguments>,
        bound: Option<Duration>,
    ) -> Result<AnyQueryResult, StoreError> {
        let mut tx = self.begin_write().await?;
        if let (Some(bound), Backend::Postgres) = (bound, self.backend) {
            // `SET LOCAL`: for this transaction only.
            sqlx::query("SELECT set_config('statement_timeout', $1, true)")
                .bind(bound.as_millis().max(1).to_string())
                .execute(&mut *tx)
                .await?;
        }
        self.fence(&mut tx, scope).await?;
        let r = q.execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(r)
    }
}

/// In a PostgreSQL write transaction, waits for and holds (until the end of the
/// transaction) the server-wide lock named `key`: writes that read before they write across
/// rows (taking the lease; finishing a game and rating it) take it so they run one at a
/// time, as every write does on SQLite (where this does nothing).
async fn serialize(
    conn: &mut sqlx::AnyConnection,
    backend: Backend,
    key: i64,
) -> Result<(), StoreError> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(key)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The keys of `serialize`'s locks.
const LOCK_FINISH: i64 = 0x6361_7461_6e01; // "catan" 1: finishing and rating games
const LOCK_LEASE: i64 = 0x6361_7461_6e02; // "catan" 2: taking and renewing the lease
const LOCK_SHARDS: i64 = 0x6361_7461_6e03; // "catan" 3: sharing the shards among processes
const LOCK_IDENTIFY: i64 = 0x6361_7461_6e04; // "catan" 4: the bot's gateway session starts

#[cfg(test)]
mod tests;
