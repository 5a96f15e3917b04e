//! Buttons, select menus and modal forms, routed by their typed custom id (see `ids`).
//! Every click loads the game from the store by the id in the custom id. Choosers list
//! every legal option for the clicking seat (several selects, and pages, when there are
//! more than one select holds), answer ephemerally, and are replaced by what was done.

use super::between;
use super::context::{no_pings, Bot, Error};
use super::flow::{self, act, load_seated, Ask, Guard};
use super::ids::{encode_action, Cid, Form, OfferVerb, TurnVerb};
use super::lobby;
use super::messages::{self, hex_label, path_label, truncate};
use crate::engine::*;
use crate::render::{Highlight, Renderer};
use crate::store::StoreError;
use serenity::all::{
    ActionRowComponent, ButtonStyle, ComponentInteraction, ComponentInteractionDataKind,
    CreateActionRow, CreateAttachment, CreateButton, CreateInputText, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, InputTextStyle, ModalInteraction,
};

/// Discord's limits on a message's components.
const MAX_ROWS: usize = 5;
const MAX_OPTIONS: usize = 25;

pub async fn handle_component(
    bot: &Bot,
    ask: &Ask<'_>,
    i: &ComponentInteraction,
) -> Result<(), Error> {
    let http = &bot.http;
    let Some(cid) = Cid::parse(&i.data.custom_id) else {
        return ask
            .say(http, "That button belongs to something I no longer know.")
            .await;
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
                    return ask.say(http, "That lobby no longer exists.").await
                }
                Err(e) => return Err(e.into()),
            };
            lobby::lobby_verb(bot, ask, row, verb).await
        }
        Cid::Turn { game, turn, verb } => turn_component(bot, ask, game, turn, verb, &values).await,
        Cid::Offer { game, turn, verb } => offer_component(bot, ask, game, turn, verb).await,
        Cid::Form { .. } => {
            ask.say(http, "That button belongs to something I no longer know.")
                .await
        }
        Cid::Leaderboard { page, .. } => between::leaderboard(bot, ask, page).await,
        Cid::History { scope, page, .. } => between::history(bot, ask, scope, page).await,
        Cid::Recap { game } => between::recap(bot, ask, game).await,
    }
}

