//! The geometry of the two islands of docs/BOARD.md: the base island (19 hexes lettered A–S,
//! 54 intersections, 72 paths, 9 harbor slots) and the 5–6 player island (30 hexes lettered
//! A–Z and AA–AD, 80 intersections, 109 paths, 11 harbor slots). Both are derived once, from
//! their hexes alone, into static tables (`Topology`).
//!
//! The ids are small typed values whose names do not depend on the island: a hex is its
//! index in reading order (named `A`, …, `AD`), an intersection its index (numbered from 1),
//! and a path the pair of intersections it joins (`12-17`). Everything geometric about them
//! (corners, neighbours, which paths exist) is asked of the game's `Topology`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

/// The largest island's counts: bounds for ids and fixed tables.
pub(crate) const MAX_HEXES: usize = 30;
pub const MAX_INTERSECTIONS: usize = 80;
pub(crate) const MAX_PATHS: usize = 109;
pub(crate) const MAX_HARBORS: usize = 11;

/// A set of intersections, one bit per intersection index.
pub type NodeMask = u128;

/// Which island a game is played on: the base game's, or the 5–6 player one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Island {
    Base,
    Large,
}

/// The base island's harbor slots (docs/BOARD.md), clockwise from the top-left.
pub(crate) const BASE_HARBOR_SLOTS: [(u32, u32); 9] = [
    (1, 4),
    (2, 6),
    (11, 16),
    (27, 33),
    (43, 47),
    (50, 53),
    (48, 52),
    (34, 39),
    (12, 17),
];

/// The 5–6 player island's harbor slots (docs/BOARD.md), clockwise from the top-left.
pub(crate) const LARGE_HARBOR_SLOTS: [(u32, u32); 11] = [
    (1, 4),
    (2, 6),
    (11, 16),
    (27, 33),
    (47, 53),
    (69, 73),
    (76, 80),
    (75, 78),
    (60, 65),
    (34, 41),
    (12, 17),
];

/// The 5–6 player island's rows (docs/BOARD.md): r, and the first and last q of the row.
const LARGE_ROWS: [(i32, i32, i32); 7] = [
    (-3, 0, 2),
    (-2, -1, 2),
    (-1, -2, 2),
    (0, -3, 2),
    (1, -3, 1),
    (2, -3, 0),
    (3, -3, -1),
];

impl Island {
    /// The island for a number of players: the larger one for 5 and 6.
    pub fn for_players(players: u8) -> Island {
        if players >= 5 {
            Island::Large
        } else {
            Island::Base
        }
    }

    /// The island with this many hexes, if any.
    pub fn with_hexes(n: usize) -> Option<Island> {
        match n {
            19 => Some(Island::Base),
            30 => Some(Island::Large),
            _ => None,
        }
    }

    /// The island's derived tables (built once per process).
    pub fn topology(self) -> &'static Topology {
        static BASE: OnceLock<Topology> = OnceLock::new();
        static LARGE: OnceLock<Topology> = OnceLock::new();
        match self {
            Island::Base => BASE.get_or_init(|| Topology::build(Island::Base)),
            Island::Large => LARGE.get_or_init(|| Topology::build(Island::Large)),
        }
    }

    pub fn hex_count(self) -> usize {
        match self {
            Island::Base => 19,
            Island::Large => 30,
        }
    }

    pub fn harbor_slots(self) -> &'static [(u32, u32)] {
        match self {
            Island::Base => &BASE_HARBOR_SLOTS,
            Island::Large => &LARGE_HARBOR_SLOTS,
        }
    }

    pub fn harbor_count(self) -> usize {
        self.harbor_slots().len()
    }

    /// Hexes in reading order, as axial coordinates (q, r).
    fn axial_hexes(self) -> Vec<(i32, i32)> {
        match self {
            Island::Base => (-2i32..=2)
                .flat_map(|r| (-2i32..=2).map(move |q| (q, r)))
                .filter(|&(q, r)| q.abs().max(r.abs()).max((q + r).abs()) <= 2)
                .collect(),
            Island::Large => LARGE_ROWS
                .iter()
                .flat_map(|&(r, q0, q1)| (q0..=q1).map(move |q| (q, r)))
                .collect(),
        }
    }
}

/// A land hex, by its index in reading order: `A`–`Z`, then `AA`–`AD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex(u8);

/// An intersection (corner), numbered from 1 for players; its index inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Intersection(u8);

