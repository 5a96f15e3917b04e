//! `RuleError`: why an action was refused, as a code with its arguments. Each variant has a
//! stable snake_case `code()` (used in records and replay output); the sentence a player
//! reads is made from the code and the arguments in one place, `narrate::refusal`, in the
//! reader's language. `Display` is for logs: the code and the arguments as data.
//! Errors never mention a card identity the reader could not already know, and name other
//! players by their seats.

use super::dev_card::DevCard;
use super::event::Building;
use super::geometry::{Hex, Intersection, Island, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use std::fmt;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NoSuchSeat(u8),
    NotYourTurn(Seat),
    WaitingForDiscards(SeatSet),
    PlaceSettlementFirst,
    PlaceRoadFirst,
    NotSetup,
    RollFirst,
    AlreadyRolled,
    MoveRobberFirst,
    PlaceFreeRoadsFirst,
    NoRobberToMove,
    NoDiscardPending,
    NoDiscardOwed,
    WrongDiscardCount {
        owed: u32,
        given: u32,
    },
    BadDice,
    MissingDice,
    IntersectionOccupied {
        at: Intersection,
        owner: Seat,
        what: Building,
    },
    TooClose {
        at: Intersection,
        owner: Seat,
        what: Building,
    },
    NotConnectedSettlement(Intersection),
    PathOccupied {
        at: Path,
        owner: Seat,
    },
    NotConnectedRoad(Path),
    BlockedByBuilding {
        at: Path,
        owner: Seat,
        what: Building,
        through: Intersection,
    },
    SetupRoadNotAdjacent(Intersection),
    NoSettlementToUpgrade(Intersection),
    NoPiecesLeft(Piece),
    CannotAfford {
        missing: ResourceCounts,
        what: Purchase,
    },
    DeckEmpty,
    NoSuchCard(DevCard),
    CardBoughtThisTurn(DevCard),
    AlreadyPlayedCard,
    NoRoadPossible,
    BankLacks(Resource),
    BankShort {
        resource: Resource,
        has: u8,
    },
    RobberMustMove(Hex),
    FriendlyRobber(Seat),
    VictimRequired(SeatSet),
    NotAVictim {
        victim: Seat,
        hex: Hex,
    },
    VictimHasNoCards(Seat),
    NobodyToRob(Hex),
    StealFromSelf,
    StolenCardNotHeld {
        victim: Seat,
        card: Resource,
    },
    MissingStolenCard,
    NotEnoughCards {
        resource: Resource,
        has: u8,
    },
    EmptyTradeSide,
    SameResourceBothSides(Resource),
    BankTradeUnits {
        give: ResourceCounts,
        units: u32,
        asked: u32,
    },
    BadBankRate {
        resource: Resource,
        rate: u8,
    },
    TradeNotNow,
    NoOpenOffer,
    NotAddressed,
    TradeWithSelf,
    NotTheOfferer,
    PartnerNotReady(Seat),
    PartnerLacks(Seat),
    NobodyAddressed,
    NoCardsInSetup,
    VictoryPointNotPlayable,
    NoSuchHex(Hex),
    NoSuchIntersection(Intersection),
    NoSuchPath(Path),
    SpecialBuildNotInGame,
    SpecialBuildOwnTurn,
    SpecialBuildNotNow,
    SpecialBuildAlreadyAsked,
    SpecialBuildNotAsked,
    NoTradeInSpecialBuild,
    NoCardsInSpecialBuild,
    SpecialBuildOnlyBuilds,
    /// Paired turns have no Special Build Phase.
    SpecialBuildPairedTurns,
    /// Settler 2 trades with the bank and harbors only.
    SettlerTwoTradesWithTheBank,
    UndoOff,
    UndoLimit(u8),
    NothingToUndo,
}

/// A piece a player places: what they may have none left of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Road,
    Settlement,
    City,
}

impl Piece {
    /// The catalogues' key.
    pub fn key(self) -> &'static str {
        match self {
            Piece::Road => "road",
            Piece::Settlement => "settlement",
            Piece::City => "city",
        }
    }
}

/// What a player pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purchase {
    Road,
    Settlement,
    City,
    DevelopmentCard,
}

impl Purchase {
    /// The catalogues' key.
    pub fn key(self) -> &'static str {
        match self {
            Purchase::Road => "road",
            Purchase::Settlement => "settlement",
            Purchase::City => "city",
            Purchase::DevelopmentCard => "development_card",
        }
    }
}

/// For logs: "refused (not_your_turn): NotYourTurn(Seat(1))".
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "refused ({}): {self:?}", self.code())
    }
}

impl std::error::Error for RuleError {}

