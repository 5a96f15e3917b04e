//! The commit every game change goes through, and the steps that follow it: whoever moved
//! (a player's click or command, an AI seat, a stand-in), the action is written with the
//! version it was checked against, then the turn clock and the offer window follow the new
//! state and the table is asked to publish. Starting a game takes the same steps after its
//! first snapshot. Failures after a commit are logged: the commit stands, and the watchdog
//! catches the table up.

use super::clock;
use super::context::Bot;
use super::publish;
use crate::engine::{Action, Game, Seat};
use crate::store::{GameRow, StoreError};

/// Who made a committed move: the clock treats automatic moves apart (a time-out that
/// stopped it starts again once the automatic moves are done).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    Player,
    Auto,
}

/// Commits `action` by `seat`, turning `before` (read at `version`) into `after`, then
/// settles the game. `Conflict` when the game moved since `version`: nothing was written and
/// the caller looks again. Returns the new version.
#[allow(clippy::too_many_arguments)]
pub async fn commit(
    bot: &Bot,
    row: &GameRow,
    version: i64,
    seat: Seat,
    action: &Action,
    before: &Game,
    after: &Game,
    by: By,
) -> Result<i64, StoreError> {
    let version = bot
        .store
        .commit_action(row.id, version, seat, action, after)
        .await?;
    bot.publisher.moved(row.id, version);
    settle(bot, row, before, after, by).await;
    Ok(version)
}

/// The steps after any commit: the clock, the offer window, then the table.
async fn settle(bot: &Bot, row: &GameRow, before: &Game, after: &Game, by: By) {
    if let Err(e) = clock::after_commit(bot, row, before, after, by == By::Auto).await {
        tracing::error!(game = row.id, error = %e, "the turn clock could not be updated");
    }
    if before.offer().is_some() && after.offer().is_none() {
        if let Err(e) = bot.store.set_offer_deadline(row.id, None).await {
            tracing::error!(game = row.id, error = %e, "the offer window could not be cleared");
        }
    }
    publish::request(bot, row.id);
}

/// After a game started (its first snapshot is stored): the clock of whoever places first,
/// then the table.
pub async fn started(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), StoreError> {
    clock::arm(bot, row, game).await?;
    publish::request(bot, row.id);
    Ok(())
}
