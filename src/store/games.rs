//! Games: opening a lobby, seating, starting, loading, and committing actions under the
//! version check (of two racing writers exactly one applies; the other gets `Conflict`),
//! and the status changes (reading a game's log back is `log`).

use super::rows::{SeedFor, StoredGame, StoredSeat, StoredSnapshot};
use super::{
    decode_snapshot, encode_snapshot, id_in, id_out, now_unix, results, ClockChange, CommitAlso,
    GameId, GameRow, GameStatus, LoadedGame, NewTable, Scope, SeatInfo, Store, StoreError,
};
use crate::engine::{Action, Game, Options, Phase, Record, Seat, SeatAction};
use sqlx::{Any, Transaction};

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

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

impl Store {
    /// Bumps the version of game `id` if it is still `expected`; otherwise says why not.
    async fn bump_version(
        tx: &mut Transaction<'static, Any>,
        id: GameId,
        expected: i64,
        now: i64,
    ) -> Result<i64, StoreError> {
        let row: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET version = version + 1, updated_at = $1 \
             WHERE id = $2 AND version = $3 RETURNING version",
        )
        .bind(now)
        .bind(id)
        .bind(expected)
        .fetch_optional(&mut **tx)
        .await?;
        match row {
            Some(version) => Ok(version),
            None => {
                let exists = sqlx::query("SELECT 1 FROM games WHERE id = $1")
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
        tx: &mut Transaction<'static, Any>,
        id: GameId,
    ) -> Result<GameStatus, StoreError> {
        let s: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?
            .ok_or(StoreError::NotFound(id))?;
        GameStatus::stored(id, &s)
    }

    /// How many tables are in each state (lobby, active, finished, abandoned), by name.
    pub async fn tables_by_status(&self) -> Result<Vec<(String, i64)>, StoreError> {
        Ok(
            sqlx::query_as("SELECT status, COUNT(*) FROM games GROUP BY status ORDER BY status")
                .fetch_all(&self.pool)
                .await?,
        )
    }

    /// Opens the lobby `table` with `host` in seat 0; `ChannelBusy` when its channel
    /// already has a lobby or an active game.
    pub async fn create_lobby(
        &self,
        table: NewTable,
        host: SeatInfo,
    ) -> Result<GameId, StoreError> {
        self.insert_lobby(table, host.user_id, std::slice::from_ref(&host), None, None)
            .await
    }

    /// `create_lobby`, the table's `catan-fair/1` seed fixed in the same transaction.
    pub async fn create_seeded_lobby(
        &self,
        table: NewTable,
        host: SeatInfo,
        seed: SeedFor<'_>,
    ) -> Result<GameId, StoreError> {
        let seats = std::slice::from_ref(&host);
        self.insert_lobby(table, host.user_id, seats, None, Some(seed))
            .await
    }

    /// Opens the rematch of the ended game `of` in its channel, with its seats, options,
    /// map, clock and language, hosted by `host`, waiting for `waiting` to accept, with a
    /// fresh `catan-fair/1` seed; `ChannelBusy` when the channel already has a lobby or an
    /// active game.
    pub async fn create_rematch(
        &self,
        of: &GameRow,
        host: u64,
        waiting: &[u64],
        seed: SeedFor<'_>,
    ) -> Result<GameId, StoreError> {
        let table = NewTable {
            guild: of.guild_id,
            channel: of.channel_id,
            options: of.options,
            map: of.map,
            turn_timer_minutes: of.turn_timer_minutes,
            language: of.language,
        };
        self.insert_lobby(table, host, &of.seats, Some((of.id, waiting)), Some(seed))
            .await
    }

    async fn insert_lobby(
        &self,
        lobby: NewTable,
        host: u64,
        seats: &[SeatInfo],
        rematch: Option<(GameId, &[u64])>,
        seed: Option<SeedFor<'_>>,
    ) -> Result<GameId, StoreError> {
        let now = now_unix();
        let mut tx = self.write_tx(Scope::Guild(lobby.guild)).await?;
        let inserted: Result<GameId, sqlx::Error> = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, options, map, turn_timer_minutes, \
             status, version, created_at, updated_at, rematch_of, rematch_waiting, language) \
             VALUES ($1, $2, $3, $4, $5, $6, 'lobby', 0, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(lobby.guild.map(id_in))
        .bind(id_in(lobby.channel))
        .bind(id_in(host))
        .bind(serde_json::to_string(&lobby.options).expect("options serialize"))
        .bind(lobby.map.name())
        .bind(lobby.turn_timer_minutes.map(i64::from))
        .bind(now)
        .bind(now)
        .bind(rematch.map(|(of, _)| of))
        .bind(rematch.and_then(|(_, w)| waiting_json(w)))
        .bind(lobby.language.code())
        .fetch_one(&mut *tx)
        .await;
        let id: GameId = match inserted {
            Ok(id) => id,
            Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        insert_seats(&mut tx, id, seats).await?;
        if let Some(seed) = seed {
            sqlx::query("UPDATE games SET fair_seed = $1 WHERE id = $2")
                .bind(crate::engine::fair::to_hex(&seed(id)))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A rematch lobby's seats and who it still waits for (empty: nobody, an ordinary
    /// lobby now); returns the new version.
    pub async fn set_rematch(
        &self,
        id: GameId,
        expected_version: i64,
        seats: &[SeatInfo],
        waiting: &[u64],
    ) -> Result<i64, StoreError> {
        self.replace_seats(id, expected_version, seats, Some(waiting))
            .await
    }

    /// The channel's latest game that started (being played, finished or abandoned): what
    /// `/catan export` gives once the channel's game has ended.
    pub async fn last_game_in_channel(&self, channel: u64) -> Result<Option<GameRow>, StoreError> {
        let id: Option<GameId> = sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = $1 AND header IS NOT NULL \
             AND status IN ('active', 'finished', 'abandoned') ORDER BY id DESC LIMIT 1",
        )
        .bind(id_in(channel))
        .fetch_optional(&self.pool)
        .await?;
        self.row_of(id).await
    }

    /// The row of game `id`, when there is one.
    async fn row_of(&self, id: Option<GameId>) -> Result<Option<GameRow>, StoreError> {
        match id {
            Some(id) => Ok(Some(self.game_row(id).await?)),
            None => Ok(None),
        }
    }

    /// The lobby or active game in `channel`, if any.
    pub async fn open_game_in_channel(&self, channel: u64) -> Result<Option<GameRow>, StoreError> {
        if let Some(row) = self.cache.as_ref().and_then(|c| c.open_in_channel(channel)) {
            return Ok(Some(row));
        }
        let id: Option<GameId> = sqlx::query_scalar(
            "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'active')",
        )
        .bind(id_in(channel))
        .fetch_optional(&self.pool)
        .await?;
        self.row_of(id).await
    }

    /// The active game in `channel` with its latest snapshot, if any.
    pub async fn load_in_channel(&self, channel: u64) -> Result<Option<LoadedGame>, StoreError> {
        // The owner's copy of the channel's open table: a lobby there means no active game.
        match self.cache.as_ref().and_then(|c| c.open_in_channel(channel)) {
            Some(row) if row.status == GameStatus::Active => {
                return self.load(row.id).await.map(Some)
            }
            Some(_) => return Ok(None),
            None => {}
        }
        let id: Option<GameId> =
            sqlx::query_scalar("SELECT id FROM games WHERE channel_id = $1 AND status = 'active'")
                .bind(id_in(channel))
                .fetch_optional(&self.pool)
                .await?;
        match id {
            Some(id) => Ok(Some(self.load(id).await?)),
            None => Ok(None),
        }
    }

    /// The game's row: the owner's copy when it keeps one (`caching`), else read.
    pub async fn game_row(&self, id: GameId) -> Result<GameRow, StoreError> {
        let Some(cache) = &self.cache else {
            return self.read_row(id).await;
        };
        if let Some(row) = cache.row(id) {
            return Ok(row);
        }
        let ticket = cache.ticket(id);
        let row = self.read_row(id).await?;
        cache.put_row(id, ticket, &row);
        Ok(row)
    }

    async fn read_row(&self, id: GameId) -> Result<GameRow, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let stored: StoredGame = sqlx::query_as(
            "SELECT id, guild_id, channel_id, host_id, options, map, turn_timer_minutes, status, \
             version, created_at, updated_at, fair_seed, fair_entropy, rematch_of, rematch_waiting, \
             language \
             FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or(StoreError::NotFound(id))?;
        let seats: Vec<StoredSeat> =
            sqlx::query_as("SELECT user_id, name, ai FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&mut *conn)
                .await?;
        let seats = seats
            .into_iter()
            .map(|s| s.into_seat(id))
            .collect::<Result<Vec<SeatInfo>, StoreError>>()?;
        stored.into_row(seats)
    }

    /// Replaces the seats (seat i = `seats[i]`); returns the new version.
    pub async fn set_seats(
        &self,
        id: GameId,
        expected_version: i64,
        seats: &[SeatInfo],
    ) -> Result<i64, StoreError> {
        self.replace_seats(id, expected_version, seats, None).await
    }

    /// Changes the options of the lobby `id` (its host's settings chooser), if it is still
    /// at `expected_version` and still a lobby; the new version.
    pub async fn set_options(
        &self,
        id: GameId,
        expected_version: i64,
        options: &Options,
    ) -> Result<i64, StoreError> {
        let before = self.cache.as_ref().and_then(|c| c.row(id));
        let now = now_unix();
        let writing = self.writing(id);
        let mut tx = self.write_tx(Scope::Game(id)).await?;
        let version = Self::bump_version(&mut tx, id, expected_version, now).await?;
        if Self::status_of(&mut tx, id).await? != GameStatus::Lobby {
            return Err(StoreError::NotInLobby(id));
        }
        sqlx::query("UPDATE games SET options = $1 WHERE id = $2")
            .bind(serde_json::to_string(options).expect("options serialize"))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        drop(writing);
        if let (Some(cache), Some(mut row)) = (&self.cache, before) {
            if row.version == expected_version {
                row.version = version;
                row.updated_at = now;
                row.options = *options;
                cache.put_row(id, cache.ticket(id), &row);
            }
        }
        Ok(version)
    }

    /// `set_seats`, and with `waiting` a rematch's list of who it waits for, in the same
    /// transaction; the owner's copy gets what was committed.
    async fn replace_seats(
        &self,
        id: GameId,
        expected_version: i64,
        seats: &[SeatInfo],
        waiting: Option<&[u64]>,
    ) -> Result<i64, StoreError> {
        let before = self.cache.as_ref().and_then(|c| c.row(id));
        let now = now_unix();
        let writing = self.writing(id);
        let version = self
            .seats_tx(id, expected_version, seats, waiting, now)
            .await?;
        drop(writing);
        if let (Some(cache), Some(mut row)) = (&self.cache, before) {
            if row.version == expected_version {
                row.version = version;
                row.updated_at = now;
                row.seats = seats.to_vec();
                if let (Some(waiting), Some(rematch)) = (waiting, row.rematch.as_mut()) {
                    rematch.waiting = waiting.to_vec();
                }
                cache.put_row(id, cache.ticket(id), &row);
            }
        }
        Ok(version)
    }

    async fn seats_tx(
        &self,
        id: GameId,
        expected_version: i64,
        seats: &[SeatInfo],
        waiting: Option<&[u64]>,
        now: i64,
    ) -> Result<i64, StoreError> {
        let mut tx = self.write_tx(Scope::Game(id)).await?;
        let version = Self::bump_version(&mut tx, id, expected_version, now).await?;
        if let Some(waiting) = waiting {
            sqlx::query("UPDATE games SET rematch_waiting = $1 WHERE id = $2")
                .bind(waiting_json(waiting))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("DELETE FROM seats WHERE game_id = $1")
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
        let _writing = self.writing(id);
        let mut tx = self.write_tx(Scope::Game(id)).await?;
        let version = Self::bump_version(&mut tx, id, expected_version, now_unix()).await?;
        if Self::status_of(&mut tx, id).await? != GameStatus::Lobby {
            return Err(StoreError::NotInLobby(id));
        }
        let status = if game.phase() == Phase::GameOver {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        sqlx::query("UPDATE games SET status = $1, header = $2, fair_entropy = $3 WHERE id = $4")
            .bind(status.as_str())
            .bind(&header_json)
            .bind(header.fair.as_ref().map(|f| f.entropy.clone()))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let now = now_unix();
        for (seq, sa) in header.actions.iter().enumerate() {
            insert_event(&mut tx, id, seq as i64, sa, now).await?;
        }
        sqlx::query("INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(header.actions.len() as i64)
            .bind(encode_snapshot(game))
            .execute(&mut *tx)
            .await?;
        if status == GameStatus::Finished {
            results::on_finish(&mut tx, self.backend, id, game).await?;
        }
        tx.commit().await?;
        Ok(version)
    }

    /// The game's row and latest snapshot. `Corrupt` (naming the game) when the snapshot
    /// is damaged or of an unknown format.
    pub async fn load(&self, id: GameId) -> Result<LoadedGame, StoreError> {
        let Some(cache) = &self.cache else {
            return self.read_loaded(id).await;
        };
        if let Some(loaded) = cache.loaded(id) {
            return Ok(loaded);
        }
        let ticket = cache.ticket(id);
        let loaded = self.read_loaded(id).await?;
        cache.put_loaded(id, ticket, loaded.clone());
        Ok(loaded)
    }

    async fn read_loaded(&self, id: GameId) -> Result<LoadedGame, StoreError> {
        let row = self.read_row(id).await?;
        let snap: StoredSnapshot =
            sqlx::query_as("SELECT seq, state FROM snapshots WHERE game_id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .ok_or(StoreError::NotStarted(id))?;
        let game = decode_snapshot(id, &snap.state)?;
        Ok(LoadedGame {
            row,
            game,
            log_len: snap.seq,
        })
    }

    /// One transaction: appends `action` (with its random outcome) to the log, writes the
    /// snapshot `after` and bumps the version; `Conflict` if the version moved since
    /// `expected_version`. Marks the game Finished when `after` is over. Returns the new
    /// version. Only after this returns may the action be shown to players. The timers are
    /// left as they are (see [`Store::commit_timed`]).
    pub async fn commit_action(
        &self,
        id: GameId,
        expected_version: i64,
        seat: Seat,
        action: &Action,
        after: &Game,
    ) -> Result<i64, StoreError> {
        self.commit_timed(
            id,
            expected_version,
            seat,
            action,
            after,
            CommitAlso::default(),
        )
        .await
    }

    /// [`Store::commit_action`], changing the turn clock and the offer window in the same
    /// transaction (`timers`; the game's end stops the clock whatever they say).
    pub async fn commit_timed(
        &self,
        id: GameId,
        expected_version: i64,
        seat: Seat,
        action: &Action,
        after: &Game,
        timers: CommitAlso,
    ) -> Result<i64, StoreError> {
        let cache = self.cache.as_deref();
        let before = cache.and_then(|c| c.started_row(id));
        let now = now_unix();
        let writing = self.writing(id);
        let committed = self
            .commit_tx(
                id,
                expected_version,
                SeatAction {
                    p: seat,
                    action: *action,
                },
                after,
                timers,
                now,
            )
            .await;
        drop(writing);
        // The owner's copy becomes the state just committed.
        if let (Ok(version), Some(cache), Some((mut row, log_len))) = (&committed, cache, before) {
            if row.version == expected_version {
                row.version = *version;
                row.updated_at = now;
                if after.phase() == Phase::GameOver {
                    row.status = GameStatus::Finished;
                }
                let copy = LoadedGame {
                    row,
                    game: after.clone(),
                    log_len: log_len + 1,
                };
                cache.put_loaded(id, cache.ticket(id), copy);
            }
        }
        committed
    }

    /// The transaction of `commit_timed`: `sa` logged, `after` stored as the snapshot at
    /// `expected_version + 1`, the timers set, all or nothing.
    async fn commit_tx(
        &self,
        id: GameId,
        expected_version: i64,
        sa: SeatAction,
        after: &Game,
        timers: CommitAlso,
        now: i64,
    ) -> Result<i64, StoreError> {
        check_outcome(&sa.action)?;
        let snapshot = encode_snapshot(after);
        let over = after.phase() == Phase::GameOver;
        let mut tx = self.write_tx(Scope::Game(id)).await?;
        // The clock: 0 keeps it, 1 sets it (or stops it), 2 starts it if it is not running.
        let (clock, until): (i64, Option<i64>) = match timers.clock {
            _ if over => (1, None),
            ClockChange::Keep => (0, None),
            ClockChange::Set(until) => (1, until),
            ClockChange::StartIfStopped(until) => (2, Some(until)),
        };
        let row: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET version = version + 1, updated_at = $1, \
             status = CASE WHEN $2 THEN 'finished' ELSE status END, \
             deadline = CASE WHEN $3 = 1 THEN $4 \
                 WHEN $5 = 2 THEN COALESCE(deadline, $6) ELSE deadline END, \
             reminded = CASE WHEN $7 = 1 OR ($8 = 2 AND deadline IS NULL) THEN 0 \
                 ELSE reminded END, \
             offer_deadline = CASE WHEN $9 THEN NULL ELSE offer_deadline END \
             WHERE id = $10 AND version = $11 AND status = 'active' RETURNING version",
        )
        .bind(now)
        .bind(over)
        .bind(clock)
        .bind(until)
        .bind(clock)
        .bind(until)
        .bind(clock)
        .bind(clock)
        .bind(timers.close_offer)
        .bind(id)
        .bind(expected_version)
        .fetch_optional(&mut *tx)
        .await?;
        let version: i64 = match row {
            Some(version) => version,
            None => {
                let found: Option<i64> =
                    sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
                        .bind(id)
                        .fetch_optional(&mut *tx)
                        .await?;
                return Err(match found {
                    None => StoreError::NotFound(id),
                    Some(version) if version != expected_version => StoreError::Conflict(id),
                    Some(_) => StoreError::NotActive(id),
                });
            }
        };
        let seq: i64 = sqlx::query_scalar(
            "UPDATE snapshots SET seq = seq + 1, state = $1 WHERE game_id = $2 RETURNING seq - 1",
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
        if let Some(interaction) = timers.settles {
            sqlx::query("UPDATE interactions SET game_id = NULL, pending = NULL WHERE id = $1")
                .bind(id_in(interaction))
                .execute(&mut *tx)
                .await?;
        }
        if over {
            results::on_finish(&mut tx, self.backend, id, after).await?;
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
        let _writing = self.writing(id);
        let mut tx = self.write_tx(Scope::Game(id)).await?;
        let updated = sqlx::query(
            "UPDATE games SET status = $1, version = version + 1, updated_at = $2, \
             deadline = CASE WHEN $3 = 'abandoned' THEN NULL ELSE deadline END, \
             ended_at = CASE WHEN $4 = 'abandoned' THEN COALESCE(ended_at, $5) END \
             WHERE id = $6 AND status != 'finished'",
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

    /// (id, channel) of every active game, without loading any state.
    pub async fn active_games(&self) -> Result<Vec<(GameId, u64)>, StoreError> {
        let rows: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
            "SELECT id, channel_id, guild_id FROM games WHERE status = 'active' ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter(|&(_, _, guild)| self.serves(guild))
            .map(|(id, c, _)| (id, id_out(c)))
            .collect())
    }

    /// Games that ended since `since` (unix seconds) whose table may not show it yet: a
    /// finished game whose table was shown but not its game-over message, an abandoned one
    /// whose messages still hold buttons, a thread table whose pointer in the channel still
    /// invites to join. A bot that stopped between the end and its post catches up on these.
    pub async fn ended_unsettled(&self, since: i64) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<(GameId, Option<i64>)> = sqlx::query_as(
            "SELECT g.id, g.guild_id FROM games g WHERE g.ended_at >= $1 AND ( \
               EXISTS (SELECT 1 FROM pointers p WHERE p.game_id = g.id) \
               OR (EXISTS (SELECT 1 FROM messages m WHERE m.game_id = g.id AND m.kind <> 'over') \
                 AND (g.status = 'abandoned' OR (g.status = 'finished' AND NOT EXISTS \
                   (SELECT 1 FROM messages m WHERE m.game_id = g.id AND m.kind = 'over'))))) \
             ORDER BY g.id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids
            .into_iter()
            .filter(|&(_, guild)| self.serves(guild))
            .map(|(id, _)| id)
            .collect())
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
}

/// The users a rematch waits for, as stored (NULL when it waits for nobody).
fn waiting_json(waiting: &[u64]) -> Option<String> {
    (!waiting.is_empty()).then(|| serde_json::to_string(waiting).expect("ids serialize"))
}

async fn insert_seats(
    tx: &mut Transaction<'static, Any>,
    id: GameId,
    seats: &[SeatInfo],
) -> Result<(), StoreError> {
    for (i, s) in seats.iter().enumerate() {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(i as i64)
        .bind(id_in(s.user_id))
        .bind(&s.name)
        .bind(s.ai_name())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn insert_event(
    tx: &mut Transaction<'static, Any>,
    id: GameId,
    seq: i64,
    sa: &SeatAction,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO events (game_id, seq, seat, action, created_at) VALUES ($1, $2, $3, $4, $5)",
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
