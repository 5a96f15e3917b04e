//! The `/catan` slash command and every button, select and form, by command family (see
//! docs/DISCORD.md): `lobby` (new, join, leave, start, the lobby's buttons), `turn` (build, roll,
//! end, Special build), `cards` (buy, play, hand), `trade` (offers, the bank, the offer
//! message), `robber` (a 7's discards, the robber), `table` (board, log, rules, abandon,
//! export, hint) and `between` (stats, leaderboard, history, recaps). Each family holds its
//! slash commands and its components; `chooser` what their choosers are built of. `/catan`
//! holds Discord's 25 subcommands, each about this channel's table; `hub` is `/catan-hub`,
//! for what is not about one table (`games`: all of a member's tables).
//!
//! Here: the `/catan` parent and `all()`, the helpers every command uses, and the router:
//! components and forms come back by their typed custom id (see `components`), every click loads the
//! game from the store by the id in it, and goes to its family. Commands are thin: each
//! parses its options into an engine `Action` (or a lobby verb) and hands it to `flow`.
//! Choosers list every legal option for the clicking seat (several selects, and pages, when
//! there are more than one select holds), answer ephemerally, and are replaced by what was
//! done.

mod between;
mod cards;
mod chooser;
mod hub;
mod lobby;
mod notify;
mod review;
mod robber;
mod season;
mod table;
mod tournament;

pub(super) use season::post_due as post_due_seasons;
pub(super) use tournament::catch_up as tournaments_catch_up;
mod trade;
mod turn;
mod watch;

use super::components::{Cid, Form, LobbyVerb, TurnVerb};
use super::context::{Bot, Error};
use super::flow::{self, act, channel_game, load_seated, Ask, PostedFor, Source};
use super::messages::escape;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, StoreError};
use chooser::Clicked;
use serenity::all::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind, ModalInteraction, User,
};
use std::borrow::Cow;

pub(super) type Context<'a> = poise::Context<'a, Bot, Error>;

/// A resource option of a slash command (`/catan bank`, `/catan play`). Like every fixed
/// choice of `/catan` (the map, what to build, which card, the history's scope) it is a poise
/// choice enum: Discord lists the names and sends the index of the one picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ResourceChoice {
    #[name = "brick"]
    Brick,
    #[name = "lumber"]
    Lumber,
    #[name = "wool"]
    Wool,
    #[name = "grain"]
    Grain,
    #[name = "ore"]
    Ore,
}

impl From<ResourceChoice> for Resource {
    fn from(c: ResourceChoice) -> Resource {
        match c {
            ResourceChoice::Brick => Resource::Brick,
            ResourceChoice::Lumber => Resource::Lumber,
            ResourceChoice::Wool => Resource::Wool,
            ResourceChoice::Grain => Resource::Grain,
            ResourceChoice::Ore => Resource::Ore,
        }
    }
}

/// The interaction behind a slash-command context.
fn source<'a>(ctx: Context<'a>) -> Source<'a> {
    match ctx {
        poise::Context::Application(app) => Source::Command(app.interaction),
        poise::Context::Prefix(_) => unreachable!("only slash commands are registered"),
    }
}

