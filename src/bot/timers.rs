//! Turn timers (`/catan new turn_timer`). When a human must act, their deadline is stored in
//! the games table; a ticker reads the deadlines from the database, reminds the players at
//! half time and, when time is up, tells the table and lets an AI stand in for them (their
//! turn, or their owed discard). Because deadlines live in the database, a restarted bot
//! picks them up where they stood; a deadline that passed while it was down fires at once.
//! The same ticker ends the wait of an AI's trade offer for human answers.

use super::autoplay;
use super::clock::{now_unix, turn_secs};
use super::context::{Bot, Error};
use super::publish;
use crate::engine::{Game, Phase};
use crate::i18n::{self, Arg};
use crate::store::{GameRow, GameStatus, LoadedGame, StoreError, TurnDeadline};
use crate::table::who::{self, StandIn};
use std::time::Duration;

/// What the ticker should do about one deadline at `now`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Due {
    Nothing,
    /// The reminder once half the turn has passed.
    HalfTime,
    /// A long clock's last call, an hour (or a tenth of the clock) before its end.
    LastCall,
    TimeOut,
}

/// Time is up at the deadline; the reminder goes out once half the turn has passed, and on
/// a clock of an hour or more a last call before the end (see `table::clock::last_call_secs`).
pub(super) fn due(d: &TurnDeadline, turn_secs: i64, now: i64) -> Due {
    let last_call = crate::table::clock::last_call_secs(turn_secs, d.minutes);
    if now >= d.deadline {
        Due::TimeOut
    } else if d.reminded < 2 && last_call.is_some_and(|before| now >= d.deadline - before) {
        Due::LastCall
    } else if d.reminded < 1 && now >= d.deadline - turn_secs / 2 {
        Due::HalfTime
    } else {
        Due::Nothing
    }
}

/// Checks the deadlines every second (or faster when test "minutes" are short).
pub(super) fn spawn(bot: Bot) {
    follow_ended_games(bot.clone());
    let every = (bot.config.minute / 8).clamp(Duration::from_millis(100), Duration::from_secs(1));
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        let watch_every = bot.config.watchdog;
        let mut last_watch = tokio::time::Instant::now();
        loop {
            ticks.tick().await;
            if let Err(e) = tick(&bot).await {
                tracing::warn!(error = %e, "turn timers could not be checked");
            }
            if last_watch.elapsed() >= watch_every {
                last_watch = tokio::time::Instant::now();
                if let Err(e) = watchdog(&bot).await {
                    tracing::warn!(error = %e, "the watchdog could not look at the tables");
                }
            }
        }
    });
}

/// What follows a game's end goes on as soon as one ends: a tournament scores its table
/// and, with its round over, seats the next. (The watchdog does the same for ends that no
/// process saw, a stop in between.)
fn follow_ended_games(bot: Bot) {
    tokio::spawn(async move {
        loop {
            bot.games_ended.notified().await;
            if let Err(e) = super::commands::tournaments_catch_up(&bot).await {
                tracing::warn!(error = %e, "the tournaments did not go on yet");
            }
        }
    });
}

/// Restarts what stalled: a table whose last publish failed (Discord was down, a permission
/// was missing) is published again, so is the table of a game that ended without showing
/// it (the bot stopped in between), and a game whose automatic move is due with no driver
/// running (a driver stopped on an error) is kicked.
async fn watchdog(bot: &Bot) -> Result<(), Error> {
    for game in publish::pending(bot) {
        publish::request(bot, game);
    }
    publish::ended(bot).await;
    // Tournaments whose tables ended while no process took them on.
    super::commands::tournaments_catch_up(bot).await?;
    for (game, _) in bot.store.active_games().await? {
        if !bot.drivers.running(game) && autoplay::due(bot, game).await? {
            tracing::info!(game, "the watchdog restarts a stalled AI driver");
            autoplay::kick(bot, game);
        }
    }
    Ok(())
}

async fn tick(bot: &Bot) -> Result<(), Error> {
    let now = now_unix();
    // Seasons whose time ran out: their final standings, posted once.
    super::commands::post_due_seasons(bot).await?;
    // An AI's offer stops waiting for human answers: the AI decides with what it has.
    for game in bot.store.due_offer_deadlines(now).await? {
        bot.store.set_offer_deadline(game, None).await?;
        autoplay::kick(bot, game);
    }
    for d in bot.store.turn_deadlines().await? {
        let what = due(&d, turn_secs(bot, d.minutes), now);
        tracing::debug!(
            game = d.game,
            now,
            deadline = d.deadline,
            reminded = d.reminded,
            ?what,
            "turn timer"
        );
        match what {
            Due::Nothing => {}
            Due::HalfTime => remind(bot, &d, 1).await?,
            Due::LastCall => remind(bot, &d, 2).await?,
            Due::TimeOut => time_out(bot, &d).await?,
        }
    }
    Ok(())
}

