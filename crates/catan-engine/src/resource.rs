//! The five resources and per-resource counts (`ResourceCounts`), the unit every hand,
//! bank, cost and trade is measured in. Counts never go negative: every subtraction is checked.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// A resource card kind, in the order records and summaries list them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Brick,
    Lumber,
    Wool,
    Grain,
    Ore,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Brick,
        Resource::Lumber,
        Resource::Wool,
        Resource::Grain,
        Resource::Ore,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Resource::Brick => "brick",
            Resource::Lumber => "lumber",
            Resource::Wool => "wool",
            Resource::Grain => "grain",
            Resource::Ore => "ore",
        }
    }

    pub fn parse(s: &str) -> Option<Resource> {
        let s = s.trim().to_ascii_lowercase();
        // Accept plurals: "ores", "bricks".
        let s = s.strip_suffix('s').filter(|t| t.len() > 1).unwrap_or(&s);
        Some(match s {
            "brick" | "b" | "clay" => Resource::Brick,
            "lumber" | "l" | "wood" | "log" => Resource::Lumber,
            "wool" | "w" | "sheep" => Resource::Wool,
            "grain" | "g" | "wheat" => Resource::Grain,
            "ore" | "o" | "stone" => Resource::Ore,
            _ => return None,
        })
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A count of each resource (a hand, the bank, a cost, one side of a trade).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ResourceCounts(pub [u8; 5]);

impl ResourceCounts {
    pub const ZERO: ResourceCounts = ResourceCounts([0; 5]);

    pub const fn new(brick: u8, lumber: u8, wool: u8, grain: u8, ore: u8) -> Self {
        ResourceCounts([brick, lumber, wool, grain, ore])
    }

    /// `n` cards of `r` alone.
    pub fn one(r: Resource, n: u8) -> Self {
        // Made in a register (one byte shifted into place) rather than by writing one byte
        // of a zeroed array and reading it back whole: listing the bank trades makes many.
        let b = (u64::from(n) << (8 * r.index())).to_le_bytes();
        ResourceCounts([b[0], b[1], b[2], b[3], b[4]])
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0 == [0; 5]
    }

    /// True when every count of `self` is at least the matching count of `other`.
    pub fn covers(&self, other: &ResourceCounts) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// What `self` lacks to cover `need`.
    pub fn shortfall(&self, need: &ResourceCounts) -> ResourceCounts {
        let mut s = ResourceCounts::ZERO;
        for i in 0..5 {
            s.0[i] = need.0[i].saturating_sub(self.0[i]);
        }
        s
    }

    pub fn add(&mut self, other: &ResourceCounts) {
        for i in 0..5 {
            self.0[i] += other.0[i];
        }
    }

    /// Subtracts `other`; the caller has checked `covers` first.
    pub fn sub(&mut self, other: &ResourceCounts) {
        debug_assert!(self.covers(other));
        for i in 0..5 {
            self.0[i] -= other.0[i];
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Resource, u8)> + '_ {
        Resource::ALL.iter().map(move |&r| (r, self[r]))
    }

    /// The resources with a non-zero count.
    pub fn nonzero(&self) -> impl Iterator<Item = (Resource, u8)> + '_ {
        self.iter().filter(|&(_, n)| n > 0)
    }

    /// Parses text like `2 brick, 1 ore` or `brick ore ore`, in English words.
    pub fn parse_list(s: &str) -> Result<ResourceCounts, CardsError> {
        ResourceCounts::parse_words(s, Resource::parse)
    }

    /// Parses text like `2 brick, 1 ore`, `brick ore ore` or `3x ore`, each word a resource
    /// as `word` reads it (the caller's language).
    pub fn parse_words(
        s: &str,
        word: impl Fn(&str) -> Option<Resource>,
    ) -> Result<ResourceCounts, CardsError> {
        let mut c = ResourceCounts::ZERO;
        let mut pending: Option<u8> = None;
        // The resource just read without a count before it, which a count after it may
        // give ("wool ×2").
        let mut bare: Option<Resource> = None;
        for tok in s
            .split(|ch: char| ch == ',' || ch == '+' || ch.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let times = tok.strip_prefix(['x', '×']).filter(|n| {
                !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && pending.is_none()
            });
            if let (Some(n), Some(r)) = (times, bare.take()) {
                let n: u8 = n.parse().map_err(|_| CardsError::BadCount(n.to_string()))?;
                c[r] = c[r].saturating_sub(1).saturating_add(n);
                continue;
            }
            let (num, w) = match tok.find(|ch: char| !ch.is_ascii_digit()) {
                Some(0) => (None, tok),
                Some(i) => (Some(&tok[..i]), &tok[i..]),
                None => (Some(tok), ""),
            };
            if let Some(n) = num {
                let n: u8 = n.parse().map_err(|_| CardsError::BadCount(n.to_string()))?;
                if let Some(p) = pending {
                    return Err(CardsError::ExpectedResource(p));
                }
                pending = Some(n);
            }
            if !w.is_empty() {
                // "3x ore", "3×ore": the multiplier goes with a count only, so a word that
                // starts with an x is read whole (and quoted whole when it names nothing).
                let w = match num {
                    Some(_) => w.trim_start_matches(['x', '×']).trim(),
                    None => w.trim(),
                };
                if w.is_empty() {
                    continue;
                }
                let r = word(w).ok_or_else(|| CardsError::NotAResource(w.to_string()))?;
                bare = pending.is_none().then_some(r);
                let n = pending.take().unwrap_or(1);
                c[r] = c[r].saturating_add(n);
            }
        }
        if let Some(n) = pending {
            return Err(CardsError::ExpectedResource(n));
        }
        Ok(c)
    }
}