/// The answer to a command, tracking how far it got.
fn ask(ctx: Context<'_>) -> Ask<'_> {
    Ask::new(
        source(ctx),
        ctx.data().lease.clone(),
        ctx.data().publisher.client(),
    )
}

/// Ends a command: a failure on our side becomes one private sentence (never "This
/// interaction failed", never a "thinking…" without an end); details go to the log.
async fn finish(ctx: Context<'_>, ask: &Ask<'_>, result: Result<(), Error>) -> Result<(), Error> {
    if let Err(e) = result {
        ask.apologize(&ctx.data().http, &e, false).await;
    }
    Ok(())
}

/// This channel's game and the caller's seat in it; when there is none, the caller has
/// been told why (ephemerally) and the answer is None.
async fn seated_here(ctx: Context<'_>, ask: &Ask<'_>) -> Result<Option<(LoadedGame, Seat)>, Error> {
    let src = ask.src;
    let refused = match channel_game(&ctx.data().store, src.channel_id()).await {
        Ok(row) => match load_seated(&ctx.data().store, row.id, src.user().id.get()).await {
            Ok(x) => return Ok(Some(x)),
            Err(r) => r,
        },
        Err(r) => r,
    };
    ask.say(ctx.http(), ask.refusal(&refused)).await?;
    Ok(None)
}

/// The seat of `user` at this channel's game; None after telling the caller why not.
async fn seat_here(ctx: Context<'_>, ask: &Ask<'_>, user: &User) -> Result<Option<Seat>, Error> {
    let src = ask.src;
    let why = match channel_game(&ctx.data().store, src.channel_id()).await {
        Ok(row) => match crate::table::who::seat_of(&row, user.id.get()) {
            Some(s) => return Ok(Some(s)),
            None => {
                let name = escape(&user.name);
                let args = [("name", Arg::Str(&name))];
                i18n::words(src.lang(), "refused-user-not-seated", &args)
            }
        },
        Err(r) => ask.refusal(&r),
    };
    ask.say(ctx.http(), why).await?;
    Ok(None)
}

/// This channel's game once it has started; None after telling the caller why not.
async fn started_here(ctx: Context<'_>, ask: &Ask<'_>) -> Result<Option<GameRow>, Error> {
    let src = ask.src;
    let why = match channel_game(&ctx.data().store, src.channel_id()).await {
        Ok(r) if r.status == GameStatus::Active => return Ok(Some(r)),
        Ok(_) => flow::Refusal::NotStarted.sentence(ask.src.lang()),
        Err(r) => ask.refusal(&r),
    };
    ask.say(ctx.http(), why).await?;
    Ok(None)
}

/// Applies an action for the caller in this channel's game.
async fn play_action(ctx: Context<'_>, ask: &Ask<'_>, action: Action) -> Result<(), Error> {
    match channel_game(&ctx.data().store, ask.src.channel_id()).await {
        Ok(row) => act_now(ctx, ask, row.id, action).await,
        Err(r) => ask.say(ctx.http(), ask.refusal(&r)).await,
    }
}

/// Applies `action` from a command: commands always act on the state as it is now.
async fn act_now(
    ctx: Context<'_>,
    ask: &Ask<'_>,
    game: GameId,
    action: Action,
) -> Result<(), Error> {
    act(ctx.data(), ask, game, PostedFor::Now, action).await
}

/// Play Settlers of Catan in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "lobby::new",
        "lobby::join",
        "lobby::leave",
        "lobby::start",
        "turn::build",
        "turn::roll",
        "cards::buy",
        "cards::play",
        "robber::robber",
        "robber::discard",
        "trade::trade",
        "trade::bank",
        "turn::end",
        "cards::hand",
        "table::board",
        "table::log",
        "table::rules",
        "table::abandon",
        "table::export",
        "table::fair",
        "table::hint",
        "between::stats",
        "between::leaderboard",
        "between::history",
        "notify::notify"
    ),
    subcommand_required
)]
pub(crate) async fn catan(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every command the bot registers, described in every language of the catalogues:
/// `/catan` (first) and `/catan-hub`; the test-only `dice` option is removed unless enabled.
pub(super) fn all(test_hooks: bool) -> Vec<poise::Command<Bot, Error>> {
    let mut cmd = catan();
    if !test_hooks {
        for sub in &mut cmd.subcommands {
            if sub.name == "roll" {
                sub.parameters.retain(|p| p.name != "dice");
            }
        }
    }
    localize(&mut cmd, "cmd-catan", "");
    let mut hub = hub::hub();
    localize(&mut hub, "cmd-hub", "hub-");
    vec![cmd, hub]
}

/// Describes `cmd` (the catalogues' `root`) and its subcommands, options and choices in
/// every language: a subcommand `sub`'s ids are `cmd-{prefix}{sub}`, `name-{prefix}{sub}`,
/// `opt-{prefix}{sub}-{option}` and `optname-{prefix}{sub}-{option}`.
fn localize(cmd: &mut poise::Command<Bot, Error>, root: &str, prefix: &str) {
    cmd.description = Some(i18n::text(Lang::En, root, &[]).into());
    cmd.description_localizations = localized(root);
    localize_subcommands(&mut cmd.subcommands, prefix);
}

/// `localize`'s work on each of `subs`; a group's own subcommands (`/catan-hub season
/// start`) take its name as their prefix (`cmd-hub-season-start`).
fn localize_subcommands(subs: &mut [poise::Command<Bot, Error>], prefix: &str) {
    for sub in subs {
        let name = format!("{prefix}{}", sub.name);
        let id = format!("cmd-{name}");
        sub.description = Some(i18n::text(Lang::En, &id, &[]).into());
        sub.description_localizations = localized(&id);
        // As members type it in their language ("/catan würfeln"); Discord still sends the
        // English name, so nothing else changes.
        sub.name_localizations = localized(&format!("name-{name}"));
        for p in &mut sub.parameters {
            let id = format!("opt-{name}-{}", p.name);
            if !i18n::has(Lang::En, &id) {
                // The test-only `dice` option speaks English alone.
                continue;
            }
            p.description = Some(i18n::text(Lang::En, &id, &[]).into());
            p.description_localizations = localized(&id);
            // Its name as members type it; Discord still sends the English one.
            p.name_localizations = localized(&format!("optname-{name}-{}", p.name));
            // Languages are offered by their own names, the same in every language.
            if p.name != "language" {
                for c in p.choices.to_mut() {
                    c.localizations = localized(&format!("choice-{}", c.name));
                }
            }
        }
        localize_subcommands(&mut sub.subcommands, &format!("{name}-"));
    }
}

/// The catalogues' text `id` in every language but English (the commands' default), keyed
/// by the Discord locale each member's client reports.
fn localized(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Lang::ALL
        .iter()
        .filter_map(|&lang| {
            let locale = lang.discord_locale()?;
            Some((locale.into(), i18n::text(lang, id, &[]).into()))
        })
        .collect::<Vec<_>>()
        .into()
}

/// A click on a button or a choice in a select, to its family.
pub(super) async fn handle_component(
    bot: &Bot,
    ask: &Ask<'_>,
    i: &ComponentInteraction,
) -> Result<(), Error> {
    let http = &bot.http;
    let Some(cid) = Cid::parse(&i.data.custom_id) else {
        return ask.say(http, ask.text("refused-unknown-button")).await;
    };
    let values: Vec<String> = match &i.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => vec![],
    };
    match cid {
        Cid::Lobby { game, verb } => {
            let row = match bot.store.game_row(game).await {
                Ok(r) => r,
                Err(StoreError::NotFound(_)) => {
                    return ask.say(http, ask.text("refused-lobby-gone")).await
                }
                Err(e) => return Err(e.into()),
            };
            match verb {
                LobbyVerb::Rematch => lobby::rematch(bot, ask, row).await,
                LobbyVerb::Watch | LobbyVerb::WatchPing | LobbyVerb::Unwatch => {
                    watch::click(bot, ask, row, verb).await
                }
                LobbyVerb::Set(setting) => {
                    lobby::set_setting(bot, ask, row, setting, &values).await
                }
                _ => lobby::lobby_verb(bot, ask, row, verb).await,
            }
        }
        Cid::Turn { game, turn, verb } => {
            let c = TurnClick {
                bot,
                ask,
                game_id: game,
                stamp: turn,
                values: &values,
            };
            match verb {
                TurnVerb::Turn(v) => turn::click(&c, v).await,
                TurnVerb::Cards(v) => cards::click(&c, v).await,
                TurnVerb::Trade(v) => trade::click(&c, v).await,
                TurnVerb::Robber(v) => robber::click(&c, v).await,
                TurnVerb::Chooser(v) => chooser::click(&c, v).await,
            }
        }
        Cid::Offer { game, turn, verb } => trade::offer_component(bot, ask, game, turn, verb).await,
        Cid::Form { .. } => ask.say(http, ask.text("refused-unknown-button")).await,
        Cid::Leaderboard { page, .. } => between::show_leaderboard(bot, ask, page).await,
        Cid::History { scope, page, .. } => between::show_history(bot, ask, scope, page).await,
        Cid::Recap { game } => between::recap(bot, ask, game).await,
        Cid::Review { game } => review::show(bot, ask, game).await,
        Cid::Tournament { id, verb } => tournament::click(bot, ask, id, verb).await,
    }
}

