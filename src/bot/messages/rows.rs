//! The button rows of the lobby, turn, discard, offer and game-over messages.

use super::{truncate, Names};
use crate::bot::ids::{
    CardsButton, ChooserControl, Cid, LobbyVerb, OfferVerb, RobberButton, TradeButton, TurnButton,
    TurnVerb,
};
use crate::engine::{Action, Offer, Phase, Seat};
use crate::i18n::{self, Arg, Lang};
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

fn button(cid: Cid, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(cid.encode())
        .label(truncate(label, 80))
        .style(style)
}

/// A button labelled with the catalogue's message `id` in `lang` ("btn-roll").
fn button_in(lang: Lang, cid: Cid, id: &str, style: ButtonStyle) -> CreateButton {
    button(cid, &i18n::text(lang, id, &[]), style)
}

/// The buttons of a lobby, labelled in the table's language: a rematch waiting for its
/// players' answers has its own.
pub(crate) fn lobby_rows_for(row: &crate::store::GameRow) -> Vec<CreateActionRow> {
    let (game, lang) = (row.id, row.language);
    let b = |verb, id: &str, style| button_in(lang, Cid::Lobby { game, verb }, id, style);
    let watch = b(LobbyVerb::Watch, "btn-watch", ButtonStyle::Secondary);
    if row.rematch_waiting().is_empty() {
        return vec![
            CreateActionRow::Buttons(vec![
                b(LobbyVerb::Join, "btn-join", ButtonStyle::Success),
                b(LobbyVerb::Leave, "btn-leave", ButtonStyle::Secondary),
                b(LobbyVerb::Start, "btn-start", ButtonStyle::Primary),
                b(LobbyVerb::AddAi, "btn-add-ai", ButtonStyle::Secondary),
                b(LobbyVerb::Cancel, "btn-cancel", ButtonStyle::Danger),
            ]),
            CreateActionRow::Buttons(vec![watch]),
        ];
    }
    vec![CreateActionRow::Buttons(vec![
        b(LobbyVerb::Accept, "btn-accept", ButtonStyle::Success),
        b(LobbyVerb::Decline, "btn-decline", ButtonStyle::Secondary),
        b(LobbyVerb::Cancel, "btn-cancel", ButtonStyle::Danger),
        watch,
    ])]
}

/// **Watch**: a member who does not play follows the game.
fn watch_button(game: i64, lang: Lang) -> CreateButton {
    let watch = Cid::Lobby {
        game,
        verb: LobbyVerb::Watch,
    };
    button_in(lang, watch, "btn-watch", ButtonStyle::Secondary)
}

/// The game-over message's button: **Rematch**, a new lobby with the same seats.
pub(crate) fn game_over_rows(game: i64, lang: Lang) -> Vec<CreateActionRow> {
    let rematch = Cid::Lobby {
        game,
        verb: LobbyVerb::Rematch,
    };
    vec![CreateActionRow::Buttons(vec![button_in(
        lang,
        rematch,
        "btn-rematch",
        ButtonStyle::Primary,
    )])]
}

/// The buttons of the discard notice after a 7.
pub(crate) fn discard_rows(game: i64, turn: u32, lang: Lang) -> Vec<CreateActionRow> {
    let b = |verb: TurnVerb, id: &str, style| {
        button_in(lang, Cid::Turn { game, turn, verb }, id, style)
    };
    vec![CreateActionRow::Buttons(vec![
        b(
            RobberButton::Discard.into(),
            "btn-discard",
            ButtonStyle::Primary,
        ),
        b(CardsButton::Hand.into(), "btn-hand", ButtonStyle::Secondary),
    ])]
}

