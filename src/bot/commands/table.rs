//! The table: the board posted again (`/catan board`), the log, the rules, abandoning the
//! game, exporting its record, and the hint (`/catan hint`: what the strong AI would do now
//! in the caller's seat, and one line of why; private, changes nothing, and reads only the
//! caller's own `PlayerView`, names escaped for Discord, so it never tells what the player
//! cannot see; a seat with no move now is told so at once, before any search).

use super::{ask, finish, started_here, Context};
use crate::ai::{self, Hint, HintError, HintLevel, StrongConfig};
use crate::bot::autoplay;
use crate::bot::context::{no_pings, Bot, Error};
use crate::bot::flow::{self, channel_game, load_seated, Ask};
use crate::bot::messages::text_view;
use crate::bot::messages::{self, escape, Names};
use crate::bot::publish;
use crate::engine::PlayerView;
use crate::narrate::imperative;
use crate::store::{GameRow, GameStatus, Store, StoreError};
use serenity::all::{
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage,
};

/// Post the current board again.
#[poise::command(slash_command)]
pub(crate) async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some(row) = started_here(ctx, &ask).await? else {
            return Ok(());
        };
        // A fresh turn message at the bottom, with the buttons (taken off the older one),
        // for a player who lost it in the scrollback. Nobody is pinged.
        ask.ack(ctx.http()).await?;
        match publish::repost(ctx.data(), row.id).await {
            Ok(()) => {
                ask.say(ctx.http(), "The table is posted again below.")
                    .await
            }
            Err(e) => {
                let why = e.for_players(ask.src.lang()).unwrap_or_else(|| {
                    "Discord did not take the new post; I will try again shortly.".into()
                });
                tracing::warn!(game = row.id, error = %e, "could not repost the table");
                ask.say(ctx.http(), why).await
            }
        }
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The last events of this game.
#[poise::command(slash_command)]
pub(crate) async fn log(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some(row) = started_here(ctx, &ask).await? else {
            return Ok(());
        };
        // The table's sentences for the last actions: the log is replayed for its events.
        let record = ctx.data().store.record(row.id).await?;
        let steps = match record.replay() {
            Ok((_, steps)) => steps,
            Err(e) => {
                tracing::error!(game = row.id, error = %e, "the record does not replay");
                return ask
                    .say(ctx.http(), "The log of this game cannot be read, sorry.")
                    .await;
            }
        };
        let names: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
        let lang = ask.src.lang();
        let lines = messages::recent(lang, &steps, &Names(&names), 15);
        let text = if lines.is_empty() {
            crate::i18n::text(lang, "log-empty", &[])
        } else {
            let count = crate::i18n::Arg::Int(lines.len() as i64);
            let title = crate::i18n::text(lang, "log-title", &[("count", count)]);
            format!("{title}\n{}", lines.join("\n"))
        };
        ask.say(ctx.http(), text).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// A short rules reference.
#[poise::command(slash_command)]
pub(crate) async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let rules = crate::i18n::text(ask.src.lang(), "rules-brief", &[]);
    let result: Result<(), Error> = async { ask.say(ctx.http(), rules).await }.await;
    finish(ctx, &ask, result).await
}

/// End this channel's game (host, or a member with Manage Channels).
#[poise::command(slash_command)]
pub(crate) async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let src = ask.src;
        let row = match channel_game(&ctx.data().store, src.channel_id()).await {
            Ok(r) => r,
            Err(r) => return ask.say(ctx.http(), r.sentence(ask.src.lang())).await,
        };
        if src.user().id.get() != row.host_id && !src.can_manage_channels() {
            return ask
                .say(
                    ctx.http(),
                    "Only the host or a member with Manage Channels can abandon this game.",
                )
                .await;
        }
        let store = &ctx.data().store;
        match store.set_status(row.id, GameStatus::Abandoned).await {
            Ok(()) => {}
            // The game's last move came first: its result stands.
            Err(StoreError::Over(_)) => {
                return ask
                    .say(ctx.http(), "The game just ended; its result stands.")
                    .await
            }
            Err(e) => return Err(e.into()),
        }
        store.set_deadline(row.id, None, false).await?;
        // Nothing to click any more: publishing takes the buttons off every message.
        publish::request(ctx.data(), row.id);
        ask.respond(
            ctx.http(),
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(abandoned_text(&src.display_name(), &row))
                    .allowed_mentions(no_pings()),
            ),
        )
        .await?;
        Ok(())
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The public answer to `/catan abandon`: who ended the game, and its seed if it had
/// started with fair dice (an abandoned game is checkable too).
fn abandoned_text(by: &str, row: &GameRow) -> String {
    let by = escape(by);
    let lang = row.language;
    let mut text = crate::i18n::text(lang, "abandoned", &[("name", crate::i18n::Arg::Str(&by))]);
    if let Some(line) = messages::fair_seed_line(row.fair.as_ref(), lang) {
        text.push('\n');
        text.push_str(&line);
    }
    text
}