/// A click on a turn-message component on its way to the family that answers it: the game
/// and the moment stamped on the component, and a select's values.
struct TurnClick<'a, 'b> {
    bot: &'a Bot,
    ask: &'a Ask<'b>,
    game_id: i64,
    /// The moment stamped on the component.
    stamp: u32,
    values: &'a [String],
}

/// When a button that opens a chooser still works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Works {
    /// Only at the moment stamped on it.
    AtItsMoment,
    /// On a message left standing while AI seats play (`publish::ANY_MOMENT`), at whatever
    /// moment the game is at (Special build, My hand); else at its own.
    AtAnyMoment,
}

/// The game a chooser opens on, for the seat that clicked.
struct Opened {
    game: Game,
    seat: Seat,
    legal: Vec<Action>,
    guard: PostedFor,
    table: Lang,
}

impl<'a, 'b> TurnClick<'a, 'b> {
    /// Makes `action` (a button that acts), as of the moment stamped on it.
    async fn act(&self, action: Action) -> Result<(), Error> {
        let guard = PostedFor::Turn(self.stamp);
        flow::act(self.bot, self.ask, self.game_id, guard, action).await
    }

    /// Loads the game for a chooser and checks the clicker's seat and the moment; None once
    /// the clicker was told why not.
    async fn open(&self, works: Works) -> Result<Option<Opened>, Error> {
        let (bot, ask) = (self.bot, self.ask);
        let any = works == Works::AtAnyMoment && self.stamp == crate::bot::publish::ANY_MOMENT;
        let (loaded, seat) =
            match load_seated(&bot.store, self.game_id, ask.src.user().id.get()).await {
                Ok(x) => x,
                Err(r) => return ask.say(&bot.http, ask.refusal(&r)).await.map(|()| None),
            };
        let on = flow::moment_still_on(self.stamp, &loaded.game);
        if let Err(r) = on.or_else(|r| any.then_some(()).ok_or(r)) {
            return ask.say(&bot.http, ask.refusal(&r)).await.map(|()| None);
        }
        Ok(Some(Opened {
            legal: loaded.game.legal_actions(seat),
            seat,
            guard: match any {
                true => PostedFor::Now,
                false => PostedFor::Turn(self.stamp),
            },
            table: loaded.row.language,
            game: loaded.game,
        }))
    }
}

