//! Turn clocks, decided without Discord or the store: how long a turn lasts, what a commit
//! does to the clock of the humans who must act, and how a member types a clock. The bot
//! writes what is decided here (`bot::clock`) and words it.

use super::who;
use crate::engine::Game;
use crate::store::{ClockChange, CommitAlso, GameRow};

/// Who made a committed move: the clock treats automatic moves apart (a time-out that
/// stopped it starts again once the automatic moves are done).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    Player,
    Auto,
}

/// The moment a clock is decided at (unix seconds) and how long a "minute" of a turn
/// clock lasts there (shorter under the test hooks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Now {
    pub unix: i64,
    pub minute_secs: i64,
}

impl Now {
    /// The length in seconds of a turn of `minutes` minutes.
    pub fn turn_secs(self, minutes: u32) -> i64 {
        i64::from(minutes) * self.minute_secs.max(1)
    }

    /// Until when the humans who must act in `game` have (a whole turn from now), or None
    /// when no human must act or the game has no timer.
    pub fn whole_turn(self, row: &GameRow, game: &Game) -> Option<i64> {
        match row.turn_timer_minutes {
            Some(m) if !who::humans_to_act(row, game).is_empty() => {
                Some(self.unix + self.turn_secs(m))
            }
            _ => None,
        }
    }
}

/// What a commit from `before` to `after` (made `by` a player or the AI driver) does to
/// the timers, written in its transaction: the turn clock restarts when the turn (or
/// Special Build Phase) or the humans it waits for changed, and after automatic moves one
/// that a time-out stopped starts again (the store stops it at the game's end); an offer
/// that is gone closes its window. Worked out before the commit, so the table shows the
/// new deadline.
pub fn after_commit(now: Now, row: &GameRow, before: &Game, after: &Game, by: By) -> CommitAlso {
    let waiting_for = |g: &Game| who::humans_to_act(row, g);
    let moved_on = who::stamp(before) != who::stamp(after);
    let clock = if moved_on || waiting_for(before) != waiting_for(after) {
        ClockChange::Set(now.whole_turn(row, after))
    } else {
        match now.whole_turn(row, after) {
            Some(until) if by == By::Auto => ClockChange::StartIfStopped(until),
            _ => ClockChange::Keep,
        }
    };
    CommitAlso {
        clock,
        close_offer: before.offer().is_some() && after.offer().is_none(),
        settles: None,
    }
}

/// The longest turn clock: a week.
pub const MAX_TIMER_MINUTES: u32 = 7 * 24 * 60;

/// A turn clock as a member types it for `/catan new turn_timer:`: minutes (`90`), or a
/// number with its unit, `m`, `h` or `d` (`90m`, `12h`, `2d`), from a minute to a week; the
/// minutes it stands for, or None when it is not one.
pub fn parse_turn_timer(typed: &str) -> Option<u32> {
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

/// The unit a turn clock is named in: the largest whole one it is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimerUnit {
    Days,
    Hours,
    Minutes,
}

/// A turn clock in the largest whole unit it is made of, as the lobby names it.
pub fn timer_unit(minutes: u32) -> (u32, TimerUnit) {
    match minutes {
        m if m % (24 * 60) == 0 => (m / (24 * 60), TimerUnit::Days),
        m if m % 60 == 0 => (m / 60, TimerUnit::Hours),
        m => (m, TimerUnit::Minutes),
    }
}

/// How long before a turn clock runs out its last reminder goes: an hour, or a tenth of
/// the clock when that is shorter. Only clocks of an hour or more have one (a short clock's
/// half-time reminder is enough); None for the others.
pub fn last_call_secs(turn_secs: i64, minutes: u32) -> Option<i64> {
    (minutes >= 60).then(|| (turn_secs / 10).min(turn_secs * 60 / i64::from(minutes)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Action;
    use crate::table::who::tests::{row, six};

    /// A commit that moves the turn on sets a whole turn's clock; one that leaves the turn
    /// and those it waits for as they were keeps it, unless automatic moves (an AI standing
    /// in) made it, which start a clock a time-out stopped; no timer, no clock.
    #[test]
    fn a_commit_sets_keeps_or_restarts_the_turn_clock() {
        let now = Now {
            unix: 1_000,
            minute_secs: 60,
        };
        let humans = row([false; 6]);
        let before = six(3);
        let mut after = before.clone();
        let seat = after.seat_to_move();
        after.apply(seat, Action::EndTurn).unwrap();
        let set = after_commit(now, &humans, &before, &after, By::Player);
        assert_eq!(set.clock, ClockChange::Set(Some(1_060)));
        assert!(!set.close_offer);
        let same = before.clone();
        let kept = after_commit(now, &humans, &before, &same, By::Player);
        assert_eq!(kept.clock, ClockChange::Keep);
        let auto = after_commit(now, &humans, &before, &same, By::Auto);
        assert_eq!(auto.clock, ClockChange::StartIfStopped(1_060));
        let untimed = GameRow {
            turn_timer_minutes: None,
            ..humans.clone()
        };
        let none = after_commit(now, &untimed, &before, &after, By::Player);
        assert_eq!(none.clock, ClockChange::Set(None));
        assert_eq!(now.turn_secs(90), 5_400);
    }

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
        assert_eq!(timer_unit(2880), (2, TimerUnit::Days));
        assert_eq!(timer_unit(720), (12, TimerUnit::Hours));
        assert_eq!(timer_unit(90), (90, TimerUnit::Minutes));
        assert_eq!(timer_unit(60), (1, TimerUnit::Hours));
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
