//! Button, select-menu and modal routing by custom id (see `ids`). Every click loads the game
//! from the store by the id in the custom id; choosers list only legal options, computed
//! from the engine for the clicking seat, and answer ephemerally.

use super::flow::{self, act, load_seated, whisper, Bot, Error, Guard, Source};
use super::ids::Cid;
use super::lobby;
use super::messages::{self, Names};
use crate::engine::*;
use crate::render::{Highlight, Renderer};
use crate::store::StoreError;
use serenity::all::{
    ActionRowComponent, ButtonStyle, ComponentInteraction, ComponentInteractionDataKind,
    CreateActionRow, CreateAttachment, CreateButton, CreateInputText, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, Http, InputTextStyle, ModalInteraction,
};

/// Encodes an action as a select value or custom-id argument.
/// An action as a select value or button id: RECORD.md's JSON without the zero counts
/// (`{"do":"bank_trade","give":{"ore":4},"get":{"brick":1}}`), so it fits Discord's
/// 100-character limit on option values and custom ids; `decode_action` reads it back.
pub fn encode_action(a: &Action) -> String {
    fn strip_zero_counts(v: &mut serde_json::Value) {
        if let serde_json::Value::Object(fields) = v {
            for field in fields.values_mut() {
                if let serde_json::Value::Object(counts) = field {
                    counts.retain(|_, n| n.as_u64() != Some(0));
                }
            }
        }
    }
    let mut v = serde_json::to_value(a).expect("actions serialize");
    strip_zero_counts(&mut v);
    v.to_string()
}

fn decode_action(s: &str) -> Option<Action> {
    serde_json::from_str(s).ok()
}

pub async fn handle_component(
    bot: &Bot,
    http: &Http,
    i: &ComponentInteraction,
) -> Result<(), Error> {
    let src = Source::Component(i);
    let Some(cid) = Cid::parse(&i.data.custom_id) else {
        return whisper(
            src,
            http,
            "That button belongs to something I no longer know.",
        )
        .await;
    };
    let values: Vec<String> = match &i.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => vec![],
    };
    match cid.kind {
        'l' => {
            let row = match bot.store.game_row(cid.game).await {
                Ok(r) => r,
                Err(StoreError::NotFound(_)) => {
                    return whisper(src, http, "That lobby no longer exists.").await
                }
                Err(e) => return Err(e.into()),
            };
            lobby::lobby_verb(bot, http, src, row, &cid.verb, cid.arg.as_deref()).await
        }
        't' => turn_component(bot, http, src, &cid, &values).await,
        'o' => offer_component(bot, http, src, &cid).await,
        _ => {
            whisper(
                src,
                http,
                "That button belongs to something I no longer know.",
            )
            .await
        }
    }
}

