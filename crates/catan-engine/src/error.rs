//! `RuleError`: why an action was refused, as a code with its arguments. Each variant has a
//! stable snake_case `code()` (used in records and replay output); the sentence a player
//! reads is made from the code and the arguments in one place, `narrate::refusal`, in the
//! reader's language. `Display` is for logs: the code and the arguments as data.
//! Errors never mention a card identity the reader could not already know, and name other
//! players by their seats.

use super::dev_card::DevCard;
use super::event::Building;
use super::geometry::{Hex, Intersection, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use std::fmt;

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
            UndoOff => "undo_off",
            UndoLimit(_) => "undo_limit",
            NothingToUndo => "nothing_to_undo",
        }
    }
}