/// The turn message's buttons and their choosers.
async fn turn_component(
    bot: &Bot,
    ask: &Ask<'_>,
    game_id: i64,
    stamp: u32,
    verb: TurnVerb,
    values: &[String],
) -> Result<(), Error> {
    let http = &bot.http;
    let guard = Guard::Turn(stamp);
    match verb {
        TurnVerb::Roll => return act(bot, ask, game_id, guard, Action::Roll { dice: None }).await,
        TurnVerb::Buy => return act(bot, ask, game_id, guard, Action::BuyDevCard).await,
        TurnVerb::End => return act(bot, ask, game_id, guard, Action::EndTurn).await,
        TurnVerb::Act(a) => return act(bot, ask, game_id, guard, a).await,
        TurnVerb::Pick(_) => {
            return match values.first().and_then(|v| super::ids::decode_action(v)) {
                Some(a) => act(bot, ask, game_id, guard, a).await,
                None => ask.say(http, "Choose one of the options.").await,
            };
        }
        TurnVerb::DiscardPick => {
            let mut cards = ResourceCounts::ZERO;
            for v in values {
                if let Some(r) = v.split(':').next().and_then(Resource::parse) {
                    cards[r] += 1;
                }
            }
            return act(bot, ask, game_id, guard, Action::Discard { cards }).await;
        }
        _ => {}
    }
    // The remaining verbs open choosers: load, check, then list the legal options.
    let (loaded, seat) = match load_seated(&bot.store, game_id, ask.src.user().id.get()).await {
        Ok(x) => x,
        Err(r) => return ask.say(http, r.to_string()).await,
    };
    let game = &loaded.game;
    if let Err(r) = flow::moment_still_on(stamp, game) {
        return ask.say(http, r.to_string()).await;
    }
    let legal = game.legal_actions(seat);
    let turn = stamp;
    let id = |verb| {
        Cid::Turn {
            game: game_id,
            turn,
            verb,
        }
        .encode()
    };
    match verb {
        TurnVerb::SpecialBuild => {
            // One toggle for everyone: the clicker's own request decides which way it goes.
            let action = match game.special_build_requests().contains(seat) {
                true => Action::WithdrawSpecialBuild,
                false => Action::AskSpecialBuild,
            };
            act(bot, ask, game_id, guard, action).await
        }
        TurnVerb::Hand => {
            ask.say(http, messages::hand_text(&game.player_view(seat)))
                .await
        }
        TurnVerb::Build(page) => {
            let mut groups = Vec::new();
            for (title, pick) in [
                ("Place a settlement", 0u8),
                ("Place a road", 1),
                ("Build a road (1 brick, 1 lumber)", 2),
                ("Build a settlement (brick, lumber, wool, grain)", 3),
                ("Build a city (2 grain, 3 ore)", 4),
            ] {
                let opts: Vec<CreateSelectMenuOption> = legal
                    .iter()
                    .filter_map(|a| build_option(game, a, pick))
                    .collect();
                groups.push((title.to_string(), opts));
            }
            let selects = pick_selects(game_id, turn, groups);
            if selects.is_empty() {
                return ask
                    .say(http, nothing_reason(game, seat, "build or place"))
                    .await;
            }
            let (rows, pages) = paged(selects, page, |p| id(TurnVerb::Build(p)));
            // The board with the places offered ringed: only the chooser's owner sees it.
            // Drawing it may wait behind other tables' boards: answer first.
            ask.think_privately(http).await?;
            let view = game.public_view();
            let highlight = Highlight::from_actions(seat, &legal);
            let png = bot
                .heavy
                .draw_now(move || Renderer::global().render(&view, Some(&highlight)))
                .await?;
            let mut text =
                "Where? The places you can build on are ringed on the board.".to_string();
            if pages > 1 {
                text.push_str(&format!(
                    " (page {} of {pages})",
                    (page as usize).min(pages - 1) + 1
                ));
            }
            chooser(ask, http, &text, rows, Some(png)).await
        }
        TurnVerb::Play => {
            let view = game.player_view(seat);
            let mut buttons = Vec::new();
            for a in &legal {
                match a {
                    Action::PlayKnight => buttons.push(act_button(game_id, turn, a, "Play Knight")),
                    Action::PlayRoadBuilding => {
                        buttons.push(act_button(game_id, turn, a, "Play Road Building"))
                    }
                    _ => {}
                }
            }
            let yop: Vec<CreateSelectMenuOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::PlayYearOfPlenty { take } => Some(option(
                        if take[0] == take[1] {
                            format!("2 {}", take[0])
                        } else {
                            format!("1 {} + 1 {}", take[0], take[1])
                        },
                        a,
                    )),
                    _ => None,
                })
                .collect();
            let mono: Vec<CreateSelectMenuOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::PlayMonopoly { resource } => {
                        Some(option(format!("Monopoly on {resource}"), a))
                    }
                    _ => None,
                })
                .collect();
            let mut rows = Vec::new();
            if !buttons.is_empty() {
                rows.push(CreateActionRow::Buttons(buttons));
            }
            rows.extend(pick_selects(
                game_id,
                turn,
                vec![
                    ("Year of Plenty: take two cards".into(), yop),
                    ("Monopoly: name a resource".into(), mono),
                ],
            ));
            if rows.is_empty() {
                let why = if view.dev_cards.total() == view.dev_cards[DevCard::VictoryPoint] as u32
                {
                    "You have no development card to play.".to_string()
                } else {
                    nothing_reason(game, seat, "play a card")
                };
                return ask.say(http, why).await;
            }
            chooser(ask, http, "Which card?", rows, None).await
        }
        TurnVerb::Trade => {
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
        TurnVerb::Offer => {
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
        TurnVerb::Discard => {
            let owed = game.pending_discard(seat);
            if owed == 0 {
                return ask.say(http, RuleError::NoDiscardOwed.to_string()).await;
            }
            let hand = game.player(seat).resources;
            let mut opts = Vec::new();
            for (r, n) in hand.nonzero() {
                for k in 0..n.min(owed) {
                    opts.push(CreateSelectMenuOption::new(
                        format!("{r} #{}", k + 1),
                        format!("{}:{k}", r.name()),
                    ));
                }
            }
            let mut rows = Vec::new();
            // One option per card: fits a select up to 25 cards; bigger discards are typed.
            if opts.len() <= MAX_OPTIONS && (owed as usize) <= opts.len() {
                let menu = CreateSelectMenu::new(
                    id(TurnVerb::DiscardPick),
                    CreateSelectMenuKind::String { options: opts },
                )
                .placeholder(format!("Choose {owed} cards to discard"))
                .min_values(owed)
                .max_values(owed);
                rows.push(CreateActionRow::SelectMenu(menu));
            }
            rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id(
                TurnVerb::DiscardTyped,
            ))
            .label("Type the cards…")
            .style(ButtonStyle::Secondary)]));
            chooser(
                ask,
                http,
                &format!("You hold {hand}. Choose the {owed} cards to discard."),
                rows,
                None,
            )
            .await
        }
        TurnVerb::DiscardTyped => {
            let owed = game.pending_discard(seat);
            if owed == 0 {
                return ask.say(http, RuleError::NoDiscardOwed.to_string()).await;
            }
            let modal = CreateModal::new(
                Cid::Form {
                    game: game_id,
                    turn,
                    form: Form::Discard,
                }
                .encode(),
                format!("Discard {owed} cards"),
            )
            .components(vec![text_input(
                "cards",
                "Cards to discard (e.g. 2 brick, 1 ore)",
                true,
            )]);
            ask.respond(http, CreateInteractionResponse::Modal(modal))
                .await
        }
        TurnVerb::Robber => {
            let mut hexes: Vec<Hex> = Vec::new();
            for a in &legal {
                if let Action::MoveRobber { to, .. } = a {
                    if !hexes.contains(to) {
                        hexes.push(*to);
                    }
                }
            }
            if hexes.is_empty() {
                return ask
                    .say(http, nothing_reason(game, seat, "move the robber"))
                    .await;
            }
            let opts: Vec<CreateSelectMenuOption> = hexes
                .iter()
                .map(|&h| {
                    let victims: Vec<String> = game
                        .steal_candidates(seat, h)
                        .iter()
                        .map(|v| game.name(v).to_string())
                        .collect();
                    CreateSelectMenuOption::new(
                        truncate(&hex_label(game, h, &victims), 100),
                        h.name().to_string(),
                    )
                })
                .collect();
            let rows: Vec<CreateActionRow> = opts
                .chunks(MAX_OPTIONS)
                .enumerate()
                .map(|(i, chunk)| {
                    // Each select of the message needs its own id; all read a hex letter.
                    let cid = match i {
                        0 => id(TurnVerb::RobberHex),
                        _ => format!("{}:{i}", id(TurnVerb::RobberHex)),
                    };
                    select(&cid, "Move the robber to…", chunk.to_vec(), 1)
                })
                .collect();
            chooser(ask, http, "Where does the robber go?", rows, None).await
        }
        TurnVerb::RobberHex => {
            let Some(hex) = values.first().and_then(|v| Hex::parse(v)) else {
                return ask.say(http, "Choose a hex.").await;
            };
            let options = robber_moves(&legal, hex);
            match options.as_slice() {
                [] => ask.say(http, "The robber cannot go there now.").await,
                [one] => act(bot, ask, game_id, guard, *one).await,
                many => {
                    let buttons: Vec<CreateButton> = many
                        .iter()
                        .map(|a| {
                            let who = match a {
                                Action::MoveRobber {
                                    steal_from: Some(v),
                                    ..
                                } => game.name(*v).to_string(),
                                _ => "nobody".into(),
                            };
                            act_button(game_id, turn, a, &format!("Steal from {who}"))
                        })
                        .collect();
                    let rows = buttons
                        .chunks(5)
                        .map(|c| CreateActionRow::Buttons(c.to_vec()))
                        .take(MAX_ROWS)
                        .collect();
                    chooser(
                        ask,
                        http,
                        &format!("Hex {hex}: whom do you rob?"),
                        rows,
                        None,
                    )
                    .await
                }
            }
        }
        // Handled above.
        TurnVerb::Roll
        | TurnVerb::Buy
        | TurnVerb::End
        | TurnVerb::Act(_)
        | TurnVerb::Pick(_)
        | TurnVerb::DiscardPick => unreachable!("acted on before loading"),
    }
}

