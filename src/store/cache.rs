//! The owner's copy of its tables (`Store::caching`): the latest row and snapshot of each
//! lobby and active game this process has read or written, so that choosers, lobby updates
//! and `/catan` answers (which find the table by its channel) need no read of the game
//! before they answer. Only the process that
//! owns a table writes it (the lease, or the table's shard), and every write of a game
//! through this store forgets the game's copy when it begins and again when it ends, so a
//! copy is never older than the last commit. A read puts its copy only if no write of that
//! game began or ended while it read (the game's generation is unchanged); a commit puts the
//! state it committed. Whatever else may have changed the tables (a shard taken over by
//! another process and back) forgets every copy (`Store::forget_cached`).

use super::rows::{GameRow, GameStatus, LoadedGame};
use super::GameId;
use crate::engine::Game;
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Debug, Default)]
pub(super) struct Cache {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// Rises whenever every copy is forgotten.
    epoch: u64,
    /// Rises whenever a write of the game begins or ends.
    generation: HashMap<GameId, u64>,
    copies: HashMap<GameId, Copy>,
}

#[derive(Debug, Clone)]
struct Copy {
    row: GameRow,
    /// The snapshot and the log's length, once the game started and was loaded.
    game: Option<(Game, i64)>,
}

/// Where a read began: its copy is put only if nothing was written since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Ticket(u64, u64);

/// Tables worth a copy: the ones still played.
fn kept(row: &GameRow) -> bool {
    matches!(row.status, GameStatus::Lobby | GameStatus::Active)
}

impl Cache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn ticket(&self, id: GameId) -> Ticket {
        let inner = self.lock();
        Ticket(inner.epoch, inner.generation.get(&id).copied().unwrap_or(0))
    }

    pub(super) fn row(&self, id: GameId) -> Option<GameRow> {
        self.lock().copies.get(&id).map(|c| c.row.clone())
    }

    pub(super) fn loaded(&self, id: GameId) -> Option<LoadedGame> {
        let inner = self.lock();
        let copy = inner.copies.get(&id)?;
        let (game, log_len) = copy.game.clone()?;
        Some(LoadedGame {
            row: copy.row.clone(),
            game,
            log_len,
        })
    }

    /// The open table (lobby or active) of `channel`, when this process keeps its copy. A
    /// channel has one open table at a time (the `games_open_channel` index) and copies are
    /// kept of open tables only, so a copy in the channel is its open table.
    pub(super) fn open_in_channel(&self, channel: u64) -> Option<GameRow> {
        self.lock()
            .copies
            .values()
            .find(|c| c.row.channel_id == channel)
            .map(|c| c.row.clone())
    }

    /// The row and log length of a started game's copy (not its state: a commit brings its
    /// own).
    pub(super) fn started_row(&self, id: GameId) -> Option<(GameRow, i64)> {
        let inner = self.lock();
        let copy = inner.copies.get(&id)?;
        let (_, log_len) = copy.game.as_ref()?;
        Some((copy.row.clone(), *log_len))
    }

    /// A row read since `ticket`; a snapshot kept with it stays if it is of the same version.
    pub(super) fn put_row(&self, id: GameId, ticket: Ticket, row: &GameRow) {
        let mut inner = self.lock();
        if Ticket(inner.epoch, inner.generation.get(&id).copied().unwrap_or(0)) != ticket {
            return;
        }
        if !kept(row) {
            inner.copies.remove(&id);
            return;
        }
        let game = inner
            .copies
            .get(&id)
            .filter(|c| c.row.version == row.version)
            .and_then(|c| c.game.clone());
        inner.copies.insert(
            id,
            Copy {
                row: row.clone(),
                game,
            },
        );
    }

    /// A game read (or committed) since `ticket`.
    pub(super) fn put_loaded(&self, id: GameId, ticket: Ticket, loaded: LoadedGame) {
        let mut inner = self.lock();
        if Ticket(inner.epoch, inner.generation.get(&id).copied().unwrap_or(0)) != ticket {
            return;
        }
        if !kept(&loaded.row) {
            inner.copies.remove(&id);
            return;
        }
        inner.copies.insert(
            id,
            Copy {
                row: loaded.row,
                game: Some((loaded.game, loaded.log_len)),
            },
        );
    }

    /// A write of the game begins or ends: its copy goes, and reads under way put none.
    pub(super) fn forget(&self, id: GameId) {
        let mut inner = self.lock();
        *inner.generation.entry(id).or_insert(0) += 1;
        inner.copies.remove(&id);
    }

    pub(super) fn forget_all(&self) {
        let mut inner = self.lock();
        inner.epoch += 1;
        inner.copies.clear();
    }
}

/// A write of one game under way: the game's copy is forgotten when it begins and when it
/// ends (however it ends: committed, refused, or dropped half-way).
pub(super) struct Writing<'a> {
    cache: Option<&'a Cache>,
    id: GameId,
}

impl<'a> Writing<'a> {
    pub(super) fn begin(cache: Option<&'a Cache>, id: GameId) -> Writing<'a> {
        if let Some(c) = cache {
            c.forget(id);
        }
        Writing { cache, id }
    }
}

impl Drop for Writing<'_> {
    fn drop(&mut self) {
        if let Some(c) = self.cache {
            c.forget(self.id);
        }
    }
}
