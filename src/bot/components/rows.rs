//! The button rows of the lobby, turn, discard, offer and game-over messages, and the turn
//! message's buttons by the family that answers them (`commands/<family>.rs`), each with the
//! name its custom id carries: a new turn button is a variant here, its place in a row here,
//! its label in the catalogues and its answer in its family's `click`.

use super::{ChooserControl, Cid, LobbyVerb, OfferVerb, Setting, TurnVerb};
use crate::bot::messages::{truncate, Names};
use crate::engine::{Action, BuildPhase, Offer, Options, Phase, Seat};
use crate::i18n::{self, Arg, Lang};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// The `turn` family's: roll, end, the build chooser, Special build, close-ups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnButton {
    Roll,
    End,
    /// Opens the build chooser at this page.
    Build(u8),
    /// 5–6 players: asks for a Special Build Phase after this turn, or withdraws the
    /// clicker's request (one toggle for everyone but the player whose turn it is).
    SpecialBuild,
    /// The board in close-ups, privately, at this page (anyone's, at any moment).
    Look(u8),
}

/// The `cards` family's: buy, the hand, the play chooser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardsButton {
    Buy,
    Hand,
    Play,
}

/// The `trade` family's: the trade chooser and the offer form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TradeButton {
    Trade,
    /// Opens the offer form.
    Offer,
}

/// The `robber` family's: a 7's discards and the robber's move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RobberButton {
    Discard,
    /// Opens the typed discard form.
    DiscardTyped,
    /// The discard select (values are `resource*count`).
    DiscardPick,
    Robber,
    /// The robber's hex select (values are hex letters).
    RobberHex,
}

// Each family's buttons as custom ids carry them (`wire`: the verb and its argument) and
// read them back (`read`), kept stable across builds so buttons posted by an older build
// still work.

/// A page argument: none for the first page.
fn page(verb: &'static str, p: u8) -> (&'static str, Option<String>) {
    (verb, (p > 0).then(|| p.to_string()))
}

fn read_page(p: Option<&str>) -> Option<u8> {
    p.map_or(Some(0), |p| p.parse().ok())
}

impl TurnButton {
    pub(super) fn wire(&self) -> (&'static str, Option<String>) {
        match *self {
            TurnButton::Roll => ("roll", None),
            TurnButton::End => ("end", None),
            TurnButton::Build(p) => page("build", p),
            TurnButton::SpecialBuild => ("sbp", None),
            TurnButton::Look(p) => page("look", p),
        }
    }
    pub(super) fn read(verb: &str, arg: Option<&str>) -> Option<Self> {
        Some(match (verb, arg) {
            ("roll", None) => TurnButton::Roll,
            ("end", None) => TurnButton::End,
            ("build", p) => TurnButton::Build(read_page(p)?),
            ("sbp", None) => TurnButton::SpecialBuild,
            ("look", p) => TurnButton::Look(read_page(p)?),
            _ => return None,
        })
    }
}

impl CardsButton {
    pub(super) fn wire(&self) -> (&'static str, Option<String>) {
        match self {
            CardsButton::Buy => ("buy", None),
            CardsButton::Hand => ("hand", None),
            CardsButton::Play => ("play", None),
        }
    }
    pub(super) fn read(verb: &str, arg: Option<&str>) -> Option<Self> {
        Some(match (verb, arg) {
            ("buy", None) => CardsButton::Buy,
            ("hand", None) => CardsButton::Hand,
            ("play", None) => CardsButton::Play,
            _ => return None,
        })
    }
}

impl TradeButton {
    pub(super) fn wire(&self) -> (&'static str, Option<String>) {
        match self {
            TradeButton::Trade => ("trade", None),
            TradeButton::Offer => ("offer", None),
        }
    }
    pub(super) fn read(verb: &str, arg: Option<&str>) -> Option<Self> {
        Some(match (verb, arg) {
            ("trade", None) => TradeButton::Trade,
            ("offer", None) => TradeButton::Offer,
            _ => return None,
        })
    }
}