/// Offer message buttons: Accept, Decline, Counter (modal), Trade with NAME, Cancel.
async fn offer_component(
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

pub async fn handle_modal(bot: &Bot, ask: &Ask<'_>, m: &ModalInteraction) -> Result<(), Error> {
    let http = &bot.http;
    let Some(Cid::Form { game, turn, form }) = Cid::parse(&m.data.custom_id) else {
        return ask
            .say(http, "That form belongs to something I no longer know.")
            .await;
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
    let parse = |name: &str| ResourceCounts::parse_list(&field(name));
    if form == Form::Discard {
        return match parse("cards") {
            Ok(cards) => act(bot, ask, game, Guard::Turn(turn), Action::Discard { cards }).await,
            Err(e) => ask.say(http, e).await,
        };
    }
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
        Form::Discard => unreachable!("handled above"),
    }
}

/// The legal ways for the robber to go to `hex`, out of `legal`: one per player who can be
/// robbed there, or one stealing nothing; none when it cannot go there now. The stolen
/// card is left open: `flow::act` draws it. The Move robber chooser and `/catan robber`
/// both act on these.
pub fn robber_moves(legal: &[Action], hex: Hex) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| matches!(a, Action::MoveRobber { to, .. } if *to == hex))
        .copied()
        .collect()
}