/// Why typed cards could not be read (`ResourceCounts::parse_words`); the sentences are
/// `narrate::cards_error`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardsError {
    /// A number too large to be a count of cards.
    BadCount(String),
    /// A count with no resource after it.
    ExpectedResource(u8),
    /// A word that names no resource.
    NotAResource(String),
}

impl Index<Resource> for ResourceCounts {
    type Output = u8;
    fn index(&self, r: Resource) -> &u8 {
        &self.0[r as usize]
    }
}

impl IndexMut<Resource> for ResourceCounts {
    fn index_mut(&mut self, r: Resource) -> &mut u8 {
        &mut self.0[r as usize]
    }
}

impl fmt::Display for ResourceCounts {
    /// `2 brick, 1 ore`, or `nothing`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (r, n) in self.nonzero() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{n} {r}")?;
        }
        if first {
            f.write_str("nothing")?;
        }
        Ok(())
    }
}

impl Serialize for ResourceCounts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(5))?;
        for (r, n) in self.iter() {
            m.serialize_entry(r.name(), &n)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for ResourceCounts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let m = std::collections::BTreeMap::<Resource, u8>::deserialize(d)?;
        let mut c = ResourceCounts::ZERO;
        for (r, n) in m {
            c[r] = n;
        }
        Ok(c)
    }
}

/// Building costs (docs/RULES.md §"Building").
pub mod cost {
    use super::ResourceCounts;
    pub const ROAD: ResourceCounts = ResourceCounts::new(1, 1, 0, 0, 0);
    pub const SETTLEMENT: ResourceCounts = ResourceCounts::new(1, 1, 1, 1, 0);
    pub const CITY: ResourceCounts = ResourceCounts::new(0, 0, 0, 2, 3);
    pub const DEV_CARD: ResourceCounts = ResourceCounts::new(0, 0, 1, 1, 1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_lists() {
        assert_eq!(
            ResourceCounts::parse_list("2 brick, 1 ore").unwrap(),
            ResourceCounts::new(2, 0, 0, 0, 1)
        );
        assert_eq!(
            ResourceCounts::parse_list("wool wool grain").unwrap(),
            ResourceCounts::new(0, 0, 2, 1, 0)
        );
        assert_eq!(
            ResourceCounts::parse_list("3x ore").unwrap(),
            ResourceCounts::new(0, 0, 0, 0, 3)
        );
        assert_eq!(
            ResourceCounts::parse_list("wool ×2, ore x3, grain").unwrap(),
            ResourceCounts::new(0, 0, 2, 1, 3)
        );
        assert!(ResourceCounts::parse_list("2 gold").is_err());
        // Issue 43: a word starting with an x is not a multiplier and keeps its first letter.
        assert_eq!(
            ResourceCounts::parse_list("xyz"),
            Err(CardsError::NotAResource("xyz".into()))
        );
        assert_eq!(
            ResourceCounts::parse_list("1 xore"),
            Err(CardsError::NotAResource("xore".into()))
        );
        assert!(ResourceCounts::parse_list("2").is_err());
    }

    #[test]
    fn serde_round_trip() {
        let c = ResourceCounts::new(2, 0, 0, 0, 1);
        let j = serde_json::to_string(&c).unwrap();
        assert_eq!(j, r#"{"brick":2,"lumber":0,"wool":0,"grain":0,"ore":1}"#);
        let back: ResourceCounts = serde_json::from_str(r#"{"ore":1,"brick":2}"#).unwrap();
        assert_eq!(back, c);
        assert!(serde_json::from_str::<ResourceCounts>(r#"{"gold":1}"#).is_err());
    }
}
