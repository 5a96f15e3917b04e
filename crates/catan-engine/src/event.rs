//! Events: what an accepted action did, for the table's summary line and the log.
//! Hidden details (a stolen card, a bought development card) are present only for the
//! engine; `Event::redact_for` removes them for anyone who may not see them.

use super::action::Action;
use super::dev_card::DevCard;
use super::geometry::{Hex, Intersection, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet, MAX_PLAYERS};
use serde::{Deserialize, Serialize};

/// The cards a production roll paid each seat, index = seat: a slice (`Deref`), held without
/// an allocation, as the most frequent event of a game is made at every roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gains {
    seats: u8,
    cards: [ResourceCounts; MAX_PLAYERS],
}

impl Gains {
    /// The gains of `per_seat` (at most `MAX_PLAYERS` seats).
    pub fn new(per_seat: &[ResourceCounts]) -> Gains {
        assert!(per_seat.len() <= MAX_PLAYERS, "at most {MAX_PLAYERS} seats");
        let mut cards = [ResourceCounts::ZERO; MAX_PLAYERS];
        cards[..per_seat.len()].copy_from_slice(per_seat);
        Gains {
            seats: per_seat.len() as u8,
            cards,
        }
    }
}

impl Gains {
    /// The gains of the first `seats` seats of `cards` (the rest are nobody's).
    pub(crate) fn of_seats(seats: u8, cards: [ResourceCounts; MAX_PLAYERS]) -> Gains {
        Gains { seats, cards }
    }
}

impl std::ops::Deref for Gains {
    type Target = [ResourceCounts];
    fn deref(&self) -> &[ResourceCounts] {
        &self.cards[..self.seats as usize]
    }
}

impl<'a> IntoIterator for &'a Gains {
    type Item = &'a ResourceCounts;
    type IntoIter = std::slice::Iter<'a, ResourceCounts>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Serialize for Gains {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self[..].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Gains {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<ResourceCounts>::deserialize(d)?;
        if seats.len() > MAX_PLAYERS {
            return Err(serde::de::Error::custom(format!(
                "gains of {} seats (at most {MAX_PLAYERS})",
                seats.len()
            )));
        }
        Ok(Gains::new(&seats))
    }
}

/// A count for some of the seats (who must discard how many cards, what a Monopoly took
/// from whom), in seat order: a slice (`Deref`) held without an allocation, so that no event
/// owns memory and a list of them is cleared at no cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatCounts {
    len: u8,
    items: [(Seat, u8); MAX_PLAYERS],
}

impl Default for SeatCounts {
    fn default() -> SeatCounts {
        SeatCounts {
            len: 0,
            items: [(Seat(0), 0); MAX_PLAYERS],
        }
    }
}

impl SeatCounts {
    /// The counts of `items` (at most `MAX_PLAYERS`).
    pub fn of(items: &[(Seat, u8)]) -> SeatCounts {
        let mut counts = SeatCounts::default();
        for &item in items {
            counts.push(item);
        }
        counts
    }

    /// Adds `item` after the others (at most `MAX_PLAYERS` in all).
    pub fn push(&mut self, item: (Seat, u8)) {
        assert!(
            (self.len as usize) < MAX_PLAYERS,
            "at most {MAX_PLAYERS} seats"
        );
        self.items[self.len as usize] = item;
        self.len += 1;
    }
}

impl std::ops::Deref for SeatCounts {
    type Target = [(Seat, u8)];
    fn deref(&self) -> &[(Seat, u8)] {
        &self.items[..self.len as usize]
    }
}

impl<'a> IntoIterator for &'a SeatCounts {
    type Item = &'a (Seat, u8);
    type IntoIter = std::slice::Iter<'a, (Seat, u8)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Serialize for SeatCounts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self[..].serialize(s)
    }
}

impl<'de> Deserialize<'de> for SeatCounts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<(Seat, u8)>::deserialize(d)?;
        if items.len() > MAX_PLAYERS {
            return Err(serde::de::Error::custom(format!(
                "counts of {} seats (at most {MAX_PLAYERS})",
                items.len()
            )));
        }
        Ok(SeatCounts::of(&items))
    }
}

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
        gains: Gains,
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
        owed: SeatCounts,
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
        taken: SeatCounts,
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
    /// Paired turns: Settler 1 ended their part; `seat`, Settler 2, plays theirs.
    SettlerTwoStarted {
        seat: Seat,
        settler_one: Seat,
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