/// A chooser built from legal actions, answered ephemerally (or a refusal).
async fn turn_component(
    bot: &Bot,
    http: &Http,
    src: Source<'_>,
    cid: &Cid,
    values: &[String],
) -> Result<(), Error> {
    let guard = Guard::Turn(cid.stamp);
    let simple = |a: Action| act(bot, http, src, cid.game, guard, a);
    match cid.verb.as_str() {
        "roll" => return simple(Action::Roll { dice: None }).await,
        "buy" => return simple(Action::BuyDevCard).await,
        "end" => return simple(Action::EndTurn).await,
        "act" => {
            let chosen = cid.arg.as_deref().or(values.first().map(String::as_str));
            return match chosen.and_then(decode_action) {
                Some(a) => simple(a).await,
                None => whisper(src, http, "Choose one of the options.").await,
            };
        }
        _ => {}
    }
    // The remaining verbs open choosers: load, check, then list the legal options.
    let (loaded, seat) = match load_seated(&bot.store, cid.game, src.user().id.get()).await {
        Ok(x) => x,
        Err(r) => return whisper(src, http, r.to_string()).await,
    };
    let game = &loaded.game;
    if cid.stamp != game.turn() {
        return whisper(src, http, flow::Refusal::TurnOver.to_string()).await;
    }
    let legal = game.legal_actions(seat);
    let turn = game.turn();
    let names_vec = game.names().to_vec();
    let names = Names(&names_vec);
    let act_id = Cid::turn(cid.game, turn, "act", None).encode();
    match cid.verb.as_str() {
        "hand" => whisper(src, http, messages::hand_text(&game.player_view(seat))).await,
        "build" => {
            let mut rows = Vec::new();
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
                    .take(25)
                    .collect();
                if !opts.is_empty() {
                    rows.push(select(&act_id, title, opts, 1));
                }
            }
            if rows.is_empty() {
                return whisper(src, http, nothing_reason(game, seat, "build or place")).await;
            }
            // The board with the places offered ringed: only the chooser's owner sees it.
            let view = game.public_view();
            let highlight = Highlight::from_actions(seat, &legal);
            let png = tokio::task::spawn_blocking(move || {
                Renderer::global().render(&view, Some(&highlight))
            })
            .await?;
            let text = "Where? The places you can build on are ringed on the board.";
            chooser_with_board(src, http, text, rows, Some(png)).await
        }
        "play" => {
            let view = game.player_view(seat);
            let mut buttons = Vec::new();
            let mut rows = Vec::new();
            for a in &legal {
                match a {
                    Action::PlayKnight => {
                        buttons.push(act_button(cid.game, turn, a, "Play Knight"))
                    }
                    Action::PlayRoadBuilding => {
                        buttons.push(act_button(cid.game, turn, a, "Play Road Building"))
                    }
                    _ => {}
                }
            }
            if !buttons.is_empty() {
                rows.push(CreateActionRow::Buttons(buttons));
            }
            let yop: Vec<CreateSelectMenuOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::PlayYearOfPlenty { take } => Some(CreateSelectMenuOption::new(
                        if take[0] == take[1] {
                            format!("2 {}", take[0])
                        } else {
                            format!("1 {} + 1 {}", take[0], take[1])
                        },
                        encode_action(a),
                    )),
                    _ => None,
                })
                .take(25)
                .collect();
            if !yop.is_empty() {
                rows.push(select(&act_id, "Year of Plenty: take two cards", yop, 1));
            }
            let mono: Vec<CreateSelectMenuOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::PlayMonopoly { resource } => Some(CreateSelectMenuOption::new(
                        format!("Monopoly on {resource}"),
                        encode_action(a),
                    )),
                    _ => None,
                })
                .collect();
            if !mono.is_empty() {
                rows.push(select(&act_id, "Monopoly: name a resource", mono, 1));
            }
            if rows.is_empty() {
                let why = if view.dev_cards.total() == view.dev_cards[DevCard::VictoryPoint] as u32
                {
                    "You have no development card to play.".to_string()
                } else {
                    nothing_reason(game, seat, "play a card")
                };
                return whisper(src, http, why).await;
            }
            chooser(src, http, "Which card?", rows).await
        }
        "trade" => {
            if seat != game.current() || game.phase() != Phase::Main {
                return whisper(src, http, nothing_reason(game, seat, "trade")).await;
            }
            let bank: Vec<CreateSelectMenuOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::BankTrade { give, get } if get.total() == 1 => {
                        Some(CreateSelectMenuOption::new(
                            format!("Give {give}, get {get}"),
                            encode_action(a),
                        ))
                    }
                    _ => None,
                })
                .take(25)
                .collect();
            let mut rows = vec![CreateActionRow::Buttons(vec![CreateButton::new(
                Cid::turn(cid.game, turn, "offer", None).encode(),
            )
            .label("Offer to players…")
            .style(ButtonStyle::Primary)])];
            if !bank.is_empty() {
                rows.push(select(
                    &act_id,
                    "Trade with the bank (your best rate)",
                    bank,
                    1,
                ));
            }
            chooser(
                src,
                http,
                "Trade with the bank, or offer a trade to the table.",
                rows,
            )
            .await
        }
        "offer" => {
            let modal = CreateModal::new(
                Cid::modal(cid.game, turn, "offer", None).encode(),
                "Offer a trade",
            )
            .components(vec![
                text_input("give", "You give (e.g. 1 brick, 1 wool)", true),
                text_input("get", "You get (e.g. 1 ore)", true),
                text_input("to", "To (a player's name; empty: everyone)", false),
            ]);
            src.respond(http, CreateInteractionResponse::Modal(modal))
                .await?;
            Ok(())
        }
        "discard" => {
            let owed = game.pending_discard(seat);
            if owed == 0 {
                return whisper(src, http, RuleError::NoDiscardOwed.to_string()).await;
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
            if opts.len() <= 25 && owed <= 25 {
                let menu = CreateSelectMenu::new(
                    Cid::turn(cid.game, turn, "dsel", None).encode(),
                    CreateSelectMenuKind::String { options: opts },
                )
                .placeholder(format!("Choose {owed} cards to discard"))
                .min_values(owed)
                .max_values(owed);
                rows.push(CreateActionRow::SelectMenu(menu));
            }
            rows.push(CreateActionRow::Buttons(vec![CreateButton::new(
                Cid::turn(cid.game, turn, "dtype", None).encode(),
            )
            .label("Type the cards…")
            .style(ButtonStyle::Secondary)]));
            chooser(
                src,
                http,
                &format!("You hold {hand}. Choose the {owed} cards to discard."),
                rows,
            )
            .await
        }
        "dtype" => {
            let owed = game.pending_discard(seat);
            if owed == 0 {
                return whisper(src, http, RuleError::NoDiscardOwed.to_string()).await;
            }
            let modal = CreateModal::new(
                Cid::modal(cid.game, turn, "discard", None).encode(),
                format!("Discard {owed} cards"),
            )
            .components(vec![text_input(
                "cards",
                "Cards to discard (e.g. 2 brick, 1 ore)",
                true,
            )]);
            src.respond(http, CreateInteractionResponse::Modal(modal))
                .await?;
            Ok(())
        }
        "dsel" => {
            let mut cards = ResourceCounts::ZERO;
            for v in values {
                if let Some(r) = v.split(':').next().and_then(Resource::parse) {
                    cards[r] += 1;
                }
            }
            act(bot, http, src, cid.game, guard, Action::Discard { cards }).await
        }
        "robber" => {
            let moves: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::MoveRobber { .. }))
                .collect();
            if moves.is_empty() {
                return whisper(src, http, nothing_reason(game, seat, "move the robber")).await;
            }
            let mut hexes: Vec<Hex> = Vec::new();
            for a in &moves {
                if let Action::MoveRobber { to, .. } = a {
                    if !hexes.contains(to) {
                        hexes.push(*to);
                    }
                }
            }
            let opts: Vec<CreateSelectMenuOption> = hexes
                .iter()
                .take(25)
                .map(|&h| {
                    let victims: Vec<String> = game
                        .steal_candidates(seat, h)
                        .iter()
                        .map(|v| names_vec[v.index()].clone())
                        .collect();
                    CreateSelectMenuOption::new(
                        super::autocomplete::hex_label(game, h, &victims),
                        h.letter().to_string(),
                    )
                })
                .collect();
            let menu = select(
                &Cid::turn(cid.game, turn, "rhex", None).encode(),
                "Move the robber to…",
                opts,
                1,
            );
            chooser(src, http, "Where does the robber go?", vec![menu]).await
        }
        "rhex" => {
            let Some(hex) = values.first().and_then(|v| Hex::parse(v)) else {
                return whisper(src, http, "Choose a hex.").await;
            };
            let options: Vec<Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::MoveRobber { to, .. } if *to == hex))
                .copied()
                .collect();
            match options.as_slice() {
                [] => whisper(src, http, "The robber cannot go there now.").await,
                [one] => act(bot, http, src, cid.game, guard, *one).await,
                many => {
                    let buttons: Vec<CreateButton> = many
                        .iter()
                        .take(5)
                        .map(|a| {
                            let who = match a {
                                Action::MoveRobber {
                                    steal_from: Some(v),
                                    ..
                                } => names.0[v.index()].clone(),
                                _ => "nobody".into(),
                            };
                            act_button(cid.game, turn, a, &format!("Steal from {who}"))
                        })
                        .collect();
                    chooser(
                        src,
                        http,
                        &format!("Hex {hex}: whom do you rob?"),
                        vec![CreateActionRow::Buttons(buttons)],
                    )
                    .await
                }
            }
        }
        _ => whisper(src, http, "That button is not one I know.").await,
    }
}

