//! `/catan hint`: what the strong AI would do now in the caller's seat, and one line of
//! why. Always: private (ephemeral), changes nothing, and reads only the caller's own
//! `PlayerView` (names escaped for Discord), so it never tells what the player cannot see;
//! a seat with no move now is told so at once, before any search.

use super::autoplay;
use super::context::{Bot, Error};
use super::flow::{channel_game, load_seated, Ask};
use super::messages::text_view;
use crate::ai::{self, Hint, HintError, HintLevel, StrongConfig};
use crate::engine::PlayerView;
use crate::narrate::imperative;

/// Answers `/catan hint` for the caller in this channel's game.
pub async fn answer(bot: &Bot, ask: &Ask<'_>) -> Result<(), Error> {
    let http = &bot.http;
    let row = match channel_game(&bot.store, ask.src.channel_id()).await {
        Ok(r) => r,
        Err(r) => return ask.say(http, r.to_string()).await,
    };
    let (loaded, seat) = match load_seated(&bot.store, row.id, ask.src.user().id.get()).await {
        Ok(x) => x,
        Err(r) => return ask.say(http, r.to_string()).await,
    };
    let mut view = loaded.game.player_view(seat);
    view.public = text_view(&view.public);
    if let Some(none) = ai::no_move(&view) {
        return ask.say(http, none.to_string()).await;
    }
    // A search takes up to a few hundred milliseconds, and may wait for an AI seat's.
    ask.think_privately(http).await?;
    let offered = autoplay::offered_this_turn(bot, row.id, seat).await?;
    let mut rng = bot.rng_for(loaded.row.version);
    let text = bot
        .heavy
        .think(move || {
            let cfg = StrongConfig::default();
            match ai::hint(&view, HintLevel::Strong, offered, &mut rng, &cfg) {
                Ok(h) => hint_text(&view, &h),
                Err(e @ HintError::Unreadable(_)) => {
                    tracing::error!(game = row.id, error = %e, "no hint");
                    "Sorry, I could not work out a hint for this position.".to_string()
                }
                Err(e) => e.to_string(),
            }
        })
        .await?;
    ask.say(http, text).await
}

/// The hint as the player reads it: the line, with what to do in bold, and a word on
/// where it comes from.
fn hint_text(view: &PlayerView, h: &Hint) -> String {
    let names: Vec<String> = view.public.players.iter().map(|p| p.name.clone()).collect();
    let what = imperative(&h.action, &view.public, &names[..]);
    format!(
        "💡 {}\n-# The strong AI's choice in your place, from what you can see; only you see this.",
        bold_prefix(&h.why, &what)
    )
}

/// `line` with its first words in bold: all of `what` when the line starts with it, else
/// the whole words they share ("Move the robber to hex N (…) and steal…" shares "Move the
/// robber to hex N").
fn bold_prefix(line: &str, what: &str) -> String {
    let shared = line
        .char_indices()
        .zip(what.chars())
        .take_while(|((_, a), b)| a == b)
        .last()
        .map_or(0, |((i, c), _)| i + c.len_utf8());
    let cut = match shared == what.len() {
        true => shared,
        false => line[..shared].rfind(' ').unwrap_or(0),
    };
    let head = line[..cut].trim_end();
    match head.is_empty() {
        true => line.to_string(),
        false => format!("**{head}**{}", &line[head.len()..]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_action_is_in_bold() {
        assert_eq!(
            bold_prefix(
                "Build a city at 19 (fields 9): then you can pay for a road.",
                "Build a city at 19"
            ),
            "**Build a city at 19** (fields 9): then you can pay for a road."
        );
        assert_eq!(
            bold_prefix(
                "Move the robber to hex N (mountains 5 · 4 pips) and steal from Cy: it blocks Bea.",
                "Move the robber to hex N and steal from Cy"
            ),
            "**Move the robber to hex N** (mountains 5 · 4 pips) and steal from Cy: it blocks Bea."
        );
        assert_eq!(bold_prefix("Roll.", "Build"), "Roll.");
        assert_eq!(
            bold_prefix("Roll the dice.", "Roll the dice"),
            "**Roll the dice**."
        );
    }
}
