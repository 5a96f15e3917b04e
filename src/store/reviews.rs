//! Game reviews (README, "AI players"): each finished game's per-seat review, made in the
//! background when the game ends and kept with it, so the My review button answers at once
//! and after a restart. The review is opaque here: the bot stores and reads its JSON.

use super::{GameId, Scope, Store, StoreError};

impl Store {
    /// Keeps `seats` (the review's JSON) as `game`'s review; a game keeps its first one.
    /// True when this call stored it.
    pub async fn save_review(&self, game: GameId, seats: &str) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO reviews (game_id, seats) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game)
        .bind(seats.to_string());
        Ok(self.write_one(Scope::Game(game), q).await?.rows_affected() == 1)
    }

    /// `game`'s review, if one was made.
    pub async fn review(&self, game: GameId) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT seats FROM reviews WHERE game_id = $1")
                .bind(game)
                .fetch_optional(&self.pool)
                .await?,
        )
    }
}
