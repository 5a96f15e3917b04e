//! Views: what one seat (or the public) may know. `PublicView` holds only public facts
//! (docs/RULES.md §"Hidden information"); `PlayerView` adds exactly one seat's own hand. The
//! renderer, the bot's public messages and the AI see the game only through these.
//! `Summary` is the replay summary of docs/RECORD.md, built from the full state.

use super::board::{Board, HarborKind};
use super::dev_card::{DevCard, DevCounts};
use super::event::Building;
use super::game::{Game, Offer, Options, Phase, SpecialBuild};
use super::geometry::{intersections_in, Hex, Intersection, Path, Topology};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub seat: Seat,
    pub name: String,
    pub resource_cards: u32,
    pub dev_cards: u32,
    pub knights_played: u8,
    /// Development cards played so far, by kind.
    pub played: DevCounts,
    pub public_vp: u8,
    pub road_length: u8,
    pub settlements_left: u8,
    pub cities_left: u8,
    pub roads_left: u8,
    pub harbors: Vec<HarborKind>,
    /// Victory point cards, revealed once the game is over.
    pub revealed_vp_cards: Option<u8>,
    pub owes_discard: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    pub options: Options,
    pub board: Board,
    pub robber: Option<Hex>,
    pub phase: Phase,
    pub turn: u32,
    pub current: Seat,
    pub first_player: Seat,
    pub has_rolled: bool,
    pub last_roll: Option<[u8; 2]>,
    pub dev_card_played_this_turn: bool,
    pub free_roads_left: u8,
    pub setup_settlement: Option<Intersection>,
    pub bank: ResourceCounts,
    pub dev_deck_left: u8,
    pub longest_road: Option<Seat>,
    pub largest_army: Option<Seat>,
    pub winner: Option<Seat>,
    pub offer: Option<Offer>,
    /// 5–6 players: seats that asked for a Special Build Phase after this turn.
    #[serde(default)]
    pub special_build_requests: SeatSet,
    /// 5–6 players: the Special Build Phases under way (whose turn they follow, who is next).
    #[serde(default)]
    pub special_build: Option<SpecialBuild>,
    /// Paired turns: during Settler 2's part of a turn, Settler 1 (`Game::settler_two_part`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settler_one: Option<Seat>,
    pub buildings: Vec<(Intersection, Seat, Building)>,
    pub roads: Vec<(Path, Seat)>,
    pub players: Vec<PublicPlayer>,
}

/// One seat's view: the public view plus that seat's own cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub public: PublicView,
    pub resources: ResourceCounts,
    pub dev_cards: DevCounts,
    /// Cards of each kind that may be played right now.
    pub playable_now: DevCounts,
    /// Victory points including hidden VP cards.
    pub vp: u8,
    /// Maritime rate for giving each resource (4, 3 or 2).
    pub trade_rates: [u8; 5],
}

impl PublicView {
    pub fn player(&self, s: Seat) -> &PublicPlayer {
        &self.players[s.index()]
    }
    pub fn name(&self, s: Seat) -> &str {
        &self.players[s.index()].name
    }
    pub fn building_at(&self, i: Intersection) -> Option<(Seat, Building)> {
        self.buildings.iter().find(|b| b.0 == i).map(|b| (b.1, b.2))
    }
    /// The island's tables.
    pub fn topology(&self) -> &'static Topology {
        self.board.topology()
    }
    /// Whose turn it is (during a Special Build Phase, the seat whose turn it follows;
    /// during Settler 2's part of a paired turn, Settler 1).
    pub fn turn_owner(&self) -> Seat {
        self.special_build
            .map(|b| b.owner)
            .or(self.settler_one)
            .unwrap_or(self.current)
    }
}

