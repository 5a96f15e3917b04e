//! The fixed geometry of the island (BOARD.md): 19 hexes lettered A–S, 54 intersections
//! numbered 1–54 in reading order, 72 paths named `a-b`, and the 9 harbor slots.
//! All adjacency is computed once into static tables; ids are small typed indices.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

pub const HEX_COUNT: usize = 19;
pub const INTERSECTION_COUNT: usize = 54;
pub const PATH_COUNT: usize = 72;
pub const HARBOR_COUNT: usize = 9;

/// A land hex, A–S (index 0–18 in reading order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex(u8);

/// An intersection (corner), numbered 1–54 for players; index 0–53 inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Intersection(u8);

/// A path (edge) between two adjacent intersections; index 0–71, ordered by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Path(u8);

impl Hex {
    pub fn new(index: usize) -> Option<Hex> {
        (index < HEX_COUNT).then_some(Hex(index as u8))
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn letter(self) -> char {
        (b'A' + self.0) as char
    }
    pub fn parse(s: &str) -> Option<Hex> {
        let s = s.trim();
        let mut chars = s.chars();
        let c = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() || !c.is_ascii_uppercase() {
            return None;
        }
        Hex::new((c as u8 - b'A') as usize)
    }
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..HEX_COUNT as u8).map(Hex)
    }
    /// The six corners, as N NE SE S SW NW.
    pub fn corners(self) -> [Intersection; 6] {
        topology().hex_corners[self.index()].map(Intersection)
    }
    /// The six corners as a bit mask over intersections.
    pub fn corner_mask(self) -> u64 {
        topology().hex_corner_mask[self.index()]
    }
    /// Axial coordinates (q, r).
    pub fn axial(self) -> (i32, i32) {
        topology().hex_axial[self.index()]
    }
}

impl Intersection {
    pub fn new(index: usize) -> Option<Intersection> {
        (index < INTERSECTION_COUNT).then_some(Intersection(index as u8))
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
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
    pub fn parse(s: &str) -> Option<Intersection> {
        Intersection::from_number(s.trim().parse().ok()?)
    }
    pub fn all() -> impl Iterator<Item = Intersection> {
        (0..INTERSECTION_COUNT as u8).map(Intersection)
    }
    /// The land hexes touching this intersection (1 to 3).
    pub fn hexes(self) -> impl Iterator<Item = Hex> {
        let t = topology();
        let hs = t.inter_hexes[self.index()];
        hs.into_iter().filter(|&h| h != NONE).map(Hex)
    }
    /// Intersections one path away.
    pub fn neighbors_mask(self) -> u64 {
        topology().inter_neighbors[self.index()]
    }
    /// Paths touching this intersection.
    pub fn paths_mask(self) -> u128 {
        topology().inter_paths[self.index()]
    }
    /// Position in the unit layout of BOARD.md (hex size 1): x = √3·…, y = 1.5·r ± ….
    pub fn position(self) -> (f64, f64) {
        let (x, y) = topology().inter_xy[self.index()];
        (x as f64 * 3f64.sqrt() / 2.0, y as f64 / 2.0)
    }
}

impl Path {
    pub fn new(index: usize) -> Option<Path> {
        (index < PATH_COUNT).then_some(Path(index as u8))
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }
    pub fn ends(self) -> (Intersection, Intersection) {
        let (a, b) = topology().path_ends[self.index()];
        (Intersection(a), Intersection(b))
    }
    /// The path joining two intersections, if they are adjacent.
    pub fn between(a: Intersection, b: Intersection) -> Option<Path> {
        let common = a.paths_mask() & b.paths_mask();
        (common != 0).then(|| Path(common.trailing_zeros() as u8))
    }
    /// Parses `12-17` (either order).
    pub fn parse(s: &str) -> Option<Path> {
        let (a, b) = s.trim().split_once('-')?;
        Path::between(Intersection::parse(a)?, Intersection::parse(b)?)
    }
    pub fn all() -> impl Iterator<Item = Path> {
        (0..PATH_COUNT as u8).map(Path)
    }
    pub fn is_coastal(self) -> bool {
        topology().coastal & self.bit() != 0
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
impl fmt::Display for Intersection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}
impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.ends();
        write!(f, "{}-{}", a.number(), b.number())
    }
}