/// Offer message buttons: Accept, Decline, Counter (modal), Trade with NAME, Cancel.
async fn offer_component(bot: &Bot, http: &Http, src: Source<'_>, cid: &Cid) -> Result<(), Error> {
    let guard = Guard::Offer(cid.stamp);
    let action = match cid.verb.as_str() {
        "accept" => Action::AcceptTrade,
        "decline" => Action::DeclineTrade,
        "cancel" => Action::CancelTrade,
        "with" => match cid.arg.as_deref().and_then(|a| a.parse().ok()) {
            Some(s) => Action::ConfirmTrade { with: Seat(s) },
            None => return whisper(src, http, "That button is not one I know.").await,
        },
        "counter" => {
            // Refuse a counter on a closed offer before opening the modal.
            let (loaded, seat) = match load_seated(&bot.store, cid.game, src.user().id.get()).await
            {
                Ok(x) => x,
                Err(r) => return whisper(src, http, r.to_string()).await,
            };
            if !flow::offer_still_open(&bot.store, &loaded, cid.stamp, src).await? {
                return whisper(src, http, flow::Refusal::OfferClosed.to_string()).await;
            }
            let offer = *loaded.game.offer().expect("checked: the offer is open");
            if seat == loaded.game.current() {
                return whisper(
                    src,
                    http,
                    "You cannot counter your own offer; cancel it and make a new one.",
                )
                .await;
            }
            if !offer.to.contains(seat) {
                return whisper(src, http, RuleError::NotAddressed.to_string()).await;
            }
            let modal = CreateModal::new(
                Cid::modal(cid.game, cid.stamp, "counter", None).encode(),
                "Counter-offer",
            )
            .components(vec![
                text_input_with("give", "You give", &offer.get.to_string()),
                text_input_with("get", "You get", &offer.give.to_string()),
            ]);
            src.respond(http, CreateInteractionResponse::Modal(modal))
                .await?;
            return Ok(());
        }
        _ => return whisper(src, http, "That button is not one I know.").await,
    };
    act(bot, http, src, cid.game, guard, action).await
}