/// A path (edge): the two intersections it joins, the lower first. Paths order by name.
/// Whether the two are adjacent is a question for the island (`Topology::path_index`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Path {
    a: u8,
    b: u8,
}

const HEX_NAMES: [&str; MAX_HEXES] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S",
    "T", "U", "V", "W", "X", "Y", "Z", "AA", "AB", "AC", "AD",
];

impl Hex {
    pub fn new(index: usize) -> Option<Hex> {
        (index < MAX_HEXES).then_some(Hex(index as u8))
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The hex's name: one or two letters.
    pub fn name(self) -> &'static str {
        HEX_NAMES[self.index()]
    }
    /// Parses a hex name, in either case.
    pub fn parse(s: &str) -> Option<Hex> {
        let s = s.trim().to_ascii_uppercase();
        HEX_NAMES.iter().position(|&n| n == s).map(|i| Hex(i as u8))
    }
    pub fn bit(self) -> u32 {
        1 << self.0
    }
}

impl Intersection {
    pub fn new(index: usize) -> Option<Intersection> {
        (index < MAX_INTERSECTIONS).then_some(Intersection(index as u8))
    }
    /// From the 1-based number players use.
    pub fn from_number(n: u32) -> Option<Intersection> {
        if n == 0 {
            return None;
        }
        Intersection::new(n as usize - 1)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn number(self) -> u32 {
        self.0 as u32 + 1
    }
    pub fn bit(self) -> NodeMask {
        1 << self.0
    }
    pub fn parse(s: &str) -> Option<Intersection> {
        Intersection::from_number(s.trim().parse().ok()?)
    }
}

impl Path {
    /// The path named by two different intersections (either order).
    pub fn new(x: Intersection, y: Intersection) -> Option<Path> {
        (x != y).then(|| Path {
            a: x.0.min(y.0),
            b: x.0.max(y.0),
        })
    }
    pub fn ends(self) -> (Intersection, Intersection) {
        (Intersection(self.a), Intersection(self.b))
    }
    /// Parses `12-17` (either order). Whether it is a path of the island is not checked here.
    pub fn parse(s: &str) -> Option<Path> {
        let (a, b) = s.trim().split_once('-')?;
        Path::new(Intersection::parse(a)?, Intersection::parse(b)?)
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
impl fmt::Display for Intersection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}
impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.a as u32 + 1, self.b as u32 + 1)
    }
}

impl Serialize for Hex {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}
impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Hex::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "\"{s}\" is not a hex (A–S, or A–AD on the 5–6 player island)"
            ))
        })
    }
}
impl Serialize for Intersection {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.number())
    }
}
impl<'de> Deserialize<'de> for Intersection {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u32::deserialize(d)?;
        Intersection::from_number(n).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{n} is not an intersection (1–54, or 1–80 on the 5–6 player island)"
            ))
        })
    }
}
impl Serialize for Path {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
impl<'de> Deserialize<'de> for Path {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Path::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "\"{s}\" is not a path (two adjacent intersections, like \"12-17\")"
            ))
        })
    }
}

/// The set bits of a 128-bit mask, lowest first, as two 64-bit halves (cheaper steps than
/// 128-bit arithmetic: the engine's inner loops run on these).
#[inline]
fn bits128(mask: u128) -> impl Iterator<Item = u8> {
    let (mut lo, mut hi) = (mask as u64, (mask >> 64) as u64);
    std::iter::from_fn(move || {
        if lo != 0 {
            let i = lo.trailing_zeros() as u8;
            lo &= lo - 1;
            Some(i)
        } else if hi != 0 {
            let i = hi.trailing_zeros() as u8;
            hi &= hi - 1;
            Some(64 + i)
        } else {
            None
        }
    })
}

/// Iterates the set bits of an intersection mask.
#[inline]
pub fn intersections_in(mask: NodeMask) -> impl Iterator<Item = Intersection> {
    bits128(mask).map(Intersection)
}

/// Iterates the set bits of a hex mask.
pub(crate) fn hexes_in(mut mask: u32) -> impl Iterator<Item = Hex> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Hex(i))
    })
}

const NONE: u8 = u8::MAX;

