//! `Game`: the complete state of one game and the single entry point `apply(seat, action)`.
//! Every handler checks everything first and mutates only after all checks pass, so a
//! refused action leaves the state exactly as it was.
//!
//! This module holds `Game`, its read access, `apply`'s dispatch and the checks every rule
//! shares; each child holds the handlers of one rule family, named after docs/RULES.md's sections:
//! `setup` (the snake draft), `dice` (rolling and production), `robber` (a 7: discards, the
//! robber, stealing), `build`, `cards` (development cards, Largest Army), `trade`, `turn`
//! (ending a turn, winning), `special_build` (5–6 players) and `road` (Longest Road).
//! Refusals carry seats, not names: `narrate::refusal` words them.

use super::action::Action;
use super::board::{Board, HarborKind, Terrain};
use super::dev_card::{DevCard, DevCounts};
pub(crate) use super::error::SetupError;
use super::error::{Piece, Purchase, RuleError};
use super::event::{Building, Event, Gains, SeatCounts};
use super::geometry::{intersections_in, Hex, Intersection, Island, NodeMask, Path, Topology};
use super::resource::{cost, Resource, ResourceCounts};
use super::rng::GameRng;
use super::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

mod build;
mod cards;
mod dice;
mod road;
mod robber;
mod setup;
mod special_build;
mod trade;
mod turn;
mod undo;

pub use undo::Undoable;

pub use crate::seat::{MAX_PLAYERS, MIN_PLAYERS};
pub(crate) const SETTLEMENTS: u8 = 5;
pub(crate) const CITIES: u8 = 4;
pub(crate) const ROADS: u8 = 15;

/// Cards of each resource in the bank at the start: 19, or 24 with 5–6 players.
pub fn bank_per_resource(island: Island) -> u8 {
    match island {
        Island::Base => 19,
        Island::Large => 24,
    }
}

/// Reads a per-seat array written with fewer seats (snapshots from before 5–6 players
/// stored 4 entries): the missing seats get the default value.
fn padded<'de, D, T, const N: usize>(d: D) -> Result<[T; N], D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    let items = Vec::<T>::deserialize(d)?;
    if items.len() > N {
        return Err(serde::de::Error::custom(format!(
            "{} seats, at most {N}",
            items.len()
        )));
    }
    let mut items = items.into_iter();
    Ok(std::array::from_fn(|_| items.next().unwrap_or_default()))
}

/// Game options (docs/RULES.md §"Game options"). Every field is optional in a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    pub points_to_win: u8,
    pub discard_limit: u8,
    pub friendly_robber: bool,
    /// Balanced dice (a house rule; an extension of the record, written only when on): the
    /// rolls of a `catan-fair/1` game are dealt from a shuffled deck of the 36 outcomes of
    /// two dice (`fair::Key::balanced_roll`). It changes nothing else.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub balanced_dice: bool,
    /// Balanced sevens (with balanced dice only; the duel's default, written only when on):
    /// a seven the deck would deal to a seat that has rolled more sevens than another is
    /// put back further in the deck, by the rule of `fair::Key::seven_balanced_roll`
    /// (docs/RECORD.md, "Balanced sevens"), so no seat rolls most of the sevens for long.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub balanced_sevens: bool,
    /// Undo (a house rule; written only when not the default 3): how many times each player
    /// may take back a build or a bank trade in a game (`Game::undo`); 0 turns it off.
    #[serde(skip_serializing_if = "is_default_undo_limit")]
    pub undo_limit: u8,
    /// 5–6 players: what follows a turn (docs/RULES.md §"Paired turns"): the Special Build
    /// Phase (the default, not written) or paired turns (`"build_phase": "paired"`).
    #[serde(skip_serializing_if = "BuildPhase::is_special_build")]
    pub build_phase: BuildPhase,
}