/// Who the timer is for, or None (and the deadline cleared) when nobody human must act.
async fn late_humans(bot: &Bot, d: &TurnDeadline) -> Result<Option<(GameRow, Game)>, Error> {
    let (row, game) = match bot.store.load(d.game).await {
        Ok(LoadedGame { row, game, .. }) if row.status == GameStatus::Active => (row, game),
        Ok(_) | Err(StoreError::NotFound(_)) | Err(StoreError::NotStarted(_)) => {
            bot.store.set_deadline(d.game, None, false).await.ok();
            return Ok(None);
        }
        Err(e) => return Err(e.into()),
    };
    if who::humans_to_act(&row, &game).is_empty() {
        bot.store.set_deadline(d.game, None, false).await?;
        return Ok(None);
    }
    Ok(Some((row, game)))
}

fn pings(row: &GameRow, game: &Game) -> (String, Vec<u64>) {
    let users: Vec<u64> = who::humans_to_act(row, game)
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    let text = users
        .iter()
        .map(|u| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(" ");
    (text, users)
}

async fn remind(bot: &Bot, d: &TurnDeadline, stage: u8) -> Result<(), Error> {
    bot.store.set_reminded(d.game, d.deadline, stage).await?;
    let Some((row, game)) = late_humans(bot, d).await? else {
        return Ok(());
    };
    let (who, users) = pings(&row, &game);
    // In the table's language, like every public message of the table.
    let id = match (game.phase(), stage) {
        (Phase::SpecialBuild, 1) => "timer-half-special-build",
        (_, 1) => "timer-half",
        (Phase::SpecialBuild, _) => "timer-last-special-build",
        _ => "timer-last",
    };
    let when = format!("<t:{}:R>", d.deadline);
    let label = super::messages::game_label(row.id, row.channel_id, row.language);
    let text = i18n::text(
        row.language,
        id,
        &[
            ("who", Arg::Str(&who)),
            ("when", Arg::Str(&when)),
            ("game", Arg::Str(&label)),
        ],
    );
    publish::notice(bot, &row, text, users).await?;
    Ok(())
}

async fn time_out(bot: &Bot, d: &TurnDeadline) -> Result<(), Error> {
    // Cleared first, so the next tick cannot time the same turn out twice.
    bot.store.set_deadline(d.game, None, false).await?;
    let Some((row, game)) = late_humans(bot, d).await? else {
        return Ok(());
    };
    let late = who::humans_to_act(&row, &game);
    let names: Vec<String> = late
        .iter()
        .map(|s| super::messages::escape(game.name(*s)))
        .collect();
    let names = i18n::and_list(row.language, &names);
    let id = match game.phase() {
        Phase::Discard => "timer-up-discards",
        // Building is the builder's own choice: the stand-in only passes.
        Phase::SpecialBuild => "timer-up-special-build",
        _ => "timer-up",
    };
    let text = i18n::text(row.language, id, &[("names", Arg::Str(&names))]);
    if let Err(e) = publish::notice(bot, &row, text, vec![]).await {
        // The stand-in plays all the same; the table shows its moves when Discord is back.
        tracing::warn!(game = row.id, error = %e, "could not announce a time-out");
    }
    autoplay::kick_with(
        bot,
        row.id,
        StandIn {
            seats: late,
            stamp: who::stamp(&game),
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminder_at_half_time_then_time_out() {
        let d = TurnDeadline {
            game: 1,
            deadline: 1_000,
            reminded: 0,
            minutes: 2,
        };
        assert_eq!(due(&d, 120, 800), Due::Nothing);
        assert_eq!(due(&d, 120, 940), Due::HalfTime);
        // A short clock has no last call.
        assert_eq!(due(&d, 120, 999), Due::HalfTime);
        assert_eq!(due(&d, 120, 1_000), Due::TimeOut);
        let reminded = TurnDeadline { reminded: 1, ..d };
        assert_eq!(due(&reminded, 120, 999), Due::Nothing);
        assert_eq!(due(&reminded, 120, 5_000), Due::TimeOut);
    }

    #[test]
    fn a_two_day_clock_reminds_at_half_time_and_an_hour_before_the_end() {
        let day = 86_400;
        let d = TurnDeadline {
            game: 1,
            deadline: 2 * day,
            reminded: 0,
            minutes: 2880,
        };
        let turn = 2 * day;
        assert_eq!(due(&d, turn, day - 1), Due::Nothing);
        assert_eq!(due(&d, turn, day), Due::HalfTime);
        let half = TurnDeadline { reminded: 1, ..d };
        assert_eq!(due(&half, turn, 2 * day - 3601), Due::Nothing);
        assert_eq!(due(&half, turn, 2 * day - 3600), Due::LastCall);
        let both = TurnDeadline { reminded: 2, ..d };
        assert_eq!(due(&both, turn, 2 * day - 1), Due::Nothing);
        assert_eq!(due(&both, turn, 2 * day), Due::TimeOut);
        // Down past both moments: the last call alone.
        assert_eq!(due(&d, turn, 2 * day - 60), Due::LastCall);
    }
}
