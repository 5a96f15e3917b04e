//! SQLite persistence: games, seats, the append-only event log, state snapshots and the
//! bot's Discord messages. Always: every accepted action is one transaction that appends its
//! event (with its random outcome, as RECORD.md spells it), rewrites the snapshot and bumps
//! the game's version under a version check, so a game's log always replays to its snapshot
//! and of two racing actions exactly one applies. The action that ends a game also stores
//! its results and rating changes in that transaction (`results`), so a game is Finished
//! exactly when it is rated.

mod interactions;
mod lease;
mod results;
mod verify;

pub use interactions::INTERACTION_MEMORY;
pub use lease::{Expired, HeldBy, Lease, LeaseHolder, LostTo, LEASE_RENEW_EVERY, LEASE_TTL};
pub use results::{
    HistoryGame, HistoryPlayer, LeaderboardRow, PlayerStats, RatingsCheck, RebuildReport,
    ResourceTally, TrendPoint, STATS_TREND_GAMES,
};
pub use verify::{ratings_from_env, verify_from_env};

use crate::engine::{Action, Game, Options, Phase, Record, Seat, SeatAction};
use serde::{Deserialize, Serialize};
use sqlx::migrate::{MigrateError, Migrator};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use sqlx::{Row, Sqlite, Transaction};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The database used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://catan.db";

/// Format version of stored snapshots (`{"v": 1, "game": …}`). Bump it, and teach
/// `decode_snapshot` the old format, whenever `Game`'s serialized form changes.
pub const SNAPSHOT_FORMAT: u32 = 1;

/// How long a writer waits for another writer's transaction before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The schema, embedded from `migrations/` and applied by `Store::open`.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

pub type GameId = i64;

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
    #[error("DATABASE_URL \"{url}\" is not a usable SQLite address ({detail}); expected e.g. sqlite://catan.db.")]
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
    /// Another process kept the database (`what`) locked for as long as the caller waits.
    #[error("{what} stayed locked by another process for {secs} s; a frozen or stuck catan-bot may hold it: stop that process, then start again.")]
    Locked { what: String, secs: u64 },
}

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Lobby,
    Active,
    Finished,
    Abandoned,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    pub fn parse(s: &str) -> Option<GameStatus> {
        Some(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "abandoned" => GameStatus::Abandoned,
            _ => return None,
        })
    }
}

/// Who sits in a seat: a Discord user, or an AI player (`ai` = its level name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatInfo {
    pub user_id: u64,
    pub name: String,
    pub ai: Option<String>,
}

/// The kinds of Discord message the bot keeps per game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageKind {
    Lobby,
    Turn,
    Discard,
    Offer,
    Over,
}

impl MessageKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MessageKind::Lobby => "lobby",
            MessageKind::Turn => "turn",
            MessageKind::Discard => "discard",
            MessageKind::Offer => "offer",
            MessageKind::Over => "over",
        }
    }
    pub fn parse(s: &str) -> Option<MessageKind> {
        Some(match s {
            "lobby" => MessageKind::Lobby,
            "turn" => MessageKind::Turn,
            "discard" => MessageKind::Discard,
            "offer" => MessageKind::Offer,
            "over" => MessageKind::Over,
            _ => return None,
        })
    }
}

/// A message the bot keeps: which, for what (`stamp`), and a digest of what it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub kind: MessageKind,
    pub message_id: u64,
    pub stamp: u32,
    pub digest: String,
}

/// A running turn timer: the game, when its time runs out (unix seconds), whether the
/// half-time reminder went out, and the game's minutes per turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnDeadline {
    pub game: GameId,
    pub deadline: i64,
    pub reminded: bool,
    pub minutes: u32,
}

/// A game's row: everything but its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host_id: u64,
    pub options: Options,
    pub map: String,
    pub turn_timer_minutes: Option<u32>,
    pub status: GameStatus,
    pub seats: Vec<SeatInfo>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A started game as last committed: its row (whose `version` is what the next
/// `commit_action` expects) and its latest snapshot.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub row: GameRow,
    pub game: Game,
    /// Number of actions in the game's log (the next action gets this sequence number).
    pub log_len: i64,
}

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