/// 5–6 players: how the seats other than the roller build in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildPhase {
    /// After a turn, each player who asked builds and buys (no trade, no card played).
    #[default]
    SpecialBuild,
    /// Each turn is shared: Settler 1 rolls and plays a whole turn, then Settler 2 (the
    /// third player to their left) trades with the bank and harbors, builds, buys and
    /// plays a card, but does not trade with players.
    Paired,
}

impl BuildPhase {
    pub fn is_special_build(&self) -> bool {
        *self == BuildPhase::SpecialBuild
    }

    pub fn name(self) -> &'static str {
        match self {
            BuildPhase::SpecialBuild => "special_build",
            BuildPhase::Paired => "paired",
        }
    }
}

/// Undos each player has in a game unless the table chose otherwise.
pub const DEFAULT_UNDO_LIMIT: u8 = 3;
/// The most undos a table may give each player.
pub const MAX_UNDO_LIMIT: u8 = 10;

fn is_default_undo_limit(n: &u8) -> bool {
    *n == DEFAULT_UNDO_LIMIT
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            points_to_win: 10,
            discard_limit: 7,
            friendly_robber: false,
            balanced_dice: false,
            balanced_sevens: false,
            undo_limit: DEFAULT_UNDO_LIMIT,
            build_phase: BuildPhase::SpecialBuild,
        }
    }
}

impl Options {
    /// The settings a table of `players` starts from (docs/RULES.md §"Game options"): the
    /// base game's for 3–6, and for two the duel's (§"Two players: the duel"): 15 points
    /// to win, the friendly robber, a discard limit of 9, and balanced dice whose sevens
    /// are balanced between the two players.
    pub fn for_players(players: u8) -> Options {
        match players {
            2 => Options {
                players,
                points_to_win: 15,
                discard_limit: 9,
                friendly_robber: true,
                balanced_dice: true,
                balanced_sevens: true,
                ..Options::default()
            },
            _ => Options {
                players,
                ..Options::default()
            },
        }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&self.players) {
            return Err(SetupError::Players(self.players));
        }
        if !(5..=20).contains(&self.points_to_win) {
            return Err(SetupError::Points(self.points_to_win));
        }
        if !(7..=20).contains(&self.discard_limit) {
            return Err(SetupError::DiscardLimit(self.discard_limit));
        }
        if self.undo_limit > MAX_UNDO_LIMIT {
            return Err(SetupError::UndoLimit(self.undo_limit));
        }
        if self.balanced_sevens && !self.balanced_dice {
            return Err(SetupError::SevensWithoutDeck);
        }
        if self.build_phase == BuildPhase::Paired && self.players < 5 {
            return Err(SetupError::PairedNeedsFive(self.players));
        }
        Ok(())
    }
}

/// The phase of play, as summaries name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Roll,
    Discard,
    MoveRobber,
    Main,
    RoadBuilding,
    /// 5–6 players: a player who asked builds and buys after another player's turn.
    SpecialBuild,
    GameOver,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Roll => "roll",
            Phase::Discard => "discard",
            Phase::MoveRobber => "move_robber",
            Phase::Main => "main",
            Phase::RoadBuilding => "road_building",
            Phase::SpecialBuild => "special_build",
            Phase::GameOver => "game_over",
        }
    }
}

/// A player's answer to the open domestic offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Response {
    Accepted,
    Declined,
    /// Other terms, from the countering player's side.
    Countered {
        give: ResourceCounts,
        get: ResourceCounts,
    },
}

/// The active player's open domestic trade offer (terms from the offerer's side).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub give: ResourceCounts,
    pub get: ResourceCounts,
    pub to: SeatSet,
    #[serde(deserialize_with = "padded")]
    pub responses: [Option<Response>; MAX_PLAYERS],
}

