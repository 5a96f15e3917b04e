//! Actions: everything a seat can ask the engine to do, exactly as game records spell them
//! (docs/RECORD.md §"Actions"). Random outcomes (dice, stolen card) travel inside the action;
//! `Game::complete` fills ones left open from an RNG before `apply`.

use super::dev_card::DevCard;
use super::geometry::{Hex, Intersection, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    PlaceSettlement {
        at: Intersection,
    },
    PlaceRoad {
        at: Path,
    },
    Roll {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<[u8; 2]>,
    },
    Discard {
        cards: ResourceCounts,
    },
    MoveRobber {
        to: Hex,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        steal_from: Option<Seat>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Resource>,
    },
    BuildRoad {
        at: Path,
    },
    BuildSettlement {
        at: Intersection,
    },
    BuildCity {
        at: Intersection,
    },
    BuyDevCard,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty {
        take: [Resource; 2],
    },
    PlayMonopoly {
        resource: Resource,
    },
    BankTrade {
        give: ResourceCounts,
        get: ResourceCounts,
    },
    OfferTrade {
        give: ResourceCounts,
        get: ResourceCounts,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<SeatSet>,
    },
    AcceptTrade,
    DeclineTrade,
    CounterTrade {
        give: ResourceCounts,
        get: ResourceCounts,
    },
    ConfirmTrade {
        with: Seat,
    },
    CancelTrade,
    /// Ends the turn, or (in a Special Build Phase) that player's Special Build Phase.
    EndTurn,
    /// 5–6 players: during another player's turn, asks for a Special Build Phase.
    AskSpecialBuild,
    /// Takes a Special Build Phase request back, until that turn ends.
    WithdrawSpecialBuild,
    /// Takes back the mover's last build or bank trade (a house rule, `Options::undo_limit`;
    /// see `Game::undo`).
    Undo,
}

impl Action {
    /// The record name of the action (`place_settlement`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Action::PlaceSettlement { .. } => "place_settlement",
            Action::PlaceRoad { .. } => "place_road",
            Action::Roll { .. } => "roll",
            Action::Discard { .. } => "discard",
            Action::MoveRobber { .. } => "move_robber",
            Action::BuildRoad { .. } => "build_road",
            Action::BuildSettlement { .. } => "build_settlement",
            Action::BuildCity { .. } => "build_city",
            Action::BuyDevCard => "buy_dev_card",
            Action::PlayKnight => "play_knight",
            Action::PlayRoadBuilding => "play_road_building",
            Action::PlayYearOfPlenty { .. } => "play_year_of_plenty",
            Action::PlayMonopoly { .. } => "play_monopoly",
            Action::BankTrade { .. } => "bank_trade",
            Action::OfferTrade { .. } => "offer_trade",
            Action::AcceptTrade => "accept_trade",
            Action::DeclineTrade => "decline_trade",
            Action::CounterTrade { .. } => "counter_trade",
            Action::ConfirmTrade { .. } => "confirm_trade",
            Action::CancelTrade => "cancel_trade",
            Action::EndTurn => "end_turn",
            Action::AskSpecialBuild => "ask_special_build",
            Action::WithdrawSpecialBuild => "withdraw_special_build",
            Action::Undo => "undo",
        }
    }

    /// The places this action names (hexes, intersections, paths), to check against the island.
    pub fn places(&self) -> (Option<Hex>, Option<Intersection>, Option<Path>) {
        match *self {
            Action::PlaceSettlement { at }
            | Action::BuildSettlement { at }
            | Action::BuildCity { at } => (None, Some(at), None),
            Action::PlaceRoad { at } | Action::BuildRoad { at } => (None, None, Some(at)),
            Action::MoveRobber { to, .. } => (Some(to), None, None),
            _ => (None, None, None),
        }
    }

    /// The action with its random outcome left open (no dice, no stolen card), as
    /// `legal_actions` lists it and as the bot's log keeps it; other actions are unchanged.
    /// `Game::complete` is its inverse.
    pub fn without_outcome(self) -> Action {
        match self {
            Action::Roll { .. } => Action::Roll { dice: None },
            Action::MoveRobber { to, steal_from, .. } => Action::MoveRobber {
                to,
                steal_from,
                card: None,
            },
            a => a,
        }
    }

    /// Whether `Action::Undo` may take this action back (when it was paid for: a free road
    /// of Road Building follows a card played, which nothing takes back).
    pub fn undoable(&self) -> bool {
        matches!(
            self,
            Action::BuildRoad { .. }
                | Action::BuildSettlement { .. }
                | Action::BuildCity { .. }
                | Action::BankTrade { .. }
        )
    }

    /// The development card this action plays, if any.
    pub fn played_card(&self) -> Option<DevCard> {
        match self {
            Action::PlayKnight => Some(DevCard::Knight),
            Action::PlayRoadBuilding => Some(DevCard::RoadBuilding),
            Action::PlayYearOfPlenty { .. } => Some(DevCard::YearOfPlenty),
            Action::PlayMonopoly { .. } => Some(DevCard::Monopoly),
            _ => None,
        }
    }
}

/// One entry of a record's `actions`: the acting seat and the action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAction {
    pub p: Seat,
    #[serde(flatten)]
    pub action: Action,
}