/// What the fair dice prove, and this channel's game's fingerprint (or seed, once over).
#[poise::command(slash_command)]
pub(crate) async fn fair(
    ctx: Context<'_>,
    #[description = "The game number (default: this channel's open game)"] game: Option<i64>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let store = &ctx.data().store;
        let channel = ask.src.channel_id();
        let row = match game {
            Some(id) => match numbered_game(store, channel, id).await {
                Some(r) => Some(r),
                None => return ask.say(ctx.http(), no_game(id)).await,
            },
            None => channel_game(store, channel).await.ok(),
        };
        ask.say(ctx.http(), fair_text(row.as_ref())).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// `/catan fair`'s answer: the explanation, then what there is to check of `row`'s game.
fn fair_text(row: Option<&GameRow>) -> String {
    let mut text = messages::FAIR_EXPLAINED.to_string();
    let Some(row) = row else {
        return text;
    };
    text.push_str("\n\n");
    let Some(f) = &row.fair else {
        text.push_str(&format!(
            "Game {} began before fair dice: its draws cannot be checked this way.",
            row.id
        ));
        return text;
    };
    let over = matches!(row.status, GameStatus::Finished | GameStatus::Abandoned);
    text.push_str(&format!(
        "Game {}: the fingerprint is `{}`.",
        row.id,
        f.commitment()
    ));
    match (&f.entropy, over) {
        (Some(entropy), _) => {
            text.push_str(&format!(" Mixed in at the start: `{entropy}`."));
        }
        (None, false) => text.push_str(" The start will mix in its entropy."),
        (None, true) => {}
    }
    if over && f.entropy.is_some() {
        text.push_str(&format!(
            " The seed, revealed: `{}`.",
            crate::engine::fair::to_hex(&f.seed)
        ));
    } else if !over {
        text.push_str(" The seed is revealed when the game ends.");
    }
    if row.options.balanced_dice {
        text.push_str(&format!(" Balanced dice: the rolls are dealt from shuffled decks of the 36 outcomes of two dice, {} of each deck.", crate::engine::fair::BALANCED_DEAL));
    }
    text
}

/// Game `id`, if it was played in `channel` (the `game:` option of `/catan export` and
/// `/catan fair`; a game elsewhere is not this channel's to show).
async fn numbered_game(
    store: &Store,
    channel: serenity::all::ChannelId,
    id: i64,
) -> Option<GameRow> {
    store
        .game_row(id)
        .await
        .ok()
        .filter(|r| r.channel_id == channel.get())
}

fn no_game(id: i64) -> String {
    format!("There is no game {id} in this channel.")
}

/// The game record as a file (once the game is over, or for Manage Channels).
#[poise::command(slash_command)]
pub(crate) async fn export(
    ctx: Context<'_>,
    #[description = "The game number (default: this channel's open game)"] game: Option<i64>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let src = ask.src;
        let store = &ctx.data().store;
        let row = match game {
            Some(id) => match numbered_game(store, src.channel_id(), id).await {
                Some(r) => r,
                None => return ask.say(ctx.http(), no_game(id)).await,
            },
            None => match channel_game(store, src.channel_id()).await {
                Ok(r) => r,
                Err(r) => return ask.say(ctx.http(), r.sentence(ask.src.lang())).await,
            },
        };
        let over = matches!(row.status, GameStatus::Finished | GameStatus::Abandoned);
        if !over && !src.can_manage_channels() {
            return ask.say(ctx.http(),
                "The record is available once the game is over (or to members with Manage Channels).",
            )
            .await;
        }
        if row.status == GameStatus::Lobby {
            return ask.say(ctx.http(), flow::Refusal::NotStarted.sentence(ask.src.lang())).await;
        }
        let record = store.record(row.id).await?;
        let json = serde_json::to_vec_pretty(&record)?;
        ask.respond(
            ctx.http(),
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(format!("The record of game {}.", row.id))
                    .allowed_mentions(no_pings())
                    .add_file(CreateAttachment::bytes(
                        json,
                        format!("catan-game-{}.json", row.id),
                    ))
                    .ephemeral(!over),
            ),
        )
        .await?;
        Ok(())
    }
    .await;
    finish(ctx, &ask, result).await
}