fn option(label: String, a: &Action) -> CreateSelectMenuOption {
    CreateSelectMenuOption::new(truncate(&label, 100), encode_action(a))
}

fn build_option(game: &Game, a: &Action, pick: u8) -> Option<CreateSelectMenuOption> {
    let board = game.board();
    let label = match (a, pick) {
        (Action::PlaceSettlement { at }, 0)
        | (Action::BuildSettlement { at }, 3)
        | (Action::BuildCity { at }, 4) => format!("{at} · {}", board.describe_intersection(*at)),
        (Action::PlaceRoad { at }, 1) | (Action::BuildRoad { at }, 2) => path_label(game, *at),
        _ => return None,
    };
    Some(option(label, a))
}

/// One select per 25 options of each group, each with its own custom id (`Pick(n)`); the
/// placeholder says which part of a long list a select holds.
fn pick_selects(
    game: i64,
    turn: u32,
    groups: Vec<(String, Vec<CreateSelectMenuOption>)>,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    for (title, opts) in groups {
        let parts = opts.len().div_ceil(MAX_OPTIONS);
        for (k, chunk) in opts.chunks(MAX_OPTIONS).enumerate() {
            let slot = rows.len() as u8;
            let id = Cid::Turn {
                game,
                turn,
                verb: TurnVerb::Pick(slot),
            }
            .encode();
            let placeholder = match parts {
                1 => title.clone(),
                _ => format!("{title} ({} of {parts})", k + 1),
            };
            rows.push(select(&id, &placeholder, chunk.to_vec(), 1));
        }
    }
    rows
}

/// The rows of page `page` of a chooser: all of them when they fit one message, else four
/// per page and a row of ◀ ▶ buttons (`nav` makes their ids). Returns the number of pages.
fn paged(
    rows: Vec<CreateActionRow>,
    page: u8,
    nav: impl Fn(u8) -> String,
) -> (Vec<CreateActionRow>, usize) {
    if rows.len() <= MAX_ROWS {
        return (rows, 1);
    }
    let per = MAX_ROWS - 1;
    let pages = rows.len().div_ceil(per);
    let page = (page as usize).min(pages - 1);
    let mut out: Vec<CreateActionRow> = rows.into_iter().skip(page * per).take(per).collect();
    let mut buttons = Vec::new();
    if page > 0 {
        buttons.push(
            CreateButton::new(nav(page as u8 - 1))
                .label("◀ Previous")
                .style(ButtonStyle::Secondary),
        );
    }
    if page + 1 < pages {
        buttons.push(
            CreateButton::new(nav(page as u8 + 1))
                .label("More ▶")
                .style(ButtonStyle::Secondary),
        );
    }
    out.push(CreateActionRow::Buttons(buttons));
    (out, pages)
}

/// Why a chooser would be empty, in the engine's words where possible.
fn nothing_reason(game: &Game, seat: Seat, what: &str) -> String {
    if game.phase() == Phase::GameOver {
        return RuleError::GameOver.to_string();
    }
    if game.phase() == Phase::Discard && game.pending_discard(seat) == 0 {
        let first = game.seat_to_move();
        let waiting = RuleError::WaitingForDiscards([first].into_iter().collect());
        return crate::narrate::refusal(&waiting, game.names());
    }
    if seat != game.seat_to_move() {
        let not_yours = RuleError::NotYourTurn(game.seat_to_move());
        return crate::narrate::refusal(&not_yours, game.names());
    }
    match game.phase() {
        Phase::Roll if what != "play a card" => RuleError::RollFirst.to_string(),
        Phase::MoveRobber if what != "move the robber" => RuleError::MoveRobberFirst.to_string(),
        Phase::RoadBuilding if what != "build or place" => {
            RuleError::PlaceFreeRoadsFirst.to_string()
        }
        Phase::Discard => "Discard first (**Discard**).".into(),
        _ => match what {
            "build or place" => "Nothing can be built right now: compare your cards (**My hand**) with the costs in `/catan rules`.".into(),
            "play a card" => "You have no development card you can play right now: one card per turn, and never one bought this turn.".into(),
            _ => format!("You cannot {what} right now."),
        },
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

fn select(
    id: &str,
    placeholder: &str,
    opts: Vec<CreateSelectMenuOption>,
    n: u8,
) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options: opts })
            .placeholder(truncate(placeholder, 150))
            .min_values(n)
            .max_values(n),
    )
}