impl Opened {
    /// The chooser's view of the click.
    fn clicked<'a, 'b>(&'a self, c: &'a TurnClick<'a, 'b>) -> Clicked<'a, 'b> {
        Clicked {
            bot: c.bot,
            ask: c.ask,
            game_id: c.game_id,
            turn: c.stamp,
            guard: self.guard,
            game: &self.game,
            seat: self.seat,
            legal: &self.legal,
            table: self.table,
        }
    }
}

/// A sent form, to its family.
pub(super) async fn handle_modal(
    bot: &Bot,
    ask: &Ask<'_>,
    m: &ModalInteraction,
) -> Result<(), Error> {
    let http = &bot.http;
    let Some(Cid::Form { game, turn, form }) = Cid::parse(&m.data.custom_id) else {
        return ask.say(http, ask.text("refused-unknown-form")).await;
    };
    let field = |name: &str| -> String {
        m.data
            .components
            .iter()
            .flat_map(|row| row.components.iter())
            .find_map(|c| match c {
                ActionRowComponent::InputText(t) if t.custom_id == name => t.value.clone(),
                _ => None,
            })
            .unwrap_or_default()
    };
    match form {
        Form::Discard => robber::discard_form_sent(bot, ask, game, turn, field).await,
        Form::Offer | Form::Counter => trade::trade_form(bot, ask, game, turn, form, field).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `id` is in every catalogue, within Discord's 100 characters for a description or a
    /// choice's name.
    fn in_every_language(id: &str) {
        for lang in Lang::ALL {
            assert!(i18n::has(lang, id), "{id} is missing in {}", lang.code());
            let n = i18n::text(lang, id, &[]).chars().count();
            assert!(
                (1..=100).contains(&n),
                "{id} in {}: {n} characters",
                lang.code()
            );
        }
    }

    /// Each subcommand's name in every language is one Discord takes (lowercase letters,
    /// digits, `-` and `_`, 1 to 32 characters), English's is the code's, and within a
    /// language no two subcommands share a name, nor take another's English one.
    #[test]
    fn every_subcommand_has_a_name_in_every_language() {
        let subs: Vec<String> = catan()
            .subcommands
            .iter()
            .map(|s| s.name.to_string())
            .collect();
        for lang in Lang::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for sub in &subs {
                let id = format!("name-{sub}");
                assert!(i18n::has(lang, &id), "{id} is missing in {}", lang.code());
                let name = i18n::text(lang, &id, &[]);
                let n = name.chars().count();
                assert!(
                    (1..=32).contains(&n),
                    "{id} in {}: {n} characters",
                    lang.code()
                );
                assert!(
                    name.chars()
                        .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
                        && name.to_lowercase() == name,
                    "{id} in {}: {name:?} is not a name Discord takes",
                    lang.code()
                );
                if lang == Lang::En {
                    assert_eq!(&name, sub);
                }
                assert!(
                    &name == sub || !subs.contains(&name),
                    "{id} in {}: {name} is another subcommand's English name",
                    lang.code()
                );
                assert!(seen.insert(name.clone()), "{name} twice in {}", lang.code());
            }
        }
        // Options likewise, each distinct among its subcommand's options in each language.
        for sub in catan().subcommands {
            let params: Vec<String> = sub
                .parameters
                .iter()
                .map(|p| p.name.to_string())
                .filter(|p| p != "dice")
                .collect();
            for lang in Lang::ALL {
                let mut seen = std::collections::BTreeSet::new();
                for p in &params {
                    let id = format!("optname-{}-{p}", sub.name);
                    assert!(i18n::has(lang, &id), "{id} is missing in {}", lang.code());
                    let name = i18n::text(lang, &id, &[]);
                    let n = name.chars().count();
                    assert!(
                        (1..=32).contains(&n)
                            && name
                                .chars()
                                .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
                            && name.to_lowercase() == name,
                        "{id} in {}: {name:?} is not a name Discord takes",
                        lang.code()
                    );
                    if lang == Lang::En {
                        assert_eq!(&name, p);
                    }
                    assert!(seen.insert(name.clone()), "{name} twice in {}", lang.code());
                }
            }
        }
        let roll = all(false)[0]
            .subcommands
            .iter()
            .find(|s| s.name == "roll")
            .map(|s| s.name_localizations.to_vec())
            .unwrap();
        assert!(
            roll.iter().any(|(l, n)| l == "de" && n == "würfeln"),
            "{roll:?}"
        );
    }

    /// `/catan-hub` sits beside `/catan` under a name Discord takes, described like it: its
    /// subcommands named in every language (distinct among themselves, English's the
    /// code's), each description the code's doc comment in English and the catalogues'
    /// sentence in every language, within Discord's limits.
    #[test]
    fn the_hub_is_named_and_described_in_every_language() {
        let registered = all(true);
        let names: Vec<&str> = registered.iter().map(|c| c.name.as_ref()).collect();
        assert_eq!(names, ["catan", "catan-hub"]);
        let code = hub::hub();
        let reg = &registered[1];
        assert_eq!(code.name, "catan-hub");
        assert!(code.guild_only && code.subcommand_required);
        in_every_language("cmd-hub");
        assert_eq!(
            code.description.as_deref(),
            Some(i18n::text(Lang::En, "cmd-hub", &[]).as_str())
        );
        assert_eq!(reg.description, code.description);
        assert_eq!(reg.description_localizations.len(), Lang::ALL.len() - 1);
        let subs: Vec<String> = code
            .subcommands
            .iter()
            .map(|s| s.name.to_string())
            .collect();
        assert_eq!(subs, ["games", "season", "tournament"]);
        for lang in Lang::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for sub in &subs {
                let name = i18n::text(lang, &format!("name-hub-{sub}"), &[]);
                assert!(
                    (1..=32).contains(&name.chars().count())
                        && name
                            .chars()
                            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
                        && name.to_lowercase() == name,
                    "name-hub-{sub} in {}: {name:?} is not a name Discord takes",
                    lang.code()
                );
                if lang == Lang::En {
                    assert_eq!(&name, sub);
                }
                assert!(seen.insert(name.clone()), "{name} twice in {}", lang.code());
            }
        }
        for (from_code, r) in code.subcommands.iter().zip(&reg.subcommands) {
            let id = format!("cmd-hub-{}", from_code.name);
            in_every_language(&id);
            assert_eq!(
                from_code.description.as_deref(),
                Some(i18n::text(Lang::En, &id, &[]).as_str()),
                "{id}: the doc comment and the English catalogue differ"
            );
            assert_eq!(r.description, from_code.description);
            assert_eq!(r.description_localizations.len(), Lang::ALL.len() - 1);
            assert_eq!(r.name_localizations.len(), Lang::ALL.len() - 1);
            assert!(
                from_code.parameters.is_empty(),
                "{id}: options need their ids"
            );
            // A group's subcommands, and their options, likewise (`cmd-hub-season-start`).
            for (c, r) in from_code.subcommands.iter().zip(&r.subcommands) {
                let id = format!("cmd-hub-{}-{}", from_code.name, c.name);
                in_every_language(&id);
                assert_eq!(
                    c.description.as_deref(),
                    Some(i18n::text(Lang::En, &id, &[]).as_str()),
                    "{id}: the doc comment and the English catalogue differ"
                );
                assert_eq!(r.description_localizations.len(), Lang::ALL.len() - 1);
                assert_eq!(r.name_localizations.len(), Lang::ALL.len() - 1);
                for (p, rp) in c.parameters.iter().zip(&r.parameters) {
                    let id = format!("opt-hub-{}-{}-{}", from_code.name, c.name, p.name);
                    in_every_language(&id);
                    assert_eq!(
                        p.description.as_deref(),
                        Some(i18n::text(Lang::En, &id, &[]).as_str()),
                        "{id}: the code's description and the English catalogue differ"
                    );
                    assert_eq!(rp.name_localizations.len(), Lang::ALL.len() - 1);
                }
            }
        }
        let season = &code.subcommands[1];
        let subs: Vec<&str> = season.subcommands.iter().map(|s| s.name.as_ref()).collect();
        assert_eq!(subs, ["start", "end", "standings"]);
        let de = reg.subcommands[0]
            .name_localizations
            .iter()
            .find(|(l, _)| l == "de")
            .map(|(_, n)| n.to_string());
        assert_eq!(de.as_deref(), Some("tische"));
    }

    /// Each command as registered stays within Discord's 8,000 characters a slash command
    /// (names, descriptions and string values of the command, its options and choices, each
    /// at its longest localization), in every build.
    #[test]
    fn every_command_fits_discords_size() {
        fn size(v: &serde_json::Value) -> usize {
            let longest = |field: &str| {
                let default = v[field].as_str().map_or(0, |s| s.chars().count());
                v[format!("{field}_localizations")]
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter_map(|(_, l)| l.as_str())
                    .map(|l| l.chars().count())
                    .fold(default, usize::max)
            };
            let value = match &v["value"] {
                serde_json::Value::String(s) => s.chars().count(),
                serde_json::Value::Null => 0,
                other => other.to_string().len(),
            };
            let nested: usize = ["options", "choices"]
                .iter()
                .flat_map(|l| v[*l].as_array().into_iter().flatten())
                .map(size)
                .sum();
            longest("name") + longest("description") + value + nested
        }
        for hooks in [false, true] {
            let cmds = poise::builtins::create_application_commands(&all(hooks));
            for c in serde_json::to_value(&cmds).unwrap().as_array().unwrap() {
                let n = size(c);
                assert!(n <= 8_000, "/{}: {n} characters", c["name"]);
            }
        }
    }

    /// The catalogues describe `/catan` and each subcommand in every language, in English as
    /// the code's own doc comment does (the two must not drift apart), within Discord's 100
    /// characters; `all` registers those descriptions.
    #[test]
    fn every_command_is_described_in_every_language() {
        let code = catan();
        let registered = &all(true)[0];
        let pairs = std::iter::once((&code, registered))
            .chain(code.subcommands.iter().zip(&registered.subcommands));
        for (from_code, reg) in pairs.clone() {
            let id = match from_code.name.as_ref() {
                "catan" => "cmd-catan".to_string(),
                sub => format!("cmd-{sub}"),
            };
            in_every_language(&id);
            assert_eq!(
                from_code.description.as_deref(),
                Some(i18n::text(Lang::En, &id, &[]).as_str()),
                "{id}: the doc comment and the English catalogue differ"
            );
            assert_eq!(reg.description, from_code.description);
            assert_eq!(reg.description_localizations.len(), Lang::ALL.len() - 1);
            let de = reg
                .description_localizations
                .iter()
                .find(|(l, _)| l == "de")
                .map(|(_, d)| d.to_string());
            assert_eq!(de, Some(i18n::text(Lang::De, &id, &[])));
        }
        // Every option and choice, likewise (the test-only `dice` speaks English alone).
        for (from_code, reg) in pairs.skip(1) {
            for (p, r) in from_code.parameters.iter().zip(&reg.parameters) {
                let id = format!("opt-{}-{}", from_code.name, p.name);
                if p.name == "dice" {
                    assert!(!i18n::has(Lang::En, &id));
                    continue;
                }
                in_every_language(&id);
                assert_eq!(
                    p.description.as_deref(),
                    Some(i18n::text(Lang::En, &id, &[]).as_str()),
                    "{id}: the code's description and the English catalogue differ"
                );
                assert_eq!(r.description_localizations.len(), Lang::ALL.len() - 1);
                if p.name == "language" {
                    let autonyms: Vec<String> = Lang::ALL.iter().map(|l| l.name()).collect();
                    let names: Vec<String> = r.choices.iter().map(|c| c.name.to_string()).collect();
                    assert_eq!(names, autonyms, "each language by its own name");
                    assert!(r.choices.iter().all(|c| c.localizations.is_empty()));
                    continue;
                }
                for (c, rc) in p.choices.iter().zip(r.choices.iter()) {
                    let id = format!("choice-{}", c.name);
                    assert_eq!(i18n::text(Lang::En, &id, &[]), c.name, "{id}");
                    in_every_language(&id);
                    assert_eq!(rc.localizations.len(), Lang::ALL.len() - 1);
                }
            }
        }
    }
}