impl Serialize for Hex {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Hex::parse(&s)
            .ok_or_else(|| serde::de::Error::custom(format!("\"{s}\" is not a hex letter A–S")))
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
        Intersection::from_number(n)
            .ok_or_else(|| serde::de::Error::custom(format!("{n} is not an intersection 1–54")))
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

/// Iterates the set bits of a 64-bit intersection mask.
pub fn intersections_in(mut mask: u64) -> impl Iterator<Item = Intersection> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Intersection(i))
    })
}

/// Iterates the set bits of a 128-bit path mask.
pub fn paths_in(mut mask: u128) -> impl Iterator<Item = Path> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Path(i))
    })
}

/// The harbor slots of BOARD.md, clockwise from the top-left.
pub const HARBOR_SLOTS: [(u32, u32); HARBOR_COUNT] = [
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

/// The path of harbor slot `i`.
pub fn harbor_path(i: usize) -> Path {
    topology().harbor_paths[i]
}

const NONE: u8 = u8::MAX;

struct Topology {
    hex_axial: [(i32, i32); HEX_COUNT],
    hex_corners: [[u8; 6]; HEX_COUNT],
    hex_corner_mask: [u64; HEX_COUNT],
    inter_xy: [(i32, i32); INTERSECTION_COUNT],
    inter_hexes: [[u8; 3]; INTERSECTION_COUNT],
    inter_neighbors: [u64; INTERSECTION_COUNT],
    inter_paths: [u128; INTERSECTION_COUNT],
    path_ends: [(u8, u8); PATH_COUNT],
    coastal: u128,
    harbor_paths: [Path; HARBOR_COUNT],
}

fn topology() -> &'static Topology {
    static T: OnceLock<Topology> = OnceLock::new();
    T.get_or_init(build_topology)
}

/// An island's intersections and paths, derived from its hexes alone (axial coordinates,
/// in reading order): the one derivation for every island BOARD.md describes.
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

