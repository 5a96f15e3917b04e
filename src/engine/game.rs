//! `Game`: the complete state of one game and the single entry point `apply(seat, action)`.
//! Every handler checks everything first and mutates only after all checks pass, so a
//! refused action leaves the state exactly as it was.

use super::action::Action;
use super::board::{Board, HarborKind, Terrain};
use super::dev_card::{DevCard, DevCounts};
use super::error::RuleError;
use super::event::{Building, Event};
use super::geometry::{intersections_in, Hex, Intersection, Island, NodeMask, Path, Topology};
use super::resource::{cost, Resource, ResourceCounts};
use super::rng::GameRng;
use super::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use thiserror::Error;

pub const MAX_PLAYERS: usize = 6;
pub const SETTLEMENTS: u8 = 5;
pub const CITIES: u8 = 4;
pub const ROADS: u8 = 15;

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

/// Game options (RULES.md, "Game options"). Every field is optional in a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    pub points_to_win: u8,
    pub discard_limit: u8,
    pub friendly_robber: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            points_to_win: 10,
            discard_limit: 7,
            friendly_robber: false,
        }
    }
}

impl Options {
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(3..=6).contains(&self.players) {
            return Err(SetupError::Players(self.players));
        }
        if !(5..=20).contains(&self.points_to_win) {
            return Err(SetupError::Points(self.points_to_win));
        }
        if !(7..=20).contains(&self.discard_limit) {
            return Err(SetupError::DiscardLimit(self.discard_limit));
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("A game has 3 to 6 players, not {0}.")]
    Players(u8),
    #[error("Points to win must be between 5 and 20, not {0}.")]
    Points(u8),
    #[error("The discard limit must be between 7 and 20, not {0}.")]
    DiscardLimit(u8),
    #[error("The first player must be one of the {players} seats, not seat {seat}.")]
    FirstPlayer { seat: u8, players: u8 },
    #[error("The development deck must be exactly {0}.")]
    DevDeck(&'static str),
    #[error("A game of {players} players is played on a board of {want} tiles, not {got}.")]
    BoardSize {
        players: u8,
        want: usize,
        got: usize,
    },
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
    /// Top card first: the 25 cards of RULES.md, or 34 with 5–6 players.
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

/// Checks a deck is exactly the cards of RULES.md for `island`'s game (25, or 34).
pub fn is_standard_deck(deck: &[DevCard], island: Island) -> bool {
    let mut counts = DevCounts::default();
    for &c in deck {
        counts[c] = counts[c].saturating_add(1);
    }
    counts == DevCard::standard_counts(island)
}

/// The standard deck in words, for an error sentence.
pub fn standard_deck_text(island: Island) -> &'static str {
    match island {
        Island::Base => "the 25 cards of the game: 14 knights, 5 victory points and 2 each of road building, year of plenty and monopoly",
        Island::Large => "the 34 cards of the 5–6 player game: 20 knights, 5 victory points and 3 each of road building, year of plenty and monopoly",
    }
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
            return Err(SetupError::DevDeck(standard_deck_text(island)));
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
        })
    }

    // ----- read access -------------------------------------------------------------

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
    /// turn it follows.
    pub fn turn_owner(&self) -> Seat {
        self.special_build.map_or(self.current, |b| b.owner)
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

    /// The seat that places during set-up step `k` (snake order).
    fn setup_seat(&self, k: u8) -> Seat {
        let n = self.n;
        let off = if k < n { k } else { 2 * n - 1 - k };
        Seat((self.first_player.0 + off) % n)
    }

    pub(crate) fn name_of(&self, s: Seat) -> String {
        self.names[s.index()].clone()
    }

    fn owner_name(&self, i: Intersection) -> (String, &'static str) {
        let (s, b) = self.building_at(i).expect("occupied");
        (self.name_of(s), b.name())
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

    // ----- the one entry point -----------------------------------------------------

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

    // ----- common checks -----------------------------------------------------------

    fn expect_current(&self, seat: Seat) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotYourTurn(self.name_of(self.current)));
        }
        Ok(())
    }

    fn waiting_for_discards(&self) -> RuleError {
        let names: Vec<String> = self.discarding_seats().map(|s| self.name_of(s)).collect();
        RuleError::WaitingForDiscards(join_names(&names, "and"))
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

    fn pay(
        &mut self,
        seat: Seat,
        what: &'static str,
        price: &ResourceCounts,
    ) -> Result<(), RuleError> {
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

    /// Distance rule and occupancy for a settlement at `at`.
    fn check_site(&self, at: Intersection) -> Result<(), RuleError> {
        if self.occupied & at.bit() != 0 {
            let (owner, what) = self.owner_name(at);
            return Err(RuleError::IntersectionOccupied { at, owner, what });
        }
        if let Some(n) = intersections_in(self.topology().neighbors(at) & self.occupied).next() {
            let (owner, what) = self.owner_name(n);
            return Err(RuleError::TooClose { at: n, owner, what });
        }
        Ok(())
    }

    /// Can `seat` extend its network onto path `p`? (Empty path assumed.)
    fn road_connects(&self, seat: Seat, p: Path) -> Result<(), RuleError> {
        let me = &self.players[seat.index()];
        let (a, b) = p.ends();
        let mut blocked_by = None;
        for v in [a, b] {
            if me.buildings() & v.bit() != 0 {
                return Ok(());
            }
            if me.road_nodes & v.bit() != 0 {
                if self.occupied & v.bit() == 0 {
                    return Ok(());
                }
                blocked_by = Some(v);
            }
        }
        match blocked_by {
            Some(v) => {
                let (owner, what) = self.owner_name(v);
                Err(RuleError::BlockedByBuilding {
                    at: p,
                    owner,
                    what,
                    through: v,
                })
            }
            None => Err(RuleError::NotConnectedRoad(p)),
        }
    }

    fn check_road(&self, seat: Seat, p: Path) -> Result<(), RuleError> {
        if let Some(o) = self.road_at(p) {
            return Err(RuleError::PathOccupied {
                at: p,
                owner: self.name_of(o),
            });
        }
        self.road_connects(seat, p)
    }

    /// Paths where `seat` may build a road now (ignoring cost and supply).
    /// (A mask over the island's path indices: see `Topology::paths_in`.)
    pub fn road_spots(&self, seat: Seat) -> u128 {
        let topo = self.topology();
        let me = &self.players[seat.index()];
        let frontier = me.buildings() | (me.road_nodes & !self.occupied);
        let mut mask = 0u128;
        for v in intersections_in(frontier) {
            mask |= topo.paths_at(v);
        }
        mask & !self.all_roads
    }

    /// Intersections where `seat` may build a settlement now (ignoring cost and supply).
    pub fn settlement_spots(&self, seat: Seat) -> NodeMask {
        self.players[seat.index()].road_nodes & !self.near
    }

    /// Intersections free for a set-up settlement.
    pub fn setup_spots(&self) -> NodeMask {
        !self.near & self.topology().all_intersections()
    }

    // ----- placing pieces (shared by set-up and building) ----------------------------

    pub(crate) fn put_settlement(&mut self, seat: Seat, at: Intersection) {
        let p = &mut self.players[seat.index()];
        p.settlements |= at.bit();
        p.harbors |= self.harbor_bits[at.index()];
        self.owner[at.index()] = seat.0;
        self.occupied |= at.bit();
        self.near |= at.bit() | self.board.topology().neighbors(at);
    }

    pub(crate) fn put_road(&mut self, seat: Seat, at: Path) {
        let idx = self
            .board
            .topology()
            .path_index(at)
            .expect("a path of the island");
        let (a, b) = at.ends();
        let p = &mut self.players[seat.index()];
        p.roads |= 1 << idx;
        p.road_nodes |= a.bit() | b.bit();
        self.road_owner[idx] = seat.0;
        self.all_roads |= 1 << idx;
    }

    // ----- set-up --------------------------------------------------------------------

    fn place_settlement(
        &mut self,
        seat: Seat,
        at: Intersection,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Setup {
            return Err(RuleError::NotSetup);
        }
        self.expect_current(seat)?;
        if self.setup_settlement.is_some() {
            return Err(RuleError::PlaceRoadFirst);
        }
        self.check_site(at)?;
        self.put_settlement(seat, at);
        ev.push(Event::SettlementPlaced {
            seat,
            at,
            setup: true,
        });
        if self.setup_index >= self.n {
            let mut cards = ResourceCounts::ZERO;
            for h in self.board.topology().hexes_at(at) {
                if let Some(r) = self.board.tile(h).terrain.resource() {
                    if self.bank[r] > cards[r] {
                        cards[r] += 1;
                    }
                }
            }
            self.bank.sub(&cards);
            self.players[seat.index()].resources.add(&cards);
            ev.push(Event::StartingResources { seat, cards });
        }
        self.setup_settlement = Some(at);
        Ok(())
    }

    fn place_road(&mut self, seat: Seat, at: Path, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.phase != Phase::Setup {
            return Err(RuleError::NotSetup);
        }
        self.expect_current(seat)?;
        let Some(s) = self.setup_settlement else {
            return Err(RuleError::PlaceSettlementFirst);
        };
        if let Some(o) = self.road_at(at) {
            return Err(RuleError::PathOccupied {
                at,
                owner: self.name_of(o),
            });
        }
        let (a, b) = at.ends();
        if a != s && b != s {
            return Err(RuleError::SetupRoadNotAdjacent(s));
        }
        self.put_road(seat, at);
        self.players[seat.index()].road_length = self.compute_road_length(seat);
        ev.push(Event::RoadPlaced {
            seat,
            at,
            free: true,
        });
        self.setup_settlement = None;
        self.setup_index += 1;
        if self.setup_index == 2 * self.n {
            self.phase = Phase::Roll;
            self.turn = 1;
            self.current = self.first_player;
            ev.push(Event::SetupFinished {
                first: self.first_player,
            });
            ev.push(Event::TurnStarted {
                seat: self.current,
                turn: 1,
            });
        } else {
            self.current = self.setup_seat(self.setup_index);
        }
        Ok(())
    }

    // ----- rolling, production, discards, robber ---------------------------------------

    fn roll(
        &mut self,
        seat: Seat,
        dice: Option<[u8; 2]>,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Discard {
            return Err(self.waiting_for_discards());
        }
        self.expect_current(seat)?;
        match self.phase {
            Phase::Roll => {}
            Phase::Setup => return Err(self.expect_main(seat).unwrap_err()),
            Phase::MoveRobber => return Err(RuleError::MoveRobberFirst),
            Phase::RoadBuilding => return Err(RuleError::PlaceFreeRoadsFirst),
            Phase::SpecialBuild => return Err(RuleError::SpecialBuildOnlyBuilds),
            _ => return Err(RuleError::AlreadyRolled),
        }
        let dice = dice.ok_or(RuleError::MissingDice)?;
        if !dice.iter().all(|d| (1..=6).contains(d)) {
            return Err(RuleError::BadDice);
        }
        self.has_rolled = true;
        self.last_roll = Some(dice);
        ev.push(Event::Rolled { seat, dice });
        let total = dice[0] + dice[1];
        if total == 7 {
            let mut owed = Vec::new();
            for s in 0..self.n {
                let cards = self.players[s as usize].resources.total();
                if cards > self.options.discard_limit as u32 {
                    let k = (cards / 2) as u8;
                    self.pending_discards[s as usize] = k;
                    owed.push((Seat(s), k));
                }
            }
            if owed.is_empty() {
                self.phase = Phase::MoveRobber;
            } else {
                self.phase = Phase::Discard;
                ev.push(Event::DiscardsOwed { owed });
            }
        } else {
            self.produce(total, ev);
            self.phase = Phase::Main;
        }
        Ok(())
    }

    fn produce(&mut self, total: u8, ev: &mut Vec<Event>) {
        let topo = self.board.topology();
        let mut owed = [ResourceCounts::ZERO; MAX_PLAYERS];
        let mut hexes = self.number_hexes[total as usize];
        while hexes != 0 {
            let h = Hex::new(hexes.trailing_zeros() as usize).unwrap();
            hexes &= hexes - 1;
            if Some(h) == self.robber {
                ev.push(Event::RobberBlocked { hex: h });
                continue;
            }
            let Some(r) = self.board.tile(h).terrain.resource() else {
                continue;
            };
            for c in topo.corners(h) {
                let o = self.owner[c.index()];
                if o != NOBODY {
                    let amount = if self.players[o as usize].cities & c.bit() != 0 {
                        2
                    } else {
                        1
                    };
                    owed[o as usize][r] += amount;
                }
            }
        }
        let owed = &mut owed[..self.n as usize];
        let mut paid = false;
        for r in Resource::ALL {
            let want: u32 = owed.iter().map(|c| c[r] as u32).sum();
            if want == 0 {
                continue;
            }
            if want > self.bank[r] as u32 {
                let claimants = owed.iter().filter(|c| c[r] > 0).count();
                if claimants > 1 {
                    for c in owed.iter_mut() {
                        c[r] = 0;
                    }
                    ev.push(Event::Shortage { resource: r });
                    continue;
                }
                for c in owed.iter_mut() {
                    if c[r] > 0 {
                        c[r] = self.bank[r];
                    }
                }
            }
            for (s, c) in owed.iter().enumerate() {
                if c[r] > 0 {
                    self.bank[r] -= c[r];
                    self.players[s].resources[r] += c[r];
                    paid = true;
                }
            }
        }
        if paid {
            ev.push(Event::Produced {
                gains: owed.to_vec(),
            });
        }
    }

    fn discard(
        &mut self,
        seat: Seat,
        cards: ResourceCounts,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Discard {
            return Err(RuleError::NoDiscardPending);
        }
        let owed = self.pending_discards[seat.index()];
        if owed == 0 {
            return Err(RuleError::NoDiscardOwed);
        }
        if cards.total() != owed as u32 {
            return Err(RuleError::WrongDiscardCount {
                owed: owed as u32,
                given: cards.total(),
            });
        }
        self.check_holds(seat, &cards)?;
        self.players[seat.index()].resources.sub(&cards);
        self.bank.add(&cards);
        self.pending_discards[seat.index()] = 0;
        ev.push(Event::Discarded { seat, cards });
        if self.pending_discards.iter().all(|&k| k == 0) {
            self.phase = Phase::MoveRobber;
        }
        Ok(())
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

    /// Opponents of `seat` with a building on `hex` (a bit mask over seats).
    fn opponents_on(&self, seat: Seat, hex: Hex) -> u8 {
        let mut mask = 0u8;
        let mut others = self.topology().corner_mask(hex)
            & self.occupied
            & !self.players[seat.index()].buildings();
        while others != 0 {
            mask |= 1 << self.owner[others.trailing_zeros() as usize];
            others &= others - 1;
        }
        mask
    }

    /// The seat the friendly robber protects on `hex` from `seat`, if any.
    fn friendly_protected(&self, seat: Seat, hex: Hex) -> Option<Seat> {
        if !self.options.friendly_robber || self.board.tile(hex).terrain == Terrain::Desert {
            return None;
        }
        let mask = self.opponents_on(seat, hex);
        (0..self.n)
            .filter(|o| mask & (1 << o) != 0)
            .map(Seat)
            .find(|&o| self.public_vp(o) <= 2)
    }

    /// Hexes the robber may move to for `seat` (a bit mask over hexes).
    pub fn robber_spots(&self, seat: Seat) -> u32 {
        let topo = self.topology();
        let base = topo.all_hexes() & !self.robber.map(|h| h.bit()).unwrap_or(0);
        if !self.options.friendly_robber {
            return base;
        }
        let friendly = topo
            .hexes()
            .filter(|&h| base & (1 << h.index()) != 0 && self.friendly_protected(seat, h).is_none())
            .fold(0u32, |m, h| m | 1 << h.index());
        // If the friendly rule leaves nowhere to go, any other hex is allowed.
        if friendly == 0 {
            base
        } else {
            friendly
        }
    }

    /// Opponents `seat` may steal from after moving the robber to `hex`.
    pub fn steal_candidates(&self, seat: Seat, hex: Hex) -> SeatSet {
        let mask = self.opponents_on(seat, hex);
        (0..self.n)
            .filter(|o| mask & (1 << o) != 0 && self.players[*o as usize].resources.total() > 0)
            .map(Seat)
            .collect()
    }

    fn move_robber(
        &mut self,
        seat: Seat,
        to: Hex,
        steal_from: Option<Seat>,
        card: Option<Resource>,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Discard {
            return Err(self.waiting_for_discards());
        }
        self.expect_current(seat)?;
        if self.phase != Phase::MoveRobber {
            return Err(RuleError::NoRobberToMove);
        }
        if self.robber == Some(to) {
            return Err(RuleError::RobberMustMove(to));
        }
        if self.robber_spots(seat) & (1 << to.index()) == 0 {
            let o = self
                .friendly_protected(seat, to)
                .expect("only the friendly rule forbids a hex");
            return Err(RuleError::FriendlyRobber(self.name_of(o)));
        }
        let candidates = self.steal_candidates(seat, to);
        let stolen = match steal_from {
            None if candidates.is_empty() => None,
            None => {
                let names: Vec<String> = candidates.iter().map(|s| self.name_of(s)).collect();
                return Err(RuleError::VictimRequired(join_names(&names, "or")));
            }
            Some(v) => {
                if v == seat {
                    return Err(RuleError::StealFromSelf);
                }
                if v.0 >= self.n {
                    return Err(RuleError::NoSuchSeat(v.0));
                }
                if !candidates.contains(v) {
                    if self.opponents_on(seat, to) & v.bit() == 0 {
                        return Err(RuleError::NotAVictim {
                            victim: self.name_of(v),
                            hex: to,
                        });
                    }
                    return Err(RuleError::VictimHasNoCards(self.name_of(v)));
                }
                let card = card.ok_or(RuleError::MissingStolenCard)?;
                if self.players[v.index()].resources[card] == 0 {
                    return Err(RuleError::StolenCardNotHeld {
                        victim: self.name_of(v),
                        card,
                    });
                }
                Some((v, card))
            }
        };
        self.robber = Some(to);
        ev.push(Event::RobberMoved { seat, to });
        if let Some((v, card)) = stolen {
            self.players[v.index()].resources[card] -= 1;
            self.players[seat.index()].resources[card] += 1;
            ev.push(Event::Stole {
                thief: seat,
                victim: v,
                card: Some(card),
            });
        }
        self.phase = if self.has_rolled {
            Phase::Main
        } else {
            Phase::Roll
        };
        Ok(())
    }

    // ----- building ------------------------------------------------------------------

    fn build_road(&mut self, seat: Seat, at: Path, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        let free = self.phase == Phase::RoadBuilding;
        if free {
            self.expect_current(seat)?;
        } else {
            self.expect_main(seat)?;
        }
        if self.players[seat.index()].roads_left() == 0 {
            return Err(RuleError::NoPiecesLeft("roads"));
        }
        self.check_road(seat, at)?;
        if !free {
            self.pay(seat, "build a road", &cost::ROAD)?;
            self.take_payment(seat, &cost::ROAD);
        }
        self.put_road(seat, at);
        ev.push(Event::RoadPlaced { seat, at, free });
        self.players[seat.index()].road_length = self.compute_road_length(seat);
        self.update_longest_road(ev);
        if free {
            self.free_roads -= 1;
            if self.free_roads == 0
                || self.players[seat.index()].roads_left() == 0
                || self.road_spots(seat) == 0
            {
                self.free_roads = 0;
                self.phase = if self.has_rolled {
                    Phase::Main
                } else {
                    Phase::Roll
                };
            }
        }
        Ok(())
    }

    fn build_settlement(
        &mut self,
        seat: Seat,
        at: Intersection,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if self.players[seat.index()].settlements_left() == 0 {
            return Err(RuleError::NoPiecesLeft("settlements"));
        }
        self.check_site(at)?;
        if self.players[seat.index()].road_nodes & at.bit() == 0 {
            return Err(RuleError::NotConnectedSettlement(at));
        }
        self.pay(seat, "build a settlement", &cost::SETTLEMENT)?;
        self.take_payment(seat, &cost::SETTLEMENT);
        self.put_settlement(seat, at);
        ev.push(Event::SettlementPlaced {
            seat,
            at,
            setup: false,
        });
        // A settlement can only shorten opponents' roads through `at`.
        for o in 0..self.n {
            if o != seat.0 && self.players[o as usize].road_nodes & at.bit() != 0 {
                self.players[o as usize].road_length = self.compute_road_length(Seat(o));
            }
        }
        self.update_longest_road(ev);
        Ok(())
    }

    fn build_city(
        &mut self,
        seat: Seat,
        at: Intersection,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if self.players[seat.index()].settlements & at.bit() == 0 {
            return Err(RuleError::NoSettlementToUpgrade(at));
        }
        if self.players[seat.index()].cities_left() == 0 {
            return Err(RuleError::NoPiecesLeft("cities"));
        }
        self.pay(seat, "build a city", &cost::CITY)?;
        self.take_payment(seat, &cost::CITY);
        let p = &mut self.players[seat.index()];
        p.settlements &= !at.bit();
        p.cities |= at.bit();
        ev.push(Event::CityBuilt { seat, at });
        Ok(())
    }

    // ----- development cards ---------------------------------------------------------

    fn buy_dev_card(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if self.dev_deck_left() == 0 {
            return Err(RuleError::DeckEmpty);
        }
        self.pay(seat, "buy a development card", &cost::DEV_CARD)?;
        self.take_payment(seat, &cost::DEV_CARD);
        let card = self.deck[self.deck_pos as usize];
        self.deck_pos += 1;
        let in_special_build = self.phase == Phase::SpecialBuild;
        let p = &mut self.players[seat.index()];
        p.dev_cards[card] += 1;
        // A card bought in a Special Build Phase may be played on the buyer's next turn.
        if !in_special_build {
            p.bought_this_turn[card] += 1;
        }
        ev.push(Event::BoughtDevCard {
            seat,
            card: Some(card),
        });
        Ok(())
    }

    fn play_card(
        &mut self,
        seat: Seat,
        action: Action,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let card = action.played_card().expect("a play action");
        if self.phase == Phase::Discard {
            return Err(self.waiting_for_discards());
        }
        self.expect_current(seat)?;
        match self.phase {
            Phase::Roll | Phase::Main => {}
            Phase::Setup => return Err(RuleError::NoCardsInSetup),
            Phase::MoveRobber => return Err(RuleError::MoveRobberFirst),
            Phase::RoadBuilding => return Err(RuleError::PlaceFreeRoadsFirst),
            Phase::SpecialBuild => return Err(RuleError::NoCardsInSpecialBuild),
            Phase::Discard | Phase::GameOver => unreachable!(),
        }
        let p = &self.players[seat.index()];
        if p.dev_cards[card] == 0 {
            return Err(RuleError::NoSuchCard(card));
        }
        if self.dev_played {
            return Err(RuleError::AlreadyPlayedCard);
        }
        if p.playable(card) == 0 {
            return Err(RuleError::CardBoughtThisTurn(card));
        }
        // Card-specific checks, before anything changes.
        match action {
            Action::PlayRoadBuilding if p.roads_left() == 0 || self.road_spots(seat) == 0 => {
                return Err(RuleError::NoRoadPossible);
            }
            Action::PlayYearOfPlenty { take } => {
                let mut want = ResourceCounts::ZERO;
                want[take[0]] += 1;
                want[take[1]] += 1;
                for (r, n) in want.nonzero() {
                    if self.bank[r] == 0 {
                        return Err(RuleError::BankLacks(r));
                    }
                    if self.bank[r] < n {
                        return Err(RuleError::BankShort {
                            resource: r,
                            has: self.bank[r],
                        });
                    }
                }
            }
            _ => {}
        }
        self.players[seat.index()].dev_cards[card] -= 1;
        self.players[seat.index()].played[card] += 1;
        self.dev_played = true;
        ev.push(Event::PlayedDevCard { seat, card });
        match action {
            Action::PlayKnight => {
                let p = &mut self.players[seat.index()];
                p.knights_played += 1;
                let k = p.knights_played;
                let holder_k = self
                    .largest_army
                    .map(|h| self.players[h.index()].knights_played);
                if k >= 3 && self.largest_army != Some(seat) && holder_k.is_none_or(|hk| k > hk) {
                    self.largest_army = Some(seat);
                    ev.push(Event::LargestArmy { seat, knights: k });
                }
                self.phase = Phase::MoveRobber;
            }
            Action::PlayRoadBuilding => {
                self.free_roads = self.players[seat.index()].roads_left().min(2);
                self.phase = Phase::RoadBuilding;
            }
            Action::PlayYearOfPlenty { take } => {
                let mut cards = ResourceCounts::ZERO;
                cards[take[0]] += 1;
                cards[take[1]] += 1;
                self.bank.sub(&cards);
                self.players[seat.index()].resources.add(&cards);
                ev.push(Event::TookFromBank { seat, cards });
            }
            Action::PlayMonopoly { resource } => {
                let mut taken = Vec::new();
                let mut total = 0;
                for o in 0..self.n {
                    if o == seat.0 {
                        continue;
                    }
                    let k = std::mem::take(&mut self.players[o as usize].resources[resource]);
                    total += k;
                    taken.push((Seat(o), k));
                }
                self.players[seat.index()].resources[resource] += total;
                ev.push(Event::Monopolized {
                    seat,
                    resource,
                    taken,
                });
            }
            _ => unreachable!(),
        }
        Ok(())
    }

    // ----- trade -----------------------------------------------------------------------

    fn expect_trade_phase(&self, seat: Seat) -> Result<(), RuleError> {
        if self.phase == Phase::SpecialBuild {
            return Err(RuleError::NoTradeInSpecialBuild);
        }
        self.expect_main(seat).map_err(|e| match e {
            RuleError::RollFirst => RuleError::TradeNotNow,
            e => e,
        })
    }

    /// Maritime trade: each resource given goes at the player's rate for it (4:1, 3:1 with a
    /// generic harbor, 2:1 with that resource's harbor); the units add up to the cards received,
    /// which may be of several kinds ("4 ore → any 2 other cards" at a 2:1 ore harbor).
    fn bank_trade(
        &mut self,
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_trade_phase(seat)?;
        if give.is_empty() || get.is_empty() {
            return Err(RuleError::EmptyTradeSide);
        }
        if let Some(r) = Resource::ALL
            .into_iter()
            .find(|&r| give[r] > 0 && get[r] > 0)
        {
            return Err(RuleError::SameResourceBothSides(r));
        }
        let mut units = 0u32;
        for (r, n) in give.nonzero() {
            let rate = self.players[seat.index()].trade_rate(r);
            if n % rate != 0 {
                return Err(RuleError::BadBankRate { resource: r, rate });
            }
            units += (n / rate) as u32;
        }
        if units != get.total() {
            return Err(RuleError::BankTradeUnits {
                give,
                units,
                asked: get.total(),
            });
        }
        self.check_holds(seat, &give)?;
        for (s, n) in get.nonzero() {
            if self.bank[s] == 0 {
                return Err(RuleError::BankLacks(s));
            }
            if self.bank[s] < n {
                return Err(RuleError::BankShort {
                    resource: s,
                    has: self.bank[s],
                });
            }
        }
        self.take_payment(seat, &give);
        self.bank.sub(&get);
        self.players[seat.index()].resources.add(&get);
        ev.push(Event::BankTraded { seat, give, get });
        Ok(())
    }

    fn check_terms(
        &self,
        seat: Seat,
        give: &ResourceCounts,
        get: &ResourceCounts,
    ) -> Result<(), RuleError> {
        if give.is_empty() || get.is_empty() {
            return Err(RuleError::EmptyTradeSide);
        }
        if let Some(r) = Resource::ALL
            .into_iter()
            .find(|&r| give[r] > 0 && get[r] > 0)
        {
            return Err(RuleError::SameResourceBothSides(r));
        }
        self.check_holds(seat, give)
    }

    fn offer_trade(
        &mut self,
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
        to: Option<SeatSet>,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_trade_phase(seat)?;
        let others: SeatSet = self.seats().filter(|&s| s != seat).collect();
        let to = match to {
            None => others,
            Some(set) => {
                if let Some(s) = set.iter().find(|s| s.0 >= self.n) {
                    return Err(RuleError::NoSuchSeat(s.0));
                }
                if set.contains(seat) {
                    return Err(RuleError::TradeWithSelf);
                }
                if set.is_empty() {
                    return Err(RuleError::NobodyAddressed);
                }
                set
            }
        };
        self.check_terms(seat, &give, &get)?;
        self.offer = Some(Offer {
            give,
            get,
            to,
            responses: [None; MAX_PLAYERS],
        });
        ev.push(Event::TradeOffered {
            seat,
            give,
            get,
            to,
        });
        Ok(())
    }

    fn respond(
        &mut self,
        seat: Seat,
        response: Response,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let offer = self.offer.as_ref().ok_or(RuleError::NoOpenOffer)?;
        if seat == self.current {
            return Err(RuleError::TradeWithSelf);
        }
        if self.phase != Phase::Main {
            return Err(RuleError::TradeNotNow);
        }
        if !offer.to.contains(seat) {
            return Err(RuleError::NotAddressed);
        }
        match response {
            Response::Accepted => self.check_holds(seat, &offer.get)?,
            Response::Declined => {}
            Response::Countered { give, get } => self.check_terms(seat, &give, &get)?,
        }
        self.offer.as_mut().unwrap().responses[seat.index()] = Some(response);
        ev.push(match response {
            Response::Accepted => Event::TradeAccepted { seat },
            Response::Declined => Event::TradeDeclined { seat },
            Response::Countered { give, get } => Event::TradeCountered { seat, give, get },
        });
        Ok(())
    }

    fn confirm_trade(
        &mut self,
        seat: Seat,
        with: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotTheOfferer);
        }
        let offer = self.offer.ok_or(RuleError::NoOpenOffer)?;
        self.expect_trade_phase(seat)?;
        if with == seat {
            return Err(RuleError::TradeWithSelf);
        }
        if with.0 >= self.n {
            return Err(RuleError::NoSuchSeat(with.0));
        }
        let (gave, got) = offer
            .terms_with(with)
            .ok_or_else(|| RuleError::PartnerNotReady(self.name_of(with)))?;
        self.check_holds(seat, &gave)?;
        if !self.players[with.index()].resources.covers(&got) {
            return Err(RuleError::PartnerLacks(self.name_of(with)));
        }
        let (a, b) = (seat.index(), with.index());
        self.players[a].resources.sub(&gave);
        self.players[b].resources.add(&gave);
        self.players[b].resources.sub(&got);
        self.players[a].resources.add(&got);
        self.offer = None;
        ev.push(Event::Traded {
            offerer: seat,
            partner: with,
            gave,
            got,
        });
        Ok(())
    }

    fn cancel_trade(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotTheOfferer);
        }
        if self.offer.is_none() {
            return Err(RuleError::NoOpenOffer);
        }
        self.offer = None;
        ev.push(Event::TradeCancelled { seat });
        Ok(())
    }

    // ----- turns and winning -----------------------------------------------------------

    fn end_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if let Some(build) = self.special_build {
            ev.push(Event::SpecialBuildEnded { seat });
            self.next_special_build(build, ev);
            return Ok(());
        }
        if let Some(_o) = self.offer.take() {
            ev.push(Event::TradeCancelled { seat });
        }
        self.players[seat.index()].bought_this_turn = DevCounts::default();
        self.dev_played = false;
        self.has_rolled = false;
        ev.push(Event::TurnEnded { seat });
        let requests = std::mem::take(&mut self.special_build_requests);
        if requests.is_empty() {
            self.start_turn(Seat((seat.0 + 1) % self.n), ev);
        } else {
            // Each player who asked, in seat order after the active player.
            let queue = (1..self.n)
                .map(|k| Seat((seat.0 + k) % self.n))
                .filter(|&s| requests.contains(s))
                .collect();
            self.next_special_build(SpecialBuild { owner: seat, queue }, ev);
        }
        Ok(())
    }

    /// Hands the Special Build Phase to the next seat of `build.queue`, or, when none is
    /// left, starts the turn after `build.owner`'s.
    fn next_special_build(&mut self, build: SpecialBuild, ev: &mut Vec<Event>) {
        let next = (1..self.n)
            .map(|k| Seat((build.owner.0 + k) % self.n))
            .find(|&s| build.queue.contains(s));
        match next {
            Some(s) => {
                let mut queue = build.queue;
                queue.remove(s);
                self.special_build = Some(SpecialBuild {
                    owner: build.owner,
                    queue,
                });
                self.current = s;
                self.phase = Phase::SpecialBuild;
                ev.push(Event::SpecialBuildStarted { seat: s });
            }
            None => {
                self.special_build = None;
                self.start_turn(Seat((build.owner.0 + 1) % self.n), ev);
            }
        }
    }

    fn start_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.current = seat;
        self.turn += 1;
        self.phase = Phase::Roll;
        ev.push(Event::TurnStarted {
            seat,
            turn: self.turn,
        });
    }

    // ----- the Special Build Phase (5–6 players) -----------------------------------------

    fn special_build_allowed(&self, seat: Seat) -> Result<(), RuleError> {
        if self.n < 5 {
            return Err(RuleError::SpecialBuildNotInGame);
        }
        if matches!(self.phase, Phase::Setup | Phase::SpecialBuild) {
            return Err(RuleError::SpecialBuildNotNow);
        }
        if seat == self.current {
            return Err(RuleError::SpecialBuildOwnTurn);
        }
        Ok(())
    }

    fn ask_special_build(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.special_build_allowed(seat)?;
        if self.special_build_requests.contains(seat) {
            return Err(RuleError::SpecialBuildAlreadyAsked);
        }
        self.special_build_requests.insert(seat);
        ev.push(Event::SpecialBuildAsked { seat });
        Ok(())
    }

    fn withdraw_special_build(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.special_build_allowed(seat)?;
        if !self.special_build_requests.contains(seat) {
            return Err(RuleError::SpecialBuildNotAsked);
        }
        self.special_build_requests.remove(seat);
        ev.push(Event::SpecialBuildWithdrawn { seat });
        Ok(())
    }

    fn check_win(&mut self, ev: &mut Vec<Event>) {
        // Nobody wins during a Special Build Phase: a builder wins at the start of their turn.
        if matches!(
            self.phase,
            Phase::Setup | Phase::GameOver | Phase::SpecialBuild
        ) {
            return;
        }
        let vp = self.total_vp(self.current);
        if vp >= self.options.points_to_win {
            self.phase = Phase::GameOver;
            self.winner = Some(self.current);
            self.offer = None;
            self.pending_discards = [0; MAX_PLAYERS];
            self.special_build_requests = SeatSet::EMPTY;
            ev.push(Event::GameWon {
                seat: self.current,
                vp,
            });
        }
    }

    // ----- Longest Road ----------------------------------------------------------------

    /// The longest trail in `seat`'s roads, not passing through opponents' buildings.
    ///
    /// A longest trail can always be made to start at a vertex of degree other than 2 or at
    /// a blocked vertex (an interior degree-2 endpoint could be extended), except around a
    /// pure cycle; so the search starts only there, plus one vertex of each pure cycle.
    pub fn compute_road_length(&self, seat: Seat) -> u8 {
        let topo = self.board.topology();
        let me = &self.players[seat.index()];
        if me.roads == 0 {
            return 0;
        }
        let blocked = self.occupied & !me.buildings();
        let mut starts: NodeMask = 0;
        let mut seen: NodeMask = 0;
        for v in intersections_in(me.road_nodes) {
            if seen & v.bit() != 0 {
                continue;
            }
            // Flood this component of the network.
            let mut component = v.bit();
            let mut frontier = v.bit();
            while frontier != 0 {
                let mut next: NodeMask = 0;
                for w in intersections_in(frontier) {
                    if blocked & w.bit() != 0 && w != v {
                        continue; // a trail may end at a blocked vertex, not pass it
                    }
                    let mut out = topo.paths_at(w) & me.roads;
                    while out != 0 {
                        next |= topo.path_nodes_of(out.trailing_zeros() as usize);
                        out &= out - 1;
                    }
                }
                frontier = next & !component;
                component |= next;
            }
            seen |= component & !blocked;
            let mut any = false;
            for w in intersections_in(component) {
                let degree = (topo.paths_at(w) & me.roads).count_ones();
                if degree != 2 || blocked & w.bit() != 0 {
                    starts |= w.bit();
                    any = true;
                }
            }
            if !any {
                starts |= v.bit();
            }
        }
        let mut trails = Trails {
            topo,
            roads: me.roads,
            blocked: [false; super::geometry::MAX_INTERSECTIONS],
        };
        for v in intersections_in(blocked) {
            trails.blocked[v.index()] = true;
        }
        let mut best = 0;
        for v in intersections_in(starts) {
            best = best.max(trails.longest_from(v.index(), 0));
            if best as u32 == me.roads.count_ones() {
                break;
            }
        }
        best
    }

    pub(crate) fn update_longest_road(&mut self, ev: &mut Vec<Event>) {
        let lens: Vec<u8> = (0..self.n as usize)
            .map(|s| self.players[s].road_length)
            .collect();
        let max = *lens.iter().max().unwrap();
        let leaders: Vec<usize> = (0..lens.len()).filter(|&s| lens[s] == max).collect();
        let new = match self.longest_road {
            Some(h) if lens[h.index()] >= 5 && lens[h.index()] == max => Some(h),
            _ if max >= 5 && leaders.len() == 1 => Some(Seat(leaders[0] as u8)),
            _ => None,
        };
        if new != self.longest_road {
            self.longest_road = new;
            ev.push(Event::LongestRoad {
                seat: new,
                length: max,
            });
        }
    }
}

/// The longest-trail search over one player's roads.
struct Trails<'a> {
    topo: &'a Topology,
    roads: u128,
    /// Intersections with an opponent's building: a trail may end there, not pass.
    blocked: [bool; super::geometry::MAX_INTERSECTIONS],
}

impl Trails<'_> {
    /// Longest trail from intersection `v` using roads not yet in `used`.
    fn longest_from(&self, v: usize, used: u128) -> u8 {
        let mut best = 0;
        let mut out = self.topo.paths_at_index(v) & self.roads & !used;
        while out != 0 {
            let e = out.trailing_zeros() as usize;
            out &= out - 1;
            let (a, b) = self.topo.path_ends_of(e);
            let w = if a == v { b } else { a };
            let rest = if self.blocked[w] {
                0
            } else {
                self.longest_from(w, used | 1 << e)
            };
            best = best.max(1 + rest);
        }
        best
    }
}

/// "Ada", "Ada and Bea", "Ada, Bea and Cy".
pub fn join_names(names: &[String], conj: &str) -> String {
    match names {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} {conj} {last}", rest.join(", ")),
    }
}
