//! A game's log read back: its record (docs/RECORD.md), its latest actions, the actions
//! from a given one on (what a reader who has the rest needs), and when each was made.

use super::rows::LoggedEvent;
use super::{GameId, Store, StoreError};
use crate::engine::{Record, SeatAction};

impl Store {
    /// When each move of game `id` was made (unix seconds), in the record's order.
    pub async fn action_times(&self, id: GameId) -> Result<Vec<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT created_at FROM events WHERE game_id = $1 ORDER BY seq")
                .bind(id)
                .fetch_all(&self.pool)
                .await?,
        )
    }

    /// The game's complete record (docs/RECORD.md): its header and every logged action in order.
    /// With `catan-fair/1`, the seed is revealed once the game is over (won or abandoned).
    pub async fn record(&self, id: GameId) -> Result<Record, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let found: Option<(Option<String>, String, Option<String>)> =
            sqlx::query_as("SELECT header, status, fair_seed FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *conn)
                .await?;
        let (header, status, seed) = found.ok_or(StoreError::NotFound(id))?;
        let header = header.ok_or(StoreError::NotStarted(id))?;
        let over = matches!(status.as_str(), "finished" | "abandoned");
        let mut record: Record =
            serde_json::from_str(&header).map_err(|e| StoreError::Corrupt {
                game: id,
                detail: format!("the record header does not parse ({e})"),
            })?;
        if let (Some(fair), true) = (record.fair.as_mut(), over) {
            fair.seed = seed;
        }
        let rows: Vec<LoggedEvent> =
            sqlx::query_as("SELECT seq, action FROM events WHERE game_id = $1 ORDER BY seq")
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
        let rows: Vec<LoggedEvent> = sqlx::query_as(
            "SELECT seq, action FROM (SELECT seq, action FROM events WHERE game_id = $1 \
             ORDER BY seq DESC LIMIT $2) AS recent ORDER BY seq",
        )
        .bind(id)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let first = rows.first().map_or(0, |r| r.seq);
        decode_events(id, &rows, first)
    }

    /// The logged actions of game `id` from the `from`-th on (0 = the first), in order:
    /// what a reader that has read the first `from` needs to catch up, at a cost that
    /// grows with what it missed, not with the game.
    pub async fn actions_from(&self, id: GameId, from: u32) -> Result<Vec<SeatAction>, StoreError> {
        let rows: Vec<LoggedEvent> = sqlx::query_as(
            "SELECT seq, action FROM events WHERE game_id = $1 AND seq >= $2 ORDER BY seq",
        )
        .bind(id)
        .bind(i64::from(from))
        .fetch_all(&self.pool)
        .await?;
        decode_events(id, &rows, i64::from(from))
    }
}

/// Decodes event rows that must be numbered consecutively from `first`.
fn decode_events(
    id: GameId,
    rows: &[LoggedEvent],
    first: i64,
) -> Result<Vec<SeatAction>, StoreError> {
    rows.iter()
        .enumerate()
        .map(|(i, r)| {
            let seq = r.seq;
            if seq != first + i as i64 {
                return Err(StoreError::Corrupt {
                    game: id,
                    detail: format!(
                        "the log skips from action {} to {seq}",
                        first + i as i64 - 1
                    ),
                });
            }
            serde_json::from_str(&r.action).map_err(|e| StoreError::Corrupt {
                game: id,
                detail: format!("logged action {seq} does not parse ({e})"),
            })
        })
        .collect()
}
