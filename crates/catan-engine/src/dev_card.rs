//! Development cards: the five kinds, per-kind counts, and the 25-card deck of docs/RULES.md.

use super::geometry::Island;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DevCard {
    Knight,
    VictoryPoint,
    RoadBuilding,
    YearOfPlenty,
    Monopoly,
}

impl DevCard {
    pub const ALL: [DevCard; 5] = [
        DevCard::Knight,
        DevCard::VictoryPoint,
        DevCard::RoadBuilding,
        DevCard::YearOfPlenty,
        DevCard::Monopoly,
    ];

    pub fn name(self) -> &'static str {
        match self {
            DevCard::Knight => "knight",
            DevCard::VictoryPoint => "victory_point",
            DevCard::RoadBuilding => "road_building",
            DevCard::YearOfPlenty => "year_of_plenty",
            DevCard::Monopoly => "monopoly",
        }
    }

    /// The name a player reads: "Year of Plenty".
    pub fn title(self) -> &'static str {
        match self {
            DevCard::Knight => "Knight",
            DevCard::VictoryPoint => "Victory Point",
            DevCard::RoadBuilding => "Road Building",
            DevCard::YearOfPlenty => "Year of Plenty",
            DevCard::Monopoly => "Monopoly",
        }
    }

    pub fn parse(s: &str) -> Option<DevCard> {
        let s = s.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        DevCard::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .or(match s.as_str() {
                "vp" | "victory" => Some(DevCard::VictoryPoint),
                "plenty" | "yop" => Some(DevCard::YearOfPlenty),
                "roads" => Some(DevCard::RoadBuilding),
                _ => None,
            })
    }

    /// How many of each kind the standard deck holds (in `DevCard::ALL` order): 14 knights,
    /// 5 VP and 2 each of the rest; with 5–6 players 20 knights, 5 VP and 3 each of the rest.
    pub fn standard_counts(island: Island) -> DevCounts {
        DevCounts(match island {
            Island::Base => [14, 5, 2, 2, 2],
            Island::Large => [20, 5, 3, 3, 3],
        })
    }

    /// The standard deck in a fixed order (to be shuffled).
    pub fn standard_deck(island: Island) -> Vec<DevCard> {
        let counts = DevCard::standard_counts(island);
        DevCard::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, counts[c] as usize))
            .collect()
    }
}

impl fmt::Display for DevCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// A count per development card kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DevCounts(pub [u8; 5]);

impl DevCounts {
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }
    pub fn iter(&self) -> impl Iterator<Item = (DevCard, u8)> + '_ {
        DevCard::ALL.iter().map(move |&c| (c, self[c]))
    }
}

impl Index<DevCard> for DevCounts {
    type Output = u8;
    fn index(&self, c: DevCard) -> &u8 {
        &self.0[c as usize]
    }
}
impl IndexMut<DevCard> for DevCounts {
    fn index_mut(&mut self, c: DevCard) -> &mut u8 {
        &mut self.0[c as usize]
    }
}

impl Serialize for DevCounts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(5))?;
        for (c, n) in self.iter() {
            m.serialize_entry(c.name(), &n)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for DevCounts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let m = std::collections::BTreeMap::<DevCard, u8>::deserialize(d)?;
        let mut c = DevCounts::default();
        for (k, n) in m {
            c[k] = n;
        }
        Ok(c)
    }
}
