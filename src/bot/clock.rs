//! Turn clocks in the store: after every commit the deadline of the humans who must act is
//! set, kept or cleared. Shared by the interaction path, the AI driver and the timers.

use super::context::Bot;
use super::who;
use crate::engine::{Game, Phase};
pub(super) use crate::store::now_unix;
use crate::store::{ClockChange, CommitAlso, GameRow, StoreError};

/// The length of a game's turn in seconds (a "minute" is shorter under the test hooks).
pub(super) fn turn_secs(bot: &Bot, minutes: u32) -> i64 {
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
pub(super) async fn arm(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), StoreError> {
    bot.store
        .set_deadline(row.id, whole_turn(bot, row, game), false)
        .await
}

/// What a commit from `before` to `after` does to the timers, written in its transaction:
/// the turn clock restarts when the turn (or Special Build Phase) or the humans it waits
/// for changed, and after automatic moves one that a time-out stopped starts again (the
/// store stops it at the game's end); an offer that is gone closes its window. Worked out
/// before the commit, so the table shows the new deadline.
pub(super) fn after_commit(
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

/// The longest turn clock: a week.
pub(super) const MAX_TIMER_MINUTES: u32 = 7 * 24 * 60;

/// A turn clock as a member types it for `/catan new turn_timer:`: minutes (`90`), or a
/// number with its unit, `m`, `h` or `d` (`90m`, `12h`, `2d`), from a minute to a week; the
/// minutes it stands for, or None when it is not one.
pub(super) fn parse_turn_timer(typed: &str) -> Option<u32> {
    let t = typed.trim().to_lowercase();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let n: u32 = number.parse().ok()?;
    let per = match unit.trim() {
        "" | "m" | "min" | "mins" | "minute" | "minutes" => 1,
        "h" | "hr" | "hrs" | "hour" | "hours" => 60,
        "d" | "day" | "days" => 24 * 60,
        _ => return None,
    };
    let minutes = n.checked_mul(per)?;
    (1..=MAX_TIMER_MINUTES)
        .contains(&minutes)
        .then_some(minutes)
}

/// A turn clock in the largest whole unit it is made of: (count, "days" | "hours" |
/// "minutes"), as the lobby names it.
pub(super) fn timer_unit(minutes: u32) -> (u32, &'static str) {
    match minutes {
        m if m % (24 * 60) == 0 => (m / (24 * 60), "days"),
        m if m % 60 == 0 => (m / 60, "hours"),
        m => (m, "minutes"),
    }
}

/// How long before a turn clock runs out its last reminder goes: an hour, or a tenth of
/// the clock when that is shorter. Only clocks of an hour or more have one (a short clock's
/// half-time reminder is enough); None for the others.
pub(super) fn last_call_secs(turn_secs: i64, minutes: u32) -> Option<i64> {
    (minutes >= 60).then(|| (turn_secs / 10).min(turn_secs * 60 / i64::from(minutes)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_clocks_are_typed_in_minutes_hours_or_days() {
        for (typed, minutes) in [
            ("15", 15),
            ("90m", 90),
            (" 90 min ", 90),
            ("12h", 720),
            ("12H", 720),
            ("2d", 2880),
            ("7 days", MAX_TIMER_MINUTES),
            ("1m", 1),
        ] {
            assert_eq!(parse_turn_timer(typed), Some(minutes), "{typed}");
        }
        for typed in [
            "",
            "0",
            "8d",
            "h",
            "2x",
            "-5",
            "1.5h",
            "99999999999d",
            "2d3h",
        ] {
            assert_eq!(parse_turn_timer(typed), None, "{typed}");
        }
        assert_eq!(timer_unit(2880), (2, "days"));
        assert_eq!(timer_unit(720), (12, "hours"));
        assert_eq!(timer_unit(90), (90, "minutes"));
        assert_eq!(timer_unit(60), (1, "hours"));
    }

    #[test]
    fn the_last_call_is_an_hour_or_a_tenth_before_the_end() {
        // (minutes of the clock, seconds in its "minute") → seconds before the end.
        assert_eq!(last_call_secs(2 * 86_400, 2880), Some(3600));
        assert_eq!(last_call_secs(5 * 3600, 300), Some(1800));
        assert_eq!(last_call_secs(3600, 60), Some(360));
        // A test "minute" of 4 s: a 2-day clock lasts 11,520 s, its last call an "hour"
        // (240 s) before the end.
        assert_eq!(last_call_secs(2880 * 4, 2880), Some(240));
        assert_eq!(last_call_secs(120, 2), None);
    }
}
