//! The `/catan` slash command and its subcommands (DISCORD.md). Thin: each parses its
//! options into an engine `Action` (or a lobby verb) and hands it to `flow` / `lobby`.

use super::autocomplete;
use super::between;
use super::components;
use super::context::{no_pings, Bot, Error};
use super::flow::{self, act, channel_game, load_seated, Ask, Guard, Source};
use super::ids::{HistoryScope, LobbyVerb};
use super::lobby::{self, NewGame};
use super::messages::{self, escape, Names};
use super::publish;
use crate::engine::*;
use crate::narrate::join_names;
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, StoreError};
use serenity::all::{
    CreateAttachment, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, User,
};

pub type Context<'a> = poise::Context<'a, Bot, Error>;

/// The interaction behind a slash-command context.
fn source<'a>(ctx: Context<'a>) -> Source<'a> {
    match ctx {
        poise::Context::Application(app) => Source::Command(app.interaction),
        poise::Context::Prefix(_) => unreachable!("only slash commands are registered"),
    }
}

/// The answer to a command, tracking how far it got.
fn ask(ctx: Context<'_>) -> Ask<'_> {
    Ask::new(source(ctx))
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
    ask.say(ctx.http(), refused.to_string()).await?;
    Ok(None)
}

/// The seat of `user` at this channel's game; None after telling the caller why not.
async fn seat_here(ctx: Context<'_>, ask: &Ask<'_>, user: &User) -> Result<Option<Seat>, Error> {
    let src = ask.src;
    let why = match channel_game(&ctx.data().store, src.channel_id()).await {
        Ok(row) => match super::who::seat_of(&row, user.id.get()) {
            Some(s) => return Ok(Some(s)),
            None => format!("{} is not in this game.", escape(&user.name)),
        },
        Err(r) => r.to_string(),
    };
    ask.say(ctx.http(), why).await?;
    Ok(None)
}

/// This channel's game once it has started; None after telling the caller why not.
async fn started_here(ctx: Context<'_>, ask: &Ask<'_>) -> Result<Option<GameRow>, Error> {
    let src = ask.src;
    let why = match channel_game(&ctx.data().store, src.channel_id()).await {
        Ok(r) if r.status == GameStatus::Active => return Ok(Some(r)),
        Ok(_) => flow::Refusal::NotStarted.to_string(),
        Err(r) => r.to_string(),
    };
    ask.say(ctx.http(), why).await?;
    Ok(None)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildWhat {
    Road,
    Settlement,
    City,
}

#[derive(Debug, Clone, Copy)]
pub enum CardChoice {
    Knight,
    RoadBuilding,
    YearOfPlenty,
    Monopoly,
}

/// Play Settlers of Catan in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new",
        "join",
        "leave",
        "start",
        "build",
        "roll",
        "buy",
        "play",
        "robber",
        "discard",
        "trade",
        "bank",
        "end",
        "hand",
        "board",
        "log",
        "rules",
        "abandon",
        "export",
        "hint",
        "stats",
        "leaderboard",
        "history"
    ),
    subcommand_required
)]
pub async fn catan(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a lobby for a new game in this channel.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "How many players (3 to 6; 5 or 6 play the larger island)"]
    #[min = 3]
    #[max = 6]
    players: Option<u8>,
    #[description = "The map: beginner or random (default: beginner for 3–4, random for 5–6)"]
    #[choices("beginner", "random")]
    map: Option<&'static str>,
    #[description = "Victory points to win (5–20, default 10)"]
    #[min = 5]
    #[max = 20]
    points: Option<u8>,
    #[description = "Discard half when holding more than this after a 7 (default 7)"]
    #[min = 7]
    #[max = 20]
    discard_limit: Option<u8>,
    #[description = "The robber spares players with 2 points or fewer"] friendly_robber: Option<
        bool,
    >,
    #[description = "Minutes per turn before an AI plays for the absent player"]
    #[min = 1]
    #[max = 1440]
    turn_timer: Option<u32>,
    #[description = "Play in a new thread named after the table (default: yes, where I may create threads)"]
    thread: Option<bool>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let players = players.unwrap_or(4);
        let new = NewGame {
            players,
            // The larger island has no beginner map.
            map: map
                .unwrap_or(match Island::for_players(players) {
                    Island::Base => "beginner",
                    Island::Large => "random",
                })
                .to_string(),
            points: points.unwrap_or(10),
            discard_limit: discard_limit.unwrap_or(7),
            friendly_robber: friendly_robber.unwrap_or(false),
            turn_timer,
            thread,
        };
        lobby::open(ctx.data(), &ask, new).await
    }
    .await;
    finish(ctx, &ask, result).await
}