/// One island's adjacency, derived once. Path masks use the island's own path indices
/// (paths sorted by name), so the same `Path` can have different bits on the two islands.
pub struct Topology {
    island: Island,
    hexes: usize,
    intersections: usize,
    paths: usize,
    hex_axial: [(i32, i32); MAX_HEXES],
    hex_corners: [[u8; 6]; MAX_HEXES],
    hex_corner_mask: [NodeMask; MAX_HEXES],
    hex_neighbors: [u32; MAX_HEXES],
    inter_xy: [(i32, i32); MAX_INTERSECTIONS],
    inter_hexes: [[u8; 3]; MAX_INTERSECTIONS],
    inter_neighbors: [NodeMask; MAX_INTERSECTIONS],
    inter_paths: [u128; MAX_INTERSECTIONS],
    path_ends: [(u8, u8); MAX_PATHS],
    path_nodes: [NodeMask; MAX_PATHS],
    coastal: u128,
    harbor_paths: Vec<Path>,
}

impl Topology {
    pub fn island(&self) -> Island {
        self.island
    }
    pub fn hex_count(&self) -> usize {
        self.hexes
    }
    pub fn intersection_count(&self) -> usize {
        self.intersections
    }
    pub fn path_count(&self) -> usize {
        self.paths
    }
    pub fn harbor_count(&self) -> usize {
        self.harbor_paths.len()
    }
    pub fn hexes(&self) -> impl Iterator<Item = Hex> {
        (0..self.hexes as u8).map(Hex)
    }
    pub fn intersections(&self) -> impl Iterator<Item = Intersection> {
        (0..self.intersections as u8).map(Intersection)
    }
    /// Every path, in name order.
    pub fn paths(&self) -> impl Iterator<Item = Path> + '_ {
        (0..self.paths).map(|i| self.path(i))
    }
    /// Every hex, as a mask.
    pub fn all_hexes(&self) -> u32 {
        ((1u64 << self.hexes) - 1) as u32
    }
    /// Every intersection, as a mask.
    pub fn all_intersections(&self) -> NodeMask {
        (1u128 << self.intersections) - 1
    }
    pub fn has_hex(&self, h: Hex) -> bool {
        h.index() < self.hexes
    }
    pub fn has_intersection(&self, i: Intersection) -> bool {
        i.index() < self.intersections
    }
    /// The path's index on this island, if its two ends are adjacent here.
    #[inline]
    pub fn path_index(&self, p: Path) -> Option<usize> {
        let common = self.inter_paths[p.a as usize] & self.inter_paths[p.b as usize];
        (common != 0).then(|| common.trailing_zeros() as usize)
    }
    /// The path with index `idx` on this island.
    #[inline]
    pub fn path(&self, idx: usize) -> Path {
        let (a, b) = self.path_ends[idx];
        Path { a, b }
    }
    /// The path's bit on this island (0 if it is not one of its paths).
    #[inline]
    pub fn path_bit(&self, p: Path) -> u128 {
        self.path_index(p).map_or(0, |i| 1 << i)
    }
    /// The path joining two intersections, if they are adjacent here.
    pub fn between(&self, a: Intersection, b: Intersection) -> Option<Path> {
        Path::new(a, b).filter(|&p| self.path_index(p).is_some())
    }
    /// Parses a path name and checks that it is one of this island's paths.
    pub fn parse_path(&self, s: &str) -> Option<Path> {
        Path::parse(s).filter(|&p| self.path_index(p).is_some())
    }
    #[inline]
    pub fn paths_in(&self, mask: u128) -> impl Iterator<Item = Path> + '_ {
        bits128(mask).map(|i| self.path(i as usize))
    }
    /// The ends of the path with index `idx`, as indices.
    #[inline]
    pub(crate) fn path_ends_of(&self, idx: usize) -> (usize, usize) {
        let (a, b) = self.path_ends[idx];
        (a as usize, b as usize)
    }
    /// The ends of the path with index `idx`, as a mask.
    #[inline]
    pub(crate) fn path_nodes_of(&self, idx: usize) -> NodeMask {
        self.path_nodes[idx]
    }
    /// Paths touching the intersection with index `v`.
    #[inline]
    pub(crate) fn paths_at_index(&self, v: usize) -> u128 {
        self.inter_paths[v]
    }
    /// The six corners, as N NE SE S SW NW.
    pub fn corners(&self, h: Hex) -> [Intersection; 6] {
        self.hex_corners[h.index()].map(Intersection)
    }
    /// The six corners as a mask.
    #[inline]
    pub fn corner_mask(&self, h: Hex) -> NodeMask {
        self.hex_corner_mask[h.index()]
    }
    /// Axial coordinates (q, r).
    pub fn axial(&self, h: Hex) -> (i32, i32) {
        self.hex_axial[h.index()]
    }
    /// Land hexes sharing a side with `h`, as a mask.
    pub fn hex_neighbors(&self, h: Hex) -> u32 {
        self.hex_neighbors[h.index()]
    }
    /// The land hexes touching an intersection (1 to 3).
    pub fn hexes_at(&self, i: Intersection) -> impl Iterator<Item = Hex> {
        let hs = self.inter_hexes[i.index()];
        hs.into_iter().filter(|&h| h != NONE).map(Hex)
    }
    /// Intersections one path away.
    #[inline]
    pub fn neighbors(&self, i: Intersection) -> NodeMask {
        self.inter_neighbors[i.index()]
    }
    /// Paths touching an intersection (a mask over this island's path indices).
    #[inline]
    pub fn paths_at(&self, i: Intersection) -> u128 {
        self.inter_paths[i.index()]
    }
    /// Position in the unit layout of docs/BOARD.md (hex size 1): x = √3·…, y = 1.5·r ± ….
    pub fn position(&self, i: Intersection) -> (f64, f64) {
        let (x, y) = self.inter_xy[i.index()];
        (x as f64 * 3f64.sqrt() / 2.0, y as f64 / 2.0)
    }
    pub fn is_coastal(&self, p: Path) -> bool {
        self.coastal & self.path_bit(p) != 0
    }
    /// The path of harbor slot `k`.
    pub fn harbor_path(&self, k: usize) -> Path {
        self.harbor_paths[k]
    }

    fn build(island: Island) -> Topology {
        let hexes = island.axial_hexes();
        let Derived {
            points,
            corners,
            edges,
        } = derive(&hexes);
        assert!(hexes.len() <= MAX_HEXES && points.len() <= MAX_INTERSECTIONS);
        assert!(edges.len() <= MAX_PATHS);
        let mut t = Topology {
            island,
            hexes: hexes.len(),
            intersections: points.len(),
            paths: edges.len(),
            hex_axial: [(0, 0); MAX_HEXES],
            hex_corners: [[0; 6]; MAX_HEXES],
            hex_corner_mask: [0; MAX_HEXES],
            hex_neighbors: [0; MAX_HEXES],
            inter_xy: [(0, 0); MAX_INTERSECTIONS],
            inter_hexes: [[NONE; 3]; MAX_INTERSECTIONS],
            inter_neighbors: [0; MAX_INTERSECTIONS],
            inter_paths: [0; MAX_INTERSECTIONS],
            path_ends: [(0, 0); MAX_PATHS],
            path_nodes: [0; MAX_PATHS],
            coastal: 0,
            harbor_paths: Vec::new(),
        };
        t.hex_axial[..hexes.len()].copy_from_slice(&hexes);
        t.hex_corners[..corners.len()].copy_from_slice(&corners);
        t.inter_xy[..points.len()].copy_from_slice(&points);
        for (h, c) in corners.iter().enumerate() {
            t.hex_corner_mask[h] = c.iter().fold(0, |m, &i| m | 1 << i);
            for &i in c {
                let slot = t.inter_hexes[i as usize]
                    .iter()
                    .position(|&x| x == NONE)
                    .expect("at most three hexes meet at a corner");
                t.inter_hexes[i as usize][slot] = h as u8;
            }
        }
        for (h, &(q, r)) in hexes.iter().enumerate() {
            for (dq, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)] {
                if let Some(k) = hexes.iter().position(|&x| x == (q + dq, r + dr)) {
                    t.hex_neighbors[h] |= 1 << k;
                }
            }
        }
        for (p, &(a, b, touching)) in edges.iter().enumerate() {
            t.path_ends[p] = (a, b);
            t.path_nodes[p] = 1 << a | 1 << b;
            t.inter_neighbors[a as usize] |= 1 << b;
            t.inter_neighbors[b as usize] |= 1 << a;
            t.inter_paths[a as usize] |= 1 << p;
            t.inter_paths[b as usize] |= 1 << p;
            if touching == 1 {
                t.coastal |= 1 << p;
            }
        }
        t.harbor_paths = island
            .harbor_slots()
            .iter()
            .map(|&(a, b)| {
                let p = Path::new(
                    Intersection::from_number(a).unwrap(),
                    Intersection::from_number(b).unwrap(),
                )
                .unwrap();
                assert!(t.path_index(p).is_some(), "harbor slot {p} is a path");
                p
            })
            .collect();
        t
    }
}

