//! The checks behind `catan-bot db verify` (whose command-line part is `cli::verify`):
//! replays every started game's event log and checks that it is accepted action by action
//! and ends in exactly the stored snapshot, and that the stored results and ratings equal a
//! recomputation from the finished games. Never stops at a damaged game: each problem
//! becomes one line naming the game.

use super::rows::StoredSnapshot;
use super::{decode_snapshot, GameId, Store, StoreError};

/// At most this many lines about ratings in `db verify` and `db ratings --check`.
const RATING_LINES: usize = 20;

/// What `verify_all` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    pub games: usize,
    pub mismatches: Vec<String>,
}

impl Store {
    /// Replays every started game's log and compares it with its snapshot; one line per
    /// mismatch, naming the game. Damaged games are reported, not fatal.
    pub async fn verify_all(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.verify_report().await?.mismatches)
    }

    /// `verify_all` with the number of games checked.
    pub async fn verify_report(&self) -> Result<VerifyReport, StoreError> {
        verify_all(self).await
    }
}

pub(super) async fn verify_all(store: &Store) -> Result<VerifyReport, StoreError> {
    let ids: Vec<GameId> =
        sqlx::query_scalar("SELECT id FROM games WHERE header IS NOT NULL ORDER BY id")
            .fetch_all(store.pool())
            .await?;
    let mut mismatches = Vec::new();
    for &id in &ids {
        match verify_game(store, id).await {
            Ok(lines) => mismatches.extend(lines),
            Err(StoreError::Database(e)) => return Err(StoreError::Database(e)),
            Err(StoreError::Corrupt { detail, .. }) => {
                mismatches.push(format!("game {id}: damaged: {detail}"))
            }
            Err(e) => mismatches.push(format!("game {id}: {e}")),
        }
    }
    let ratings = store.check_ratings().await?;
    mismatches.extend(
        capped(&ratings.mismatches)
            .into_iter()
            .map(|l| format!("ratings: {l}")),
    );
    Ok(VerifyReport {
        games: ids.len(),
        mismatches,
    })
}

/// The first `RATING_LINES` lines, then one saying how many more there are and what fixes
/// them.
pub(crate) fn capped(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = lines.iter().take(RATING_LINES).cloned().collect();
    if lines.len() > RATING_LINES {
        out.push(format!(
            "… and {} more differences; `catan-bot db ratings --rebuild` recomputes the ratings",
            lines.len() - RATING_LINES
        ));
    }
    out
}

/// The mismatches of one game (empty when its log replays to its snapshot).
async fn verify_game(store: &Store, id: GameId) -> Result<Vec<String>, StoreError> {
    let record = store.record(id).await?;
    let snap: Option<StoredSnapshot> =
        sqlx::query_as("SELECT seq, state FROM snapshots WHERE game_id = $1")
            .bind(id)
            .fetch_optional(store.pool())
            .await?;
    let Some(snap) = snap else {
        return Ok(vec![format!(
            "game {id}: it has started but has no snapshot"
        )]);
    };
    let covered = snap.seq;
    let snapshot = decode_snapshot(id, &snap.state)?;
    let mut lines = Vec::new();
    if covered != record.actions.len() as i64 {
        lines.push(format!(
            "game {id}: the snapshot covers {covered} actions but the log holds {}",
            record.actions.len()
        ));
    }
    let (game, steps) = match record.replay() {
        Ok(r) => r,
        Err(e) => {
            lines.push(format!("game {id}: its record does not start: {e}"));
            return Ok(lines);
        }
    };
    for step in &steps {
        if let Err(e) = &step.result {
            lines.push(format!(
                "game {id}: logged action {} ({} by seat {}) is refused on replay: {e}",
                step.i,
                step.action.name(),
                step.seat.0
            ));
        }
    }
    if game != snapshot {
        lines.push(format!(
            "game {id}: the log replays to a different state than the snapshot \
             (replay: {} phase, turn {}; snapshot: {} phase, turn {})",
            game.phase().name(),
            game.turn(),
            snapshot.phase().name(),
            snapshot.turn()
        ));
    }
    Ok(lines)
}
