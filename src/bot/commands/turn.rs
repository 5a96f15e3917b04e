//! The turn: placing and building (`/catan build`, the **Build** chooser with the places
//! ringed on the board), rolling, ending the turn, and asking for a Special Build Phase
//! (5–6 players). The other buttons of the turn message are their families' (cards, trade,
//! robber).

use super::chooser::{
    chooser, nothing_reason, option, page_buttons, paged, pick_selects, Clicked, Offers,
};
use super::{act_now, ask, finish, play_action, seated_here, Context};
use super::{TurnClick, Works};
use crate::bot::autocomplete;
use crate::bot::components::{BuildWhat, Cid, TurnButton};
use crate::bot::context::{Bot, Error};
use crate::bot::flow::act;
use crate::bot::flow::Ask;
use crate::bot::messages::{intersection_label, path_label};
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::narrate::refusal;
use crate::render::{Highlight, Renderer, Spot};
use serenity::all::{CreateAutocompleteResponse, CreateSelectMenuOption};

async fn ac_build(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::build_places(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

/// Build a road, settlement or city (set-up placements too).
#[poise::command(slash_command)]
pub(crate) async fn build(
    ctx: Context<'_>,
    #[description = "What to build"] what: BuildWhat,
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
        let at = at.split(' ').next().unwrap_or("").trim();
        let action = match what {
            BuildWhat::Road => match Path::parse(at) {
                Some(p) if setup => Action::PlaceRoad { at: p },
                Some(p) => Action::BuildRoad { at: p },
                None => {
                    let args = [("at", Arg::Str(at))];
                    let why = i18n::words(ask.src.lang(), "build-not-a-path", &args);
                    return ask.say(ctx.http(), why).await;
                }
            },
            BuildWhat::Settlement | BuildWhat::City => match Intersection::parse(at) {
                Some(i) if what == BuildWhat::City => Action::BuildCity { at: i },
                Some(i) if setup => Action::PlaceSettlement { at: i },
                Some(i) => Action::BuildSettlement { at: i },
                None => {
                    let last = loaded.game.topology().intersection_count();
                    let why = i18n::words(
                        ask.src.lang(),
                        "build-not-an-intersection",
                        &[("at", Arg::Str(at)), ("last", Arg::Int(last as i64))],
                    );
                    return ask.say(ctx.http(), why).await;
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
pub(crate) async fn roll(
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
                    _ => {
                        return ask
                            .say(
                                ctx.http(),
                                refusal(ask.src.lang(), &RuleError::BadDice, &[] as &[String]),
                            )
                            .await
                    }
                }
            }
        };
        play_action(ctx, &ask, Action::Roll { dice: forced }).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// End your turn.
#[poise::command(slash_command)]
pub(crate) async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { play_action(ctx, &ask, Action::EndTurn).await }.await;
    finish(ctx, &ask, result).await
}

/// The family's buttons on the turn message: **Roll**, **End turn**, **Build…** (and its
/// pages), **Special build**, **🔍 Close-up**.
pub(super) async fn click(c: &TurnClick<'_, '_>, verb: TurnButton) -> Result<(), Error> {
    match verb {
        TurnButton::Roll => c.act(Action::Roll { dice: None }).await,
        TurnButton::End => c.act(Action::EndTurn).await,
        TurnButton::Build(page) => match c.open(Works::AtItsMoment).await? {
            Some(opened) => build_chooser(&opened.clicked(c), page).await,
            None => Ok(()),
        },
        TurnButton::SpecialBuild => match c.open(Works::AtAnyMoment).await? {
            Some(opened) => special_build(&opened.clicked(c)).await,
            None => Ok(()),
        },
        // The board as it stands, for anyone: no seat, no moment.
        TurnButton::Look(page) => close_ups(c.bot, c.ask, c.game_id, c.stamp, page).await,
    }
}

/// **Special build** (5–6 players): one toggle for everyone, asking for a Special Build
/// Phase or withdrawing the request.
async fn special_build(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        guard,
        game,
        seat,
        ..
    } = *c;
    // One toggle for everyone: the clicker's own request decides which way it goes.
    let action = match game.special_build_requests().contains(seat) {
        true => Action::WithdrawSpecialBuild,
        false => Action::AskSpecialBuild,
    };
    act(bot, ask, game_id, guard, action).await
}

/// The **Build** chooser: every place the seat can build on or place at, in selects (on
/// pages when there are many), with the board showing them ringed.
async fn build_chooser(c: &Clicked<'_, '_>, page: u8) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard: _,
        game,
        seat,
        legal,
        table: _,
    } = *c;
    let http = &bot.http;
    let id = |verb| c.id(verb);
    let lang = ask.src.lang();
    const PICKS: [(&str, u8); 5] = [
        ("chooser-place-settlement", 0u8),
        ("chooser-place-road", 1),
        ("chooser-build-road", 2),
        ("chooser-build-settlement", 3),
        ("chooser-build-city", 4),
    ];
    // The options of every select, in order, with the places each names.
    let offered: Vec<&Action> = PICKS
        .iter()
        .flat_map(|&(_, pick)| {
            legal
                .iter()
                .filter(move |a| build_option(lang, game, a, pick).is_some())
        })
        .collect();
    if offered.is_empty() {
        return ask.say(http, nothing_reason(c, Offers::Build)).await;
    }
    let view = game.public_view();
    let places: Vec<Vec<Spot>> = offered
        .iter()
        .map(|a| Spot::of_action(a).unwrap_or_default())
        .collect();
    // One page per close-up: each shows the part of the island that holds its options,
    // labelled so that a phone reads them.
    let close_ups = Renderer::global().close_up_pages(&view, &places);
    let pages = close_ups.len();
    let page = (page as usize).min(pages.saturating_sub(1));
    let on_page: Vec<&Action> = close_ups[page].iter().map(|&k| offered[k]).collect();
    let groups = |only: Option<&[&Action]>| {
        PICKS
            .iter()
            .map(|&(title, pick)| {
                let opts: Vec<CreateSelectMenuOption> = legal
                    .iter()
                    .filter(|a| only.is_none_or(|o| o.contains(a)))
                    .filter_map(|a| build_option(lang, game, a, pick))
                    .collect();
                (i18n::text(lang, title, &[]), opts)
            })
            .collect::<Vec<_>>()
    };
    let mut rows = pick_selects(lang, game_id, turn, groups(Some(&on_page)));
    if pages > 1 {
        rows.push(page_buttons(lang, page, pages, |p| {
            id(TurnButton::Build(p))
        }));
    }
    // More selects than one page holds (not met on the islands played): every option,
    // four selects a page, under the whole board.
    let whole = rows.len() > super::chooser::MAX_ROWS;
    let (rows, pages, page) = match whole {
        false => (rows, pages, page),
        true => {
            let all = pick_selects(lang, game_id, turn, groups(None));
            let (rows, n) = paged(lang, all, page as u8, |p| id(TurnButton::Build(p)));
            (rows, n, page.min(n - 1))
        }
    };
    // The close-up with the places offered ringed and numbered: only the chooser's owner
    // sees it. Drawing it may wait behind other tables' boards: answer first.
    ask.think_privately(http).await?;
    let highlight = Highlight::from_actions(seat, legal);
    let png = bot
        .heavy
        .draw_now(move || {
            let (r, hl) = (Renderer::global(), Some(&highlight));
            match whole {
                true => r.render(&view, hl),
                false => r.close_up_png(&view, hl, &places, page),
            }
        })
        .await?;
    let text = match pages {
        1 => i18n::words(lang, "chooser-build-where", &[]),
        _ => i18n::words(
            lang,
            "chooser-build-where-paged",
            &[
                ("page", Arg::Int(page as i64 + 1)),
                ("pages", Arg::Int(pages as i64)),
            ],
        ),
    };
    chooser(ask, http, &text, rows, Some(png)).await
}