#[derive(Serialize)]
struct SnapshotOut<'a> {
    v: u32,
    game: &'a Game,
}

#[derive(Deserialize)]
struct SnapshotVersion {
    v: u32,
}

#[derive(Deserialize)]
struct SnapshotV1 {
    game: Game,
}

/// The stored form of a snapshot.
pub fn encode_snapshot(game: &Game) -> String {
    serde_json::to_string(&SnapshotOut {
        v: SNAPSHOT_FORMAT,
        game,
    })
    .expect("a game always serializes")
}

/// Reads a stored snapshot of any known format version.
pub fn decode_snapshot(game_id: GameId, text: &str) -> Result<Game, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt {
        game: game_id,
        detail,
    };
    let version: SnapshotVersion = serde_json::from_str(text)
        .map_err(|e| corrupt(format!("the snapshot has no format version ({e})")))?;
    match version.v {
        1 => serde_json::from_str::<SnapshotV1>(text)
            .map(|s| s.game)
            .map_err(|e| corrupt(format!("the snapshot does not parse ({e})"))),
        v => Err(corrupt(format!(
            "the snapshot has format version {v}, which this build does not know"
        ))),
    }
}

/// The time now in unix seconds, as the store's time columns hold it.
pub fn now_unix() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Discord ids are below 2^63, so they are stored as SQLite's signed INTEGER unchanged.
fn id_in(x: u64) -> i64 {
    x as i64
}

fn id_out(x: i64) -> u64 {
    x as u64
}

/// Random outcomes must be in the action before it is stored, or the log would not replay.
fn check_outcome(action: &Action) -> Result<(), StoreError> {
    match action {
        Action::Roll { dice: None }
        | Action::MoveRobber {
            steal_from: Some(_),
            card: None,
            ..
        } => Err(StoreError::OpenOutcome {
            action: action.name(),
        }),
        _ => Ok(()),
    }
}

