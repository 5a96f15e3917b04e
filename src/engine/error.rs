//! `RuleError`: why an action was refused. Each variant has a stable snake_case `code()`
//! (used in records and replay output) and a `Display` sentence written for the player.
//! Errors never mention a card identity the reader could not already know.
//! Errors that concern other players carry their seats, never their names: the sentence a
//! player reads names them through `narrate::refusal`, and this `Display` (for logs) says
//! "seat 2".

use super::dev_card::DevCard;
use super::event::Building;
use super::geometry::{Hex, Intersection, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} in this game.")]
    NoSuchSeat(u8),
    #[error("It is {0}'s turn, not yours.")]
    NotYourTurn(Seat),
    #[error("Waiting for {0} to discard.")]
    WaitingForDiscards(SeatSet),
    #[error("First place a settlement (set-up).")]
    PlaceSettlementFirst,
    #[error("Now place a road next to the settlement you just placed.")]
    PlaceRoadFirst,
    #[error("That is only possible during the set-up placements.")]
    NotSetup,
    #[error("Roll the dice first.")]
    RollFirst,
    #[error("You have already rolled this turn.")]
    AlreadyRolled,
    #[error("Move the robber first.")]
    MoveRobberFirst,
    #[error("Place your free roads from Road Building first.")]
    PlaceFreeRoadsFirst,
    #[error("There is no robber to move right now.")]
    NoRobberToMove,
    #[error("Nobody needs to discard right now.")]
    NoDiscardPending,
    #[error("You do not have to discard.")]
    NoDiscardOwed,
    #[error("You must discard exactly {owed} cards, not {given}.")]
    WrongDiscardCount { owed: u32, given: u32 },
    #[error("The dice must be two numbers from 1 to 6.")]
    BadDice,
    #[error("The dice were not rolled.")]
    MissingDice,
    #[error("Intersection {at} already has {owner}'s {} on it.", .what.name())]
    IntersectionOccupied {
        at: Intersection,
        owner: Seat,
        what: Building,
    },
    #[error("That intersection is too close to {owner}'s {} at {at}.", .what.name())]
    TooClose {
        at: Intersection,
        owner: Seat,
        what: Building,
    },
    #[error("Intersection {0} is not connected to any of your roads.")]
    NotConnectedSettlement(Intersection),
    #[error("There is already {owner}'s road on {at}.")]
    PathOccupied { at: Path, owner: Seat },
    #[error("A road on {0} would not touch any of your roads, settlements or cities.")]
    NotConnectedRoad(Path),
    #[error("A road on {at} would pass through {owner}'s {} at {through}.", .what.name())]
    BlockedByBuilding {
        at: Path,
        owner: Seat,
        what: Building,
        through: Intersection,
    },
    #[error("The set-up road must touch the settlement you just placed at {0}.")]
    SetupRoadNotAdjacent(Intersection),
    #[error("You have no settlement at {0} to upgrade.")]
    NoSettlementToUpgrade(Intersection),
    #[error("You have no {0} left to place.")]
    NoPiecesLeft(&'static str),
    #[error("You need {missing} more to {what}.")]
    CannotAfford {
        missing: ResourceCounts,
        what: &'static str,
    },
    #[error("The development card deck is empty.")]
    DeckEmpty,
    #[error("You have no {0} card to play.")]
    NoSuchCard(DevCard),
    #[error("You bought that {0} this turn; you can play it from your next turn.")]
    CardBoughtThisTurn(DevCard),
    #[error("You have already played a development card this turn.")]
    AlreadyPlayedCard,
    #[error("There is nowhere you could build a road.")]
    NoRoadPossible,
    #[error("The bank has no {0} left.")]
    BankLacks(Resource),
    #[error("The bank has only {has} {resource}.")]
    BankShort { resource: Resource, has: u8 },
    #[error("The robber must move to a different hex than {0}.")]
    RobberMustMove(Hex),
    #[error("The friendly robber protects {0}, who has 2 points or fewer; choose another hex.")]
    FriendlyRobber(Seat),
    #[error("Choose whom to steal from: {0}.")]
    VictimRequired(SeatSet),
    #[error("{victim} has no building on hex {hex}, so you cannot steal from them there.")]
    NotAVictim { victim: Seat, hex: Hex },
    #[error("{0} has no cards to steal.")]
    VictimHasNoCards(Seat),
    #[error("There is nobody to steal from on hex {0}.")]
    NobodyToRob(Hex),
    #[error("You cannot steal from yourself.")]
    StealFromSelf,
    #[error("{victim} holds no {card}, so that card cannot be the one stolen.")]
    StolenCardNotHeld { victim: Seat, card: Resource },
    #[error("The stolen card was not drawn.")]
    MissingStolenCard,
    #[error("You only have {has} {resource}.")]
    NotEnoughCards { resource: Resource, has: u8 },
    #[error("Choose at least one card to give and one to get.")]
    EmptyTradeSide,
    #[error("The same resource cannot be on both sides of a trade ({0}).")]
    SameResourceBothSides(Resource),
    #[error("At your rates, {give} buys {units} card(s) from the bank, not {asked}.")]
    BankTradeUnits {
        give: ResourceCounts,
        units: u32,
        asked: u32,
    },
    #[error("You trade {resource} with the bank at {rate}:1, so give a multiple of {rate}.")]
    BadBankRate { resource: Resource, rate: u8 },
    #[error("Trades happen only after the roll, in your action phase.")]
    TradeNotNow,
    #[error("There is no open trade offer.")]
    NoOpenOffer,
    #[error("That offer is not addressed to you.")]
    NotAddressed,
    #[error("You cannot trade with yourself.")]
    TradeWithSelf,
    #[error("Only the player whose turn it is can do that with a trade.")]
    NotTheOfferer,
    #[error("{0} has not accepted or countered your offer.")]
    PartnerNotReady(Seat),
    #[error("{0} no longer has the cards for this trade.")]
    PartnerLacks(Seat),
    #[error("An offer must be addressed to at least one other player.")]
    NobodyAddressed,
    #[error("Development cards cannot be played during set-up.")]
    NoCardsInSetup,
    #[error("Victory point cards are never played; they count by themselves.")]
    VictoryPointNotPlayable,
    #[error("There is no hex {0} on this island.")]
    NoSuchHex(Hex),
    #[error("There is no intersection {0} on this island.")]
    NoSuchIntersection(Intersection),
    #[error(
        "{0} is not a path on this island: those two intersections are not next to each other."
    )]
    NoSuchPath(Path),
    #[error("The Special Build Phase is only played with 5 or 6 players.")]
    SpecialBuildNotInGame,
    #[error("It is your own turn: build now instead of asking for a Special Build Phase.")]
    SpecialBuildOwnTurn,
    #[error(
        "You can ask for a Special Build Phase only during another player's turn, after set-up."
    )]
    SpecialBuildNotNow,
    #[error("You have already asked for a Special Build Phase this turn.")]
    SpecialBuildAlreadyAsked,
    #[error("You have not asked for a Special Build Phase this turn.")]
    SpecialBuildNotAsked,
    #[error("Only building and buying during a Special Build Phase: no trades.")]
    NoTradeInSpecialBuild,
    #[error("Development cards cannot be played during a Special Build Phase.")]
    NoCardsInSpecialBuild,
    #[error(
        "During a Special Build Phase you may only build and buy development cards, then pass."
    )]
    SpecialBuildOnlyBuilds,
    #[error("Undo is off at this table.")]
    UndoOff,
    #[error("You have no undo left: each player has {0} in this game.")]
    UndoLimit(u8),
    #[error("There is nothing of yours to take back: only your own builds and bank trades since the last roll, card, steal, trade with a player or end of turn can be undone.")]
    NothingToUndo,
}

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