impl Offer {
    /// What the offerer gives and gets if the trade with `partner` is confirmed.
    pub fn terms_with(&self, partner: Seat) -> Option<(ResourceCounts, ResourceCounts)> {
        match self.responses[partner.index()]? {
            Response::Accepted => Some((self.give, self.get)),
            Response::Countered { give, get } => Some((get, give)),
            Response::Declined => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PlayerState {
    pub resources: ResourceCounts,
    pub dev_cards: DevCounts,
    pub bought_this_turn: DevCounts,
    pub knights_played: u8,
    /// Development cards played so far (public knowledge).
    pub played: DevCounts,
    pub settlements: NodeMask,
    pub cities: NodeMask,
    /// The island's path indices of this player's roads.
    pub roads: u128,
    /// Intersections touched by this player's roads.
    pub road_nodes: NodeMask,
    pub road_length: u8,
    /// Harbor kinds this player uses (`HarborKind::bit`).
    pub harbors: u8,
}

impl PlayerState {
    pub fn settlements_left(&self) -> u8 {
        SETTLEMENTS - self.settlements.count_ones() as u8
    }
    pub fn cities_left(&self) -> u8 {
        CITIES - self.cities.count_ones() as u8
    }
    pub fn roads_left(&self) -> u8 {
        ROADS - self.roads.count_ones() as u8
    }
    pub fn buildings(&self) -> NodeMask {
        self.settlements | self.cities
    }
    /// Cards of `c` bought before this turn (playable, timing aside).
    pub fn playable(&self, c: DevCard) -> u8 {
        self.dev_cards[c] - self.bought_this_turn[c]
    }
    pub fn has_harbor(&self, h: HarborKind) -> bool {
        self.harbors & h.bit() != 0
    }
    /// The best maritime rate for giving `r`.
    pub fn trade_rate(&self, r: Resource) -> u8 {
        if self.has_harbor(HarborKind::Special(r)) {
            2
        } else if self.has_harbor(HarborKind::Generic) {
            3
        } else {
            4
        }
    }
}

/// Everything needed to start a game.
#[derive(Debug, Clone)]
pub struct GameSetup {
    pub options: Options,
    pub board: Board,
    pub first_player: Seat,
    /// Top card first: the 25 cards of docs/RULES.md, or 34 with 5–6 players.
    pub dev_deck: Vec<DevCard>,
    pub names: Vec<String>,
}

impl GameSetup {
    /// A setup with the first player and the deck order drawn from `rng`, and default names.
    pub fn random(options: Options, board: Board, rng: &mut GameRng) -> GameSetup {
        let first_player = Seat(rng.below(options.players.max(1) as u32) as u8);
        let dev_deck = shuffled_deck(Island::for_players(options.players), rng);
        GameSetup {
            options,
            board,
            first_player,
            dev_deck,
            names: Vec::new(),
        }
    }
}

/// The standard deck of `island`'s game shuffled by `rng` (Fisher–Yates, from the top).
pub fn shuffled_deck(island: Island, rng: &mut GameRng) -> Vec<DevCard> {
    let mut deck = DevCard::standard_deck(island);
    for i in (1..deck.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        deck.swap(i, j);
    }
    deck
}

/// Checks a deck is exactly the cards of docs/RULES.md for `island`'s game (25, or 34).
pub(crate) fn is_standard_deck(deck: &[DevCard], island: Island) -> bool {
    let mut counts = DevCounts::default();
    for &c in deck {
        counts[c] = counts[c].saturating_add(1);
    }
    counts == DevCard::standard_counts(island)
}

/// The Special Build Phases after a turn (5–6 players): whose turn it was, and who builds
/// after the one building now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialBuild {
    pub owner: Seat,
    pub queue: SeatSet,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) options: Options,
    pub(crate) board: Board,
    pub(crate) names: Arc<[String]>,
    pub(crate) n: u8,
    #[serde(deserialize_with = "padded")]
    pub(crate) players: [PlayerState; MAX_PLAYERS],
    pub(crate) bank: ResourceCounts,
    pub(crate) deck: Vec<DevCard>,
    pub(crate) deck_pos: u8,
    pub(crate) robber: Option<Hex>,
    /// Owner seat of the building on each intersection (255: none).
    pub(crate) owner: Vec<u8>,
    pub(crate) occupied: NodeMask,
    /// Occupied intersections and their neighbours: no settlement may go here.
    pub(crate) near: NodeMask,
    /// Owner of the road on each path (255: none).
    pub(crate) road_owner: Vec<u8>,
    pub(crate) all_roads: u128,
    pub(crate) phase: Phase,
    pub(crate) current: Seat,
    pub(crate) first_player: Seat,
    pub(crate) turn: u32,
    pub(crate) setup_index: u8,
    pub(crate) setup_settlement: Option<Intersection>,
    pub(crate) has_rolled: bool,
    pub(crate) last_roll: Option<[u8; 2]>,
    pub(crate) dev_played: bool,
    pub(crate) free_roads: u8,
    #[serde(deserialize_with = "padded")]
    pub(crate) pending_discards: [u8; MAX_PLAYERS],
    pub(crate) offer: Option<Offer>,
    pub(crate) longest_road: Option<Seat>,
    pub(crate) largest_army: Option<Seat>,
    pub(crate) winner: Option<Seat>,
    /// Hexes with each number token (index = number), as a bit mask over hexes.
    pub(crate) number_hexes: [u32; 13],
    /// The harbor each intersection uses (`HarborKind::bit`, 0 for none).
    pub(crate) harbor_bits: Vec<u8>,
    /// 5–6 players: seats that asked for a Special Build Phase after this turn.
    #[serde(default)]
    pub(crate) special_build_requests: SeatSet,
    /// 5–6 players: the Special Build Phases under way after a turn.
    #[serde(default)]
    pub(crate) special_build: Option<SpecialBuild>,
    /// Paired turns: during Settler 2's part of a turn, Settler 1 (who rolled it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) settler_one: Option<Seat>,
    /// What the player who moved may still take back, oldest first (`Game::undo`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) undo: Vec<undo::UndoPoint>,
    /// Undos each seat has used this game.
    #[serde(default, skip_serializing_if = "undo::none_used")]
    pub(crate) undos_used: [u8; MAX_PLAYERS],
}

const NOBODY: u8 = u8::MAX;

impl Game {
    pub fn new(setup: GameSetup) -> Result<Game, SetupError> {
        let GameSetup {
            options,
            board,
            first_player,
            dev_deck,
            names,
        } = setup;
        options.validate()?;
        if first_player.0 >= options.players {
            return Err(SetupError::FirstPlayer {
                seat: first_player.0,
                players: options.players,
            });
        }
        let island = Island::for_players(options.players);
        if board.island() != island {
            return Err(SetupError::BoardSize {
                players: options.players,
                want: island.hex_count(),
                got: board.tiles().len(),
            });
        }
        if !is_standard_deck(&dev_deck, island) {
            return Err(SetupError::DevDeck(island));
        }
        let topo = island.topology();
        let n = options.players;
        let names: Vec<String> = (0..n as usize)
            .map(|i| {
                names
                    .get(i)
                    .cloned()
                    .unwrap_or_else(|| format!("Player {}", i + 1))
            })
            .collect();
        let mut number_hexes = [0u32; 13];
        for h in topo.hexes() {
            if let Some(num) = board.tile(h).number {
                number_hexes[num as usize] |= 1 << h.index();
            }
        }
        let harbor_bits = topo
            .intersections()
            .map(|i| board.harbor_at(i).map(|h| h.bit()).unwrap_or(0))
            .collect();
        Ok(Game {
            options,
            board,
            names: names.into(),
            n,
            players: Default::default(),
            bank: ResourceCounts([bank_per_resource(island); 5]),
            deck: dev_deck,
            deck_pos: 0,
            robber: board.first_desert(),
            owner: vec![NOBODY; topo.intersection_count()],
            occupied: 0,
            near: 0,
            road_owner: vec![NOBODY; topo.path_count()],
            all_roads: 0,
            phase: Phase::Setup,
            current: first_player,
            first_player,
            turn: 0,
            setup_index: 0,
            setup_settlement: None,
            has_rolled: false,
            last_roll: None,
            dev_played: false,
            free_roads: 0,
            pending_discards: [0; MAX_PLAYERS],
            offer: None,
            longest_road: None,
            largest_army: None,
            winner: None,
            number_hexes,
            harbor_bits,
            special_build_requests: SeatSet::EMPTY,
            special_build: None,
            settler_one: None,
            undo: Vec::new(),
            undos_used: [0; MAX_PLAYERS],
        })
    }

    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The island's tables.
    #[inline]
    pub fn topology(&self) -> &'static Topology {
        self.board.topology()
    }
    /// 5–6 players: seats that asked for a Special Build Phase after this turn.
    pub fn special_build_requests(&self) -> SeatSet {
        self.special_build_requests
    }
    /// 5–6 players: whose turn the Special Build Phase under way follows, and the seats
    /// still to build after the current one.
    pub fn special_build(&self) -> Option<SpecialBuild> {
        self.special_build
    }
    /// Whose turn it is: the current seat, or during a Special Build Phase the seat whose
    /// turn it follows, or during Settler 2's part of a paired turn Settler 1.
    pub fn turn_owner(&self) -> Seat {
        self.special_build
            .map(|b| b.owner)
            .or(self.settler_one)
            .unwrap_or(self.current)
    }
    /// Paired turns: during Settler 2's part of a turn, Settler 1 (who rolled); None
    /// otherwise (Settler 1's part included).
    pub fn settler_two_part(&self) -> Option<Seat> {
        self.settler_one
    }
    /// Paired turns: the Settler 2 of a turn `settler_one` rolls, the third player to their
    /// left (across the table with six).
    pub fn settler_two_of(&self, settler_one: Seat) -> Seat {
        Seat((settler_one.0 + 3) % self.n)
    }
    pub fn players_count(&self) -> usize {
        self.n as usize
    }
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.n).map(Seat)
    }
    pub fn name(&self, s: Seat) -> &str {
        &self.names[s.index()]
    }
    pub fn names(&self) -> &[String] {
        &self.names
    }
    /// Renames the seats (display names only; no rule depends on them).
    pub fn set_names(&mut self, names: Vec<String>) {
        let names: Vec<String> = (0..self.n as usize)
            .map(|i| {
                names
                    .get(i)
                    .cloned()
                    .unwrap_or_else(|| format!("Player {}", i + 1))
            })
            .collect();
        self.names = names.into();
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn first_player(&self) -> Seat {
        self.first_player
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
    pub fn robber(&self) -> Option<Hex> {
        self.robber
    }
    pub fn bank(&self) -> &ResourceCounts {
        &self.bank
    }
    /// The development cards still to be drawn, in the order they will be drawn. Hidden
    /// information: a seat's view never holds it (an AI reads it only from a game it dealt
    /// itself, see `ai::determinize`).
    pub fn undrawn_deck(&self) -> &[DevCard] {
        &self.deck[self.deck_pos as usize..]
    }
    /// The occupied intersections and their neighbours: where no settlement may go.
    pub fn near_buildings(&self) -> NodeMask {
        self.near
    }
    /// Every path with a road on it, one bit per path.
    pub fn all_roads(&self) -> u128 {
        self.all_roads
    }
    pub fn dev_deck_left(&self) -> usize {
        self.deck.len() - self.deck_pos as usize
    }
    pub fn player(&self, s: Seat) -> &PlayerState {
        &self.players[s.index()]
    }
    pub fn has_rolled(&self) -> bool {
        self.has_rolled
    }
    pub fn last_roll(&self) -> Option<[u8; 2]> {
        self.last_roll
    }
    pub fn dev_card_played_this_turn(&self) -> bool {
        self.dev_played
    }
    pub fn free_roads_left(&self) -> u8 {
        self.free_roads
    }
    pub fn pending_discard(&self, s: Seat) -> u8 {
        self.pending_discards[s.index()]
    }
    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref()
    }
    pub fn longest_road(&self) -> Option<Seat> {
        self.longest_road
    }
    pub fn largest_army(&self) -> Option<Seat> {
        self.largest_army
    }
    /// The settlement placed in set-up whose road is still due.
    pub fn setup_settlement(&self) -> Option<Intersection> {
        self.setup_settlement
    }
    /// The owner and kind of the building at `i`.
    pub fn building_at(&self, i: Intersection) -> Option<(Seat, Building)> {
        let o = *self.owner.get(i.index())?;
        if o == NOBODY {
            return None;
        }
        let kind = if self.players[o as usize].cities & i.bit() != 0 {
            Building::City
        } else {
            Building::Settlement
        };
        Some((Seat(o), kind))
    }
    pub fn road_at(&self, p: Path) -> Option<Seat> {
        let o = self.road_owner[self.topology().path_index(p)?];
        (o != NOBODY).then_some(Seat(o))
    }

    /// Points everyone can see on the table: buildings, Longest Road, Largest Army.
    fn table_vp(&self, s: Seat) -> u8 {
        let p = &self.players[s.index()];
        let mut vp = p.settlements.count_ones() as u8 + 2 * p.cities.count_ones() as u8;
        if self.longest_road == Some(s) {
            vp += 2;
        }
        if self.largest_army == Some(s) {
            vp += 2;
        }
        vp
    }

    /// Public victory points: the table's points, plus VP cards once the game is over.
    pub fn public_vp(&self, s: Seat) -> u8 {
        let revealed = if self.phase == Phase::GameOver {
            self.players[s.index()].dev_cards[DevCard::VictoryPoint]
        } else {
            0
        };
        self.table_vp(s) + revealed
    }

    /// All victory points, hidden VP cards included.
    pub fn total_vp(&self, s: Seat) -> u8 {
        self.table_vp(s) + self.players[s.index()].dev_cards[DevCard::VictoryPoint]
    }

    /// Whose building stands at the occupied intersection `i`, and which.
    fn owner_at(&self, i: Intersection) -> (Seat, Building) {
        self.building_at(i).expect("occupied")
    }

    /// Seats that still owe discards.
    pub fn discarding_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats()
            .filter(|s| self.pending_discards[s.index()] > 0)
    }

    /// The seat expected to act next: the current player, or the first seat owing a discard.
    pub fn seat_to_move(&self) -> Seat {
        if self.phase == Phase::Discard {
            if let Some(s) = self.discarding_seats().next() {
                return s;
            }
        }
        self.current
    }

    /// Applies `action` for `seat`. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// As `apply`, appending events to `events` (left untouched on error).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat.0 >= self.n {
            return Err(RuleError::NoSuchSeat(seat.0));
        }
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameOver);
        }
        self.check_places(&action)?;
        let start = events.len();
        // What an undo would put back, taken before the action changes anything.
        let point = self.undo_point(seat, &action);
        let result = self.dispatch(seat, action, events);
        if result.is_err() {
            events.truncate(start);
            return result;
        }

        // Only these can give the current seat points (or make a new seat current).
        if matches!(
            action,
            Action::PlaceRoad { .. }
                | Action::BuildRoad { .. }
                | Action::BuildSettlement { .. }
                | Action::BuildCity { .. }
                | Action::BuyDevCard
                | Action::PlayKnight
                | Action::EndTurn
        ) {
            self.check_win(events);
        }
        self.after_for_undo(seat, &action, point);
        Ok(())
    }

    fn dispatch(
        &mut self,
        seat: Seat,
        action: Action,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use Action::*;
        match action {
            PlaceSettlement { at } => self.place_settlement(seat, at, ev),
            PlaceRoad { at } => self.place_road(seat, at, ev),
            Roll { dice } => self.roll(seat, dice, ev),
            Discard { cards } => self.discard(seat, cards, ev),
            MoveRobber {
                to,
                steal_from,
                card,
            } => self.move_robber(seat, to, steal_from, card, ev),
            BuildRoad { at } => self.build_road(seat, at, ev),
            BuildSettlement { at } => self.build_settlement(seat, at, ev),
            BuildCity { at } => self.build_city(seat, at, ev),
            BuyDevCard => self.buy_dev_card(seat, ev),
            PlayKnight | PlayRoadBuilding | PlayYearOfPlenty { .. } | PlayMonopoly { .. } => {
                self.play_card(seat, action, ev)
            }
            BankTrade { give, get } => self.bank_trade(seat, give, get, ev),
            OfferTrade { give, get, to } => self.offer_trade(seat, give, get, to, ev),
            AcceptTrade => self.respond(seat, Response::Accepted, ev),
            DeclineTrade => self.respond(seat, Response::Declined, ev),
            CounterTrade { give, get } => self.respond(seat, Response::Countered { give, get }, ev),
            ConfirmTrade { with } => self.confirm_trade(seat, with, ev),
            CancelTrade => self.cancel_trade(seat, ev),
            EndTurn => self.end_turn(seat, ev),
            AskSpecialBuild => self.ask_special_build(seat, ev),
            WithdrawSpecialBuild => self.withdraw_special_build(seat, ev),
            Undo => self.undo(seat, ev),
        }
    }

    /// Every hex, intersection and path the action names is on this game's island.
    fn check_places(&self, action: &Action) -> Result<(), RuleError> {
        let topo = self.topology();
        let (hex, at, path) = action.places();
        if let Some(h) = hex.filter(|&h| !topo.has_hex(h)) {
            return Err(RuleError::NoSuchHex(h));
        }
        if let Some(i) = at.filter(|&i| !topo.has_intersection(i)) {
            return Err(RuleError::NoSuchIntersection(i));
        }
        if let Some(p) = path {
            let (a, b) = p.ends();
            if let Some(i) = [a, b].into_iter().find(|&i| !topo.has_intersection(i)) {
                return Err(RuleError::NoSuchIntersection(i));
            }
            if topo.path_index(p).is_none() {
                return Err(RuleError::NoSuchPath(p));
            }
        }
        Ok(())
    }

    fn expect_current(&self, seat: Seat) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotYourTurn(self.current));
        }
        Ok(())
    }

    fn waiting_for_discards(&self) -> RuleError {
        RuleError::WaitingForDiscards(self.discarding_seats().collect())
    }

    /// The current player's action phase (after the roll): builds, trades, buying, ending.
    fn expect_main(&self, seat: Seat) -> Result<(), RuleError> {
        if self.phase == Phase::Discard {
            return Err(self.waiting_for_discards());
        }
        self.expect_current(seat)?;
        match self.phase {
            Phase::Main | Phase::SpecialBuild => Ok(()),
            Phase::Setup => Err(if self.setup_settlement.is_some() {
                RuleError::PlaceRoadFirst
            } else {
                RuleError::PlaceSettlementFirst
            }),
            Phase::Roll => Err(RuleError::RollFirst),
            Phase::MoveRobber => Err(RuleError::MoveRobberFirst),
            Phase::RoadBuilding => Err(RuleError::PlaceFreeRoadsFirst),
            Phase::Discard | Phase::GameOver => unreachable!(),
        }
    }

    fn pay(&mut self, seat: Seat, what: Purchase, price: &ResourceCounts) -> Result<(), RuleError> {
        let hand = &self.players[seat.index()].resources;
        if !hand.covers(price) {
            return Err(RuleError::CannotAfford {
                missing: hand.shortfall(price),
                what,
            });
        }
        Ok(())
    }

    fn take_payment(&mut self, seat: Seat, price: &ResourceCounts) {
        self.players[seat.index()].resources.sub(price);
        self.bank.add(price);
    }

    fn check_holds(&self, seat: Seat, cards: &ResourceCounts) -> Result<(), RuleError> {
        let hand = &self.players[seat.index()].resources;
        for (r, n) in cards.iter() {
            if hand[r] < n {
                return Err(RuleError::NotEnoughCards {
                    resource: r,
                    has: hand[r],
                });
            }
        }
        Ok(())
    }
}
