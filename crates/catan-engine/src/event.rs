//! Events: what an accepted action did, for the table's summary line and the log.
//! Hidden details (a stolen card, a bought development card) are present only for the
//! engine; `Event::redact_for` removes them for anyone who may not see them.

use super::action::Action;
use super::dev_card::DevCard;
use super::geometry::{Hex, Intersection, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    Settlement,
    City,
}

impl Building {
    pub fn name(self) -> &'static str {
        match self {
            Building::Settlement => "settlement",
            Building::City => "city",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    SettlementPlaced {
        seat: Seat,
        at: Intersection,
        setup: bool,
    },
    RoadPlaced {
        seat: Seat,
        at: Path,
        free: bool,
    },
    CityBuilt {
        seat: Seat,
        at: Intersection,
    },
    StartingResources {
        seat: Seat,
        cards: ResourceCounts,
    },
    SetupFinished {
        first: Seat,
    },
    Rolled {
        seat: Seat,
        dice: [u8; 2],
    },
    /// Cards paid out by a production roll, per seat (index = seat).
    Produced {
        gains: Vec<ResourceCounts>,
    },
    /// The robber's hex had the rolled number and produced nothing.
    RobberBlocked {
        hex: Hex,
    },
    /// The bank could not pay everyone owed this resource, so nobody got it.
    Shortage {
        resource: Resource,
    },
    DiscardsOwed {
        owed: Vec<(Seat, u8)>,
    },
    Discarded {
        seat: Seat,
        cards: ResourceCounts,
    },
    RobberMoved {
        seat: Seat,
        to: Hex,
    },
    /// `card` is `None` for everyone but the thief and the victim.
    Stole {
        thief: Seat,
        victim: Seat,
        card: Option<Resource>,
    },
    /// `card` is `None` for everyone but the buyer.
    BoughtDevCard {
        seat: Seat,
        card: Option<DevCard>,
    },
    PlayedDevCard {
        seat: Seat,
        card: DevCard,
    },
    TookFromBank {
        seat: Seat,
        cards: ResourceCounts,
    },
    Monopolized {
        seat: Seat,
        resource: Resource,
        taken: Vec<(Seat, u8)>,
    },
    BankTraded {
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
    },
    TradeOffered {
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
        to: SeatSet,
    },
    TradeAccepted {
        seat: Seat,
    },
    TradeDeclined {
        seat: Seat,
    },
    TradeCountered {
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
    },
    Traded {
        offerer: Seat,
        partner: Seat,
        gave: ResourceCounts,
        got: ResourceCounts,
    },
    TradeCancelled {
        seat: Seat,
    },
    LongestRoad {
        seat: Option<Seat>,
        length: u8,
    },
    LargestArmy {
        seat: Seat,
        knights: u8,
    },
    TurnEnded {
        seat: Seat,
    },
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    GameWon {
        seat: Seat,
        vp: u8,
    },
    /// 5–6 players: a player asked for a Special Build Phase after this turn.
    SpecialBuildAsked {
        seat: Seat,
    },
    SpecialBuildWithdrawn {
        seat: Seat,
    },
    /// A player's Special Build Phase begins (they may build and buy, then pass).
    SpecialBuildStarted {
        seat: Seat,
    },
    SpecialBuildEnded {
        seat: Seat,
    },
    /// `seat` took `action` back (`Action::Undo`); `left`: the undos they have left.
    Undone {
        seat: Seat,
        action: Action,
        left: u8,
    },
}

impl Event {
    /// The event as `viewer` may see it (`None`: the public).
    pub fn redact_for(&self, viewer: Option<Seat>) -> Event {
        match *self {
            Event::Stole {
                thief,
                victim,
                card,
            } => Event::Stole {
                thief,
                victim,
                card: card.filter(|_| viewer == Some(thief) || viewer == Some(victim)),
            },
            Event::BoughtDevCard { seat, card } => Event::BoughtDevCard {
                seat,
                card: card.filter(|_| viewer == Some(seat)),
            },
            ref e => e.clone(),
        }
    }
}
