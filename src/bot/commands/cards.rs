//! Development cards and the hand: buying a card, playing one (`/catan play`, the **Play
//! card** chooser) and the private hand (`/catan hand`, **My hand**).

use super::chooser::{act_button, chooser, nothing_reason, option, pick_selects, Clicked, Offers};
use super::{ask, finish, play_action, seated_here, Context, ResourceChoice};
use super::{TurnClick, Works};
use crate::bot::components::CardsButton;
use crate::bot::context::Error;
use crate::bot::messages::{self};
use crate::engine::*;
use crate::i18n::{self, Arg};
use serenity::all::{CreateActionRow, CreateSelectMenuOption};

/// `/catan play card:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum CardChoice {
    #[name = "knight"]
    Knight,
    #[name = "road_building"]
    RoadBuilding,
    #[name = "year_of_plenty"]
    YearOfPlenty,
    #[name = "monopoly"]
    Monopoly,
}

/// Buy a development card.
#[poise::command(slash_command)]
pub(crate) async fn buy(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { play_action(ctx, &ask, Action::BuyDevCard).await }.await;
    finish(ctx, &ask, result).await
}

/// Play a development card.
#[poise::command(slash_command)]
pub(crate) async fn play(
    ctx: Context<'_>,
    #[description = "Which card"] card: CardChoice,
    #[description = "Monopoly's resource, or Year of Plenty's first card"] resource: Option<
        ResourceChoice,
    >,
    #[description = "Year of Plenty's second card"] resource2: Option<ResourceChoice>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let resource = resource.map(Resource::from);
        let resource2 = resource2.map(Resource::from);
        let action = match card {
            CardChoice::Knight => Action::PlayKnight,
            CardChoice::RoadBuilding => Action::PlayRoadBuilding,
            CardChoice::Monopoly => match resource {
                Some(r) => Action::PlayMonopoly { resource: r },
                None => return ask.say(ctx.http(), ask.text("cards-name-resource")).await,
            },
            CardChoice::YearOfPlenty => match (resource, resource2) {
                (Some(a), Some(b)) => Action::PlayYearOfPlenty { take: [a, b] },
                (Some(a), None) => Action::PlayYearOfPlenty { take: [a, a] },
                _ => return ask.say(ctx.http(), ask.text("cards-name-two")).await,
            },
        };
        play_action(ctx, &ask, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Your private hand (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, seat)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let text = messages::hand_text(&loaded.game.player_view(seat), ask.src.lang());
        ask.say(ctx.http(), text).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The family's buttons on the turn message: **Buy card**, **My hand**, **Play card…**.
pub(super) async fn click(c: &TurnClick<'_, '_>, verb: CardsButton) -> Result<(), Error> {
    match verb {
        CardsButton::Buy => c.act(Action::BuyDevCard).await,
        CardsButton::Hand => match c.open(Works::AtAnyMoment).await? {
            Some(opened) => show_hand(&opened.clicked(c)).await,
            None => Ok(()),
        },
        CardsButton::Play => match c.open(Works::AtItsMoment).await? {
            Some(opened) => play_chooser(&opened.clicked(c)).await,
            None => Ok(()),
        },
    }
}

/// **My hand**: the seat's private hand.
async fn show_hand(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn: _,
        guard: _,
        game,
        seat,
        legal: _,
        table: _,
    } = *c;
    let http = &bot.http;
    let lang = ask.src.lang();
    let text = messages::hand_text(&game.player_view(seat), lang);
    // At a 5–6 player table, while another plays, the hand is where one asks to build after
    // their turn: the button is offered to those who may ask, and to nobody else.
    let may_ask = crate::table::who::special_build_open(game) && seat != game.current();
    if !may_ask {
        return ask.say(http, text).await;
    }
    let asked = game.special_build_requests().contains(seat);
    let row = crate::bot::components::special_build_row(
        game_id,
        crate::table::who::stamp(game),
        asked,
        lang,
    );
    super::chooser::chooser(ask, http, &text, vec![row], None).await
}

/// The **Play card** chooser: the cards the seat may play now.
async fn play_chooser(c: &Clicked<'_, '_>) -> Result<(), Error> {
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
    let view = game.player_view(seat);
    let lang = ask.src.lang();
    let mut buttons = Vec::new();
    for a in legal {
        let card = match a {
            Action::PlayKnight => DevCard::Knight,
            Action::PlayRoadBuilding => DevCard::RoadBuilding,
            _ => continue,
        };
        let label = i18n::words(lang, "btn-play-card", &[("card", Arg::Str(card.name()))]);
        buttons.push(act_button(game_id, turn, a, &label));
    }
    let yop: Vec<CreateSelectMenuOption> = legal
        .iter()
        .filter_map(|a| match a {
            Action::PlayYearOfPlenty { take } => {
                let mut cards = ResourceCounts::ZERO;
                take.iter().for_each(|&r| cards[r] += 1);
                Some(option(crate::narrate::cards(lang, &cards), a))
            }
            _ => None,
        })
        .collect();
    let mono: Vec<CreateSelectMenuOption> = legal
        .iter()
        .filter_map(|a| match a {
            Action::PlayMonopoly { resource } => {
                let args = [("resource", Arg::Str(resource.name()))];
                Some(option(i18n::text(lang, "cards-monopoly-on", &args), a))
            }
            _ => None,
        })
        .collect();
    let mut rows = Vec::new();
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    rows.extend(pick_selects(
        lang,
        game_id,
        turn,
        vec![
            (ask.text("cards-yop-placeholder").into(), yop),
            (ask.text("cards-monopoly-placeholder").into(), mono),
        ],
    ));
    if rows.is_empty() {
        let why = if view.dev_cards.total() == view.dev_cards[DevCard::VictoryPoint] as u32 {
            ask.text("cards-none")
        } else {
            nothing_reason(c, Offers::PlayCard)
        };
        return ask.say(http, why).await;
    }
    chooser(ask, http, &ask.text("cards-which"), rows, None).await
}
