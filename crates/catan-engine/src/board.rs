//! Terrain, number tokens and harbors laid on an island: the beginner map, the random
//! (variable) set-up with the spiral token order, the 5–6 player island's random map with
//! balanced tokens, and explicit boards from records. A `Board` is always complete: a tile
//! on each hex of its island and a harbor in each slot; numbers only on producing tiles.

use super::error::SetupError;
use super::geometry::{Hex, Intersection, Island, Topology, MAX_HARBORS, MAX_HEXES};
use super::resource::Resource;
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Forest,
    Pasture,
    Fields,
    Hills,
    Mountains,
    Desert,
}

impl Terrain {
    pub const ALL: [Terrain; 6] = [
        Terrain::Forest,
        Terrain::Pasture,
        Terrain::Fields,
        Terrain::Hills,
        Terrain::Mountains,
        Terrain::Desert,
    ];

    pub fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Forest => Some(Resource::Lumber),
            Terrain::Pasture => Some(Resource::Wool),
            Terrain::Fields => Some(Resource::Grain),
            Terrain::Hills => Some(Resource::Brick),
            Terrain::Mountains => Some(Resource::Ore),
            Terrain::Desert => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Terrain::Forest => "forest",
            Terrain::Pasture => "pasture",
            Terrain::Fields => "fields",
            Terrain::Hills => "hills",
            Terrain::Mountains => "mountains",
            Terrain::Desert => "desert",
        }
    }

    pub fn parse(s: &str) -> Option<Terrain> {
        Terrain::ALL.into_iter().find(|t| t.name() == s)
    }
}

/// One land hex: its terrain and number token (none on a desert).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Tile {
    pub terrain: Terrain,
    pub number: Option<u8>,
}

impl Tile {
    /// Pips (dots) on the number token: how many of the 36 dice outcomes produce.
    pub fn pips(&self) -> u8 {
        self.number.map(pips).unwrap_or(0)
    }
}

/// Pips of a dice total: 6 - |7 - n| for 2..=12, except 7.
pub fn pips(n: u8) -> u8 {
    if !(2..=12).contains(&n) || n == 7 {
        0
    } else {
        6 - (7i8 - n as i8).unsigned_abs()
    }
}

impl fmt::Display for Tile {
    /// `mountains:10`, `desert`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number {
            Some(n) => write!(f, "{}:{}", self.terrain.name(), n),
            None => f.write_str(self.terrain.name()),
        }
    }
}

impl std::str::FromStr for Tile {
    type Err = String;
    fn from_str(s: &str) -> Result<Tile, String> {
        let (t, n) = match s.split_once(':') {
            Some((t, n)) => (t, Some(n)),
            None => (s, None),
        };
        let terrain = Terrain::parse(t).ok_or_else(|| {
            format!("\"{t}\" is not a terrain (forest, pasture, fields, hills, mountains, desert)")
        })?;
        let number = match n {
            None => None,
            Some(n) => {
                let v: u8 = n
                    .parse()
                    .map_err(|_| format!("\"{n}\" is not a number token"))?;
                if !(2..=12).contains(&v) || v == 7 {
                    return Err(format!("{v} is not a number token (2–6 or 8–12)"));
                }
                Some(v)
            }
        };
        match (terrain, number) {
            (Terrain::Desert, Some(_)) => Err("a desert carries no number".into()),
            (t, None) if t != Terrain::Desert => Err(format!(
                "the {} tile needs a number, like \"{}:8\"",
                t.name(),
                t.name()
            )),
            _ => Ok(Tile { terrain, number }),
        }
    }
}

impl Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// A harbor: 3:1 for any resource, or 2:1 for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HarborKind {
    Generic,
    Special(Resource),
}

impl HarborKind {
    /// In the order summaries list them: 3:1, brick, lumber, wool, grain, ore.
    pub const ALL: [HarborKind; 6] = [
        HarborKind::Generic,
        HarborKind::Special(Resource::Brick),
        HarborKind::Special(Resource::Lumber),
        HarborKind::Special(Resource::Wool),
        HarborKind::Special(Resource::Grain),
        HarborKind::Special(Resource::Ore),
    ];

