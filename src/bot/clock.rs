//! Turn clocks in the store: after every commit the deadline of the humans who must act is
//! set, kept or cleared. Shared by the interaction path, the AI driver and the timers.

use super::context::Bot;
use super::who;
use crate::engine::{Game, Phase};
pub use crate::store::now_unix;
use crate::store::{ClockChange, CommitAlso, GameRow, StoreError};

/// The length of a game's turn in seconds (a "minute" is shorter under the test hooks).
pub fn turn_secs(bot: &Bot, minutes: u32) -> i64 {
    minutes as i64 * bot.config.minute.as_secs().max(1) as i64
}

/// Until when the humans who must act in `game` have (unix seconds, a whole turn from now),
/// or None when no human must act or the game has no timer.
fn whole_turn(bot: &Bot, row: &GameRow, game: &Game) -> Option<i64> {
    match row.turn_timer_minutes {
        Some(m) if !who::humans_to_act(row, game).is_empty() => {
            Some(now_unix() + turn_secs(bot, m))
        }
        _ => None,
    }
}

/// Starts (or clears, when no human must act or the game has no timer) the clock of the
/// humans who must act now.
pub async fn arm(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), StoreError> {
    bot.store
        .set_deadline(row.id, whole_turn(bot, row, game), false)
        .await
}

/// What a commit from `before` to `after` does to the timers, written in its transaction:
/// the turn clock restarts when the turn (or Special Build Phase) or the humans it waits
/// for changed, and after automatic moves one that a time-out stopped starts again (the
/// store stops it at the game's end); an offer that is gone closes its window. Worked out
/// before the commit, so the table shows the new deadline.
pub fn after_commit(
    bot: &Bot,
    row: &GameRow,
    before: &Game,
    after: &Game,
    after_auto_moves: bool,
) -> CommitAlso {
    let waiting_for = |g: &Game| who::humans_to_act(row, g);
    let moved_on = who::stamp(before) != who::stamp(after);
    let clock = if moved_on || waiting_for(before) != waiting_for(after) {
        ClockChange::Set(whole_turn(bot, row, after))
    } else {
        match whole_turn(bot, row, after) {
            Some(until) if after_auto_moves => ClockChange::StartIfStopped(until),
            _ => ClockChange::Keep,
        }
    };
    CommitAlso {
        clock,
        close_offer: before.offer().is_some() && after.offer().is_none(),
        settles: None,
    }
}

/// On taking up a table (start-up, or a shard taken over): humans who must act but whose
/// clock is not running get a whole turn's clock. The stand-in of a timed-out player lives
/// in memory and stopped with the process that ran it; and a game started, or a database
/// written, by an older release may have left a turn without its clock. A running
/// clock keeps its time (a deadline that passed meanwhile times out at once).
pub async fn resume(bot: &Bot, id: crate::store::GameId) -> Result<(), StoreError> {
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
pub async fn restart_on_ping(
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
