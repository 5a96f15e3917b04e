//! The table: the board posted again (`/catan board`), the log, the rules, abandoning the
//! game, exporting its record, and the hint (`/catan hint`: what the strong AI would do now
//! in the caller's seat, and one line of why; private, changes nothing, and reads only the
//! caller's own `PlayerView`, names escaped for Discord, so it never tells what the player
//! cannot see; a seat with no move now is told so at once, before any search).

use super::{ask, finish, started_here, Context};
use crate::ai::{self, Hint, HintError, HintLevel, StrongConfig};
use crate::bot::autoplay;
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{self, channel_game, load_seated, Ask};
use crate::bot::messages::text_view;
use crate::bot::messages::{self, escape, Names};
use crate::bot::publish;
use crate::engine::PlayerView;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::narrate::imperative;
use crate::store::{GameRow, GameStatus, Store, StoreError};
use serenity::all::{CreateAttachment, CreateInteractionResponse};

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
            Ok(()) => ask.say(ctx.http(), ask.text("board-reposted")).await,
            Err(e) => {
                let why = e
                    .for_players(ask.src.lang())
                    .unwrap_or_else(|| ask.text("board-repost-failed"));
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
                return ask.say(ctx.http(), ask.text("log-unreadable")).await;
            }
        };
        let names: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
        let lang = ask.src.lang();
        let lines = messages::recent(lang, &steps, &Names(&names), 15);
        let text = if lines.is_empty() {
            crate::i18n::words(lang, "log-empty", &[])
        } else {
            let count = crate::i18n::Arg::Int(lines.len() as i64);
            let title = crate::i18n::words(lang, "log-title", &[("count", count)]);
            Words::join(std::iter::once(title).chain(lines), Sep::Line)
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
    let rules = crate::i18n::words(ask.src.lang(), "rules-brief", &[]);
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
            Err(r) => return ask.say(ctx.http(), ask.refusal(&r)).await,
        };
        if src.user().id.get() != row.host_id && !src.can_manage_channels() {
            return ask.say(ctx.http(), ask.text("abandon-not-host")).await;
        }
        let store = &ctx.data().store;
        match store.set_status(row.id, GameStatus::Abandoned).await {
            Ok(()) => {}
            // The game's last move came first: its result stands.
            Err(StoreError::Over(_)) => {
                return ask.say(ctx.http(), ask.text("abandon-too-late")).await
            }
            Err(e) => return Err(e.into()),
        }
        store.set_deadline(row.id, None, false).await?;
        // Nothing to click any more: publishing takes the buttons off every message.
        publish::request(ctx.data(), row.id);
        ask.respond(
            ctx.http(),
            CreateInteractionResponse::Message(Reply::message(abandoned_text(
                &src.display_name(),
                &row,
            ))),
        )
        .await?;
        Ok(())
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The public answer to `/catan abandon`: who ended the game, and its seed if it had
/// started with fair dice (an abandoned game is checkable too).
fn abandoned_text(by: &str, row: &GameRow) -> Words {
    let by = escape(by);
    let lang = row.language;
    let game = row.id.to_string();
    let mut text = crate::i18n::words(
        lang,
        "abandoned",
        &[
            ("name", crate::i18n::Arg::Str(&by)),
            ("game", crate::i18n::Arg::Str(&game)),
        ],
    );
    if let Some(line) = messages::fair_seed_line(row.fair.as_ref(), lang) {
        text.push(Sep::Line, line);
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
                None => return ask.say(ctx.http(), no_game(ask.src.lang(), id)).await,
            },
            None => channel_game(store, channel).await.ok(),
        };
        let mut text = fair_text(ask.src.lang(), row.as_ref());
        let url = ctx.data().config.fair_howto_url.as_deref();
        text.push(Sep::Paragraph, howto_line(ask.src.lang(), url));
        ask.say(ctx.http(), text).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// `/catan fair`'s answer in `lang`: the explanation, then what there is to check of
/// `row`'s game.
/// Where a player learns to check a record: the operator's how-to (`CATAN_FAIR_HOWTO_URL`),
/// else whom to ask, so the check is never a promise with nothing to follow.
fn howto_line(lang: Lang, url: Option<&str>) -> Words {
    match url {
        Some(url) => i18n::words(lang, "fair-howto", &[("url", Arg::Str(url))]),
        None => i18n::words(lang, "fair-howto-none", &[]),
    }
}

