//! Lobbies: opening a table with `/catan new` (here, or in a new thread named after the
//! table), taking and leaving seats (`/catan join`, `/catan leave`, the lobby's buttons and
//! its AI chooser), changing its settings (**Settings**), starting the game (`/catan start`, **Start**) and cancelling. The lobby lives in
//! the store (seats and options); the lobby message is re-rendered from it after every
//! change, so its buttons work across restarts. `open.rs` opens a table, `seats.rs` runs
//! its seats until it starts or closes, `settings.rs` its host's settings chooser; this file holds what both show and the commands.

mod open;
mod seats;
mod settings;

use super::{ask, finish, Context};
use crate::bot::components::LobbyVerb;
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{channel_game, Ask, Source};
use crate::bot::messages::escape;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::store::{GameRow, MessageKind, MessageState};
use crate::table::clock::{timer_unit, TimerUnit};
pub(in crate::bot::commands) use open::fair_seed;
use open::open;
pub(super) use seats::{lobby_verb, rematch};
use serenity::all::{CreateAllowedMentions, CreateInteractionResponse};
pub(super) use settings::set as set_setting;

/// The options of `/catan new`, before validation.
pub(super) struct NewGame {
    pub players: u8,
    pub map: MapKind,
    /// The table's rules: the defaults for its size (`Options::for_players`, the duel's for
    /// two), with what the host chose instead.
    pub options: Options,
    pub turn_timer: Option<u32>,
    /// Play in a new thread; None: wherever the bot may create threads.
    pub thread: Option<bool>,
    /// The table's language; None: the server's, when the bot speaks it, else English.
    pub language: Option<Lang>,
}

pub(super) fn lobby_text(row: &GameRow) -> Words {
    let (o, lang) = (&row.options, row.language);
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let int = |n: u32| Arg::Int(i64::from(n));
    let mut extras = Vec::new();
    if o.discard_limit != 7 {
        extras.push(t(
            "lobby-discard",
            &[("limit", int(o.discard_limit.into()))],
        ));
    }
    if o.friendly_robber {
        extras.push(t("lobby-friendly-robber", &[]));
    }
    if o.balanced_dice {
        extras.push(t("lobby-balanced-dice", &[]));
    }
    if o.balanced_sevens {
        extras.push(t("lobby-balanced-sevens", &[]));
    }
    extras.push(match o.undo_limit {
        0 => t("lobby-no-undo", &[]),
        n => t("lobby-undos", &[("count", int(n.into()))]),
    });
    if let Some(m) = row.turn_timer_minutes {
        extras.push(match timer_unit(m) {
            (d, TimerUnit::Days) => t("lobby-timer-days", &[("days", int(d))]),
            (h, TimerUnit::Hours) => t("lobby-timer-hours", &[("hours", int(h))]),
            (m, TimerUnit::Minutes) => t("lobby-timer", &[("minutes", int(m))]),
        });
    }
    let large = Island::for_players(o.players) == Island::Large;
    if large {
        extras.push(match o.build_phase {
            BuildPhase::SpecialBuild => t("lobby-special-build", &[]),
            BuildPhase::Paired => t("lobby-paired", &[]),
        });
    }
    let map = match (row.map, large) {
        (MapKind::Beginner, false) => "beginner",
        (MapKind::Random, false) => "random",
        (MapKind::Beginner, true) => "beginner-large",
        (MapKind::Random, true) => "random-large",
    };
    let extras: String = extras.iter().map(|e| format!(", {e}")).collect();
    let language = lang.name();
    let w = |id: &str, args: &[(&str, Arg<'_>)]| i18n::words(lang, id, args);
    let head = w(
        "lobby-head",
        &[
            (
                "rematch",
                Arg::Int(row.rematch.as_ref().map_or(0, |r| r.of)),
            ),
            ("players", int(o.players.into())),
            ("map", Arg::Str(map)),
            ("points", int(o.points_to_win.into())),
            ("extras", Arg::Str(&extras)),
            ("language", Arg::Str(&language)),
        ],
    );
    let seats: Vec<String> = row
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = escape(&s.name);
            let mut args = vec![("seat", Arg::Int(i as i64 + 1)), ("name", Arg::Str(&name))];
            let id = match &s.ai {
                Some(level) => {
                    args.push(("level", Arg::Str(level.name())));
                    "lobby-seat-ai"
                }
                None if s.user_id == row.host_id => "lobby-seat-host",
                None => "lobby-seat",
            };
            t(id, &args)
        })
        .collect();
    let seats = w(
        "lobby-seats",
        &[
            ("taken", Arg::Int(row.seats.len() as i64)),
            ("players", int(o.players.into())),
            ("seats", Arg::Str(&seats.join(" · "))),
        ],
    );
    let waiting = row.rematch_waiting();
    let how = match waiting.is_empty() {
        true => w("lobby-how", &[]),
        false => {
            let who: Vec<String> = waiting.iter().map(|u| format!("<@{u}>")).collect();
            w(
                "lobby-waiting",
                &[("who", Arg::Str(&i18n::and_list(lang, &who)))],
            )
        }
    };
    let fair = row.fair.as_ref().map(|f| {
        i18n::words(
            lang,
            "lobby-fair",
            &[("fingerprint", Arg::Str(&f.commitment()))],
        )
    });
    Words::join([head, seats, how].into_iter().chain(fair), Sep::Line)
}

