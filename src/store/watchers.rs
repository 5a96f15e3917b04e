//! Spectators: members who follow a game they do not play (README, "Watching a game").
//! Nothing private is ever kept for them; the table only remembers who watches, and who
//! asked to be pinged by the game-over message.

use super::{id_in, id_out, GameId, Scope, Store, StoreError};

/// A member watching a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watcher {
    pub user_id: u64,
    /// The game-over message pings them.
    pub ping_at_end: bool,
}

impl Store {
    /// `user` watches `game` (a second call changes nothing); true when they did not before.
    pub async fn watch(&self, game: GameId, user: u64) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO watchers (game_id, user_id, ping_at_end) VALUES ($1, $2, 0) \
             ON CONFLICT (game_id, user_id) DO NOTHING",
        )
        .bind(game)
        .bind(id_in(user));
        Ok(self.write_one(Scope::Game(game), q).await?.rows_affected() == 1)
    }

    /// Whether the game-over message pings `user`, who watches `game`; false when they do
    /// not watch it.
    pub async fn set_watch_ping(
        &self,
        game: GameId,
        user: u64,
        ping: bool,
    ) -> Result<bool, StoreError> {
        let q =
            sqlx::query("UPDATE watchers SET ping_at_end = $1 WHERE game_id = $2 AND user_id = $3")
                .bind(i64::from(ping))
                .bind(game)
                .bind(id_in(user));
        Ok(self.write_one(Scope::Game(game), q).await?.rows_affected() == 1)
    }

    /// `user` stops watching `game`; false when they did not watch it.
    pub async fn unwatch(&self, game: GameId, user: u64) -> Result<bool, StoreError> {
        let q = sqlx::query("DELETE FROM watchers WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(id_in(user));
        Ok(self.write_one(Scope::Game(game), q).await?.rows_affected() == 1)
    }

    /// Who watches `game`, by user id.
    pub async fn watchers(&self, game: GameId) -> Result<Vec<Watcher>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT user_id, ping_at_end FROM watchers WHERE game_id = $1 ORDER BY user_id",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(u, p)| Watcher {
                user_id: id_out(u),
                ping_at_end: p != 0,
            })
            .collect())
    }
}