/// The turn message buttons; the stamp (`who::stamp`) makes them stale once the turn (or
/// the Special Build Phase) ends. They are the mover's (and, for a discard, the
/// discarders'), and **My hand** everyone's: the others of a 5–6 player table ask for a
/// Special Build Phase there, privately, and members who do not play watch from the game's
/// first message, so no button is offered to someone it is not for.
///
/// What is enabled depends only on public facts (the phase, and whether the mover has a move
/// to take back): whether the player can afford a card or holds a playable one is private,
/// so **Buy card** and **Play card…** stay enabled and explain themselves ephemerally when
/// clicked. `undo`: None at a table without undo, else whether **Undo** is enabled.
pub(crate) fn turn_rows(
    game: i64,
    turn: u32,
    phase: Phase,
    undo: Option<bool>,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let b = |verb: TurnVerb, id: &str, style, enabled: bool| {
        button_in(lang, Cid::Turn { game, turn, verb }, id, style).disabled(!enabled)
    };
    use ButtonStyle::{Danger, Primary, Secondary, Success};
    let hand = b(CardsButton::Hand.into(), "btn-hand", Secondary, true);
    // The board in close-ups, for a phone: anyone's, last.
    let look = b(TurnButton::Look(0).into(), "btn-close-up", Secondary, true);
    let build = |on| b(TurnButton::Build(0).into(), "btn-build", Success, on);
    let buy = |on| b(CardsButton::Buy.into(), "btn-buy", Secondary, on);
    let end = |id, on| b(TurnButton::End.into(), id, Danger, on);
    let undo = |now: bool| {
        let undo_id = ChooserControl::Act(Action::Undo).into();
        undo.map(|on| b(undo_id, "btn-undo", Secondary, on && now))
    };
    let rows =
        |rows: Vec<Vec<CreateButton>>| rows.into_iter().map(CreateActionRow::Buttons).collect();
    let one = |first: CreateButton| rows(vec![vec![first, hand.clone(), look.clone()]]);
    let some = |buttons: Vec<Option<CreateButton>>| buttons.into_iter().flatten().collect();
    match phase {
        Phase::Setup | Phase::RoadBuilding => one(build(true)),
        Phase::Discard => one(b(
            RobberButton::Discard.into(),
            "btn-discard",
            Primary,
            true,
        )),
        Phase::MoveRobber => one(b(
            RobberButton::Robber.into(),
            "btn-move-robber",
            Primary,
            true,
        )),
        Phase::GameOver => vec![],
        Phase::SpecialBuild => rows(vec![
            some(vec![
                Some(build(true)),
                Some(buy(true)),
                Some(hand.clone()),
                undo(true),
                Some(end("btn-done", true)),
            ]),
            vec![look.clone()],
        ]),
        Phase::Roll | Phase::Main => {
            let rolled = phase == Phase::Main;
            rows(vec![
                vec![
                    b(TurnButton::Roll.into(), "btn-roll", Primary, !rolled),
                    build(rolled),
                    b(TradeButton::Trade.into(), "btn-trade", Secondary, rolled),
                    buy(rolled),
                    b(CardsButton::Play.into(), "btn-play", Secondary, true),
                ],
                some(vec![
                    Some(end("btn-end-turn", rolled)),
                    Some(hand.clone()),
                    undo(rolled),
                    Some(look.clone()),
                ]),
            ])
        }
    }
}

/// 5–6 players: the buttons of a turn message while only AI seats must act — the others
/// look at their hands, and ask there for a Special Build Phase.
pub(crate) fn waiting_rows(game: i64, turn: u32, lang: Lang) -> Vec<CreateActionRow> {
    let b = |verb: TurnVerb, id: &str| {
        button_in(
            lang,
            Cid::Turn { game, turn, verb },
            id,
            ButtonStyle::Secondary,
        )
    };
    vec![CreateActionRow::Buttons(vec![
        b(CardsButton::Hand.into(), "btn-hand"),
        b(TurnButton::Look(0).into(), "btn-close-up"),
    ])]
}

/// **Ask for a Special Build Phase** (or withdraw the request) under a player's private
/// hand, at a 5–6 player table while they may: the button is offered only to them.
pub(crate) fn special_build_row(game: i64, turn: u32, asked: bool, lang: Lang) -> CreateActionRow {
    let id = match asked {
        true => "btn-withdraw-special-build",
        false => "btn-ask-special-build",
    };
    CreateActionRow::Buttons(vec![button_in(
        lang,
        Cid::Turn {
            game,
            turn,
            verb: TurnButton::SpecialBuild.into(),
        },
        id,
        ButtonStyle::Secondary,
    )])
}

/// **Watch** under the game's first message (the lobby become "the game has started") and
/// the channel's pointer to a thread table: members who do not play follow the game.
pub(crate) fn watch_row(game: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![watch_button(game, lang)])
}

/// The buttons under an open offer: answers for the others, and for a human offerer
/// "Trade with NAME" for each player who accepted or countered, and Cancel (an AI offerer
/// makes that choice itself).
pub(crate) fn offer_rows(
    game: i64,
    turn: u32,
    offer: &Offer,
    names: &Names,
    offerer_is_ai: bool,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let cid = |verb| Cid::Offer { game, turn, verb };
    let b = |verb, id: &str, style| button_in(lang, cid(verb), id, style);
    let mut answers = vec![
        b(OfferVerb::Accept, "btn-offer-accept", ButtonStyle::Success),
        b(
            OfferVerb::Decline,
            "btn-offer-decline",
            ButtonStyle::Secondary,
        ),
        b(OfferVerb::Counter, "btn-counter", ButtonStyle::Primary),
    ];
    if offerer_is_ai {
        return vec![CreateActionRow::Buttons(answers)];
    }
    answers.push(b(
        OfferVerb::Cancel,
        "btn-cancel-offer",
        ButtonStyle::Danger,
    ));
    let mut rows = vec![CreateActionRow::Buttons(answers)];
    let partners: Vec<CreateButton> = (0..names.0.len() as u8)
        .map(Seat)
        .filter(|&s| offer.terms_with(s).is_some())
        .take(5)
        .map(|s| {
            let name = names.of(s);
            let label = i18n::text(lang, "btn-trade-with", &[("name", Arg::Str(name))]);
            button(cid(OfferVerb::With(s)), &label, ButtonStyle::Success)
        })
        .collect();
    if !partners.is_empty() {
        rows.push(CreateActionRow::Buttons(partners));
    }
    rows
}