/// An update of one game's row: NotFound when no row had that id.
fn found(r: sqlx::sqlite::SqliteQueryResult, id: GameId) -> Result<(), StoreError> {
    match r.rows_affected() {
        0 => Err(StoreError::NotFound(id)),
        _ => Ok(()),
    }
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
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

    /// Bumps the version of game `id` if it is still `expected`; otherwise says why not.
    async fn bump_version(
        tx: &mut Transaction<'static, Sqlite>,
        id: GameId,
        expected: i64,
    ) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = ? \
             WHERE id = ? AND version = ? RETURNING version",
        )
        .bind(now_unix())
        .bind(id)
        .bind(expected)
        .fetch_optional(&mut **tx)
        .await?;
        match row {
            Some(r) => Ok(r.try_get(0)?),
            None => {
                let exists = sqlx::query("SELECT 1 FROM games WHERE id = ?")
                    .bind(id)
                    .fetch_optional(&mut **tx)
                    .await?;
                Err(match exists {
                    Some(_) => StoreError::Conflict(id),
                    None => StoreError::NotFound(id),
                })
            }
        }
    }

    async fn status_of(
        tx: &mut Transaction<'static, Sqlite>,
        id: GameId,
    ) -> Result<GameStatus, StoreError> {
        let s: String = sqlx::query_scalar("SELECT status FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?
            .ok_or(StoreError::NotFound(id))?;
        GameStatus::parse(&s).ok_or_else(|| StoreError::Corrupt {
            game: id,
            detail: format!("unknown status \"{s}\""),
        })
    }

    /// Opens a lobby in `channel` with the host in seat 0; `ChannelBusy` when the channel
    /// already has a lobby or an active game.
    pub async fn create_lobby(
        &self,
        guild: Option<u64>,
        channel: u64,
        host: SeatInfo,
        options: Options,
        map: &str,
        turn_timer_minutes: Option<u32>,
    ) -> Result<GameId, StoreError> {
        let now = now_unix();
        let mut tx = self.write_tx().await?;
        let inserted = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, host_id, options, map, turn_timer_minutes, \
             status, version, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?, 'lobby', 0, ?, ?) RETURNING id",
        )
        .bind(guild.map(id_in))
        .bind(id_in(channel))
        .bind(id_in(host.user_id))
        .bind(serde_json::to_string(&options).expect("options serialize"))
        .bind(map)
        .bind(turn_timer_minutes.map(i64::from))
        .bind(now)
        .bind(now)
        .fetch_one(&mut *tx)
        .await;
        let id: GameId = match inserted {
            Ok(r) => r.try_get(0)?,
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        insert_seats(&mut tx, id, std::slice::from_ref(&host)).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The lobby or active game in `channel`, if any.
    pub async fn open_game_in_channel(&self, channel: u64) -> Result<Option<GameRow>, StoreError> {
        let id: Option<GameId> = sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
        )
        .bind(id_in(channel))
        .fetch_optional(&self.pool)
        .await?;
        match id {
            Some(id) => Ok(Some(self.game_row(id).await?)),
            None => Ok(None),
        }
    }

    /// The active game in `channel` with its latest snapshot, if any.
    pub async fn load_in_channel(&self, channel: u64) -> Result<Option<LoadedGame>, StoreError> {
        let id: Option<GameId> =
            sqlx::query_scalar("SELECT id FROM games WHERE channel_id = ? AND status = 'active'")
                .bind(id_in(channel))
                .fetch_optional(&self.pool)
                .await?;
        match id {
            Some(id) => Ok(Some(self.load(id).await?)),
            None => Ok(None),
        }
    }

    pub async fn game_row(&self, id: GameId) -> Result<GameRow, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let row = sqlx::query(
            "SELECT id, guild_id, channel_id, host_id, options, map, turn_timer_minutes, status, \
             version, created_at, updated_at FROM games WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or(StoreError::NotFound(id))?;
        let seats =
            sqlx::query("SELECT user_id, name, ai FROM seats WHERE game_id = ? ORDER BY seat")
                .bind(id)
                .fetch_all(&mut *conn)
                .await?
                .iter()
                .map(|r| {
                    Ok(SeatInfo {
                        user_id: id_out(r.try_get("user_id")?),
                        name: r.try_get("name")?,
                        ai: r.try_get("ai")?,
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?;
        decode_game_row(&row, seats)
    }

    /// Replaces the seats (seat i = `seats[i]`); returns the new version.
    pub async fn set_seats(
        &self,
        id: GameId,
        expected_version: i64,
        seats: &[SeatInfo],
    ) -> Result<i64, StoreError> {
        let mut tx = self.write_tx().await?;
        let version = Self::bump_version(&mut tx, id, expected_version).await?;
        sqlx::query("DELETE FROM seats WHERE game_id = ?")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        insert_seats(&mut tx, id, seats).await?;
        tx.commit().await?;
        Ok(version)
    }

    /// Starts the game in its lobby: stores the record header (`header` without its
    /// actions; any actions it has are appended to the log), the first snapshot `game`
    /// (the state after those actions), and marks the game active. Returns the new version.
    pub async fn start_game(
        &self,
        id: GameId,
        expected_version: i64,
        header: &Record,
        game: &Game,
    ) -> Result<i64, StoreError> {
        for sa in &header.actions {
            check_outcome(&sa.action)?;
        }
        let mut bare = header.clone();
        bare.actions.clear();
        let header_json = serde_json::to_string(&bare).expect("a record always serializes");
        let mut tx = self.write_tx().await?;
        let version = Self::bump_version(&mut tx, id, expected_version).await?;
        if Self::status_of(&mut tx, id).await? != GameStatus::Lobby {
            return Err(StoreError::NotInLobby(id));
        }
        let status = if game.phase() == Phase::GameOver {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        sqlx::query("UPDATE games SET status = ?, header = ? WHERE id = ?")
            .bind(status.as_str())
            .bind(&header_json)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let now = now_unix();
        for (seq, sa) in header.actions.iter().enumerate() {
            insert_event(&mut tx, id, seq as i64, sa, now).await?;
        }
        sqlx::query("INSERT INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)")
            .bind(id)
            .bind(header.actions.len() as i64)
            .bind(encode_snapshot(game))
            .execute(&mut *tx)
            .await?;
        if status == GameStatus::Finished {
            results::on_finish(&mut tx, id, game).await?;
        }
        tx.commit().await?;
        Ok(version)
    }

    /// The game's row and latest snapshot. `Corrupt` (naming the game) when the snapshot
    /// is damaged or of an unknown format.
    pub async fn load(&self, id: GameId) -> Result<LoadedGame, StoreError> {
        let row = self.game_row(id).await?;
        let snap = sqlx::query("SELECT seq, state FROM snapshots WHERE game_id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NotStarted(id))?;
        let log_len: i64 = snap.try_get("seq")?;
        let state: String = snap.try_get("state")?;
        let game = decode_snapshot(id, &state)?;
        Ok(LoadedGame { row, game, log_len })
    }

    /// One transaction: appends `action` (with its random outcome) to the log, writes the
    /// snapshot `after` and bumps the version; `Conflict` if the version moved since
    /// `expected_version`. Marks the game Finished when `after` is over. Returns the new
    /// version. Only after this returns may the action be shown to players.
    pub async fn commit_action(
        &self,
        id: GameId,
        expected_version: i64,
        seat: Seat,
        action: &Action,
        after: &Game,
    ) -> Result<i64, StoreError> {
        check_outcome(action)?;
        let sa = SeatAction {
            p: seat,
            action: *action,
        };
        let snapshot = encode_snapshot(after);
        let over = after.phase() == Phase::GameOver;
        let mut tx = self.write_tx().await?;
        let row = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = ?, \
             status = CASE WHEN ? THEN 'finished' ELSE status END, \
             deadline = CASE WHEN ? THEN NULL ELSE deadline END \
             WHERE id = ? AND version = ? AND status = 'active' RETURNING version",
        )
        .bind(now_unix())
        .bind(over)
        .bind(over)
        .bind(id)
        .bind(expected_version)
        .fetch_optional(&mut *tx)
        .await?;
        let version: i64 = match row {
            Some(r) => r.try_get(0)?,
            None => {
                let found = sqlx::query("SELECT version, status FROM games WHERE id = ?")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
                return Err(match found {
                    None => StoreError::NotFound(id),
                    Some(r) if r.try_get::<i64, _>(0)? != expected_version => {
                        StoreError::Conflict(id)
                    }
                    Some(_) => StoreError::NotActive(id),
                });
            }
        };
        let seq: i64 = sqlx::query_scalar(
            "UPDATE snapshots SET seq = seq + 1, state = ? WHERE game_id = ? RETURNING seq - 1",
        )
        .bind(&snapshot)
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .ok_or_else(|| StoreError::Corrupt {
            game: id,
            detail: "the game is active but has no snapshot".into(),
        })?;
        insert_event(&mut tx, id, seq, &sa, now_unix()).await?;
        if over {
            results::on_finish(&mut tx, id, after).await?;
        }
        tx.commit().await?;
        Ok(version)
    }

    /// Sets the status (bumping the version, so in-flight actions get `Conflict`) and,
    /// for Abandoned, when the game ended. `ChannelBusy` when reopening a game in a channel
    /// that has another open game. A game finishes only by its last action
    /// (`commit_action`), which also rates it: `FinishesByPlay` for Finished, and `Over`
    /// for a finished game, whose status never changes again.
    pub async fn set_status(&self, id: GameId, status: GameStatus) -> Result<(), StoreError> {
        if status == GameStatus::Finished {
            return Err(StoreError::FinishesByPlay(id));
        }
        let now = now_unix();
        let mut tx = self.write_tx().await?;
        let updated = sqlx::query(
            "UPDATE games SET status = ?, version = version + 1, updated_at = ?, \
             deadline = CASE WHEN ? = 'abandoned' THEN NULL ELSE deadline END, \
             ended_at = CASE WHEN ? = 'abandoned' THEN COALESCE(ended_at, ?) END \
             WHERE id = ? AND status != 'finished'",
        )
        .bind(status.as_str())
        .bind(now)
        .bind(status.as_str())
        .bind(status.as_str())
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await;
        match updated {
            Ok(r) if r.rows_affected() > 0 => {}
            Ok(_) => {
                Self::status_of(&mut tx, id).await?;
                return Err(StoreError::Over(id));
            }
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        }
        tx.commit().await?;
        Ok(())
    }

    /// The game's complete record (RECORD.md): its header and every logged action in order.
    pub async fn record(&self, id: GameId) -> Result<Record, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let header: Option<Option<String>> =
            sqlx::query_scalar("SELECT header FROM games WHERE id = ?")
                .bind(id)
                .fetch_optional(&mut *conn)
                .await?;
        let header = header
            .ok_or(StoreError::NotFound(id))?
            .ok_or(StoreError::NotStarted(id))?;
        let mut record: Record =
            serde_json::from_str(&header).map_err(|e| StoreError::Corrupt {
                game: id,
                detail: format!("the record header does not parse ({e})"),
            })?;
        let rows = sqlx::query("SELECT seq, action FROM events WHERE game_id = ? ORDER BY seq")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
        record.actions = decode_events(id, &rows, 0)?;
        Ok(record)
    }

    /// The last `limit` logged actions, oldest first.
    pub async fn recent_actions(
        &self,
        id: GameId,
        limit: u32,
    ) -> Result<Vec<SeatAction>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, action FROM (SELECT seq, action FROM events WHERE game_id = ? \
             ORDER BY seq DESC LIMIT ?) ORDER BY seq",
        )
        .bind(id)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let first = match rows.first() {
            Some(r) => r.try_get("seq")?,
            None => 0,
        };
        decode_events(id, &rows, first)
    }

    /// Every message the bot keeps for `id`, with what it last showed.
    pub async fn published(&self, id: GameId) -> Result<Vec<Published>, StoreError> {
        let rows: Vec<(String, i64, i64, String)> = sqlx::query_as(
            "SELECT kind, message_id, stamp, digest FROM messages WHERE game_id = ?",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(kind, m, stamp, digest)| {
                Some(Published {
                    kind: MessageKind::parse(&kind)?,
                    message_id: id_out(m),
                    stamp: stamp as u32,
                    digest,
                })
            })
            .collect())
    }

    /// Notes that message `message_id` now shows `kind` for `stamp`, with `digest`.
    pub async fn set_published(
        &self,
        id: GameId,
        kind: MessageKind,
        message_id: u64,
        stamp: u32,
        digest: &str,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO messages (game_id, kind, message_id, stamp, digest) VALUES (?, ?, ?, ?, ?) \
             ON CONFLICT (game_id, kind) DO UPDATE SET message_id = excluded.message_id, \
             stamp = excluded.stamp, digest = excluded.digest",
        )
        .bind(id)
        .bind(kind.as_str())
        .bind(id_in(message_id))
        .bind(i64::from(stamp))
        .bind(digest);
        match self.write_one(q).await {
            Ok(_) => Ok(()),
            Err(StoreError::Database(sqlx::Error::Database(d))) if d.is_foreign_key_violation() => {
                Err(StoreError::NotFound(id))
            }
            Err(e) => Err(e),
        }
    }

    /// Forgets the message of `kind` (e.g. the offer message once the offer is closed).
    pub async fn clear_published(&self, id: GameId, kind: MessageKind) -> Result<(), StoreError> {
        let q = sqlx::query("DELETE FROM messages WHERE game_id = ? AND kind = ?")
            .bind(id)
            .bind(kind.as_str());
        self.write_one(q).await?;
        Ok(())
    }

    /// Notes the message in `channel` that points to the thread where `id` plays.
    pub async fn set_pointer(
        &self,
        id: GameId,
        channel: u64,
        message_id: u64,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO pointers (game_id, channel_id, message_id) VALUES (?, ?, ?) \
             ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, \
             message_id = excluded.message_id",
        )
        .bind(id)
        .bind(id_in(channel))
        .bind(id_in(message_id));
        self.write_one(q).await?;
        Ok(())
    }

    /// (channel, message) of the message that points to the thread of `id`, if one is kept.
    pub async fn pointer(&self, id: GameId) -> Result<Option<(u64, u64)>, StoreError> {
        let row: Option<(i64, i64)> =
            sqlx::query_as("SELECT channel_id, message_id FROM pointers WHERE game_id = ?")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(c, m)| (id_out(c), id_out(m))))
    }

    /// Forgets the pointer of `id` (once it says how the table ended).
    pub async fn clear_pointer(&self, id: GameId) -> Result<(), StoreError> {
        let q = sqlx::query("DELETE FROM pointers WHERE game_id = ?").bind(id);
        self.write_one(q).await?;
        Ok(())
    }

    /// (id, channel) of every active game, without loading any state.
    pub async fn active_games(&self) -> Result<Vec<(GameId, u64)>, StoreError> {
        let rows: Vec<(i64, i64)> =
            sqlx::query_as("SELECT id, channel_id FROM games WHERE status = 'active' ORDER BY id")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(|(id, c)| (id, id_out(c))).collect())
    }

    /// Games that ended since `since` (unix seconds) whose table may not show it yet: a
    /// finished game whose table was shown but not its game-over message, an abandoned one
    /// whose messages still hold buttons, a thread table whose pointer in the channel still
    /// invites to join. A bot that stopped between the end and its post catches up on these.
    pub async fn ended_unsettled(&self, since: i64) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<GameId> = sqlx::query_scalar(
            "SELECT g.id FROM games g WHERE g.ended_at >= ? AND ( \
               EXISTS (SELECT 1 FROM pointers p WHERE p.game_id = g.id) \
               OR (EXISTS (SELECT 1 FROM messages m WHERE m.game_id = g.id AND m.kind <> 'over') \
                 AND (g.status = 'abandoned' OR (g.status = 'finished' AND NOT EXISTS \
                   (SELECT 1 FROM messages m WHERE m.game_id = g.id AND m.kind = 'over'))))) \
             ORDER BY g.id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids)
    }

    /// Loads every active game; a damaged one is returned as its error (naming the game)
    /// and does not keep the others from loading.
    pub async fn load_active(
        &self,
    ) -> Result<Vec<(GameId, Result<LoadedGame, StoreError>)>, StoreError> {
        let mut out = Vec::new();
        for (id, _) in self.active_games().await? {
            let loaded = self.load(id).await;
            if let Err(StoreError::Database(e)) = loaded {
                return Err(StoreError::Database(e));
            }
            out.push((id, loaded));
        }
        Ok(out)
    }

    /// Sets (or clears) the turn deadline of a game and whether its reminder went out.
    pub async fn set_deadline(
        &self,
        id: GameId,
        deadline_unix: Option<i64>,
        reminded: bool,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET deadline = ?, reminded = ? WHERE id = ?")
            .bind(deadline_unix)
            .bind(reminded)
            .bind(id);
        found(self.write_one(q).await?, id)
    }

    /// Moves a running turn clock to `deadline_unix` (not yet reminded); a clock that is not
    /// running (cleared by a time-out, or no human must act) stays stopped. True when moved.
    pub async fn restart_deadline(
        &self,
        id: GameId,
        deadline_unix: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE games SET deadline = ?, reminded = 0 WHERE id = ? AND deadline IS NOT NULL",
        )
        .bind(deadline_unix)
        .bind(id);
        Ok(self.write_one(q).await?.rows_affected() > 0)
    }

    /// (id, deadline, reminded) of the active games whose deadline is at or before `now_unix`.
    pub async fn due_deadlines(
        &self,
        now_unix: i64,
    ) -> Result<Vec<(GameId, i64, bool)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, deadline, reminded FROM games \
             WHERE deadline IS NOT NULL AND deadline <= ? AND status = 'active' ORDER BY deadline",
        )
        .bind(now_unix)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The game's turn deadline (unix seconds), if its timer runs.
    pub async fn deadline(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        self.optional_time(id, "SELECT deadline FROM games WHERE id = ?")
            .await
    }

    /// One game's nullable time column, by a query taking the game id.
    async fn optional_time(
        &self,
        id: GameId,
        sql: &'static str,
    ) -> Result<Option<i64>, StoreError> {
        sqlx::query_scalar::<_, Option<i64>>(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NotFound(id))
    }

    /// Sets (or clears) how long an AI's open offer waits for human answers.
    pub async fn set_offer_deadline(
        &self,
        id: GameId,
        deadline_unix: Option<i64>,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET offer_deadline = ? WHERE id = ?")
            .bind(deadline_unix)
            .bind(id);
        found(self.write_one(q).await?, id)
    }

    /// Until when an AI's open offer waits for human answers (unix seconds), if it does.
    pub async fn offer_deadline(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        self.optional_time(id, "SELECT offer_deadline FROM games WHERE id = ?")
            .await
    }

    /// The active games whose AI offer stops waiting at or before `now_unix`.
    pub async fn due_offer_deadlines(&self, now_unix: i64) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE offer_deadline IS NOT NULL AND offer_deadline <= ? \
             AND status = 'active' ORDER BY offer_deadline",
        )
        .bind(now_unix)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Every active game with a turn deadline, soonest first.
    pub async fn turn_deadlines(&self) -> Result<Vec<TurnDeadline>, StoreError> {
        let rows: Vec<(GameId, i64, bool, Option<i64>)> = sqlx::query_as(
            "SELECT id, deadline, reminded, turn_timer_minutes FROM games \
             WHERE deadline IS NOT NULL AND status = 'active' ORDER BY deadline",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(game, deadline, reminded, minutes)| TurnDeadline {
                game,
                deadline,
                reminded,
                minutes: minutes.unwrap_or(0).clamp(0, u32::MAX as i64) as u32,
            })
            .collect())
    }

    /// Replays every started game's log and compares it with its snapshot; one line per
    /// mismatch, naming the game. Damaged games are reported, not fatal.
    pub async fn verify_all(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.verify_report().await?.mismatches)
    }

    /// `verify_all` with the number of games checked.
    pub async fn verify_report(&self) -> Result<verify::VerifyReport, StoreError> {
        verify::verify_all(self).await
    }
}

