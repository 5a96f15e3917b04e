//! Seats: the 0-based places at the table, and small sets of them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seats a table has.
pub const MAX_PLAYERS: usize = 6;
/// The fewest: two, the duel (docs/RULES.md §"Two players: the duel").
pub const MIN_PLAYERS: u8 = 2;

/// A seat at the table, 0-based (seat 0 is the first to join, not necessarily first to play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn bit(self) -> u8 {
        1 << self.0
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A set of seats (at most 8), serialized as a sorted list of seat indices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SeatSet(pub u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !s.bit();
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn contains(self, s: Seat) -> bool {
        self.0 & s.bit() != 0
    }
    pub fn insert(&mut self, s: Seat) {
        self.0 |= s.bit();
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}

/// "seat 1, seat 3": the seats in order, for logs.
impl fmt::Display for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, s) in self.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet(0);
        for x in iter {
            s.insert(x);
        }
        s
    }
}

impl Serialize for SeatSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        let mut s = SeatSet(0);
        for x in v {
            if x >= 8 {
                return Err(serde::de::Error::custom(format!("{x} is not a seat")));
            }
            s.insert(Seat(x));
        }
        Ok(s)
    }
}
