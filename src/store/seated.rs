//! The open tables a member sits at, in every server (`/catan-hub games`): each with its
//! row, its state, the message that shows it now and since when it waits. One read, of
//! every server's tables alike (not only the ones this process serves): it changes nothing.

use super::rows::{StoredGame, StoredSeat};
use super::{decode_snapshot, id_in, id_out, GameId, GameRow, GameStatus, SeatInfo};
use super::{Store, StoreError};
use crate::engine::Game;
use std::collections::BTreeMap;

/// An open table (a lobby, or a game being played) with a member in one of its seats.
#[derive(Debug, Clone)]
pub struct SeatedTable {
    pub row: GameRow,
    /// The game's state; None for a lobby.
    pub game: Option<Game>,
    /// The message that shows the table now: its turn message (the lobby's message for a
    /// lobby). None while there is none (being posted, or only AI seats played since).
    pub message: Option<u64>,
    /// Since when (unix seconds) the table waits: when its turn began (at the end of the
    /// turn before, or of the set-up placement before; the game's first move before any),
    /// or when the lobby opened.
    pub since: i64,
}

/// A `games` row with what `seated_tables` reads beside it.
#[derive(sqlx::FromRow)]
struct StoredSeated {
    #[sqlx(flatten)]
    game: StoredGame,
    message_id: Option<i64>,
    state: Option<String>,
    turn_since: Option<i64>,
    first_move: Option<i64>,
}

/// A `seats` row of one of those tables.
#[derive(sqlx::FromRow)]
struct StoredSeatOf {
    game_id: GameId,
    #[sqlx(flatten)]
    seat: StoredSeat,
}

/// The open tables `user` ($1) sits at (as a member, not an AI's seat).
macro_rules! open_with_user {
    () => {
        "g.status IN ('lobby', 'active') AND EXISTS \
         (SELECT 1 FROM seats me WHERE me.game_id = g.id AND me.user_id = $1 AND me.ai IS NULL)"
    };
}

impl Store {
    /// Every open table (lobby or active game) where `user` holds a seat, in every server,
    /// by game id. A turn begins with the move that ended the one before: an **End turn**
    /// (of a turn or of a Special Build Phase) or a set-up road.
    pub async fn seated_tables(&self, user: u64) -> Result<Vec<SeatedTable>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let rows: Vec<StoredSeated> = sqlx::query_as(concat!(
            "SELECT g.id, g.guild_id, g.channel_id, g.host_id, g.options, g.map, \
             g.turn_timer_minutes, g.status, g.version, g.created_at, g.updated_at, \
             g.fair_seed, g.fair_entropy, g.rematch_of, g.rematch_waiting, g.language, \
             m.message_id, s.state, \
             (SELECT MAX(e.created_at) FROM events e WHERE e.game_id = g.id \
               AND (e.action LIKE '%\"do\":\"end_turn\"%' OR e.action LIKE '%\"do\":\"place_road\"%')) \
               AS turn_since, \
             (SELECT MIN(e.created_at) FROM events e WHERE e.game_id = g.id) AS first_move \
             FROM games g \
             LEFT JOIN messages m ON m.game_id = g.id \
               AND m.kind = CASE WHEN g.status = 'lobby' THEN 'lobby' ELSE 'turn' END \
             LEFT JOIN snapshots s ON s.game_id = g.id AND g.status = 'active' \
             WHERE ",
            open_with_user!(),
            " ORDER BY g.id"
        ))
        .bind(id_in(user))
        .fetch_all(&mut *conn)
        .await?;
        let seat_rows: Vec<StoredSeatOf> = sqlx::query_as(concat!(
            "SELECT s.game_id, s.user_id, s.name, s.ai FROM seats s \
             JOIN games g ON g.id = s.game_id WHERE ",
            open_with_user!(),
            " ORDER BY s.game_id, s.seat"
        ))
        .bind(id_in(user))
        .fetch_all(&mut *conn)
        .await?;
        let mut seats: BTreeMap<GameId, Vec<SeatInfo>> = BTreeMap::new();
        for s in seat_rows {
            let seat = s.seat.into_seat(s.game_id)?;
            seats.entry(s.game_id).or_default().push(seat);
        }
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let id = r.game.id();
            // A table that changed between the two reads (its seats gone) is left out.
            let Some(seated) = seats.remove(&id) else {
                continue;
            };
            let row = r.game.into_row(seated)?;
            if !row
                .seats
                .iter()
                .any(|s| s.user_id == user && s.ai.is_none())
            {
                continue;
            }
            let game = match (row.status, &r.state) {
                (GameStatus::Active, Some(state)) => Some(decode_snapshot(id, state)?),
                // (A game starts with its snapshot, in one transaction.)
                (GameStatus::Active, None) => continue,
                _ => None,
            };
            let since = match row.status {
                GameStatus::Lobby => row.created_at,
                _ => r.turn_since.or(r.first_move).unwrap_or(row.updated_at),
            };
            out.push(SeatedTable {
                message: r.message_id.map(id_out).filter(|&m| m != 0),
                game,
                since,
                row,
            });
        }
        Ok(out)
    }
}