impl RobberButton {
    pub(super) fn wire(&self) -> (&'static str, Option<String>) {
        match self {
            RobberButton::Discard => ("discard", None),
            RobberButton::DiscardTyped => ("dtype", None),
            RobberButton::DiscardPick => ("dsel", None),
            RobberButton::Robber => ("robber", None),
            RobberButton::RobberHex => ("rhex", None),
        }
    }
    pub(super) fn read(verb: &str, arg: Option<&str>) -> Option<Self> {
        Some(match (verb, arg) {
            ("discard", None) => RobberButton::Discard,
            ("dtype", None) => RobberButton::DiscardTyped,
            ("dsel", None) => RobberButton::DiscardPick,
            ("robber", None) => RobberButton::Robber,
            // A long hex list has several selects: `rhex`, `rhex:1`, …
            ("rhex", _) => RobberButton::RobberHex,
            _ => return None,
        })
    }
}

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
pub(in crate::bot) fn lobby_rows_for(row: &crate::store::GameRow) -> Vec<CreateActionRow> {
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
            CreateActionRow::Buttons(vec![
                watch,
                b(LobbyVerb::Settings, "btn-settings", ButtonStyle::Secondary),
            ]),
        ];
    }
    vec![CreateActionRow::Buttons(vec![
        b(LobbyVerb::Accept, "btn-accept", ButtonStyle::Success),
        b(LobbyVerb::Decline, "btn-decline", ButtonStyle::Secondary),
        b(LobbyVerb::Cancel, "btn-cancel", ButtonStyle::Danger),
        watch,
    ])]
}

/// The rules a lobby's host turns on or off in the settings chooser, by the value their
/// option carries; paired turns only at five and six.
pub(in crate::bot) fn rule_values(o: &Options) -> Vec<(&'static str, &'static str, bool)> {
    let mut rules = vec![
        ("friendly", "settings-friendly-robber", o.friendly_robber),
        ("dice", "settings-balanced-dice", o.balanced_dice),
        ("sevens", "settings-balanced-sevens", o.balanced_sevens),
    ];
    if o.players >= 5 {
        let paired = o.build_phase == BuildPhase::Paired;
        rules.push(("paired", "settings-paired", paired));
    }
    rules
}

/// The host's settings chooser for a lobby with options `o`, in `lang`: a select each for
/// the points to win, the discard limit and the undos, and one for the rules on or off;
/// each shows what is set now.
pub(in crate::bot) fn settings_rows(game: i64, o: &Options, lang: Lang) -> Vec<CreateActionRow> {
    let cid = |k| Cid::Lobby {
        game,
        verb: LobbyVerb::Set(k),
    };
    let t = |id: &str, args: &[(&str, Arg<'_>)]| truncate(&i18n::text(lang, id, args), 100);
    let numbers = |k, range: std::ops::RangeInclusive<u8>, now: u8, id: &str, arg: &str| {
        let options = range
            .map(|n| {
                let label = t(id, &[(arg, Arg::Int(n.into()))]);
                CreateSelectMenuOption::new(label, n.to_string()).default_selection(n == now)
            })
            .collect();
        CreateSelectMenu::new(cid(k).encode(), CreateSelectMenuKind::String { options })
    };
    let rules: Vec<CreateSelectMenuOption> = rule_values(o)
        .into_iter()
        .map(|(value, id, on)| CreateSelectMenuOption::new(t(id, &[]), value).default_selection(on))
        .collect();
    let n = rules.len() as u8;
    vec![
        CreateActionRow::SelectMenu(numbers(
            Setting::Points,
            5..=20,
            o.points_to_win,
            "settings-points",
            "points",
        )),
        CreateActionRow::SelectMenu(numbers(
            Setting::Discard,
            7..=20,
            o.discard_limit,
            "settings-discard",
            "limit",
        )),
        CreateActionRow::SelectMenu(numbers(
            Setting::Undos,
            0..=10,
            o.undo_limit,
            "settings-undos",
            "count",
        )),
        CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                cid(Setting::Rules).encode(),
                CreateSelectMenuKind::String { options: rules },
            )
            .placeholder(t("settings-rules-placeholder", &[]))
            .min_values(0)
            .max_values(n),
        ),
    ]
}