    /// Bit in a harbor mask: 0 for 3:1, 1 + resource index for 2:1.
    pub fn bit(self) -> u8 {
        match self {
            HarborKind::Generic => 1,
            HarborKind::Special(r) => 2 << r.index(),
        }
    }

    pub fn parse(s: &str) -> Option<HarborKind> {
        if s == "3:1" {
            Some(HarborKind::Generic)
        } else {
            Some(HarborKind::Special(Resource::parse(s)?))
        }
    }
}

impl fmt::Display for HarborKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarborKind::Generic => f.write_str("3:1"),
            HarborKind::Special(r) => f.write_str(r.name()),
        }
    }
}

impl Serialize for HarborKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
impl<'de> Deserialize<'de> for HarborKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        HarborKind::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "\"{s}\" is not a harbor (3:1, brick, lumber, wool, grain, ore)"
            ))
        })
    }
}

/// The board: a tile on each hex of its island and a harbor in each of its slots.
/// Stored inline (no allocation, `Copy`), serialized as `{"tiles": [...], "harbors": [...]}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "BoardRepr", into = "BoardRepr")]
pub struct Board {
    island: Island,
    tiles: [Tile; MAX_HEXES],
    harbors: [HarborKind; MAX_HARBORS],
}

#[derive(Serialize, Deserialize)]
struct BoardRepr {
    tiles: Vec<Tile>,
    harbors: Vec<HarborKind>,
}

impl From<Board> for BoardRepr {
    fn from(b: Board) -> BoardRepr {
        BoardRepr {
            tiles: b.tiles().to_vec(),
            harbors: b.harbors().to_vec(),
        }
    }
}

impl TryFrom<BoardRepr> for Board {
    type Error = String;
    fn try_from(r: BoardRepr) -> Result<Board, String> {
        Board::from_parts(&r.tiles, &r.harbors)
    }
}

const NO_TILE: Tile = Tile {
    terrain: Terrain::Desert,
    number: None,
};

/// The outer ring counter-clockwise from A, then the inner ring, then the centre.
const SPIRAL_OUTER: [u8; 12] = [0, 3, 7, 12, 16, 17, 18, 15, 11, 6, 2, 1]; // A D H M Q R S P L G C B
const SPIRAL_INNER: [u8; 6] = [4, 8, 13, 14, 10, 5]; // E I N O K F
const SPIRAL_CENTRE: u8 = 9; // J
const BASE_HEXES: usize = 19;
/// The 5–6 player island's 28 number tokens.
const LARGE_TOKENS: [u8; 28] = [
    2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12,
];
/// Token order A–R of the variable set-up.
pub(crate) const SPIRAL_TOKENS: [u8; 18] =
    [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];

impl Board {
    /// The beginner map of docs/BOARD.md.
    pub fn beginner() -> Board {
        use Terrain::*;
        let t = |terrain, n: u8| Tile {
            terrain,
            number: Some(n),
        };
        let tiles = [
            t(Mountains, 10),
            t(Pasture, 2),
            t(Forest, 9),
            t(Fields, 12),
            t(Hills, 6),
            t(Pasture, 4),
            t(Hills, 10),
            t(Fields, 9),
            t(Forest, 11),
            Tile {
                terrain: Desert,
                number: None,
            },
            t(Forest, 3),
            t(Mountains, 8),
            t(Forest, 8),
            t(Mountains, 3),
            t(Fields, 4),
            t(Pasture, 5),
            t(Hills, 5),
            t(Fields, 6),
            t(Pasture, 11),
        ];
        use HarborKind::{Generic as G, Special as S};
        use Resource::*;
        let harbors = [G, S(Wool), G, G, S(Brick), S(Lumber), G, S(Grain), S(Ore)];
        Board::from_parts(&tiles, &harbors).expect("the beginner map is complete")
    }