fn fair_text(lang: Lang, row: Option<&GameRow>) -> Words {
    let mut text = i18n::words(lang, "fair-explained", &[]);
    let Some(row) = row else {
        return text;
    };
    let game = row.id.to_string();
    let Some(f) = &row.fair else {
        let before = i18n::words(lang, "fair-check-before", &[("game", Arg::Str(&game))]);
        text.push(Sep::Paragraph, before);
        return text;
    };
    let over = matches!(row.status, GameStatus::Finished | GameStatus::Abandoned);
    let fingerprint = f.commitment();
    let mut lines = vec![i18n::words(
        lang,
        "fair-check-fingerprint",
        &[
            ("game", Arg::Str(&game)),
            ("fingerprint", Arg::Str(&fingerprint)),
        ],
    )];
    match (&f.entropy, over) {
        (Some(entropy), _) => lines.push(i18n::words(
            lang,
            "fair-check-entropy",
            &[("entropy", Arg::Str(entropy))],
        )),
        (None, false) => lines.push(i18n::words(lang, "fair-check-entropy-later", &[])),
        (None, true) => {}
    }
    if over && f.entropy.is_some() {
        let seed = crate::engine::fair::to_hex(&f.seed);
        lines.push(i18n::words(
            lang,
            "fair-check-seed",
            &[("seed", Arg::Str(&seed))],
        ));
    } else if !over {
        lines.push(i18n::words(lang, "fair-check-seed-later", &[]));
    }
    if row.options.balanced_dice {
        let deal = Arg::Int(crate::engine::fair::BALANCED_DEAL as i64);
        lines.push(i18n::words(lang, "fair-check-balanced", &[("deal", deal)]));
    }
    text.push(Sep::Paragraph, Words::join(lines, Sep::Space));
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

fn no_game(lang: Lang, id: i64) -> Words {
    i18n::words(lang, "no-game-here", &[("game", Arg::Str(&id.to_string()))])
}

/// The game record as a file (once the game is over, or for Manage Channels).
#[poise::command(slash_command)]
pub(crate) async fn export(
    ctx: Context<'_>,
    #[description = "The game number (default: this channel's game, or the one that ended last)"]
    game: Option<i64>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let src = ask.src;
        let store = &ctx.data().store;
        let row = match game {
            Some(id) => match numbered_game(store, src.channel_id(), id).await {
                Some(r) => r,
                None => return ask.say(ctx.http(), no_game(ask.src.lang(), id)).await,
            },
            // The channel's open game, else the one that ended last (just abandoned, say).
            None => match channel_game(store, src.channel_id()).await {
                Ok(r) => r,
                Err(r) => match store.last_game_in_channel(src.channel_id().get()).await? {
                    Some(last) => last,
                    None => return ask.say(ctx.http(), ask.refusal(&r)).await,
                },
            },
        };
        let over = matches!(row.status, GameStatus::Finished | GameStatus::Abandoned);
        if !over && !src.can_manage_channels() {
            return ask.say(ctx.http(), ask.text("export-not-over")).await;
        }
        if row.status == GameStatus::Lobby {
            return ask
                .say(
                    ctx.http(),
                    flow::Refusal::NotStarted.sentence(ask.src.lang()),
                )
                .await;
        }
        let record = store.record(row.id).await?;
        let json = serde_json::to_vec_pretty(&record)?;
        let file = CreateAttachment::bytes(json, format!("catan-game-{}.json", row.id));
        let said = i18n::words(
            ask.src.lang(),
            "export-record",
            &[("game", Arg::Str(&row.id.to_string()))],
        );
        let r = CreateInteractionResponse::Message(Reply::message(said).ephemeral(!over));
        ask.respond_with_files(ctx.http(), r, vec![file]).await?;
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
        Err(r) => return ask.say(http, ask.refusal(&r)).await,
    };
    let (loaded, seat) = match load_seated(&bot.store, row.id, ask.src.user().id.get()).await {
        Ok(x) => x,
        Err(r) => return ask.say(http, ask.refusal(&r)).await,
    };
    let mut view = loaded.game.player_view(seat);
    view.public = text_view(&view.public);
    let lang = ask.src.lang();
    if let Some(none) = ai::no_move(&view) {
        return ask.say(http, none.sentence(lang)).await;
    }
    // A search takes up to a few hundred milliseconds, and may wait for an AI seat's.
    ask.think_privately(http).await?;
    let offered = autoplay::offered_this_turn(bot, row.id, seat).await?;
    let mut rng = bot.rng_for(loaded.row.version);
    let text = bot
        .heavy
        .think(move || {
            let cfg = StrongConfig::default();
            match ai::hint(lang, &view, HintLevel::Strong, offered, &mut rng, &cfg) {
                Ok(h) => hint_text(lang, &view, &h),
                Err(e) => {
                    if matches!(e, HintError::Unreadable(_)) {
                        tracing::error!(game = row.id, error = %e, "no hint");
                    }
                    e.sentence(lang)
                }
            }
        })
        .await?;
    ask.say(http, text).await
}

