//! Trades: offering to the table or one player (`/catan trade`, **Trade** → **Offer to
//! players…**), trading with the bank (`/catan bank`, the bank select), and the offer
//! message's buttons (Accept, Decline, Counter, Trade with NAME, Cancel) and forms.

use super::chooser::{
    chooser, nothing_reason, option, pick_selects, text_input, text_input_with, Clicked, Offers,
    MAX_ROWS,
};
use super::{act_now, ask, finish, play_action, seat_here, seated_here, Context, ResourceChoice};
use super::{TurnClick, Works};
use crate::bot::components::{Cid, Form, OfferVerb, TradeButton};
use crate::bot::context::{Bot, Error};
use crate::bot::flow::{self, act, load_seated, Ask, PostedFor};
use crate::bot::messages::{self};
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::narrate::refusal;
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
        let lang = ask.src.lang();
        let (give, get) = match (
            crate::narrate::typed_cards(lang, &give),
            crate::narrate::typed_cards(lang, &get),
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

/// The family's buttons on the turn message: **Trade…** and **Offer to players…**.
pub(super) async fn click(c: &TurnClick<'_, '_>, verb: TradeButton) -> Result<(), Error> {
    let Some(opened) = c.open(Works::AtItsMoment).await? else {
        return Ok(());
    };
    match verb {
        TradeButton::Trade => trade_chooser(&opened.clicked(c)).await,
        TradeButton::Offer => offer_form(&opened.clicked(c)).await,
    }
}

/// The **Trade** chooser: the bank trades the seat can make, and offering to the players.
async fn trade_chooser(c: &Clicked<'_, '_>) -> Result<(), Error> {
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
    if seat != game.current() || game.phase() != Phase::Main {
        return ask.say(http, nothing_reason(c, Offers::Trade)).await;
    }
    let lang = ask.src.lang();
    let cards = |c: &ResourceCounts| crate::narrate::cards(lang, c);
    let bank: Vec<CreateSelectMenuOption> = legal
        .iter()
        .filter_map(|a| match a {
            Action::BankTrade { give, get } if get.total() == 1 => {
                let label = i18n::text(
                    lang,
                    "trade-bank-option",
                    &[
                        ("give", Arg::Str(&cards(give))),
                        ("get", Arg::Str(&cards(get))),
                    ],
                );
                Some(option(label, a))
            }
            _ => None,
        })
        .collect();
    let no_bank = bank.is_empty();
    let mut rows = vec![CreateActionRow::Buttons(vec![CreateButton::new(id(
        TradeButton::Offer,
    ))
    .label(ask.text("btn-offer-to-players"))
    .style(ButtonStyle::Primary)])];
    rows.extend(pick_selects(
        lang,
        game_id,
        turn,
        vec![(ask.text("trade-bank-placeholder").into(), bank)],
    ));
    rows.truncate(MAX_ROWS);
    let text = match no_bank {
        false => ask.text("trade-chooser"),
        true => {
            let why = no_bank_trade(
                lang,
                game.player_view(seat).trade_rates,
                game.player(seat).resources,
            );
            i18n::words(lang, "trade-chooser-no-bank", &[("why", Arg::Str(&why))])
        }
    };
    chooser(ask, http, &text, rows, None).await
}

/// **Offer to players…**: the form of an offer.
async fn offer_form(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard: _,
        game: _,
        seat: _,
        legal: _,
        table: _,
    } = *c;
    let http = &bot.http;
    let modal = CreateModal::new(
        Cid::Form {
            game: game_id,
            turn,
            form: Form::Offer,
        }
        .encode(),
        ask.text("offer-form-title"),
    )
    .components(vec![
        text_input("give", &ask.text("offer-form-give"), true),
        text_input("get", &ask.text("offer-form-get"), true),
        text_input("to", &ask.text("offer-form-to"), false),
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
    let guard = PostedFor::Offer(stamp);
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
                    Err(r) => return ask.say(http, ask.refusal(&r)).await,
                };
            if !flow::offer_still_open(&bot.store, &loaded, stamp, ask.src).await? {
                return ask
                    .say(http, flow::Refusal::OfferClosed.sentence(ask.src.lang()))
                    .await;
            }
            let offer = *loaded.game.offer().expect("checked: the offer is open");
            if seat == loaded.game.current() {
                return ask.say(http, ask.text("counter-own")).await;
            }
            if !offer.to.contains(seat) {
                return ask
                    .say(
                        http,
                        refusal(
                            ask.src.lang(),
                            &RuleError::NotAddressed,
                            loaded.game.names(),
                        ),
                    )
                    .await;
            }
            let modal = CreateModal::new(
                Cid::Form {
                    game: game_id,
                    turn: stamp,
                    form: Form::Counter,
                }
                .encode(),
                ask.text("counter-form-title"),
            )
            .components(vec![
                text_input_with(
                    "give",
                    &ask.text("counter-form-give"),
                    &crate::narrate::cards(ask.src.lang(), &offer.get),
                ),
                text_input_with(
                    "get",
                    &ask.text("counter-form-get"),
                    &crate::narrate::cards(ask.src.lang(), &offer.give),
                ),
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
    let parse = |name: &str| crate::narrate::typed_cards(ask.src.lang(), &field(name));
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
                PostedFor::Offer(turn),
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
                        let name = messages::escape(to_name.trim());
                        let args = [("name", Arg::Str(&name))];
                        let why = i18n::words(ask.src.lang(), "nobody-called", &args);
                        return ask.say(http, why).await;
                    }
                }
            };
            act(
                bot,
                ask,
                game,
                PostedFor::Turn(turn),
                Action::OfferTrade { give, get, to },
            )
            .await
        }
        Form::Discard => unreachable!("a discard form is the robber's"),
    }
}