/// **Watch**: a member who does not play follows the game.
fn watch_button(game: i64, lang: Lang) -> CreateButton {
    let watch = Cid::Lobby {
        game,
        verb: LobbyVerb::Watch,
    };
    button_in(lang, watch, "btn-watch", ButtonStyle::Secondary)
}

/// The game-over message's buttons: **Rematch**, a new lobby with the same seats, and
/// **My review**, each player's own review of the game (only they see it).
pub(in crate::bot) fn game_over_rows(game: i64, lang: Lang) -> Vec<CreateActionRow> {
    let rematch = Cid::Lobby {
        game,
        verb: LobbyVerb::Rematch,
    };
    vec![CreateActionRow::Buttons(vec![
        button_in(lang, rematch, "btn-rematch", ButtonStyle::Primary),
        button_in(
            lang,
            Cid::Review { game },
            "btn-my-review",
            ButtonStyle::Secondary,
        ),
    ])]
}

/// The buttons of the discard notice after a 7.
pub(in crate::bot) fn discard_rows(game: i64, turn: u32, lang: Lang) -> Vec<CreateActionRow> {
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
pub(in crate::bot) fn turn_rows(
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
pub(in crate::bot) fn waiting_rows(game: i64, turn: u32, lang: Lang) -> Vec<CreateActionRow> {
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
pub(in crate::bot) fn special_build_row(
    game: i64,
    turn: u32,
    asked: bool,
    lang: Lang,
) -> CreateActionRow {
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
pub(in crate::bot) fn watch_row(game: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![watch_button(game, lang)])
}

/// The buttons under an open offer: answers for the others, and for a human offerer
/// "Trade with NAME" for each player who accepted or countered, and Cancel (an AI offerer
/// makes that choice itself).
pub(in crate::bot) fn offer_rows(
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

/// The buttons of a tournament's sign-up message, in its language: Sign up and Leave for
/// everyone, Start and Cancel for its organiser (others are told so); none once it started.
pub(in crate::bot) fn tournament_rows(id: i64, lang: Lang, open: bool) -> Vec<CreateActionRow> {
    use super::TournamentVerb as V;
    if !open {
        return vec![];
    }
    let b = |verb, label: &str, style| button_in(lang, Cid::Tournament { id, verb }, label, style);
    vec![CreateActionRow::Buttons(vec![
        b(V::SignUp, "btn-tournament-sign-up", ButtonStyle::Success),
        b(V::Leave, "btn-tournament-leave", ButtonStyle::Secondary),
        b(V::Start, "btn-start", ButtonStyle::Primary),
        b(V::Cancel, "btn-cancel", ButtonStyle::Danger),
    ])]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offers_buttons_read_in_the_tables_language() {
        let (names, offer) = crate::bot::messages::sample_offer();
        let labels: Vec<String> =
            buttons(offer_rows(1, 5, &offer, &Names(&names), false, Lang::Pl))
                .into_iter()
                .map(|(label, _)| label)
                .collect();
        assert_eq!(
            labels,
            [
                "Akceptuj",
                "Odrzuć",
                "Kontroferta…",
                "Wycofaj ofertę",
                "Handluj z: Bea"
            ]
        );
    }

    fn buttons(rows: Vec<CreateActionRow>) -> Vec<(String, bool)> {
        let json = serde_json::to_value(&rows).unwrap();
        json.as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap().clone())
            .map(|b| {
                (
                    b["label"].as_str().unwrap().to_string(),
                    !b["disabled"].as_bool().unwrap_or(false),
                )
            })
            .collect()
    }

    #[test]
    fn turn_buttons_follow_the_phase_only() {
        let enabled = |phase| -> Vec<String> {
            buttons(turn_rows(1, 5, phase, None, Lang::En))
                .into_iter()
                .filter(|(_, on)| *on)
                .map(|(l, _)| l)
                .collect()
        };
        // 🔍 Close-up last, at every moment of the game.
        const LOOK: &str = "🔍 Close-up";
        assert_eq!(
            enabled(Phase::Roll),
            ["Roll", "Play card…", "My hand", LOOK]
        );
        assert_eq!(
            enabled(Phase::Main),
            [
                "Build…",
                "Trade…",
                "Buy card",
                "Play card…",
                "End turn",
                "My hand",
                LOOK
            ]
        );
        assert_eq!(enabled(Phase::Discard), ["Discard", "My hand", LOOK]);
        assert_eq!(enabled(Phase::MoveRobber), ["Move robber", "My hand", LOOK]);
        assert_eq!(enabled(Phase::RoadBuilding), ["Build…", "My hand", LOOK]);
        assert_eq!(enabled(Phase::Setup), ["Build…", "My hand", LOOK]);
        assert_eq!(
            enabled(Phase::SpecialBuild),
            ["Build…", "Buy card", "My hand", "Done", LOOK]
        );
        assert!(turn_rows(1, 5, Phase::GameOver, None, Lang::En).is_empty());
        // Roll and Main show the same buttons in the same places.
        let labels = |p| {
            buttons(turn_rows(1, 5, p, None, Lang::En))
                .into_iter()
                .map(|b| b.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(labels(Phase::Roll), labels(Phase::Main));
        // Issue 43: no button of a turn message is for someone else than those who may
        // use it: Watch is on the game's first message, and a Special Build Phase is asked
        // for privately in My hand (for those who may ask, and nobody else).
        for phase in [
            Phase::Setup,
            Phase::Roll,
            Phase::Main,
            Phase::Discard,
            Phase::MoveRobber,
            Phase::RoadBuilding,
            Phase::SpecialBuild,
        ] {
            let l = labels(phase);
            assert!(
                !l.iter().any(|l| l == "Watch" || l.contains("Special")),
                "{phase:?}: {l:?}"
            );
        }
        assert_eq!(
            buttons(vec![special_build_row(1, 5, false, Lang::En)]),
            vec![("Ask for a Special Build Phase".to_string(), true)]
        );
    }

    #[test]
    fn undo_is_a_button_where_builds_and_bank_trades_are_made() {
        let undo = |phase, can: bool| -> Option<bool> {
            buttons(turn_rows(1, 5, phase, Some(can), Lang::En))
                .into_iter()
                .find(|(l, _)| l == "Undo")
                .map(|(_, on)| on)
        };
        for phase in [Phase::Roll, Phase::Main, Phase::SpecialBuild] {
            assert_eq!(undo(phase, true), Some(phase != Phase::Roll), "{phase:?}");
            assert_eq!(undo(phase, false), Some(false), "{phase:?}");
        }
        for phase in [
            Phase::Setup,
            Phase::Discard,
            Phase::MoveRobber,
            Phase::RoadBuilding,
        ] {
            assert_eq!(undo(phase, true), None, "{phase:?}");
        }
        // A table without undo has no button; every row keeps Discord's 5 at most.
        for phase in [Phase::Main, Phase::SpecialBuild] {
            let rows = turn_rows(1, 5, phase, None, Lang::En);
            assert!(buttons(rows).iter().all(|(l, _)| l != "Undo"));
            let json = serde_json::to_value(turn_rows(1, 5, phase, Some(true), Lang::En)).unwrap();
            for row in json.as_array().unwrap() {
                assert!(row["components"].as_array().unwrap().len() <= 5);
            }
        }
    }
}