fn act_button(game: i64, turn: u32, a: &Action, label: &str) -> CreateButton {
    CreateButton::new(
        Cid::Turn {
            game,
            turn,
            verb: TurnVerb::Act(*a),
        }
        .encode(),
    )
    .label(truncate(label, 80))
    .style(ButtonStyle::Primary)
}

/// An ephemeral chooser (with a board image when one helps to choose); a page turn of a
/// chooser replaces it.
async fn chooser(
    ask: &Ask<'_>,
    http: &serenity::all::Http,
    text: &str,
    rows: Vec<CreateActionRow>,
    board: Option<Vec<u8>>,
) -> Result<(), Error> {
    if ask.thinking() {
        let mut edit = EditInteractionResponse::new()
            .content(text)
            .components(rows)
            .allowed_mentions(no_pings());
        edit = match board {
            Some(png) => edit.new_attachment(CreateAttachment::bytes(png, "places.png")),
            None => edit.clear_attachments(),
        };
        return ask.replace(http, edit).await;
    }
    let mut msg = CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(no_pings());
    if let Some(png) = board {
        msg = msg.add_file(CreateAttachment::bytes(png, "places.png"));
    }
    let r = match ask.src.on_chooser() {
        true => CreateInteractionResponse::UpdateMessage(msg),
        false => CreateInteractionResponse::Message(msg.ephemeral(true)),
    };
    ask.respond(http, r).await
}

fn text_input(id: &str, label: &str, required: bool) -> CreateActionRow {
    CreateActionRow::InputText(
        CreateInputText::new(InputTextStyle::Short, label, id)
            .required(required)
            .max_length(100),
    )
}

fn text_input_with(id: &str, label: &str, value: &str) -> CreateActionRow {
    CreateActionRow::InputText(
        CreateInputText::new(InputTextStyle::Short, label, id)
            .value(value)
            .max_length(100),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(n: usize) -> Vec<CreateSelectMenuOption> {
        (0..n)
            .map(|i| CreateSelectMenuOption::new(format!("o{i}"), format!("{i}")))
            .collect()
    }

    fn ids(rows: &[CreateActionRow]) -> Vec<String> {
        let v = serde_json::to_value(rows).unwrap();
        let mut out = Vec::new();
        for row in v.as_array().unwrap() {
            for c in row["components"].as_array().unwrap() {
                out.push(c["custom_id"].as_str().unwrap().to_string());
            }
        }
        out
    }

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

    /// 54 set-up spots and a long road list: every option is offered, in selects of at most
    /// 25 with distinct ids, on pages of at most five rows.
    #[test]
    fn long_lists_become_several_selects_with_distinct_ids_and_pages() {
        let rows = pick_selects(
            7,
            3,
            vec![
                ("Place a settlement".into(), opts(54)),
                ("Roads".into(), opts(60)),
            ],
        );
        assert_eq!(rows.len(), 3 + 3);
        let all = ids(&rows);
        let mut dedup = all.clone();
        dedup.sort();
        dedup.dedup();
        assert_eq!(dedup.len(), all.len(), "{all:?}");
        let v = serde_json::to_value(&rows).unwrap();
        let offered: usize = v
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["components"][0]["options"].as_array().unwrap().len())
            .sum();
        assert_eq!(offered, 114);
        let nav = |p: u8| {
            Cid::Turn {
                game: 7,
                turn: 3,
                verb: TurnVerb::Build(p),
            }
            .encode()
        };
        let (first, pages) = paged(rows.clone(), 0, nav);
        assert_eq!(pages, 2);
        assert_eq!(first.len(), 5);
        let (second, _) = paged(rows.clone(), 1, nav);
        assert_eq!(second.len(), 3);
        let (beyond, _) = paged(rows, 9, nav);
        assert_eq!(beyond.len(), 3, "a page past the end shows the last");
        let (small, pages) = paged(pick_selects(7, 3, vec![("x".into(), opts(3))]), 0, nav);
        assert_eq!((small.len(), pages), (1, 1));
    }
}