async fn lobby_command(ctx: Context<'_>, ask: &Ask<'_>, verb: LobbyVerb) -> Result<(), Error> {
    match channel_game(&ctx.data().store, ask.src.channel_id()).await {
        Ok(row) => lobby::lobby_verb(ctx.data(), ask, row, verb).await,
        Err(r) => ask.say(ctx.http(), r.to_string()).await,
    }
}

/// Take a seat in this channel's lobby.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { lobby_command(ctx, &ask, LobbyVerb::Join).await }.await;
    finish(ctx, &ask, result).await
}

/// Give up your seat in this channel's lobby.
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Leave).await }.await;
    finish(ctx, &ask, result).await
}

/// Start the game (host only, once the table is full).
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Start).await }.await;
    finish(ctx, &ask, result).await
}

/// Applies an action for the caller in this channel's game.
async fn play_action(ctx: Context<'_>, ask: &Ask<'_>, action: Action) -> Result<(), Error> {
    match channel_game(&ctx.data().store, ask.src.channel_id()).await {
        Ok(row) => act_now(ctx, ask, row.id, action).await,
        Err(r) => ask.say(ctx.http(), r.to_string()).await,
    }
}

/// Applies `action` from a command: commands always act on the state as it is now.
async fn act_now(
    ctx: Context<'_>,
    ask: &Ask<'_>,
    game: GameId,
    action: Action,
) -> Result<(), Error> {
    act(ctx.data(), ask, game, Guard::Now, action).await
}

