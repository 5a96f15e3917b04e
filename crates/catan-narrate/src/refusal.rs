//! Refusals in words: why an action, a table's options or its board were refused, in the
//! reader's language, from the error's code and the arguments it carries.

use super::{cards, SeatNames};
use catan_engine::*;
use catan_i18n::{and_list, or_list, words, Arg, Lang, Words};

/// One argument of a refusal's sentence, held until the sentence is worded.
enum Value {
    Int(i64),
    Str(String),
}

/// Why an action was refused, as the player reads it in `lang`: the sentence of the
/// `RuleError`'s code (`refusal-` and the code, in the catalogues), with the seats it
/// carries named from `names`.
pub fn refusal<N: SeatNames + ?Sized>(lang: Lang, e: &RuleError, names: &N) -> Words {
    let values = arguments(lang, e, names);
    let args: Vec<(&str, Arg<'_>)> = values
        .iter()
        .map(|(key, v)| match v {
            Value::Int(n) => (*key, Arg::Int(*n)),
            Value::Str(s) => (*key, Arg::Str(s)),
        })
        .collect();
    words(
        lang,
        &format!("refusal-{}", e.code().replace('_', "-")),
        &args,
    )
}

/// The arguments of the refusal `e`'s sentence: the seats, places, cards and counts it
/// carries, in words of `lang`.
fn arguments<N: SeatNames + ?Sized>(
    lang: Lang,
    e: &RuleError,
    names: &N,
) -> Vec<(&'static str, Value)> {
    use RuleError::*;
    let name = |s: Seat| Value::Str(names.name(s));
    let list = |set: SeatSet, or: bool| {
        let named: Vec<String> = set.iter().map(|s| names.name(s)).collect();
        Value::Str(match or {
            true => or_list(lang, &named),
            false => and_list(lang, &named),
        })
    };
    let int = |v: u32| Value::Int(v.into());
    let s = |v: &dyn std::fmt::Display| Value::Str(v.to_string());
    let word = |w: &str| Value::Str(w.to_string());
    let hand = |c: &ResourceCounts| Value::Str(cards(lang, c));
    match *e {
        NoSuchSeat(n) => vec![("seat", int(n.into()))],
        NotYourTurn(seat) | FriendlyRobber(seat) | VictimHasNoCards(seat) => {
            vec![("name", name(seat))]
        }
        PartnerNotReady(seat) | PartnerLacks(seat) => vec![("name", name(seat))],
        WaitingForDiscards(set) => vec![("names", list(set, false))],
        VictimRequired(set) => vec![("names", list(set, true))],
        WrongDiscardCount { owed, given } => vec![("owed", int(owed)), ("given", int(given))],
        IntersectionOccupied { at, owner, what } | TooClose { at, owner, what } => vec![
            ("at", s(&at)),
            ("name", name(owner)),
            ("building", word(what.name())),
        ],
        NotConnectedSettlement(at) | SetupRoadNotAdjacent(at) => vec![("at", s(&at))],
        NoSettlementToUpgrade(at) | NoSuchIntersection(at) => vec![("at", s(&at))],
        NotConnectedRoad(at) | NoSuchPath(at) => vec![("at", s(&at))],
        PathOccupied { at, owner } => vec![("at", s(&at)), ("name", name(owner))],
        BlockedByBuilding {
            at,
            owner,
            what,
            through,
        } => vec![
            ("at", s(&at)),
            ("name", name(owner)),
            ("building", word(what.name())),
            ("through", s(&through)),
        ],
        NoPiecesLeft(piece) => vec![("piece", word(piece.key()))],
        CannotAfford { missing, what } => {
            vec![("missing", hand(&missing)), ("what", word(what.key()))]
        }
        NoSuchCard(card) | CardBoughtThisTurn(card) => vec![("card", word(card.name()))],
        BankLacks(r) | SameResourceBothSides(r) => vec![("resource", word(r.name()))],
        BankShort { resource, has } | NotEnoughCards { resource, has } => {
            vec![
                ("resource", word(resource.name())),
                ("has", int(has.into())),
            ]
        }
        RobberMustMove(hex) | NobodyToRob(hex) | NoSuchHex(hex) => vec![("hex", s(&hex))],
        NotAVictim { victim, hex } => vec![("name", name(victim)), ("hex", s(&hex))],
        StolenCardNotHeld { victim, card } => {
            vec![("name", name(victim)), ("resource", word(card.name()))]
        }
        BankTradeUnits { give, units, asked } => vec![
            ("give", hand(&give)),
            ("units", int(units)),
            ("asked", int(asked)),
        ],
        BadBankRate { resource, rate } => {
            vec![
                ("resource", word(resource.name())),
                ("rate", int(rate.into())),
            ]
        }
        UndoLimit(n) => vec![("count", int(n.into()))],
        GameOver
        | PlaceSettlementFirst
        | PlaceRoadFirst
        | NotSetup
        | RollFirst
        | AlreadyRolled
        | MoveRobberFirst
        | PlaceFreeRoadsFirst
        | NoRobberToMove
        | NoDiscardPending
        | NoDiscardOwed
        | BadDice
        | MissingDice
        | DeckEmpty
        | AlreadyPlayedCard
        | NoRoadPossible
        | StealFromSelf
        | MissingStolenCard
        | EmptyTradeSide
        | TradeNotNow
        | NoOpenOffer
        | NotAddressed
        | TradeWithSelf
        | NotTheOfferer
        | NobodyAddressed
        | NoCardsInSetup
        | VictoryPointNotPlayable
        | SpecialBuildNotInGame
        | SpecialBuildOwnTurn
        | SpecialBuildNotNow
        | SpecialBuildAlreadyAsked
        | SpecialBuildNotAsked
        | NoTradeInSpecialBuild
        | NoCardsInSpecialBuild
        | SpecialBuildOnlyBuilds
        | SpecialBuildPairedTurns
        | SettlerTwoTradesWithTheBank
        | UndoOff
        | NothingToUndo => vec![],
    }
}

/// Why a table's options or board cannot make a game, in `lang` (`SetupError`'s code and
/// arguments; a lobby's `/catan new` answers with it).
pub fn setup_error(lang: Lang, e: &SetupError) -> Words {
    let int = |v: usize| Arg::Int(v as i64);
    match *e {
        SetupError::Players(n) => words(lang, "setup-players", &[("count", int(n.into()))]),
        SetupError::Points(n) => words(lang, "setup-points-to-win", &[("count", int(n.into()))]),
        SetupError::DiscardLimit(n) => {
            words(lang, "setup-discard-limit", &[("count", int(n.into()))])
        }
        SetupError::UndoLimit(n) => words(
            lang,
            "setup-undo-limit",
            &[
                ("most", int(MAX_UNDO_LIMIT.into())),
                ("count", int(n.into())),
            ],
        ),
        SetupError::FirstPlayer { seat, players } => words(
            lang,
            "setup-first-player",
            &[("players", int(players.into())), ("seat", int(seat.into()))],
        ),
        SetupError::DevDeck(island) => {
            let cards: u8 = DevCard::standard_counts(island).0.iter().sum();
            words(lang, "setup-dev-deck", &[("cards", int(cards.into()))])
        }
        SetupError::BoardSize { players, want, got } => words(
            lang,
            "setup-board-size",
            &[
                ("players", int(players.into())),
                ("want", int(want)),
                ("got", int(got)),
            ],
        ),
        SetupError::BeginnerMapOnLargeIsland => {
            words(lang, "setup-beginner-map-on-large-island", &[])
        }
        SetupError::ExplicitBoardTiles(got) => {
            words(lang, "setup-explicit-board-tiles", &[("got", int(got))])
        }
        SetupError::SevensWithoutDeck => words(lang, "setup-sevens-without-deck", &[]),
        SetupError::PairedNeedsFive(n) => {
            words(lang, "setup-paired-needs-five", &[("count", int(n.into()))])
        }
    }
}
