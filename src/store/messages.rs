//! The Discord messages the bot keeps per game (which message shows what, for which moment,
//! and the publisher's note of it: `Published`, in columns), and the pointer to a game's
//! thread.

use super::{
    id_in, id_out, GameId, MessageKind, MessageState, Published, Scope, Store, StoreError,
};

impl Store {
    /// Every message the bot keeps for `id`, with what it last showed.
    pub async fn published(&self, id: GameId) -> Result<Vec<Published>, StoreError> {
        type Row = (
            String,
            Option<i64>,
            i64,
            String,
            Option<String>,
            Option<String>,
            Option<i64>,
        );
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT kind, message_id, stamp, state, content_digest, board_digest, first_page \
             FROM messages WHERE game_id = $1",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(kind, m, stamp, state, content, board, first)| {
                Some(Published {
                    kind: MessageKind::parse(&kind)?,
                    message: m.map(id_out),
                    stamp: stamp as u32,
                    state: MessageState::from_columns(
                        &state,
                        content.as_deref(),
                        board.as_deref(),
                        first,
                    )?,
                })
            })
            .collect())
    }

    /// Notes that the message of `kind` (`message`, once it has an id) is for `stamp`, as
    /// `note` says.
    pub async fn set_published(
        &self,
        id: GameId,
        kind: MessageKind,
        message: Option<u64>,
        stamp: u32,
        state: MessageState,
    ) -> Result<(), StoreError> {
        let (content, board, first_page) = state.columns();
        let q = sqlx::query(
            "INSERT INTO messages (game_id, kind, message_id, stamp, state, content_digest, \
             board_digest, first_page) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (game_id, kind) DO UPDATE SET message_id = excluded.message_id, \
             stamp = excluded.stamp, state = excluded.state, \
             content_digest = excluded.content_digest, board_digest = excluded.board_digest, \
             first_page = excluded.first_page",
        )
        .bind(id)
        .bind(kind.as_str())
        .bind(message.map(id_in))
        .bind(i64::from(stamp))
        .bind(state.column())
        .bind(content)
        .bind(board)
        .bind(first_page);
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