async fn ac_build(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::build_places(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

async fn ac_robber(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::robber_hexes(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

async fn ac_victim(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::robber_victims(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

/// Build a road, settlement or city (set-up placements too).
#[poise::command(slash_command)]
pub async fn build(
    ctx: Context<'_>,
    #[description = "What to build"]
    #[choices("road", "settlement", "city")]
    what: &'static str,
    #[description = "Where (intersection number, or a path like 12-13)"]
    #[autocomplete = "ac_build"]
    at: String,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, _)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let setup = loaded.game.phase() == Phase::Setup;
        let what = match what {
            "road" => BuildWhat::Road,
            "city" => BuildWhat::City,
            _ => BuildWhat::Settlement,
        };
        let at = at.split(' ').next().unwrap_or("").trim();
        let action = match what {
            BuildWhat::Road => match Path::parse(at) {
                Some(p) if setup => Action::PlaceRoad { at: p },
                Some(p) => Action::BuildRoad { at: p },
                None => {
                    return ask
                        .say(
                            ctx.http(),
                            format!("\"{at}\" is not a path; write it like 12-13."),
                        )
                        .await
                }
            },
            BuildWhat::Settlement | BuildWhat::City => match Intersection::parse(at) {
                Some(i) if what == BuildWhat::City => Action::BuildCity { at: i },
                Some(i) if setup => Action::PlaceSettlement { at: i },
                Some(i) => Action::BuildSettlement { at: i },
                None => {
                    let last = loaded.game.topology().intersection_count();
                    return ask
                        .say(
                            ctx.http(),
                            format!(
                                "\"{at}\" is not an intersection; use a number from 1 to {last}."
                            ),
                        )
                        .await;
                }
            },
        };
        act_now(ctx, &ask, loaded.row.id, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Roll the dice.
#[poise::command(slash_command)]
pub async fn roll(
    ctx: Context<'_>,
    #[description = "Test only: the dice, like 3,4 (honoured only with CATAN_TEST_HOOKS=1)"]
    dice: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let forced = match dice.filter(|_| ctx.data().config.test_hooks) {
            None => None,
            Some(d) => {
                let v: Vec<u8> = d.split(',').filter_map(|x| x.trim().parse().ok()).collect();
                match v.as_slice() {
                    [a, b] => Some([*a, *b]),
                    _ => return ask.say(ctx.http(), RuleError::BadDice.to_string()).await,
                }
            }
        };
        play_action(ctx, &ask, Action::Roll { dice: forced }).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Buy a development card.
#[poise::command(slash_command)]
pub async fn buy(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { play_action(ctx, &ask, Action::BuyDevCard).await }.await;
    finish(ctx, &ask, result).await
}

/// Play a development card.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which card"]
    #[choices("knight", "road_building", "year_of_plenty", "monopoly")]
    card: &'static str,
    #[description = "Monopoly's resource, or Year of Plenty's first card"]
    #[choices("brick", "lumber", "wool", "grain", "ore")]
    resource: Option<&'static str>,
    #[description = "Year of Plenty's second card"]
    #[choices("brick", "lumber", "wool", "grain", "ore")]
    resource2: Option<&'static str>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let card = match card {
            "knight" => CardChoice::Knight,
            "road_building" => CardChoice::RoadBuilding,
            "year_of_plenty" => CardChoice::YearOfPlenty,
            _ => CardChoice::Monopoly,
        };
        let resource = resource.and_then(Resource::parse);
        let resource2 = resource2.and_then(Resource::parse);
        let action = match card {
            CardChoice::Knight => Action::PlayKnight,
            CardChoice::RoadBuilding => Action::PlayRoadBuilding,
            CardChoice::Monopoly => match resource {
                Some(r) => Action::PlayMonopoly { resource: r },
                None => {
                    return ask
                        .say(ctx.http(), "Name the resource to claim with `resource`.")
                        .await
                }
            },
            CardChoice::YearOfPlenty => match (resource, resource2) {
                (Some(a), Some(b)) => Action::PlayYearOfPlenty { take: [a, b] },
                (Some(a), None) => Action::PlayYearOfPlenty { take: [a, a] },
                _ => {
                    return ask
                        .say(
                            ctx.http(),
                            "Name the two cards to take with `resource` and `resource2`.",
                        )
                        .await
                }
            },
        };
        play_action(ctx, &ask, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Move the robber (after a 7 or a knight) and steal.
#[poise::command(slash_command)]
pub async fn robber(
    ctx: Context<'_>,
    #[description = "The hex (its letter, A to S; AD on the 5–6 player island)"]
    #[autocomplete = "ac_robber"]
    hex: String,
    #[description = "Whom to steal from, when several players there can be robbed"]
    #[autocomplete = "ac_victim"]
    victim: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, seat)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let game = &loaded.game;
        let letter = hex.split(' ').next().unwrap_or("");
        let Some(to) = Hex::parse(letter) else {
            let last = game.topology().hexes().last().map(Hex::name);
            return ask
                .say(
                    ctx.http(),
                    format!(
                        "\"{}\" is not a hex; use a letter from A to {}.",
                        escape(letter),
                        last.unwrap_or("S")
                    ),
                )
                .await;
        };
        // As the Move robber chooser: the legal moves there, one per possible victim; the
        // stolen card is drawn when the move is made.
        let moves = components::robber_moves(&game.legal_actions(seat), to);
        let victims: Vec<Seat> = moves
            .iter()
            .filter_map(|a| match a {
                Action::MoveRobber {
                    steal_from: Some(v),
                    ..
                } => Some(*v),
                _ => None,
            })
            .collect();
        let names = |seats: &[Seat]| -> String {
            let names: Vec<String> = seats.iter().map(|&v| escape(game.name(v))).collect();
            join_names(&names, "or")
        };
        // Whom the caller may rob at `to`, for a sentence that refuses another.
        let who_then = || match victims.as_slice() {
            [] => format!("Nobody at hex {to} can be robbed: leave `victim` empty."),
            v => format!("At hex {to} you can steal from {}.", names(v)),
        };
        let typed = victim.as_deref().map(str::trim).filter(|v| !v.is_empty());
        let action = match typed {
            // A lone victim is robbed without being named, as by the chooser.
            None => match moves.as_slice() {
                [one] => *one,
                // The engine says why the robber cannot go there.
                [] => Action::MoveRobber {
                    to,
                    steal_from: None,
                    card: None,
                },
                _ => {
                    return ask
                        .say(
                            ctx.http(),
                            format!(
                                "Choose whom to steal from at hex {to} with `victim`: {}.",
                                names(&victims)
                            ),
                        )
                        .await
                }
            },
            Some(typed) => {
                let Some(v) = autocomplete::victim_named(game, typed) else {
                    let why = format!("Nobody called \"{}\" sits at this table.", escape(typed));
                    let why = match moves.is_empty() {
                        true => why,
                        false => format!("{why} {}", who_then()),
                    };
                    return ask.say(ctx.http(), why).await;
                };
                let named = Action::MoveRobber {
                    to,
                    steal_from: Some(v),
                    card: None,
                };
                match moves.iter().find(
                    |a| matches!(a, Action::MoveRobber { steal_from: Some(s), .. } if *s == v),
                ) {
                    Some(a) => *a,
                    // Not the caller's robber to move, or not there: the engine says why.
                    None if moves.is_empty() => named,
                    // The robber may go there, but not to rob them: why, and whom instead.
                    None => {
                        let why = match game.clone().apply(seat, named) {
                            Err(e) => crate::narrate::refusal(&e, game.names()),
                            Ok(_) => format!("{} cannot be robbed there.", escape(game.name(v))),
                        };
                        return ask.say(ctx.http(), format!("{why} {}", who_then())).await;
                    }
                }
            }
        };
        act_now(ctx, &ask, loaded.row.id, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Discard cards after a 7.
#[poise::command(slash_command)]
pub async fn discard(
    ctx: Context<'_>,
    #[description = "How many brick cards to discard"]
    #[min = 0]
    #[max = 95]
    brick: Option<u8>,
    #[description = "How many lumber cards to discard"]
    #[min = 0]
    #[max = 95]
    lumber: Option<u8>,
    #[description = "How many wool cards to discard"]
    #[min = 0]
    #[max = 95]
    wool: Option<u8>,
    #[description = "How many grain cards to discard"]
    #[min = 0]
    #[max = 95]
    grain: Option<u8>,
    #[description = "How many ore cards to discard"]
    #[min = 0]
    #[max = 95]
    ore: Option<u8>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let cards = ResourceCounts::new(
            brick.unwrap_or(0),
            lumber.unwrap_or(0),
            wool.unwrap_or(0),
            grain.unwrap_or(0),
            ore.unwrap_or(0),
        );
        play_action(ctx, &ask, Action::Discard { cards }).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Offer a trade to the table (or to one player).
#[poise::command(slash_command)]
pub async fn trade(
    ctx: Context<'_>,
    #[description = "What you give, like 2 brick, 1 ore"] give: String,
    #[description = "What you want, like 1 wool"] get: String,
    #[description = "Offer only to this player"] to: Option<User>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let (give, get) = match (
            ResourceCounts::parse_list(&give),
            ResourceCounts::parse_list(&get),
        ) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => return ask.say(ctx.http(), e).await,
        };
        let to = match &to {
            None => None,
            Some(u) => match seat_here(ctx, &ask, u).await? {
                Some(s) => Some([s].into_iter().collect::<SeatSet>()),
                None => return Ok(()),
            },
        };
        play_action(ctx, &ask, Action::OfferTrade { give, get, to }).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Trade with the bank at your best rate.
#[poise::command(slash_command)]
pub async fn bank(
    ctx: Context<'_>,
    #[description = "The resource you give"]
    #[choices("brick", "lumber", "wool", "grain", "ore")]
    give: &'static str,
    #[description = "The resource you get"]
    #[choices("brick", "lumber", "wool", "grain", "ore")]
    get: &'static str,
    #[description = "How many to receive (default 1)"]
    #[min = 1]
    #[max = 24]
    amount: Option<u8>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, seat)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let (Some(give), Some(get)) = (Resource::parse(give), Resource::parse(get)) else {
            return ask
                .say(
                    ctx.http(),
                    "Choose a resource: brick, lumber, wool, grain or ore.",
                )
                .await;
        };
        let amount = amount.unwrap_or(1);
        let rate = loaded.game.player_view(seat).trade_rates[give.index()];
        let action = Action::BankTrade {
            give: ResourceCounts::one(give, rate.saturating_mul(amount)),
            get: ResourceCounts::one(get, amount),
        };
        act_now(ctx, &ask, loaded.row.id, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// End your turn.
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { play_action(ctx, &ask, Action::EndTurn).await }.await;
    finish(ctx, &ask, result).await
}

/// Your private hand (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, seat)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let text = messages::hand_text(&loaded.game.player_view(seat));
        ask.say(ctx.http(), text).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Post the current board again.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
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
                let why = e.for_players().unwrap_or_else(|| {
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
pub async fn log(ctx: Context<'_>) -> Result<(), Error> {
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
        let lines = messages::recent(&steps, &Names(&names), 15);
        let text = if lines.is_empty() {
            "Nothing has happened yet.".to_string()
        } else {
            format!("**Last {} actions**\n{}", lines.len(), lines.join("\n"))
        };
        ask.say(ctx.http(), text).await
    }
    .await;
    finish(ctx, &ask, result).await
}

const RULES: &str = "**Catan in brief**\n\
- Set-up: each player places a settlement and a road, then again in reverse order; the second settlement gives its starting cards.\n\
- Each turn: roll (every hex with that number pays its settlements 1 card, cities 2), then trade and build, then end the turn.\n\
- Costs: road = brick + lumber · settlement = brick + lumber + wool + grain · city = 2 grain + 3 ore · development card = wool + grain + ore.\n\
- A 7: everyone holding more than the discard limit discards half, then the roller moves the robber and steals a card.\n\
- Knights move the robber too; 3+ knights played gives Largest Army (2 VP); a road of 5+ gives Longest Road (2 VP).\n\
- Bank trades are 4:1, 3:1 at a generic harbor, 2:1 at a resource harbor. One development card per turn, never the turn it was bought.\n\
- The first to reach the target points on their own turn wins.\n\
- 5–6 players: a larger island (random map). During another player's turn, **Special build** asks to build and buy cards right after that turn, in seat order (no trades, no cards played).";

/// A short rules reference.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { ask.say(ctx.http(), RULES).await }.await;
    finish(ctx, &ask, result).await
}

/// End this channel's game (host, or a member with Manage Channels).
#[poise::command(slash_command)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let src = ask.src;
        let row = match channel_game(&ctx.data().store, src.channel_id()).await {
            Ok(r) => r,
            Err(r) => return ask.say(ctx.http(), r.to_string()).await,
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
                    .content(format!(
                        "{} abandoned the game. `/catan new` opens a new one.",
                        escape(&src.display_name())
                    ))
                    .allowed_mentions(no_pings()),
            ),
        )
        .await?;
        Ok(())
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The game record as a file (once the game is over, or for Manage Channels).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game number (default: this channel's open game)"] game: Option<i64>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let src = ask.src;
        let store = &ctx.data().store;
        let row = match game {
            Some(id) => match store.game_row(id).await {
                Ok(r) if r.channel_id == src.channel_id().get() => r,
                _ => {
                    return ask.say(ctx.http(),
                        format!("There is no game {id} in this channel."),
                    )
                    .await
                }
            },
            None => match channel_game(store, src.channel_id()).await {
                Ok(r) => r,
                Err(r) => return ask.say(ctx.http(), r.to_string()).await,
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
            return ask.say(ctx.http(), flow::Refusal::NotStarted.to_string()).await;
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
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = super::hint::answer(ctx.data(), &ask).await;
    finish(ctx, &ask, result).await
}

/// A player's games, wins, rating and its trend on this server (only you see it).
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<User>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = between::stats(ctx.data(), &ask, player.as_ref()).await;
    finish(ctx, &ask, result).await
}

/// This server's players by rating, ten a page (only you see it).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = between::leaderboard(ctx.data(), &ask, 0).await;
    finish(ctx, &ask, result).await
}

/// Recent games, with their records, timelapses and charts (only you see it).
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games: this channel's (default) or the whole server's"]
    #[choices("channel", "server")]
    scope: Option<&'static str>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let scope = match scope {
        Some("server") => HistoryScope::Server,
        _ => HistoryScope::Channel,
    };
    let result = between::history(ctx.data(), &ask, scope, 0).await;
    finish(ctx, &ask, result).await
}

/// Every command the bot registers; the test-only `dice` option is removed unless enabled.
pub fn all(test_hooks: bool) -> Vec<poise::Command<Bot, Error>> {
    let mut cmd = catan();
    if !test_hooks {
        for sub in &mut cmd.subcommands {
            if sub.name == "roll" {
                sub.parameters.retain(|p| p.name != "dice");
            }
        }
    }
    vec![cmd]
}