/// Answers the command or click with the lobby message itself (which may ping `pings`),
/// and notes it as the table's lobby.
async fn answer_with_lobby(
    bot: &Bot,
    ask: &Ask<'_>,
    row: &GameRow,
    pings: CreateAllowedMentions,
) -> Result<(), Error> {
    let http = &bot.http;
    let (text, rows) = (lobby_text(row), crate::bot::components::lobby_rows_for(row));
    match matches!(ask.src, Source::Command(_)) && ask.answered() {
        // A public "thinking…" went first (`open`): the lobby replaces it.
        true => {
            let edit = Reply::edit(text).components(rows).allowed_mentions(pings);
            ask.replace(http, edit).await?
        }
        false => {
            let lobby = Reply::message(text)
                .components(rows)
                .allowed_mentions(pings);
            ask.respond(http, CreateInteractionResponse::Message(lobby))
                .await?
        }
    }
    let msg = match ask.src {
        Source::Command(i) => i.get_response(http).await?,
        Source::Component(i) => i.get_response(http).await?,
        Source::Modal(_) => return Ok(()),
    };
    bot.store
        .set_published(
            row.id,
            MessageKind::Lobby,
            Some(msg.id.get()),
            0,
            MessageState::POSTED,
        )
        .await?;
    Ok(())
}

/// `/catan new map:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum MapChoice {
    #[name = "beginner"]
    Beginner,
    #[name = "random"]
    Random,
}

impl From<MapChoice> for MapKind {
    fn from(c: MapChoice) -> MapKind {
        match c {
            MapChoice::Beginner => MapKind::Beginner,
            MapChoice::Random => MapKind::Random,
        }
    }
}

/// `/catan new build_phase:` (5–6 players): the Special Build Phase, or paired turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BuildPhaseChoice {
    #[name = "special_build"]
    SpecialBuild,
    #[name = "paired"]
    Paired,
}

impl From<BuildPhaseChoice> for BuildPhase {
    fn from(c: BuildPhaseChoice) -> BuildPhase {
        match c {
            BuildPhaseChoice::SpecialBuild => BuildPhase::SpecialBuild,
            BuildPhaseChoice::Paired => BuildPhase::Paired,
        }
    }
}

/// `/catan new language:`: each language by its own name, as language pickers show them
/// (so the choices carry no translations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    Es,
    #[name = "Polski"]
    Pl,
}

impl From<LanguageChoice> for Lang {
    fn from(c: LanguageChoice) -> Lang {
        match c {
            LanguageChoice::En => Lang::En,
            LanguageChoice::De => Lang::De,
            LanguageChoice::Fr => Lang::Fr,
            LanguageChoice::Es => Lang::Es,
            LanguageChoice::Pl => Lang::Pl,
        }
    }
}

