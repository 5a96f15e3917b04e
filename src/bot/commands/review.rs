//! **My review** (the game-over message's button, and each game of `/catan history`): the
//! clicker's three costliest moves of a finished game, each with the move the win-chance
//! model rated best in their place and the chance each left them, in a private answer. The
//! reviews are made in the background when the game ends and kept with it
//! (`publish::game_over`); a game that ended without one (its process stopped first, or
//! before reviews existed) has its review made on the click and kept.

use crate::ai::review::Costly;
use crate::bot::context::{Bot, Error};
use crate::bot::flow::Ask;
use crate::bot::messages::escaped_names;
use crate::bot::publish::reviews_json;
use crate::engine::{Record, Seat};
use crate::i18n::{self, Arg, Sep, Words};
use crate::store::{GameId, GameStatus, StoreError};

/// Answers a click on `review:{game}`.
pub(super) async fn show(bot: &Bot, ask: &Ask<'_>, game: GameId) -> Result<(), Error> {
    let http = &bot.http;
    // An answer of its own, privately: a page it was clicked on (the history) stays.
    ask.think_apart(http).await?;
    let lang = ask.src.lang();
    let says = |id: &str| i18n::words(lang, id, &[("game", Arg::Str(&game.to_string()))]);
    let row = match bot.store.game_row(game).await {
        Ok(r) => r,
        Err(StoreError::NotFound(_)) => return ask.say(http, says("recap-gone")).await,
        Err(e) => return Err(e.into()),
    };
    if row.guild_id != ask.src.guild_id().map(|g| g.get()) {
        return ask.say(http, says("recap-elsewhere")).await;
    }
    match row.status {
        GameStatus::Finished => {}
        GameStatus::Abandoned => return ask.say(http, says("review-abandoned")).await,
        _ => return ask.say(http, says("review-not-over")).await,
    }
    let me = ask.src.user().id.get();
    let Some(seat) = row
        .seats
        .iter()
        .position(|s| s.ai.is_none() && s.user_id == me)
    else {
        return ask.say(http, says("review-not-seated")).await;
    };
    let record = match bot.store.record(game).await {
        Ok(r) => r,
        Err(StoreError::NotStarted(_)) => return ask.say(http, says("recap-not-started")).await,
        Err(e) => return Err(e.into()),
    };
    let stored = bot.store.review(game).await?;
    let json = match stored {
        Some(json) => json,
        None => {
            // Made once, on the first click, when the game ended without one.
            let copy = record.clone();
            match bot.heavy.recap(move || reviews_json(&copy)).await? {
                Ok(json) => {
                    if let Err(e) = bot.store.save_review(game, &json).await {
                        tracing::warn!(game, error = %e, "the review could not be stored");
                    }
                    json
                }
                Err(e) => {
                    tracing::warn!(game, error = %e, "no review: the record does not replay");
                    return ask.say(http, says("review-unavailable")).await;
                }
            }
        }
    };
    let seats: Vec<Vec<Costly>> = match serde_json::from_str(&json) {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(game, error = %e, "the stored review does not parse");
            return ask.say(http, says("review-unavailable")).await;
        }
    };
    let mine = seats.get(seat).cloned().unwrap_or_default();
    ask.say(
        http,
        review_words(lang, game, &record, Seat(seat as u8), &mine),
    )
    .await
}

/// The answer: a head line, then one line per costly move ("1. Turn 14: you played Build a
/// road toward 23 (24%); the AI would have played Build a city at 19 (31%)."), or, when
/// no move of theirs had a better alternative, one line that says so.
fn review_words(
    lang: i18n::Lang,
    game: GameId,
    record: &Record,
    seat: Seat,
    costly: &[Costly],
) -> Words {
    let number = game.to_string();
    if costly.is_empty() {
        return i18n::words(lang, "review-clean", &[("game", Arg::Str(&number))]);
    }
    let Ok(end) = record.final_state() else {
        return i18n::words(lang, "review-unavailable", &[("game", Arg::Str(&number))]);
    };
    let names = escaped_names(end.names());
    let public = end.player_view(seat).public;
    let pct = |x: f32| Arg::Int((100.0 * x).round() as i64);
    let mut lines = vec![i18n::words(
        lang,
        "review-head",
        &[("game", Arg::Str(&number))],
    )];
    for (i, c) in costly.iter().enumerate() {
        let played = crate::narrate::imperative(lang, &c.played, &public, &names[..], None);
        let best = crate::narrate::imperative(lang, &c.best, &public, &names[..], None);
        let id = if c.turn == 0 {
            "review-move-setup"
        } else {
            "review-move"
        };
        lines.push(i18n::words(
            lang,
            id,
            &[
                ("n", Arg::Int(i as i64 + 1)),
                ("turn", Arg::Int(c.turn.into())),
                ("played", Arg::Str(&played)),
                ("chance", pct(c.played_chance)),
                ("best", Arg::Str(&best)),
                ("best_chance", pct(c.best_chance)),
            ],
        ));
    }
    Words::join(lines, Sep::Line)
}