pub async fn handle_modal(bot: &Bot, http: &Http, m: &ModalInteraction) -> Result<(), Error> {
    let src = Source::Modal(m);
    let Some(cid) = Cid::parse(&m.data.custom_id).filter(|c| c.kind == 'm') else {
        return whisper(
            src,
            http,
            "That form belongs to something I no longer know.",
        )
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
    if cid.verb == "discard" {
        return match parse("cards") {
            Ok(cards) => {
                let guard = Guard::Turn(cid.stamp);
                act(bot, http, src, cid.game, guard, Action::Discard { cards }).await
            }
            Err(e) => whisper(src, http, e).await,
        };
    }
    let (give, get) = match (parse("give"), parse("get")) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return whisper(src, http, e).await,
    };
    match cid.verb.as_str() {
        "counter" => {
            act(
                bot,
                http,
                src,
                cid.game,
                Guard::Offer(cid.stamp),
                Action::CounterTrade { give, get },
            )
            .await
        }
        "offer" => {
            let to_name = field("to");
            let to = if to_name.trim().is_empty() {
                None
            } else {
                let row = bot.store.game_row(cid.game).await?;
                match row
                    .seats
                    .iter()
                    .position(|s| s.name.eq_ignore_ascii_case(to_name.trim()))
                {
                    Some(i) => Some([Seat(i as u8)].into_iter().collect::<SeatSet>()),
                    None => {
                        return whisper(
                            src,
                            http,
                            format!("Nobody called \"{}\" sits at this table.", to_name.trim()),
                        )
                        .await
                    }
                }
            };
            act(
                bot,
                http,
                src,
                cid.game,
                Guard::Turn(cid.stamp),
                Action::OfferTrade { give, get, to },
            )
            .await
        }
        _ => whisper(src, http, "That form is not one I know.").await,
    }
}