/// **🔍 Close-up**: the board as it stands, privately, in close-ups one a page (◀ ▶), every
/// free intersection's number and every hex's number token enlarged for a phone. Anyone's
/// (players and onlookers alike: the board is public), at any moment of the game.
async fn close_ups(
    bot: &Bot,
    ask: &Ask<'_>,
    game_id: i64,
    stamp: u32,
    page: u8,
) -> Result<(), Error> {
    let http = &bot.http;
    let loaded = match crate::bot::flow::load_active(&bot.store, game_id).await {
        Ok(l) => l,
        Err(r) => return ask.say(http, ask.refusal(&r)).await,
    };
    let lang = ask.src.lang();
    let view = loaded.game.public_view();
    let places = Spot::free_intersections(&view);
    let pages = Renderer::global()
        .close_up_pages(&view, &places)
        .len()
        .max(1);
    let page = (page as usize).min(pages - 1);
    let mut rows = Vec::new();
    if pages > 1 {
        let nav = |p| {
            Cid::Turn {
                game: game_id,
                turn: stamp,
                verb: TurnButton::Look(p).into(),
            }
            .encode()
        };
        rows.push(page_buttons(lang, page, pages, nav));
    }
    // Drawing may wait behind other tables' boards: answer first.
    ask.think_privately(http).await?;
    let png = bot
        .heavy
        .draw_now(move || Renderer::global().close_up_png(&view, None, &places, page))
        .await?;
    let text = i18n::words(
        lang,
        "close-up-part",
        &[
            ("page", Arg::Int(page as i64 + 1)),
            ("pages", Arg::Int(pages as i64)),
        ],
    );
    chooser(ask, http, &text, rows, Some(png)).await
}

fn build_option(lang: Lang, game: &Game, a: &Action, pick: u8) -> Option<CreateSelectMenuOption> {
    let label = match (a, pick) {
        (Action::PlaceSettlement { at }, 0)
        | (Action::BuildSettlement { at }, 3)
        | (Action::BuildCity { at }, 4) => intersection_label(lang, game, *at, false),
        (Action::PlaceRoad { at }, 1) | (Action::BuildRoad { at }, 2) => {
            path_label(lang, game, *at)
        }
        _ => return None,
    };
    Some(option(label, a))
}