/// What the strong AI would do now in your place, and why (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = answer(ctx.data(), &ask).await;
    finish(ctx, &ask, result).await
}

/// Answers `/catan hint` for the caller in this channel's game.
pub(super) async fn answer(bot: &Bot, ask: &Ask<'_>) -> Result<(), Error> {
    let http = &bot.http;
    let row = match channel_game(&bot.store, ask.src.channel_id()).await {
        Ok(r) => r,
        Err(r) => return ask.say(http, r.sentence(ask.src.lang())).await,
    };
    let (loaded, seat) = match load_seated(&bot.store, row.id, ask.src.user().id.get()).await {
        Ok(x) => x,
        Err(r) => return ask.say(http, r.sentence(ask.src.lang())).await,
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
    use crate::store::FairSeed;

    fn row(status: GameStatus, fair: Option<FairSeed>) -> GameRow {
        GameRow {
            id: 7,
            guild_id: None,
            channel_id: 1,
            host_id: 10,
            options: crate::engine::Options::default(),
            map: crate::engine::MapKind::Beginner,
            turn_timer_minutes: None,
            status,
            seats: vec![],
            version: 0,
            created_at: 0,
            updated_at: 0,
            fair,
            rematch: None,
            language: crate::i18n::Lang::En,
        }
    }

    fn seed(started: bool) -> FairSeed {
        FairSeed {
            seed: [0xab; 32],
            entropy: started.then(|| "game:7;start:1;seats:0,5".to_string()),
        }
    }

    /// The seed is a secret until the game is over, and is revealed then, abandoned or won.
    #[test]
    fn the_seed_is_shown_only_once_the_game_is_over() {
        let hex = crate::engine::fair::to_hex(&[0xab; 32]);
        let fingerprint = seed(true).commitment();
        for status in [GameStatus::Lobby, GameStatus::Active] {
            let text = fair_text(Some(&row(status, Some(seed(status == GameStatus::Active)))));
            assert!(text.contains(&fingerprint), "{text}");
            assert!(!text.contains(&hex), "{text}");
            assert!(text.contains("revealed when the game ends"), "{text}");
        }
        for status in [GameStatus::Finished, GameStatus::Abandoned] {
            let text = fair_text(Some(&row(status, Some(seed(true)))));
            assert!(text.contains(&fingerprint) && text.contains(&hex), "{text}");
            assert!(text.contains("game:7;start:1;seats:0,5"), "{text}");
        }
        // A lobby abandoned before its start drew nothing: there is no key to check.
        let text = fair_text(Some(&row(GameStatus::Abandoned, Some(seed(false)))));
        assert!(!text.contains(&hex), "{text}");
        let text = abandoned_text("Ada", &row(GameStatus::Abandoned, Some(seed(true))));
        assert!(
            text.starts_with("Ada abandoned the game.") && text.contains(&hex),
            "{text}"
        );
        let text = abandoned_text("Ada", &row(GameStatus::Abandoned, Some(seed(false))));
        assert!(!text.contains("seed"), "{text}");
        // Without a game, the explanation alone; a game from before the scheme says so.
        assert_eq!(fair_text(None), messages::FAIR_EXPLAINED);
        let text = fair_text(Some(&row(GameStatus::Active, None)));
        assert!(text.contains("began before fair dice"), "{text}");
        assert!(fair_text(Some(&row(GameStatus::Finished, Some(seed(true))))).len() <= 2000);
        let mut balanced = row(GameStatus::Active, Some(seed(true)));
        balanced.options.balanced_dice = true;
        assert!(fair_text(Some(&balanced)).contains("Balanced dice"));
    }

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