/// Open a lobby for a new game in this channel.
// poise reads each option of the slash command from one parameter of its function.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub(crate) async fn new(
    ctx: Context<'_>,
    #[description = "How many players (2 to 6; 2 is a duel, 5 or 6 play the larger island)"]
    #[min = 2]
    #[max = 6]
    players: Option<u8>,
    #[description = "The map: beginner or random (default: beginner for 3–4, random for 2 and 5–6)"]
    map: Option<MapChoice>,
    #[description = "Victory points to win (5–20, default 10; a duel 15)"]
    #[min = 5]
    #[max = 20]
    points: Option<u8>,
    #[description = "Discard half when holding more than this after a 7 (default 7; a duel 9)"]
    #[min = 7]
    #[max = 20]
    discard_limit: Option<u8>,
    #[description = "The robber spares players with 2 points or fewer (default: no; a duel yes)"]
    friendly_robber: Option<bool>,
    #[description = "Deal the rolls from a shuffled deck of the 36 outcomes of two dice (default: no; a duel yes)"]
    balanced_dice: Option<bool>,
    #[description = "With balanced dice: nobody rolls most of the sevens for long (default: in a duel)"]
    balanced_sevens: Option<bool>,
    #[description = "5–6 players: Special Build Phases (default) or paired turns, Settler 2 building after Settler 1"]
    build_phase: Option<BuildPhaseChoice>,
    #[description = "How many times each player may take back a build or bank trade (0–10, default 3)"]
    #[min = 0]
    #[max = 10]
    undos: Option<u8>,
    #[description = "Time per turn before an AI plays for an absent player: minutes (15), or 90m, 12h, 2d"]
    turn_timer: Option<String>,
    #[description = "Play in a new thread named after the table (default: yes, where I may create threads)"]
    thread: Option<bool>,
    #[description = "The language of the table's messages and board (default: the server's)"]
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let players = players.unwrap_or(4);
        // A clock typed as minutes, hours or days; what cannot be read is quoted back.
        let turn_timer = match turn_timer.as_deref() {
            None => None,
            Some(typed) => match crate::table::clock::parse_turn_timer(typed) {
                Some(minutes) => Some(minutes),
                None => {
                    let typed = crate::bot::messages::escape(typed.trim());
                    let why = i18n::words(
                        ask.src.lang(),
                        "new-bad-timer",
                        &[("typed", Arg::Str(&typed))],
                    );
                    return ask.say(ctx.http(), why).await;
                }
            },
        };
        let base = Options::for_players(players);
        let balanced_dice = balanced_dice.unwrap_or(base.balanced_dice);
        let options = Options {
            points_to_win: points.unwrap_or(base.points_to_win),
            discard_limit: discard_limit.unwrap_or(base.discard_limit),
            friendly_robber: friendly_robber.unwrap_or(base.friendly_robber),
            balanced_dice,
            // Balanced sevens come with the duel's balanced dice, and go with them.
            balanced_sevens: balanced_sevens.unwrap_or(base.balanced_sevens && balanced_dice),
            undo_limit: undos.unwrap_or(base.undo_limit),
            build_phase: build_phase.map_or(base.build_phase, BuildPhase::from),
            ..base
        };
        let new = NewGame {
            players,
            // The larger island has no beginner map; a duel is played on a random one.
            map: map.map_or(
                match players {
                    2 => MapKind::Random,
                    n => MapKind::default_for(Island::for_players(n)),
                },
                MapKind::from,
            ),
            options,
            turn_timer,
            thread,
            language: language.map(Lang::from),
        };
        open(ctx.data(), &ask, new).await
    }
    .await;
    finish(ctx, &ask, result).await
}

async fn lobby_command(ctx: Context<'_>, ask: &Ask<'_>, verb: LobbyVerb) -> Result<(), Error> {
    match channel_game(&ctx.data().store, ask.src.channel_id()).await {
        Ok(row) => lobby_verb(ctx.data(), ask, row, verb).await,
        Err(r) => ask.say(ctx.http(), ask.refusal(&r)).await,
    }
}

/// Take a seat in this channel's lobby.
#[poise::command(slash_command)]
pub(crate) async fn join(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { lobby_command(ctx, &ask, LobbyVerb::Join).await }.await;
    finish(ctx, &ask, result).await
}

/// Give up your seat in this channel's lobby.
#[poise::command(slash_command)]
pub(crate) async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Leave).await }.await;
    finish(ctx, &ask, result).await
}

/// Start the game (host only, once the table is full).
#[poise::command(slash_command)]
pub(crate) async fn start(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Start).await }.await;
    finish(ctx, &ask, result).await
}