impl RuleError {
    /// A stable snake_case name of the rule broken.
    pub fn code(&self) -> &'static str {
        use RuleError::*;
        match self {
            GameOver => "game_over",
            NoSuchSeat(_) => "no_such_seat",
            NotYourTurn(_) => "not_your_turn",
            WaitingForDiscards(_) => "waiting_for_discards",
            PlaceSettlementFirst => "place_settlement_first",
            PlaceRoadFirst => "place_road_first",
            NotSetup => "not_setup",
            RollFirst => "roll_first",
            AlreadyRolled => "already_rolled",
            MoveRobberFirst => "move_robber_first",
            PlaceFreeRoadsFirst => "place_free_roads_first",
            NoRobberToMove => "no_robber_to_move",
            NoDiscardPending => "no_discard_pending",
            NoDiscardOwed => "no_discard_owed",
            WrongDiscardCount { .. } => "wrong_discard_count",
            BadDice => "bad_dice",
            MissingDice => "missing_dice",
            IntersectionOccupied { .. } => "intersection_occupied",
            TooClose { .. } => "too_close",
            NotConnectedSettlement(_) => "settlement_not_connected",
            PathOccupied { .. } => "path_occupied",
            NotConnectedRoad(_) => "road_not_connected",
            BlockedByBuilding { .. } => "road_blocked_by_building",
            SetupRoadNotAdjacent(_) => "setup_road_not_adjacent",
            NoSettlementToUpgrade(_) => "no_settlement_to_upgrade",
            NoPiecesLeft(_) => "no_pieces_left",
            CannotAfford { .. } => "cannot_afford",
            DeckEmpty => "deck_empty",
            NoSuchCard(_) => "no_such_card",
            CardBoughtThisTurn(_) => "card_bought_this_turn",
            AlreadyPlayedCard => "already_played_card",
            NoRoadPossible => "no_road_possible",
            BankLacks(_) => "bank_lacks",
            BankShort { .. } => "bank_short",
            RobberMustMove(_) => "robber_must_move",
            FriendlyRobber(_) => "friendly_robber",
            VictimRequired(_) => "victim_required",
            NotAVictim { .. } => "not_a_victim",
            VictimHasNoCards(_) => "victim_has_no_cards",
            NobodyToRob(_) => "nobody_to_rob",
            StealFromSelf => "steal_from_self",
            StolenCardNotHeld { .. } => "stolen_card_not_held",
            MissingStolenCard => "missing_stolen_card",
            NotEnoughCards { .. } => "not_enough_cards",
            EmptyTradeSide => "empty_trade_side",
            SameResourceBothSides(_) => "same_resource_both_sides",
            BankTradeUnits { .. } => "bank_trade_units",
            BadBankRate { .. } => "bad_bank_rate",
            TradeNotNow => "trade_not_now",
            NoOpenOffer => "no_open_offer",
            NotAddressed => "not_addressed",
            TradeWithSelf => "trade_with_self",
            NotTheOfferer => "not_the_offerer",
            PartnerNotReady(_) => "partner_not_ready",
            PartnerLacks(_) => "partner_lacks_cards",
            NobodyAddressed => "nobody_addressed",
            NoCardsInSetup => "no_cards_in_setup",
            VictoryPointNotPlayable => "victory_point_not_playable",
            NoSuchHex(_) => "no_such_hex",
            NoSuchIntersection(_) => "no_such_intersection",
            NoSuchPath(_) => "no_such_path",
            SpecialBuildNotInGame => "special_build_not_in_game",
            SpecialBuildOwnTurn => "special_build_own_turn",
            SpecialBuildNotNow => "special_build_not_now",
            SpecialBuildAlreadyAsked => "special_build_already_asked",
            SpecialBuildNotAsked => "special_build_not_asked",
            NoTradeInSpecialBuild => "no_trade_in_special_build",
            NoCardsInSpecialBuild => "no_cards_in_special_build",
            SpecialBuildOnlyBuilds => "special_build_only_builds",
            SpecialBuildPairedTurns => "special_build_paired_turns",
            SettlerTwoTradesWithTheBank => "settler_two_trades_with_the_bank",
            UndoOff => "undo_off",
            UndoLimit(_) => "undo_limit",
            NothingToUndo => "nothing_to_undo",
        }
    }
}

/// Why a set-up, its options or its board cannot make a game: a variant with its
/// arguments, like `RuleError` (the bot words it in the reader's language; `Display` is for
/// logs and the command line).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("A game has 2 to 6 players, not {0}.")]
    Players(u8),
    #[error("Points to win must be between 5 and 20, not {0}.")]
    Points(u8),
    #[error("The discard limit must be between 7 and 20, not {0}.")]
    DiscardLimit(u8),
    #[error("Each player may have at most 10 undos, not {0}.")]
    UndoLimit(u8),
    #[error("Balanced sevens are dealt from the balanced dice's deck: they need balanced dice.")]
    SevensWithoutDeck,
    #[error("Paired turns are for 5 or 6 players, not {0}.")]
    PairedNeedsFive(u8),
    #[error("The first player must be one of the {players} seats, not seat {seat}.")]
    FirstPlayer { seat: u8, players: u8 },
    #[error("The development deck must be exactly {}.", standard_deck_text(*.0))]
    DevDeck(Island),
    #[error("A game of {players} players is played on a board of {want} tiles, not {got}.")]
    BoardSize {
        players: u8,
        want: usize,
        got: usize,
    },
    #[error("The beginner map is for 2 to 4 players; a 5–6 player game uses a random map.")]
    BeginnerMapOnLargeIsland,
    #[error("A 5–6 player game needs an explicit board of 30 tiles, not {0}.")]
    ExplicitBoardTiles(usize),
}

/// The standard deck in words, for the log's sentence of `SetupError::DevDeck`.
fn standard_deck_text(island: Island) -> &'static str {
    match island {
        Island::Base => "the 25 cards of the game: 14 knights, 5 victory points and 2 each of road building, year of plenty and monopoly",
        Island::Large => "the 34 cards of the 5–6 player game: 20 knights, 5 victory points and 3 each of road building, year of plenty and monopoly",
    }
}
