//! Trades: offering to the table or one player (`/catan trade`, **Trade** → **Offer to
//! players…**), trading with the bank (`/catan bank`, the bank select), and the offer
//! message's buttons (Accept, Decline, Counter, Trade with NAME, Cancel) and forms.

use super::chooser::{
    chooser, nothing_reason, option, pick_selects, text_input, text_input_with, Clicked, MAX_ROWS,
};
use super::{act_now, ask, finish, play_action, seat_here, seated_here, Context, ResourceChoice};
use crate::bot::context::{Bot, Error};
use crate::bot::flow::{self, act, load_seated, Ask, Guard};
use crate::bot::ids::{Cid, Form, OfferVerb, TurnVerb};
use crate::bot::messages::{self};
use crate::engine::*;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateInteractionResponse, CreateModal,
    CreateSelectMenuOption, User,
};

/// Offer a trade to the table (or to one player).
#[poise::command(slash_command)]
pub(crate) async fn trade(
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
pub(crate) async fn bank(
    ctx: Context<'_>,
    #[description = "The resource you give"] give: ResourceChoice,
    #[description = "The resource you get"] get: ResourceChoice,
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
        let (give, get) = (Resource::from(give), Resource::from(get));
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

/// The **Trade** chooser: the bank trades the seat can make, and offering to the players.
pub(super) async fn trade_chooser(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard: _,
        game,
        seat,
        legal,
    } = *c;
    let http = &bot.http;
    let id = |verb| c.id(verb);
    if seat != game.current() || game.phase() != Phase::Main {
        return ask.say(http, nothing_reason(game, seat, "trade")).await;
    }
    let bank: Vec<CreateSelectMenuOption> = legal
        .iter()
        .filter_map(|a| match a {
            Action::BankTrade { give, get } if get.total() == 1 => {
                Some(option(format!("Give {give}, get {get}"), a))
            }
            _ => None,
        })
        .collect();
    let no_bank = bank.is_empty();
    let mut rows = vec![CreateActionRow::Buttons(vec![CreateButton::new(id(
        TurnVerb::Offer,
    ))
    .label("Offer to players…")
    .style(ButtonStyle::Primary)])];
    rows.extend(pick_selects(
        game_id,
        turn,
        vec![("Trade with the bank (your best rate)".into(), bank)],
    ));
    rows.truncate(MAX_ROWS);
    let text = match no_bank {
        false => "Trade with the bank, or offer a trade to the table.".to_string(),
        true => format!(
            "{} You can offer a trade to the players.",
            no_bank_trade(
                game.player_view(seat).trade_rates,
                game.player(seat).resources
            )
        ),
    };
    chooser(ask, http, &text, rows, None).await
}

/// **Offer to players…**: the form of an offer.
pub(super) async fn offer_form(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard: _,
        game: _,
        seat: _,
        legal: _,
    } = *c;
    let http = &bot.http;
    let _id = |verb| c.id(verb);
    let modal = CreateModal::new(
        Cid::Form {
            game: game_id,
            turn,
            form: Form::Offer,
        }
        .encode(),
        "Offer a trade",
    )
    .components(vec![
        text_input("give", "You give (e.g. 1 brick, 1 wool)", true),
        text_input("get", "You get (e.g. 1 ore)", true),
        text_input("to", "To (a player's name; empty: everyone)", false),
    ]);
    ask.respond(http, CreateInteractionResponse::Modal(modal))
        .await
}

/// Offer message buttons: Accept, Decline, Counter (modal), Trade with NAME, Cancel.
pub(super) async fn offer_component(
    bot: &Bot,
    ask: &Ask<'_>,
    game_id: i64,
    stamp: u32,
    verb: OfferVerb,
) -> Result<(), Error> {
    let http = &bot.http;
    let guard = Guard::Offer(stamp);
    let action = match verb {
        OfferVerb::Accept => Action::AcceptTrade,
        OfferVerb::Decline => Action::DeclineTrade,
        OfferVerb::Cancel => Action::CancelTrade,
        OfferVerb::With(s) => Action::ConfirmTrade { with: s },
        OfferVerb::Counter => {
            // Refuse a counter on a closed offer before opening the modal.
            let (loaded, seat) =
                match load_seated(&bot.store, game_id, ask.src.user().id.get()).await {
                    Ok(x) => x,
                    Err(r) => return ask.say(http, r.to_string()).await,
                };
            if !flow::offer_still_open(&bot.store, &loaded, stamp, ask.src).await? {
                return ask.say(http, flow::Refusal::OfferClosed.to_string()).await;
            }
            let offer = *loaded.game.offer().expect("checked: the offer is open");
            if seat == loaded.game.current() {
                return ask
                    .say(
                        http,
                        "You cannot counter your own offer; cancel it and make a new one.",
                    )
                    .await;
            }
            if !offer.to.contains(seat) {
                return ask.say(http, RuleError::NotAddressed.to_string()).await;
            }
            let modal = CreateModal::new(
                Cid::Form {
                    game: game_id,
                    turn: stamp,
                    form: Form::Counter,
                }
                .encode(),
                "Counter-offer",
            )
            .components(vec![
                text_input_with("give", "You give", &offer.get.to_string()),
                text_input_with("get", "You get", &offer.give.to_string()),
            ]);
            return ask
                .respond(http, CreateInteractionResponse::Modal(modal))
                .await;
        }
    };
    act(bot, ask, game_id, guard, action).await
}