fn build_option(game: &Game, a: &Action, pick: u8) -> Option<CreateSelectMenuOption> {
    let board = game.board();
    let (label, _) = match (a, pick) {
        (Action::PlaceSettlement { at }, 0)
        | (Action::BuildSettlement { at }, 3)
        | (Action::BuildCity { at }, 4) => {
            (format!("{at} · {}", board.describe_intersection(*at)), ())
        }
        (Action::PlaceRoad { at }, 1) | (Action::BuildRoad { at }, 2) => {
            (super::autocomplete::path_label(game, *at), ())
        }
        _ => return None,
    };
    Some(CreateSelectMenuOption::new(
        truncate(&label, 100),
        encode_action(a),
    ))
}

/// Why a chooser would be empty, in the engine's words where possible.
fn nothing_reason(game: &Game, seat: Seat, what: &str) -> String {
    if game.phase() == Phase::GameOver {
        return RuleError::GameOver.to_string();
    }
    if game.phase() == Phase::Discard && game.pending_discard(seat) == 0 {
        let first = game.seat_to_move();
        return RuleError::WaitingForDiscards(game.name(first).to_string()).to_string();
    }
    if seat != game.seat_to_move() {
        return RuleError::NotYourTurn(game.name(game.seat_to_move()).to_string()).to_string();
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

pub fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
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
    CreateButton::new(Cid::turn(game, turn, "act", Some(encode_action(a))).encode())
        .label(truncate(label, 80))
        .style(ButtonStyle::Primary)
}

async fn chooser(
    src: Source<'_>,
    http: &Http,
    text: &str,
    rows: Vec<CreateActionRow>,
) -> Result<(), Error> {
    chooser_with_board(src, http, text, rows, None).await
}

/// An ephemeral chooser, with a board image when one helps to choose.
async fn chooser_with_board(
    src: Source<'_>,
    http: &Http,
    text: &str,
    rows: Vec<CreateActionRow>,
    board: Option<Vec<u8>>,
) -> Result<(), Error> {
    let mut msg = CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows.into_iter().take(5).collect())
        .ephemeral(true);
    if let Some(png) = board {
        msg = msg.add_file(CreateAttachment::bytes(png, "places.png"));
    }
    src.respond(http, CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
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
    use crate::engine::playout::random_playout;

    /// Every listed action of whole random games fits a select value and a button id, and
    /// reads back as itself.
    #[test]
    fn every_listed_action_fits_discord_limits_and_round_trips() {
        let longest_prefix = Cid::turn(i64::from(u32::MAX), 9_999, "act", Some(String::new()))
            .encode()
            .len();
        let mut seen = 0;
        for seed in 0..4 {
            let mut rng = GameRng::new(seed);
            let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
            let mut game = Game::new(setup).unwrap();
            random_playout(&mut game, &mut rng, 400, |g, _, _| {
                let seat = g.seat_to_move();
                for a in g.legal_actions(seat) {
                    let text = encode_action(&a);
                    assert!(text.len() <= 100, "select value too long: {text}");
                    assert!(
                        longest_prefix + text.len() <= 100,
                        "custom id too long: {text}"
                    );
                    assert_eq!(decode_action(&text), Some(a), "{text}");
                    seen += 1;
                }
            });
        }
        assert!(seen > 1_000);
        let discard = Action::Discard {
            cards: ResourceCounts::new(9, 9, 9, 9, 9),
        };
        assert_eq!(decode_action(&encode_action(&discard)), Some(discard));
    }
}