    /// A board from its tiles (19 or 30: the island follows) and its harbors, one per slot.
    pub fn from_parts(tiles: &[Tile], harbors: &[HarborKind]) -> Result<Board, String> {
        let island = Island::with_hexes(tiles.len()).ok_or_else(|| {
            format!(
                "a board has 19 tiles (30 for 5–6 players), not {}",
                tiles.len()
            )
        })?;
        if harbors.len() != island.harbor_count() {
            return Err(format!(
                "a board with {} tiles has {} harbors, not {}",
                tiles.len(),
                island.harbor_count(),
                harbors.len()
            ));
        }
        let mut b = Board {
            island,
            tiles: [NO_TILE; MAX_HEXES],
            harbors: [HarborKind::Generic; MAX_HARBORS],
        };
        b.tiles[..tiles.len()].copy_from_slice(tiles);
        b.harbors[..harbors.len()].copy_from_slice(harbors);
        Ok(b)
    }

    pub fn island(&self) -> Island {
        self.island
    }

    /// The island's tables.
    pub fn topology(&self) -> &'static Topology {
        self.island.topology()
    }

    /// The tiles in hex order.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.island.hex_count()]
    }

    /// The harbors, one per slot in docs/BOARD.md's order.
    pub fn harbors(&self) -> &[HarborKind] {
        &self.harbors[..self.island.harbor_count()]
    }

    /// A random board for `island`: the base island's variable set-up, or the 5–6 player
    /// island's random map.
    pub fn random_on<R: Rng + ?Sized>(island: Island, rng: &mut R) -> Board {
        match island {
            Island::Base => Board::random(rng),
            Island::Large => Board::random_large(rng),
        }
    }

    /// The 5–6 player island (docs/RULES.md §"Five and six players"): terrain shuffled over the
    /// 30 hexes, harbor kinds over the 11 slots, and the 28 tokens shuffled over the
    /// producing hexes, re-drawn until no 6 or 8 touches another 6 or 8.
    pub fn random_large<R: Rng + ?Sized>(rng: &mut R) -> Board {
        use HarborKind::{Generic as G, Special as S};
        use Resource::*;
        use Terrain::*;
        let mut terrains: Vec<Terrain> = [
            (Forest, 6),
            (Pasture, 6),
            (Fields, 6),
            (Hills, 5),
            (Mountains, 5),
            (Desert, 2),
        ]
        .iter()
        .flat_map(|&(t, k)| std::iter::repeat_n(t, k))
        .collect();
        terrains.shuffle(rng);
        let mut harbors = [
            G,
            G,
            G,
            G,
            G,
            S(Brick),
            S(Lumber),
            S(Wool),
            S(Wool),
            S(Grain),
            S(Ore),
        ];
        harbors.shuffle(rng);
        let topo = Island::Large.topology();
        let mut tokens = LARGE_TOKENS;
        let mut tiles: Vec<Tile>;
        loop {
            tokens.shuffle(rng);
            let mut next = tokens.iter();
            tiles = terrains
                .iter()
                .map(|&terrain| Tile {
                    terrain,
                    number: (terrain != Desert).then(|| *next.next().unwrap()),
                })
                .collect();
            let red_mask = topo
                .hexes()
                .filter(|h| matches!(tiles[h.index()].number, Some(6 | 8)))
                .fold(0u32, |m, h| m | h.bit());
            if topo
                .hexes()
                .all(|h| red_mask & h.bit() == 0 || topo.hex_neighbors(h) & red_mask == 0)
            {
                break;
            }
        }
        Board::from_parts(&tiles, &harbors).expect("a complete large island")
    }

    /// The variable set-up: shuffled terrain and harbors, tokens in spiral order from a
    /// random corner, skipping the desert.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Board {
        use Terrain::*;
        let mut terrains = [
            Forest, Forest, Forest, Forest, Pasture, Pasture, Pasture, Pasture, Fields, Fields,
            Fields, Fields, Hills, Hills, Hills, Mountains, Mountains, Mountains, Desert,
        ];
        terrains.shuffle(rng);
        let mut harbors = [
            HarborKind::Generic,
            HarborKind::Generic,
            HarborKind::Generic,
            HarborKind::Generic,
            HarborKind::Special(Resource::Brick),
            HarborKind::Special(Resource::Lumber),
            HarborKind::Special(Resource::Wool),
            HarborKind::Special(Resource::Grain),
            HarborKind::Special(Resource::Ore),
        ];
        harbors.shuffle(rng);
        let corner = rng.gen_range(0..6);
        let tiles = Self::lay_tokens(terrains, corner);
        Board::from_parts(&tiles, &harbors).expect("a complete base island")
    }

    /// Lays the spiral tokens on `terrains`, starting from corner `corner` (0 = A, then
    /// H, Q, S, L, C: the corners in counter-clockwise order).
    pub fn lay_tokens(terrains: [Terrain; BASE_HEXES], corner: usize) -> [Tile; BASE_HEXES] {
        let mut walk = Vec::with_capacity(BASE_HEXES);
        for k in 0..12 {
            walk.push(SPIRAL_OUTER[(k + 2 * corner) % 12]);
        }
        for k in 0..6 {
            walk.push(SPIRAL_INNER[(k + corner) % 6]);
        }
        walk.push(SPIRAL_CENTRE);
        let mut tiles = terrains.map(|terrain| Tile {
            terrain,
            number: None,
        });
        let mut tokens = SPIRAL_TOKENS.iter();
        for h in walk {
            let tile = &mut tiles[h as usize];
            if tile.terrain != Terrain::Desert {
                tile.number = tokens.next().copied();
            }
        }
        tiles
    }

    pub fn tile(&self, h: Hex) -> Tile {
        self.tiles[h.index()]
    }

    /// The harbor a building on `i` would use, if any.
    pub fn harbor_at(&self, i: Intersection) -> Option<HarborKind> {
        let topo = self.topology();
        (0..topo.harbor_count()).find_map(|k| {
            let (a, b) = topo.harbor_path(k).ends();
            (a == i || b == i).then_some(self.harbors[k])
        })
    }

    /// The first desert: where the robber starts.
    pub fn first_desert(&self) -> Option<Hex> {
        self.topology()
            .hexes()
            .find(|&h| self.tile(h).terrain == Terrain::Desert)
    }
}