/// The hint as the player reads it: the line, with what to do in bold, and a word on
/// where it comes from.
fn hint_text(lang: Lang, view: &PlayerView, h: &Hint) -> Words {
    let names: Vec<String> = view.public.players.iter().map(|p| p.name.clone()).collect();
    let what = imperative(lang, &h.action, &view.public, &names[..], None);
    let line = bold_prefix(&h.why, &what);
    i18n::words(lang, "hint-footer", &[("line", Arg::Str(&line))])
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

    /// The explanation as it read before the catalogues, word for word.
    const FAIR_EXPLAINED: &str = "**Fair dice** — how anyone can check this table's luck.\n\
Before anyone joins, the bot fixes a secret seed and shows its fingerprint (a SHA-256 hash) in the lobby. \
At the start it mixes in what nobody knew before: the game's number, the Discord id of the **Start** click and the seated players. \
Every random thing of the game (the random map, who goes first, the development deck, each roll, each stolen card) follows from these, each kind counted in its own stream. \
When the game ends, won or abandoned, the seed is shown, and anyone can check with the record (`/catan export`) that it matches the fingerprint and that every draw came from it: the bot's replay checker does it on any computer, without the bot.\n\
**What this proves:** once the lobby was open, nobody (the bot's operator included) could choose a roll, a card or a steal for anyone, or change one afterwards, without the check naming it.\n\
**What it cannot prove:** the bot knows the seed while you play, so a dishonest server could peek at coming rolls, or throw lobbies away until one pleased it (each lobby shows its own fingerprint). The AI seats never do: they see only their own hand and the table, like you.";
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
    fn the_fair_answer_always_says_where_to_learn_the_check() {
        // Issue 43, item 15: with the operator's how-to, its link; without, whom to ask.
        let url = "https://example.org/fair";
        assert_eq!(
            howto_line(Lang::En, Some(url)),
            format!("How to check a record yourself, step by step: {url}")
        );
        let none = howto_line(Lang::En, None);
        assert!(
            none.starts_with("To check a record, ask whoever runs this bot"),
            "{none}"
        );
        assert!(!none.contains("catan-bot"), "{none}");
        assert!(howto_line(Lang::De, None).starts_with("Um eine Aufzeichnung zu prüfen"));
    }

    #[test]
    fn the_seed_is_shown_only_once_the_game_is_over() {
        let hex = crate::engine::fair::to_hex(&[0xab; 32]);
        let fingerprint = seed(true).commitment();
        for status in [GameStatus::Lobby, GameStatus::Active] {
            let text = fair_text(
                Lang::En,
                Some(&row(status, Some(seed(status == GameStatus::Active)))),
            );
            assert_eq!(text.matches(&fingerprint).count(), 1, "{text}");
            assert!(!text.contains(&hex), "{text}");
            assert!(text.contains("revealed when the game ends"), "{text}");
        }
        for status in [GameStatus::Finished, GameStatus::Abandoned] {
            let text = fair_text(Lang::En, Some(&row(status, Some(seed(true)))));
            assert!(text.contains(&fingerprint) && text.contains(&hex), "{text}");
            assert_eq!(text.matches(&fingerprint).count(), 1, "{text}");
            assert_eq!(text.matches(&hex).count(), 1, "{text}");
            assert!(text.contains("game:7;start:1;seats:0,5"), "{text}");
        }
        // A lobby abandoned before its start drew nothing: there is no key to check.
        let text = fair_text(
            Lang::En,
            Some(&row(GameStatus::Abandoned, Some(seed(false)))),
        );
        assert!(!text.contains(&hex), "{text}");
        let text = abandoned_text("Ada", &row(GameStatus::Abandoned, Some(seed(true))));
        assert!(
            text.starts_with("Ada abandoned game ") && text.contains(&hex),
            "{text}"
        );
        let text = abandoned_text("Ada", &row(GameStatus::Abandoned, Some(seed(false))));
        assert!(!text.contains("seed"), "{text}");
        // Without a game, the explanation alone; a game from before the scheme says so.
        assert_eq!(fair_text(Lang::En, None), FAIR_EXPLAINED);
        assert!(fair_text(Lang::De, None).starts_with("**Faire Würfel**"));
        let text = fair_text(Lang::En, Some(&row(GameStatus::Active, None)));
        assert!(text.contains("began before fair dice"), "{text}");
        assert!(
            fair_text(Lang::En, Some(&row(GameStatus::Finished, Some(seed(true))))).len() <= 2000
        );
        let mut balanced = row(GameStatus::Active, Some(seed(true)));
        balanced.options.balanced_dice = true;
        assert!(fair_text(Lang::En, Some(&balanced)).contains("Balanced dice"));
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