impl Game {
    pub fn public_view(&self) -> PublicView {
        let topo = self.topology();
        let mut buildings = Vec::new();
        let mut roads = Vec::new();
        let players = self
            .seats()
            .map(|s| {
                let p = self.player(s);
                for i in intersections_in(p.settlements) {
                    buildings.push((i, s, Building::Settlement));
                }
                for i in intersections_in(p.cities) {
                    buildings.push((i, s, Building::City));
                }
                for r in topo.paths_in(p.roads) {
                    roads.push((r, s));
                }
                PublicPlayer {
                    seat: s,
                    name: self.name(s).to_string(),
                    resource_cards: p.resources.total(),
                    dev_cards: p.dev_cards.total(),
                    knights_played: p.knights_played,
                    played: p.played,
                    public_vp: self.public_vp(s),
                    road_length: p.road_length,
                    settlements_left: p.settlements_left(),
                    cities_left: p.cities_left(),
                    roads_left: p.roads_left(),
                    harbors: HarborKind::ALL
                        .into_iter()
                        .filter(|&h| p.has_harbor(h))
                        .collect(),
                    revealed_vp_cards: (self.phase() == Phase::GameOver)
                        .then(|| p.dev_cards[DevCard::VictoryPoint]),
                    owes_discard: self.pending_discard(s),
                }
            })
            .collect();
        buildings.sort_by_key(|b| b.0);
        roads.sort_by_key(|r| r.0);
        PublicView {
            options: *self.options(),
            board: *self.board(),
            robber: self.robber(),
            phase: self.phase(),
            turn: self.turn(),
            current: self.current(),
            first_player: self.first_player(),
            has_rolled: self.has_rolled(),
            last_roll: self.last_roll(),
            dev_card_played_this_turn: self.dev_card_played_this_turn(),
            free_roads_left: self.free_roads_left(),
            setup_settlement: self.setup_settlement(),
            bank: *self.bank(),
            dev_deck_left: self.dev_deck_left() as u8,
            longest_road: self.longest_road(),
            largest_army: self.largest_army(),
            winner: self.winner(),
            offer: self.offer().copied(),
            special_build_requests: self.special_build_requests(),
            special_build: self.special_build(),
            settler_one: self.settler_two_part(),
            buildings,
            roads,
            players,
        }
    }

    pub fn player_view(&self, seat: Seat) -> PlayerView {
        let p = self.player(seat);
        let can_play = seat == self.current()
            && !self.dev_card_played_this_turn()
            && matches!(self.phase(), Phase::Roll | Phase::Main);
        let mut playable_now = DevCounts::default();
        if can_play {
            for c in [
                DevCard::Knight,
                DevCard::RoadBuilding,
                DevCard::YearOfPlenty,
                DevCard::Monopoly,
            ] {
                playable_now[c] = p.playable(c);
            }
        }
        PlayerView {
            seat,
            public: self.public_view(),
            resources: p.resources,
            dev_cards: p.dev_cards,
            playable_now,
            vp: self.total_vp(seat),
            trade_rates: Resource::ALL.map(|r| p.trade_rate(r)),
        }
    }

    /// The replay summary of docs/RECORD.md.
    pub fn summary(&self) -> Summary {
        let topo = self.topology();
        Summary {
            phase: self.phase().name(),
            turn: self.turn(),
            current: self.current().0,
            winner: self.winner().map(|s| s.0),
            robber: self.robber(),
            bank: *self.bank(),
            dev_deck_left: self.dev_deck_left(),
            longest_road: self.longest_road().map(|s| s.0),
            largest_army: self.largest_army().map(|s| s.0),
            pending_discards: self
                .discarding_seats()
                .map(|s| (s.0.to_string(), self.pending_discard(s)))
                .collect(),
            players: self
                .seats()
                .map(|s| {
                    let p = self.player(s);
                    SummaryPlayer {
                        resources: p.resources,
                        dev_cards: p.dev_cards,
                        knights_played: p.knights_played,
                        vp: self.total_vp(s),
                        public_vp: self.public_vp(s),
                        settlements: intersections_in(p.settlements).collect(),
                        cities: intersections_in(p.cities).collect(),
                        roads: topo.paths_in(p.roads).collect(),
                        road_length: p.road_length,
                        harbors: HarborKind::ALL
                            .into_iter()
                            .filter(|&h| p.has_harbor(h))
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub phase: &'static str,
    pub turn: u32,
    pub current: u8,
    pub winner: Option<u8>,
    pub robber: Option<Hex>,
    pub bank: ResourceCounts,
    pub dev_deck_left: usize,
    pub longest_road: Option<u8>,
    pub largest_army: Option<u8>,
    pub pending_discards: BTreeMap<String, u8>,
    pub players: Vec<SummaryPlayer>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SummaryPlayer {
    pub resources: ResourceCounts,
    pub dev_cards: DevCounts,
    pub knights_played: u8,
    pub vp: u8,
    pub public_vp: u8,
    pub settlements: Vec<Intersection>,
    pub cities: Vec<Intersection>,
    pub roads: Vec<Path>,
    pub road_length: u8,
    pub harbors: Vec<HarborKind>,
}