async fn insert_seats(
    tx: &mut Transaction<'static, Sqlite>,
    id: GameId,
    seats: &[SeatInfo],
) -> Result<(), StoreError> {
    for (i, s) in seats.iter().enumerate() {
        sqlx::query("INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)")
            .bind(id)
            .bind(i as i64)
            .bind(id_in(s.user_id))
            .bind(&s.name)
            .bind(s.ai.as_deref())
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

async fn insert_event(
    tx: &mut Transaction<'static, Sqlite>,
    id: GameId,
    seq: i64,
    sa: &SeatAction,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO events (game_id, seq, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(id)
    .bind(seq)
    .bind(i64::from(sa.p.0))
    .bind(serde_json::to_string(sa).expect("an action always serializes"))
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Decodes event rows that must be numbered consecutively from `first`.
fn decode_events(
    id: GameId,
    rows: &[SqliteRow],
    first: i64,
) -> Result<Vec<SeatAction>, StoreError> {
    rows.iter()
        .enumerate()
        .map(|(i, r)| {
            let seq: i64 = r.try_get("seq")?;
            if seq != first + i as i64 {
                return Err(StoreError::Corrupt {
                    game: id,
                    detail: format!(
                        "the log skips from action {} to {seq}",
                        first + i as i64 - 1
                    ),
                });
            }
            let text: String = r.try_get("action")?;
            serde_json::from_str(&text).map_err(|e| StoreError::Corrupt {
                game: id,
                detail: format!("logged action {seq} does not parse ({e})"),
            })
        })
        .collect()
}

fn decode_game_row(r: &SqliteRow, seats: Vec<SeatInfo>) -> Result<GameRow, StoreError> {
    let id: GameId = r.try_get("id")?;
    let options: String = r.try_get("options")?;
    let options = serde_json::from_str(&options).map_err(|e| StoreError::Corrupt {
        game: id,
        detail: format!("the options do not parse ({e})"),
    })?;
    let status: String = r.try_get("status")?;
    let status = GameStatus::parse(&status).ok_or_else(|| StoreError::Corrupt {
        game: id,
        detail: format!("unknown status \"{status}\""),
    })?;
    Ok(GameRow {
        id,
        guild_id: r.try_get::<Option<i64>, _>("guild_id")?.map(id_out),
        channel_id: id_out(r.try_get("channel_id")?),
        host_id: id_out(r.try_get("host_id")?),
        options,
        map: r.try_get("map")?,
        turn_timer_minutes: r
            .try_get::<Option<i64>, _>("turn_timer_minutes")?
            .map(|m| m.clamp(0, u32::MAX as i64) as u32),
        status,
        seats,
        version: r.try_get("version")?,
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
    })
}

#[cfg(test)]
mod tests;