fn build_topology() -> Topology {
    // Hexes in reading order.
    let mut hex_axial = [(0, 0); HEX_COUNT];
    let mut n = 0;
    for r in -2i32..=2 {
        for q in -2i32..=2 {
            if q.abs().max(r.abs()).max((q + r).abs()) <= 2 {
                hex_axial[n] = (q, r);
                n += 1;
            }
        }
    }
    let Derived {
        points,
        corners,
        edges,
    } = derive(&hex_axial);
    assert_eq!(points.len(), INTERSECTION_COUNT);
    let mut inter_xy = [(0, 0); INTERSECTION_COUNT];
    inter_xy.copy_from_slice(&points);
    let mut hex_corners = [[0u8; 6]; HEX_COUNT];
    hex_corners.copy_from_slice(&corners);
    let mut inter_hexes = [[NONE; 3]; INTERSECTION_COUNT];
    for (h, c) in hex_corners.iter().enumerate() {
        for &i in c {
            let slot = inter_hexes[i as usize]
                .iter()
                .position(|&x| x == NONE)
                .unwrap();
            inter_hexes[i as usize][slot] = h as u8;
        }
    }
    assert_eq!(edges.len(), PATH_COUNT);
    let mut path_ends = [(0, 0); PATH_COUNT];
    let mut inter_neighbors = [0u64; INTERSECTION_COUNT];
    let mut inter_paths = [0u128; INTERSECTION_COUNT];
    let mut coastal = 0u128;
    for (p, &(a, b, hexes)) in edges.iter().enumerate() {
        path_ends[p] = (a, b);
        inter_neighbors[a as usize] |= 1 << b;
        inter_neighbors[b as usize] |= 1 << a;
        inter_paths[a as usize] |= 1 << p;
        inter_paths[b as usize] |= 1 << p;
        if hexes == 1 {
            coastal |= 1 << p;
        }
    }
    let harbor_paths = HARBOR_SLOTS.map(|(a, b)| {
        let (a, b) = ((a - 1) as u8, (b - 1) as u8);
        let p = edges
            .iter()
            .position(|e| e.0 == a && e.1 == b)
            .expect("harbor slot is a path");
        Path(p as u8)
    });
    let hex_corner_mask = hex_corners.map(|c| c.iter().fold(0u64, |m, &i| m | 1 << i));
    Topology {
        hex_axial,
        hex_corners,
        hex_corner_mask,
        inter_xy,
        inter_hexes,
        inter_neighbors,
        inter_paths,
        path_ends,
        coastal,
        harbor_paths,
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

    #[test]
    fn hex_corners_match_board_md_test_vector() {
        let toks: Vec<&str> = CORNERS.split_whitespace().collect();
        for chunk in toks.chunks(7) {
            let hex = Hex::parse(chunk[0]).unwrap();
            let want: Vec<u32> = chunk[1..].iter().map(|t| t.parse().unwrap()).collect();
            let got: Vec<u32> = hex.corners().iter().map(|i| i.number()).collect();
            assert_eq!(got, want, "corners of hex {hex}");
        }
    }

    /// BOARD.md, "The 5–6 player island": its rows, and its test vector.
    const LARGE_ROWS: [(i32, i32, i32); 7] = [
        (-3, 0, 2),
        (-2, -1, 2),
        (-1, -2, 2),
        (0, -3, 2),
        (1, -3, 1),
        (2, -3, 0),
        (3, -3, -1),
    ];
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
    const LARGE_HARBORS: [(u8, u8); 11] = [
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

    #[test]
    fn the_same_derivation_gives_the_large_island_of_board_md() {
        let hexes: Vec<(i32, i32)> = LARGE_ROWS
            .iter()
            .flat_map(|&(r, q0, q1)| (q0..=q1).map(move |q| (q, r)))
            .collect();
        let d = derive(&hexes);
        assert_eq!((hexes.len(), d.points.len(), d.edges.len()), (30, 80, 109));
        assert_eq!(d.edges.iter().filter(|e| e.2 == 1).count(), 38, "coastal");
        let toks: Vec<&str> = LARGE_CORNERS.split_whitespace().collect();
        let letters: Vec<String> = ('A'..='Z')
            .map(String::from)
            .chain(["AA", "AB", "AC", "AD"].map(String::from))
            .collect();
        for (h, chunk) in toks.chunks(7).enumerate() {
            assert_eq!(chunk[0], letters[h], "hexes in reading order");
            let want: Vec<u32> = chunk[1..].iter().map(|t| t.parse().unwrap()).collect();
            let got: Vec<u32> = d.corners[h].iter().map(|&i| i as u32 + 1).collect();
            assert_eq!(got, want, "corners of hex {}", chunk[0]);
        }
        for (a, b) in LARGE_HARBORS {
            let e = d
                .edges
                .iter()
                .find(|e| (e.0 + 1, e.1 + 1) == (a, b))
                .unwrap_or_else(|| panic!("harbor slot {a}-{b} is a path"));
            assert_eq!(e.2, 1, "harbor slot {a}-{b} is on the coast");
        }
    }

    #[test]
    fn counts_and_coast() {
        assert_eq!(Path::all().count(), 72);
        assert_eq!(Path::all().filter(|p| p.is_coastal()).count(), 30);
        for (i, (a, b)) in HARBOR_SLOTS.iter().enumerate() {
            let p = harbor_path(i);
            assert!(p.is_coastal());
            assert_eq!(p.to_string(), format!("{a}-{b}"));
        }
    }

    #[test]
    fn hex_letters_and_axial() {
        assert_eq!(Hex::parse("a").unwrap().axial(), (0, -2));
        assert_eq!(Hex::parse("J").unwrap().axial(), (0, 0));
        assert_eq!(Hex::parse("S").unwrap().axial(), (0, 2));
        assert!(Hex::parse("T").is_none());
    }

    #[test]
    fn path_names() {
        let p = Path::parse("17-12").unwrap();
        assert_eq!(p.to_string(), "12-17");
        assert!(Path::parse("1-54").is_none());
        // Paths are sorted by name.
        let names: Vec<(u32, u32)> = Path::all()
            .map(|p| (p.ends().0.number(), p.ends().1.number()))
            .collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
    }
}