/// The map a table asks for before the game starts: the beginner map (3–4 players only) or a
/// random one, drawn when the game starts. Stored and shown by its name (`name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MapKind {
    Beginner,
    Random,
}

impl MapKind {
    pub const ALL: [MapKind; 2] = [MapKind::Beginner, MapKind::Random];

    pub fn name(self) -> &'static str {
        match self {
            MapKind::Beginner => "beginner",
            MapKind::Random => "random",
        }
    }

    pub fn parse(s: &str) -> Option<MapKind> {
        MapKind::ALL.into_iter().find(|m| m.name() == s)
    }

    /// The map of a table that did not choose one: the beginner map where there is one (the
    /// base island), a random map on the larger island.
    pub fn default_for(island: Island) -> MapKind {
        match island {
            Island::Base => MapKind::Beginner,
            Island::Large => MapKind::Random,
        }
    }

    /// The board to build; `seed` draws the random map.
    pub fn spec(self, seed: u64) -> BoardSpec {
        match self {
            MapKind::Beginner => BoardSpec::Beginner,
            MapKind::Random => BoardSpec::Random(seed),
        }
    }
}

/// How a record names its board (docs/RECORD.md): `"beginner"`, `{"random": SEED}`, or explicit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSpec {
    Beginner,
    Random(u64),
    Explicit(Board),
}

impl BoardSpec {
    /// The board for a base game (3–4 players). An explicit board is returned as it is.
    pub fn build(&self) -> Board {
        self.build_for(Island::Base)
            .expect("the base island has every kind of board")
    }