/// Why a player has no trade with the bank, in their words and `lang`: the rates their
/// harbors give them (`rates`, by resource) and what they hold (or, when a rate is met, that
/// the bank has nothing left to give for it).
fn no_bank_trade(lang: Lang, rates: [u8; 5], hand: ResourceCounts) -> String {
    let rate = |r: Resource| rates[r.index()];
    let name = |r: Resource| crate::narrate::resource_name(lang, r);
    let enough: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&r| hand[r] >= rate(r))
        .map(name)
        .collect();
    if !enough.is_empty() {
        // The rate is met, but the bank has nothing else to give.
        let resources = i18n::or_list(lang, &enough);
        return i18n::text(
            lang,
            "bank-none-left",
            &[("resources", Arg::Str(&resources))],
        );
    }
    let special: Vec<Resource> = Resource::ALL
        .into_iter()
        .filter(|&r| rate(r) == 2)
        .collect();
    let other = Resource::ALL.into_iter().map(rate).find(|&n| n > 2);
    let mut need = Vec::new();
    if !special.is_empty() {
        let each: Vec<String> = special
            .iter()
            .map(|&r| crate::narrate::cards(lang, &ResourceCounts::one(r, 2)))
            .collect();
        let names: Vec<String> = special.iter().map(|&r| name(r)).collect();
        need.push(i18n::text(
            lang,
            "bank-need-harbors",
            &[
                ("each", Arg::Str(&i18n::or_list(lang, &each))),
                ("names", Arg::Str(&i18n::and_list(lang, &names))),
                ("count", Arg::Int(special.len() as i64)),
            ],
        ));
    }
    if let Some(n) = other {
        let rate = [("rate", Arg::Int(n.into()))];
        need.push(match (n, special.is_empty()) {
            (3, true) => i18n::text(lang, "bank-need-three", &[]),
            (3, false) => i18n::text(lang, "bank-need-three-other", &[]),
            (_, true) => i18n::text(lang, "bank-need-no-harbor", &rate),
            (_, false) => i18n::text(lang, "bank-need-other", &rate),
        });
    }
    let held = match hand.total() {
        0 => i18n::text(lang, "bank-held-nothing", &[]),
        _ => crate::narrate::cards(lang, &hand),
    };
    i18n::text(
        lang,
        "bank-need",
        &[
            ("need", Arg::Str(&i18n::or_list(lang, &need))),
            ("held", Arg::Str(&held)),
        ],
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
            no_bank_trade(Lang::En, [4; 5], hand),
            "You cannot trade with the bank now: you need 4 of one resource (you have no harbor), and you hold 3 wool, 1 ore."
        );
        assert_eq!(
            no_bank_trade(Lang::En, [3, 3, 3, 3, 3], ResourceCounts::ZERO),
            "You cannot trade with the bank now: you need 3 of one resource (your 3:1 harbor), and you hold no resource cards."
        );
        let mut rates = [3; 5];
        rates[Resource::Ore.index()] = 2;
        let hand2 = ResourceCounts::parse_list("1 ore, 2 wool").unwrap();
        assert_eq!(
            no_bank_trade(Lang::En, rates, hand2),
            "You cannot trade with the bank now: you need 2 ore (your ore harbor) or 3 of any other resource (your 3:1 harbor), and you hold 2 wool, 1 ore."
        );
        let mut rates = [4; 5];
        rates[Resource::Ore.index()] = 2;
        rates[Resource::Brick.index()] = 2;
        assert_eq!(
            no_bank_trade(Lang::En, rates, hand),
            "You cannot trade with the bank now: you need 2 brick or 2 ore (your brick and ore harbors) or 4 of any other resource, and you hold 3 wool, 1 ore."
        );
        let wool = ResourceCounts::one(Resource::Wool, 4);
        assert_eq!(
            no_bank_trade(Lang::En, [4; 5], wool),
            "You cannot trade with the bank now: it has no cards left to give for your wool."
        );
        // In the member's language, with the game's words of its edition.
        let mut rates = [4; 5];
        rates[Resource::Ore.index()] = 2;
        assert_eq!(
            no_bank_trade(Lang::De, rates, hand),
            "Du kannst gerade nicht mit der Bank handeln: Du brauchst 2 Erz (dein 2:1-Hafen für Erz) oder 4 von einem anderen Rohstoff, und du hast 3 Wolle, 1 Erz."
        );
    }
}
