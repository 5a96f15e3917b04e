//! The Discord messages the bot keeps per game (which message shows what, for which moment,
//! with a digest of what it shows), and the pointer to a game's thread.

use super::{id_in, id_out, GameId, MessageKind, Published, Scope, Store, StoreError};

impl Store {
    /// Every message the bot keeps for `id`, with what it last showed.
    pub async fn published(&self, id: GameId) -> Result<Vec<Published>, StoreError> {
        let rows: Vec<(String, i64, i64, String)> = sqlx::query_as(
            "SELECT kind, message_id, stamp, digest FROM messages WHERE game_id = $1",
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
            "INSERT INTO messages (game_id, kind, message_id, stamp, digest) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (game_id, kind) DO UPDATE SET message_id = excluded.message_id, \
             stamp = excluded.stamp, digest = excluded.digest",
        )
        .bind(id)
        .bind(kind.as_str())
        .bind(id_in(message_id))
        .bind(i64::from(stamp))
        .bind(digest);
        match self.write_one(Scope::Game(id), q).await {
            Ok(_) => Ok(()),
            Err(StoreError::Database(sqlx::Error::Database(d))) if d.is_foreign_key_violation() => {
                Err(StoreError::NotFound(id))
            }
            Err(e) => Err(e),
        }
    }

    /// Forgets the message of `kind` (e.g. the offer message once the offer is closed).
    pub async fn clear_published(&self, id: GameId, kind: MessageKind) -> Result<(), StoreError> {
        let q = sqlx::query("DELETE FROM messages WHERE game_id = $1 AND kind = $2")
            .bind(id)
            .bind(kind.as_str());
        self.write_one(Scope::Game(id), q).await?;
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
            "INSERT INTO pointers (game_id, channel_id, message_id) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, \
             message_id = excluded.message_id",
        )
        .bind(id)
        .bind(id_in(channel))
        .bind(id_in(message_id));
        self.write_one(Scope::Game(id), q).await?;
        Ok(())
    }

    /// (channel, message) of the message that points to the thread of `id`, if one is kept.
    pub async fn pointer(&self, id: GameId) -> Result<Option<(u64, u64)>, StoreError> {
        let row: Option<(i64, i64)> =
            sqlx::query_as("SELECT channel_id, message_id FROM pointers WHERE game_id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(c, m)| (id_out(c), id_out(m))))
    }

    /// Forgets the pointer of `id` (once it says how the table ended).
    pub async fn clear_pointer(&self, id: GameId) -> Result<(), StoreError> {
        let q = sqlx::query("DELETE FROM pointers WHERE game_id = $1").bind(id);
        self.write_one(Scope::Game(id), q).await?;
        Ok(())
    }
}