    /// The board on `island`; the beginner map and explicit boards exist on one island only.
    pub fn build_for(&self, island: Island) -> Result<Board, SetupError> {
        match self {
            BoardSpec::Beginner if island == Island::Base => Ok(Board::beginner()),
            BoardSpec::Beginner => Err(SetupError::BeginnerMapOnLargeIsland),
            BoardSpec::Random(seed) => Ok(Board::random_on(
                island,
                &mut super::rng::GameRng::new(*seed),
            )),
            BoardSpec::Explicit(b) if b.island() == island || island == Island::Base => Ok(*b),
            BoardSpec::Explicit(b) => Err(SetupError::ExplicitBoardTiles(b.tiles().len())),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum BoardSpecRepr {
    Name(String),
    Random {
        random: u64,
    },
    Explicit {
        tiles: Vec<String>,
        harbors: BTreeMap<String, String>,
    },
}

impl Serialize for BoardSpec {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            BoardSpec::Beginner => BoardSpecRepr::Name("beginner".into()),
            BoardSpec::Random(seed) => BoardSpecRepr::Random { random: *seed },
            BoardSpec::Explicit(b) => BoardSpecRepr::Explicit {
                tiles: b.tiles().iter().map(|t| t.to_string()).collect(),
                harbors: b
                    .island()
                    .harbor_slots()
                    .iter()
                    .zip(b.harbors().iter().copied())
                    .map(|((a, b), k)| (format!("{a}-{b}"), k.to_string()))
                    .collect(),
            },
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for BoardSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let repr = BoardSpecRepr::deserialize(d).map_err(|_| {
            D::Error::custom(
                "board must be \"beginner\", {\"random\": SEED} or {\"tiles\": [19 or 30 tiles], \"harbors\": {9 or 11 slots}}",
            )
        })?;
        match repr {
            BoardSpecRepr::Name(n) if n == "beginner" => Ok(BoardSpec::Beginner),
            BoardSpecRepr::Name(n) => Err(D::Error::custom(format!(
                "unknown board \"{n}\" (expected \"beginner\", {{\"random\": SEED}} or an explicit board)"
            ))),
            BoardSpecRepr::Random { random } => Ok(BoardSpec::Random(random)),
            BoardSpecRepr::Explicit { tiles, harbors } => {
                Board::explicit(&tiles, &harbors).map(BoardSpec::Explicit).map_err(D::Error::custom)
            }
        }
    }
}

impl Board {
    /// An explicit board from tile strings in hex order and harbor slots by path name:
    /// 19 tiles and the base island's 9 slots, or 30 tiles and the 5–6 player island's 11.
    pub fn explicit(tiles: &[String], harbors: &BTreeMap<String, String>) -> Result<Board, String> {
        let island = Island::with_hexes(tiles.len()).ok_or_else(|| {
            format!(
                "an explicit board needs 19 tiles (30 for 5–6 players), not {}",
                tiles.len()
            )
        })?;
        let topo = island.topology();
        let mut out_tiles = Vec::with_capacity(tiles.len());
        for (k, t) in tiles.iter().enumerate() {
            let hex = Hex::new(k).expect("at most 30 tiles");
            out_tiles.push(
                t.parse()
                    .map_err(|e| format!("tile {hex} (\"{t}\"): {e}"))?,
            );
        }
        let slot_names: Vec<String> = island
            .harbor_slots()
            .iter()
            .map(|(a, b)| format!("{a}-{b}"))
            .collect();
        let mut slots = vec![None; slot_names.len()];
        for (name, kind) in harbors {
            let k = super::geometry::Path::parse(name)
                .and_then(|p| (0..slots.len()).find(|&k| topo.harbor_path(k) == p))
                .ok_or_else(|| {
                    format!(
                        "\"{name}\" is not a harbor slot ({})",
                        slot_names.join(", ")
                    )
                })?;
            slots[k] = Some(HarborKind::parse(kind).ok_or_else(|| {
                format!("harbor {name}: \"{kind}\" is not a harbor (3:1, brick, lumber, wool, grain, ore)")
            })?);
        }
        let out: Vec<HarborKind> = slots
            .iter()
            .zip(&slot_names)
            .map(|(s, name)| s.ok_or_else(|| format!("harbor slot {name} is missing")))
            .collect::<Result<_, _>>()?;
        Board::from_parts(&out_tiles, &out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beginner_counts_are_standard() {
        assert_standard(&Board::beginner());
    }

    fn assert_standard(b: &Board) {
        let count = |t| b.tiles().iter().filter(|x| x.terrain == t).count();
        assert_eq!(count(Terrain::Forest), 4);
        assert_eq!(count(Terrain::Pasture), 4);
        assert_eq!(count(Terrain::Fields), 4);
        assert_eq!(count(Terrain::Hills), 3);
        assert_eq!(count(Terrain::Mountains), 3);
        assert_eq!(count(Terrain::Desert), 1);
        let mut nums: Vec<u8> = b.tiles().iter().filter_map(|t| t.number).collect();
        nums.sort();
        let mut want = SPIRAL_TOKENS.to_vec();
        want.sort();
        assert_eq!(nums, want);
        let generic = b
            .harbors()
            .iter()
            .filter(|h| **h == HarborKind::Generic)
            .count();
        assert_eq!(generic, 4);
        for r in Resource::ALL {
            assert_eq!(
                b.harbors()
                    .iter()
                    .filter(|h| **h == HarborKind::Special(r))
                    .count(),
                1
            );
        }
    }

    #[test]
    fn random_boards_are_standard_and_seeded() {
        for seed in 0..50 {
            let b = BoardSpec::Random(seed).build();
            assert_standard(&b);
            assert_eq!(b, BoardSpec::Random(seed).build());
            // The desert has no token; the robber starts there.
            let d = b.first_desert().unwrap();
            assert_eq!(b.tile(d).number, None);
        }
        assert_ne!(BoardSpec::Random(1).build(), BoardSpec::Random(2).build());
    }

    #[test]
    fn spiral_from_a_on_fixed_terrain() {
        // Desert at J (the centre): the walk lays all 18 tokens on the rings.
        let mut terrains = [Terrain::Fields; BASE_HEXES];
        terrains[9] = Terrain::Desert;
        let tiles = Board::lay_tokens(terrains, 0);
        let order = "ADHMQRSPLGCBEINOKF";
        for (k, c) in order.chars().enumerate() {
            let h = Hex::parse(&c.to_string()).unwrap();
            assert_eq!(tiles[h.index()].number, Some(SPIRAL_TOKENS[k]), "hex {c}");
        }
        // Starting from corner C rotates the walk: C B A D ... then F E I N O K.
        let tiles = Board::lay_tokens(terrains, 5);
        assert_eq!(tiles[Hex::parse("C").unwrap().index()].number, Some(5));
        assert_eq!(tiles[Hex::parse("B").unwrap().index()].number, Some(2));
        assert_eq!(
            tiles[Hex::parse("F").unwrap().index()].number,
            Some(SPIRAL_TOKENS[12])
        );
    }

    #[test]
    fn spiral_skips_the_desert() {
        let mut terrains = [Terrain::Hills; BASE_HEXES];
        terrains[3] = Terrain::Desert; // D, second on the walk from A
        let tiles = Board::lay_tokens(terrains, 0);
        assert_eq!(tiles[0].number, Some(5));
        assert_eq!(tiles[3].number, None);
        assert_eq!(tiles[7].number, Some(2)); // H gets the second token
    }

    #[test]
    fn explicit_board_round_trip_and_errors() {
        let spec = BoardSpec::Explicit(Board::beginner());
        let json = serde_json::to_string(&spec).unwrap();
        assert!(json.contains("\"mountains:10\""));
        assert!(json.contains("\"12-17\":\"ore\""));
        let back: BoardSpec = serde_json::from_str(&json).unwrap();
        assert_eq!(back, spec);
        let bad = json.replace("\"mountains:10\"", "\"mountains:7\"");
        assert!(serde_json::from_str::<BoardSpec>(&bad).is_err());
        let b: BoardSpec = serde_json::from_str("\"beginner\"").unwrap();
        assert_eq!(b, BoardSpec::Beginner);
        let r: BoardSpec = serde_json::from_str("{\"random\": 7}").unwrap();
        assert_eq!(r, BoardSpec::Random(7));
    }

    #[test]
    fn harbor_lookup() {
        let b = Board::beginner();
        let at = |n| b.harbor_at(Intersection::from_number(n).unwrap());
        assert_eq!(at(1), Some(HarborKind::Generic));
        assert_eq!(at(17), Some(HarborKind::Special(Resource::Ore)));
        assert_eq!(at(53), Some(HarborKind::Special(Resource::Lumber)));
        assert_eq!(at(19), None);
        assert_eq!(pips(6), 5);
        assert_eq!(pips(2), 1);
        assert_eq!(pips(7), 0);
    }
}