/// A sent **Offer a trade** or **Counter-offer** form: what it gives and gets, to whom.
pub(super) async fn trade_form(
    bot: &Bot,
    ask: &Ask<'_>,
    game: i64,
    turn: u32,
    form: Form,
    field: impl Fn(&str) -> String,
) -> Result<(), Error> {
    let http = &bot.http;
    let parse = |name: &str| ResourceCounts::parse_list(&field(name));
    let (give, get) = match (parse("give"), parse("get")) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return ask.say(http, e).await,
    };
    match form {
        Form::Counter => {
            act(
                bot,
                ask,
                game,
                Guard::Offer(turn),
                Action::CounterTrade { give, get },
            )
            .await
        }
        Form::Offer => {
            let to_name = field("to");
            let to = if to_name.trim().is_empty() {
                None
            } else {
                let row = bot.store.game_row(game).await?;
                match row
                    .seats
                    .iter()
                    .position(|s| s.name.eq_ignore_ascii_case(to_name.trim()))
                {
                    Some(i) => Some([Seat(i as u8)].into_iter().collect::<SeatSet>()),
                    None => {
                        return ask
                            .say(
                                http,
                                format!(
                                    "Nobody called \"{}\" sits at this table.",
                                    messages::escape(to_name.trim())
                                ),
                            )
                            .await
                    }
                }
            };
            act(
                bot,
                ask,
                game,
                Guard::Turn(turn),
                Action::OfferTrade { give, get, to },
            )
            .await
        }
        Form::Discard => unreachable!("a discard form is the robber's"),
    }
}

/// Why a player has no trade with the bank, in their words: the rates their harbors give
/// them (`rates`, by resource) and what they hold (or, when a rate is met, that the bank
/// has nothing left to give for it).
fn no_bank_trade(rates: [u8; 5], hand: ResourceCounts) -> String {
    let rate = |r: Resource| rates[r.index()];
    let enough: Vec<Resource> = Resource::ALL
        .into_iter()
        .filter(|&r| hand[r] >= rate(r))
        .collect();
    if !enough.is_empty() {
        // The rate is met, but the bank has nothing else to give.
        let gives: Vec<String> = enough.iter().map(|r| r.to_string()).collect();
        return format!(
            "You cannot trade with the bank now: it has no cards left to give for your {}.",
            crate::narrate::join_names(&gives, "or")
        );
    }
    let special: Vec<Resource> = Resource::ALL
        .into_iter()
        .filter(|&r| rate(r) == 2)
        .collect();
    let other = Resource::ALL.into_iter().map(rate).find(|&n| n > 2);
    let mut need = Vec::new();
    if !special.is_empty() {
        let each: Vec<String> = special.iter().map(|r| format!("2 {r}")).collect();
        let names: Vec<String> = special.iter().map(|r| r.to_string()).collect();
        need.push(format!(
            "{} (your {} {})",
            crate::narrate::join_names(&each, "or"),
            crate::narrate::join_names(&names, "and"),
            if special.len() == 1 {
                "harbor"
            } else {
                "harbors"
            }
        ));
    }
    if let Some(n) = other {
        let which = match special.is_empty() {
            true => "one resource",
            false => "any other resource",
        };
        need.push(match n {
            3 => format!("3 of {which} (your 3:1 harbor)"),
            _ if special.is_empty() => format!("{n} of {which} (you have no harbor)"),
            _ => format!("{n} of {which}"),
        });
    }
    let held = match hand.total() {
        0 => "no resource cards".to_string(),
        _ => hand.to_string(),
    };
    format!(
        "You cannot trade with the bank now: you need {}, and you hold {held}.",
        need.join(" or ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reason names the player's own rates and hand.
    #[test]
    fn no_bank_trade_says_which_rate_is_missed() {
        let hand = ResourceCounts::parse_list("1 ore, 3 wool").unwrap();
        assert_eq!(
            no_bank_trade([4; 5], hand),
            "You cannot trade with the bank now: you need 4 of one resource (you have no harbor), and you hold 3 wool, 1 ore."
        );
        assert_eq!(
            no_bank_trade([3, 3, 3, 3, 3], ResourceCounts::ZERO),
            "You cannot trade with the bank now: you need 3 of one resource (your 3:1 harbor), and you hold no resource cards."
        );
        let mut rates = [3; 5];
        rates[Resource::Ore.index()] = 2;
        let hand2 = ResourceCounts::parse_list("1 ore, 2 wool").unwrap();
        assert_eq!(
            no_bank_trade(rates, hand2),
            "You cannot trade with the bank now: you need 2 ore (your ore harbor) or 3 of any other resource (your 3:1 harbor), and you hold 2 wool, 1 ore."
        );
        let mut rates = [4; 5];
        rates[Resource::Ore.index()] = 2;
        rates[Resource::Brick.index()] = 2;
        assert_eq!(
            no_bank_trade(rates, hand),
            "You cannot trade with the bank now: you need 2 brick or 2 ore (your brick and ore harbors) or 4 of any other resource, and you hold 3 wool, 1 ore."
        );
        let wool = ResourceCounts::one(Resource::Wool, 4);
        assert_eq!(
            no_bank_trade([4; 5], wool),
            "You cannot trade with the bank now: it has no cards left to give for your wool."
        );
    }
}