/// An island's intersections and paths, derived from its hexes alone (axial coordinates,
/// in reading order): the one derivation for every island docs/BOARD.md describes.
struct Derived {
    /// Intersection positions in reading order (x in units of √3/2, y in units of 1/2).
    points: Vec<(i32, i32)>,
    /// Each hex's corners (N NE SE S SW NW) as intersection indices.
    corners: Vec<[u8; 6]>,
    /// Each path's ends (a < b), sorted by name, with how many hexes touch it (1: coast).
    edges: Vec<(u8, u8, u8)>,
}

/// Pointy-top corners N NE SE S SW NW around a hex centre, in the integer units above.
const CORNER_OFFSETS: [(i32, i32); 6] = [(0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)];

fn derive(hexes: &[(i32, i32)]) -> Derived {
    let centre = |(q, r): (i32, i32)| (2 * q + r, 3 * r);
    let mut points: Vec<(i32, i32)> = Vec::new();
    for &h in hexes {
        let (cx, cy) = centre(h);
        for (dx, dy) in CORNER_OFFSETS {
            let p = (cx + dx, cy + dy);
            if !points.contains(&p) {
                points.push(p);
            }
        }
    }
    points.sort_by_key(|&(x, y)| (y, x));
    let index_of = |p: (i32, i32)| points.iter().position(|&x| x == p).unwrap() as u8;
    let corners: Vec<[u8; 6]> = hexes
        .iter()
        .map(|&h| {
            let (cx, cy) = centre(h);
            CORNER_OFFSETS.map(|(dx, dy)| index_of((cx + dx, cy + dy)))
        })
        .collect();
    // Paths: corner k to corner k+1 of each hex.
    let mut edges: Vec<(u8, u8, u8)> = Vec::new();
    for c in &corners {
        for k in 0..6 {
            let (a, b) = (c[k].min(c[(k + 1) % 6]), c[k].max(c[(k + 1) % 6]));
            match edges.iter_mut().find(|e| e.0 == a && e.1 == b) {
                Some(e) => e.2 += 1,
                None => edges.push((a, b, 1)),
            }
        }
    }
    edges.sort();
    Derived {
        points,
        corners,
        edges,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CORNERS: &str = "A 1 5 9 13 8 4 B 2 6 10 14 9 5 C 3 7 11 15 10 6
D 8 13 18 23 17 12 E 9 14 19 24 18 13 F 10 15 20 25 19 14 G 11 16 21 26 20 15
H 17 23 29 34 28 22 I 18 24 30 35 29 23 J 19 25 31 36 30 24 K 20 26 32 37 31 25 L 21 27 33 38 32 26
M 29 35 40 44 39 34 N 30 36 41 45 40 35 O 31 37 42 46 41 36 P 32 38 43 47 42 37
Q 40 45 49 52 48 44 R 41 46 50 53 49 45 S 42 47 51 54 50 46";

    /// docs/BOARD.md §"The 5–6 player island": its test vector.
    const LARGE_CORNERS: &str = "A 1 5 9 13 8 4 B 2 6 10 14 9 5 C 3 7 11 15 10 6
D 8 13 18 23 17 12 E 9 14 19 24 18 13 F 10 15 20 25 19 14 G 11 16 21 26 20 15
H 17 23 29 35 28 22 I 18 24 30 36 29 23 J 19 25 31 37 30 24 K 20 26 32 38 31 25
L 21 27 33 39 32 26
M 28 35 42 48 41 34 N 29 36 43 49 42 35 O 30 37 44 50 43 36 P 31 38 45 51 44 37
Q 32 39 46 52 45 38 R 33 40 47 53 46 39
S 42 49 55 60 54 48 T 43 50 56 61 55 49 U 44 51 57 62 56 50 V 45 52 58 63 57 51
W 46 53 59 64 58 52
X 55 61 66 70 65 60 Y 56 62 67 71 66 61 Z 57 63 68 72 67 62 AA 58 64 69 73 68 63
AB 66 71 75 78 74 70 AC 67 72 76 79 75 71 AD 68 73 77 80 76 72";

    fn check_vector(island: Island, vector: &str) {
        let t = island.topology();
        let toks: Vec<&str> = vector.split_whitespace().collect();
        assert_eq!(toks.len(), 7 * t.hex_count());
        for (k, chunk) in toks.chunks(7).enumerate() {
            let hex = Hex::parse(chunk[0]).unwrap();
            assert_eq!(hex.index(), k, "hexes in reading order");
            assert_eq!(hex.to_string(), chunk[0]);
            let want: Vec<u32> = chunk[1..].iter().map(|t| t.parse().unwrap()).collect();
            let got: Vec<u32> = t.corners(hex).iter().map(|i| i.number()).collect();
            assert_eq!(got, want, "corners of hex {hex}");
        }
    }

    #[test]
    fn hex_corners_match_board_md_test_vector() {
        check_vector(Island::Base, CORNERS);
    }

    #[test]
    fn the_large_island_matches_board_md() {
        check_vector(Island::Large, LARGE_CORNERS);
        let t = Island::Large.topology();
        assert_eq!(
            (t.hex_count(), t.intersection_count(), t.path_count()),
            (30, 80, 109)
        );
        assert_eq!(t.paths().filter(|&p| t.is_coastal(p)).count(), 38);
        assert_eq!(t.harbor_count(), 11);
        for (k, (a, b)) in LARGE_HARBOR_SLOTS.iter().enumerate() {
            let p = t.harbor_path(k);
            assert!(t.is_coastal(p), "harbor slot {p} is on the coast");
            assert_eq!(p.to_string(), format!("{a}-{b}"));
        }
        // No corner touches more than three hexes; each hex has 2 to 6 land neighbours.
        for h in t.hexes() {
            let n = t.hex_neighbors(h).count_ones();
            assert!((2..=6).contains(&n), "{h} has {n} neighbours");
        }
        assert_eq!(t.hex_neighbors(Hex::parse("A").unwrap()).count_ones(), 3);
    }

    #[test]
    fn counts_and_coast() {
        let t = Island::Base.topology();
        assert_eq!(t.paths().count(), 72);
        assert_eq!(t.intersections().count(), 54);
        assert_eq!(t.paths().filter(|&p| t.is_coastal(p)).count(), 30);
        for (i, (a, b)) in BASE_HARBOR_SLOTS.iter().enumerate() {
            let p = t.harbor_path(i);
            assert!(t.is_coastal(p));
            assert_eq!(p.to_string(), format!("{a}-{b}"));
        }
        assert_eq!(
            t.hex_neighbors(Hex::parse("J").unwrap()).count_ones(),
            6,
            "the centre has six neighbours"
        );
    }

    #[test]
    fn hex_names_and_axial() {
        let t = Island::Base.topology();
        assert_eq!(t.axial(Hex::parse("a").unwrap()), (0, -2));
        assert_eq!(t.axial(Hex::parse("J").unwrap()), (0, 0));
        assert_eq!(t.axial(Hex::parse("S").unwrap()), (0, 2));
        assert!(!t.has_hex(Hex::parse("T").unwrap()));
        assert!(Island::Large.topology().has_hex(Hex::parse("ad").unwrap()));
        assert_eq!(Hex::parse("AD").unwrap().index(), 29);
        assert_eq!(Hex::parse("Z").unwrap().name(), "Z");
        assert!(Hex::parse("AE").is_none());
        assert!(Hex::parse("").is_none());
        assert!(Hex::parse("[").is_none());
    }

    #[test]
    fn path_names() {
        let t = Island::Base.topology();
        let p = t.parse_path("17-12").unwrap();
        assert_eq!(p.to_string(), "12-17");
        assert!(t.parse_path("1-54").is_none());
        assert!(Path::parse("1-54").is_some(), "a name, whatever the island");
        assert!(Path::parse("3-3").is_none());
        assert!(Path::parse("0-3").is_none());
        assert!(Path::parse("1-81").is_none());
        // Path indices follow name order on both islands.
        for island in [Island::Base, Island::Large] {
            let t = island.topology();
            let names: Vec<Path> = t.paths().collect();
            let mut sorted = names.clone();
            sorted.sort();
            assert_eq!(names, sorted);
            for (k, p) in names.iter().enumerate() {
                assert_eq!(t.path_index(*p), Some(k));
            }
        }
        // 47-53 is a path of the large island only.
        let p = Path::parse("47-53").unwrap();
        assert!(Island::Large.topology().path_index(p).is_some());
        assert!(Island::Base.topology().path_index(p).is_none());
    }
}
