//! The interactions the bot has taken, by Discord's interaction id: each is handled once,
//! whatever a gateway RESUME or a restart delivers again. Kept for a token's 15 minutes,
//! after which Discord takes no answer to it anyway.

use super::{id_in, Scope, Store, StoreError};
use std::time::Duration;

/// How long a taken interaction is remembered: Discord's interaction token lives 15 minutes.
pub const INTERACTION_MEMORY: Duration = Duration::from_secs(15 * 60);

impl Store {
    /// Whether interaction `id` was taken by this bot (this run or an earlier one). A read:
    /// it goes on while another writer holds the database.
    pub async fn interaction_taken(&self, id: u64) -> Result<bool, StoreError> {
        let found: Option<i64> = sqlx::query_scalar("SELECT 1 FROM interactions WHERE id = $1")
            .bind(id_in(id))
            .fetch_optional(&self.pool)
            .await?;
        Ok(found.is_some())
    }

    /// Notes interaction `id` as taken at `now` (unix seconds), and forgets those taken more
    /// than `INTERACTION_MEMORY` ago (an indexed range, usually empty).
    pub async fn note_interaction(&self, id: u64, now: i64) -> Result<(), StoreError> {
        self.claim_interaction(id, now).await.map(|_| ())
    }

    /// `note_interaction`, answering whether this call took it: false when it was taken
    /// before (by this process or another). Of several processes that get the same
    /// interaction at once (two briefly on one shard, or a replay), exactly one takes it.
    pub async fn claim_interaction(&self, id: u64, now: i64) -> Result<bool, StoreError> {
        let mut tx = self.write_tx(Scope::Bot).await?;
        let taken = sqlx::query(
            "INSERT INTO interactions (id, taken_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
        )
        .bind(id_in(id))
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        sqlx::query("DELETE FROM interactions WHERE taken_at < $1")
            .bind(now - INTERACTION_MEMORY.as_secs() as i64)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(taken)
    }
}
