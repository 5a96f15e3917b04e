//! Turn clocks in the store: after every commit the deadline of the humans who must act is
//! set, kept or cleared, as `table::clock` decides. Shared by the interaction path, the AI
//! driver and the timers.

use super::context::Bot;
use crate::engine::{Game, Phase};
pub(super) use crate::store::now_unix;
use crate::store::{CommitAlso, GameRow, StoreError};
use crate::table::clock::{self, By, Now};
use crate::table::who;

/// The clocks' moment: now, with this process's length of a "minute".
fn now(bot: &Bot) -> Now {
    Now {
        unix: now_unix(),
        minute_secs: bot.config.minute.as_secs().max(1) as i64,
    }
}

/// The length of a game's turn in seconds (a "minute" is shorter under the test hooks).
pub(super) fn turn_secs(bot: &Bot, minutes: u32) -> i64 {
    now(bot).turn_secs(minutes)
}

/// Starts (or clears, when no human must act or the game has no timer) the clock of the
/// humans who must act now.
pub(super) async fn arm(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), StoreError> {
    let until = now(bot).whole_turn(row, game);
    bot.store.set_deadline(row.id, until, false).await
}

/// What a commit from `before` to `after`, made `by` a player or the AI driver, does to the
/// timers (`table::clock::after_commit`), worked out now.
pub(super) fn after_commit(
    bot: &Bot,
    row: &GameRow,
    before: &Game,
    after: &Game,
    by: By,
) -> CommitAlso {
    clock::after_commit(now(bot), row, before, after, by)
}

/// On taking up a table (start-up, or a shard taken over): humans who must act but whose
/// clock is not running get a whole turn's clock. The stand-in of a timed-out player lives
/// in memory and stopped with the process that ran it; and a game started, or a database
/// written, by an older release may have left a turn without its clock. A running
/// clock keeps its time (a deadline that passed meanwhile times out at once).
pub(super) async fn resume(bot: &Bot, id: crate::store::GameId) -> Result<(), StoreError> {
    let loaded = bot.store.load(id).await?;
    let (row, game) = (&loaded.row, &loaded.game);
    let Some(minutes) = row.turn_timer_minutes else {
        return Ok(());
    };
    if row.status != crate::store::GameStatus::Active
        || game.phase() == Phase::GameOver
        || who::humans_to_act(row, game).is_empty()
    {
        return Ok(());
    }
    let deadline = now_unix() + turn_secs(bot, minutes);
    if bot.store.start_stopped_deadline(id, deadline).await? {
        tracing::info!(
            game = id,
            "a human's turn clock was not running; it starts now"
        );
    }
    Ok(())
}

/// The player has just been told (a new message pings them): the clock that runs for them
/// restarts from now, so the time it took the table to reach Discord is not theirs to lose.
/// The deadline now running, if any.
pub(super) async fn restart_on_ping(
    bot: &Bot,
    row: &GameRow,
    users: &[u64],
) -> Result<Option<i64>, StoreError> {
    let Some(minutes) = row.turn_timer_minutes else {
        return Ok(None);
    };
    // The clock stands still in the quiet hours of those it waits for (`/catan notify`).
    let prefs = bot.store.notify_prefs_of(users).await?;
    let deadline = crate::bot::quiet::deadline_for(&prefs, now_unix(), turn_secs(bot, minutes));
    Ok(bot
        .store
        .restart_deadline(row.id, deadline)
        .await?
        .then_some(deadline))
}
