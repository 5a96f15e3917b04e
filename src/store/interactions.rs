//! The interactions the bot has taken, by Discord's interaction id: each is handled once,
//! whatever a gateway RESUME or a restart delivers again. Kept for a token's 15 minutes,
//! after which Discord takes no answer to it anyway.

use super::{id_in, id_out, GameId, Scope, Store, StoreError};
use crate::engine::{Action, Seat};
use crate::i18n::Lang;
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

/// A player's move acknowledged to Discord and not yet committed (`Store::note_move`), as
/// whoever takes the table up next finds it: the move as the player asked it (its random
/// outcomes not yet drawn), and how to tell them what became of it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PendingMove {
    /// The interaction that asked for it (Discord's id).
    #[serde(skip)]
    pub interaction: u64,
    #[serde(skip)]
    pub game: GameId,
    pub seat: Seat,
    pub action: Action,
    /// The interaction's token, for the answer (valid 15 minutes).
    pub token: String,
    /// Whether the player sees a "thinking…" that the answer must replace (a command, a
    /// form); else the click was acknowledged silently, and the answer is a private
    /// follow-up.
    pub thinking: bool,
    /// Whether Discord is known to have taken the acknowledgement (`Store::move_acked`).
    /// A note without it may belong to a process killed before it acknowledged: the move is
    /// made all the same, but the player is not told through the interaction, which
    /// Discord would refuse (it showed the player the click failed).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub acked: bool,
    /// The language the player is told in (their client's, as the interaction said).
    #[serde(default)]
    pub lang: Lang,
}

impl Store {
    /// Notes `m` on its interaction before the move is acknowledged: a process killed
    /// between the acknowledgement and the commit leaves it for the next owner of the table
    /// (`pending_moves`). Fenced like a commit: a process that lost the table notes nothing.
    /// On PostgreSQL each of the write's statements gives up after `bound` (an error: the
    /// move is then known not to be noted; `write_one_within`).
    pub async fn note_move(&self, m: &PendingMove, bound: Duration) -> Result<(), StoreError> {
        let json = serde_json::to_string(m).expect("a pending move serializes");
        let q = sqlx::query(
            "INSERT INTO interactions (id, taken_at, game_id, pending) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (id) DO UPDATE SET game_id = $5, pending = $6",
        )
        .bind(id_in(m.interaction))
        .bind(super::now_unix())
        .bind(m.game)
        .bind(json.clone())
        .bind(m.game)
        .bind(json);
        self.write_one_within(Scope::Game(m.game), q, Some(bound))
            .await
            .map(|_| ())
    }

    /// Notes that Discord took the acknowledgement of the pending move `m` (if it is still
    /// pending: its commit clears it).
    pub async fn move_acked(&self, m: &PendingMove) -> Result<(), StoreError> {
        let acked = PendingMove {
            acked: true,
            ..m.clone()
        };
        let json = serde_json::to_string(&acked).expect("a pending move serializes");
        let q = sqlx::query(
            "UPDATE interactions SET pending = $1 WHERE id = $2 AND pending IS NOT NULL",
        )
        .bind(json)
        .bind(id_in(m.interaction));
        self.write_one(Scope::Game(m.game), q).await.map(|_| ())
    }

    /// Forgets the pending move of `interaction` (it was not made, and the player was told).
    pub async fn drop_move(&self, interaction: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE interactions SET game_id = NULL, pending = NULL WHERE id = $1")
            .bind(id_in(interaction))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The moves of `game` acknowledged and never committed (their process stopped
    /// between the two), oldest first; those past a token's 15 minutes are gone.
    /// The active games of the servers this store serves with moves noted and not yet
    /// committed (`pending_moves`): one query, for a recovery of every table at once.
    pub async fn games_with_pending_moves(&self) -> Result<Vec<GameId>, StoreError> {
        let rows: Vec<(GameId, Option<i64>)> = sqlx::query_as(
            "SELECT DISTINCT g.id, g.guild_id FROM interactions i JOIN games g ON g.id = i.game_id \
             WHERE i.pending IS NOT NULL AND i.taken_at >= $1 AND g.status = 'active' ORDER BY g.id",
        )
        .bind(super::now_unix() - INTERACTION_MEMORY.as_secs() as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter(|&(_, guild)| self.serves(guild))
            .map(|(id, _)| id)
            .collect())
    }

    pub async fn pending_moves(&self, game: GameId) -> Result<Vec<PendingMove>, StoreError> {
        let rows: Vec<(i64, Option<String>)> = sqlx::query_as(
            "SELECT id, pending FROM interactions WHERE game_id = $1 AND taken_at >= $2 ORDER BY id",
        )
        .bind(game)
        .bind(super::now_unix() - INTERACTION_MEMORY.as_secs() as i64)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::new();
        for (id, json) in rows {
            let Some(json) = json else { continue };
            let mut m: PendingMove =
                serde_json::from_str(&json).map_err(|e| StoreError::Corrupt {
                    game,
                    detail: format!("a pending move does not parse ({e})"),
                })?;
            m.interaction = id_out(id);
            m.game = game;
            out.push(m);
        }
        Ok(out)
    }
}
