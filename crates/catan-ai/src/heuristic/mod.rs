//! The heuristic player: fast rules of thumb over what one seat may know. It places by pips,
//! resource scarcity and diversity, builds city > settlement > development card > road
//! toward a good spot, robs the leader, discards what its next build does not need and
//! trades with the bank toward that build. With 5–6 players it asks for a Special Build
//! Phase when it would build in one, builds there by the same rules (no trade; over the
//! discard limit it spends rather than waits) and ends it when nothing is worth building.
//! Every answer is one of the legal actions given.
//!
//! All reasoning goes through [`Ctx`], a compact summary built either from a `PlayerView`
//! (real decisions: only that seat's knowledge) or from a `Game` seen by one seat (inside
//! the strong player's playouts, where the game is already a determinized sample).

mod choose;

use catan_engine::Action;
use catan_engine::Building;
use catan_engine::PlayerView;
use catan_engine::Seat;
use catan_engine::{cost, Resource, ResourceCounts};
use catan_engine::{
    intersections_in, Hex, Intersection, NodeMask, Path, Topology, MAX_INTERSECTIONS,
};
use catan_engine::{Board, HarborKind};
use catan_engine::{DevCard, DevCounts};
use catan_engine::{Game, Offer, Phase, MAX_PLAYERS};
pub(crate) use choose::{
    accepts_offer, answer, choose, discard_score, proposal, robber_score, wants_special_build,
};

const NOBODY: u8 = u8::MAX;

/// What the heuristic knows about the table, from one seat's point of view.
pub(crate) struct Ctx<'a> {
    pub seat: Seat,
    pub n: usize,
    pub board: &'a Board,
    pub topo: &'static Topology,
    pub points_to_win: u8,
    pub discard_limit: u8,
    pub phase: Phase,
    pub current: Seat,
    pub robber: Option<Hex>,
    pub bank: ResourceCounts,
    pub hand: ResourceCounts,
    pub playable: DevCounts,
    pub rates: [u8; 5],
    /// Owner seat of the building on each intersection (255: none).
    pub owner: [u8; MAX_INTERSECTIONS],
    pub cities: NodeMask,
    /// Occupied intersections and their neighbours (no settlement may go there).
    pub near: NodeMask,
    pub all_roads: u128,
    pub my_roads: u128,
    /// Intersections touched by my roads.
    pub my_nodes: NodeMask,
    pub mine: NodeMask,
    pub public_vp: [u8; MAX_PLAYERS],
    pub cards: [u32; MAX_PLAYERS],
    pub settlements_left: u8,
    pub cities_left: u8,
    pub roads_left: u8,
    pub knights: [u8; MAX_PLAYERS],
    pub largest_army: Option<Seat>,
    pub dev_deck_left: u8,
    pub setup_settlement: Option<Intersection>,
    pub offer: Option<Offer>,
    /// Whether the seat to move may put an offer to the table (not as Settler 2 of a
    /// paired turn, who trades with the bank only).
    pub may_offer: bool,
    /// Resource weights: scarcer resources on this board weigh more.
    pub weight: [f32; 5],
}

pub(crate) fn scarcity_weights(board: &Board) -> [f32; 5] {
    let mut total = [0f32; 5];
    for h in board.topology().hexes() {
        let t = board.tile(h);
        if let Some(r) = t.terrain.resource() {
            total[r.index()] += t.pips() as f32;
        }
    }
    let mean = total.iter().sum::<f32>() / 5.0;
    total.map(|p| (mean / p.max(1.0)).clamp(0.75, 1.5))
}

impl<'a> Ctx<'a> {
    /// The summary a seat builds from its own view (the only input of a real decision).
    pub(crate) fn from_view(view: &'a PlayerView) -> Ctx<'a> {
        let p = &view.public;
        let seat = view.seat;
        let topo = p.board.topology();
        let mut owner = [NOBODY; MAX_INTERSECTIONS];
        let (mut cities, mut near, mut mine): (NodeMask, NodeMask, NodeMask) = (0, 0, 0);
        for &(i, s, b) in &p.buildings {
            owner[i.index()] = s.0;
            near |= i.bit() | topo.neighbors(i);
            if b == Building::City {
                cities |= i.bit();
            }
            if s == seat {
                mine |= i.bit();
            }
        }
        let (mut all_roads, mut my_roads, mut my_nodes): (u128, u128, NodeMask) = (0, 0, 0);
        for &(path, s) in &p.roads {
            all_roads |= topo.path_bit(path);
            if s == seat {
                my_roads |= topo.path_bit(path);
                let (a, b) = path.ends();
                my_nodes |= a.bit() | b.bit();
            }
        }
        let mut public_vp = [0u8; MAX_PLAYERS];
        let mut cards = [0u32; MAX_PLAYERS];
        let mut knights = [0u8; MAX_PLAYERS];
        for pl in &p.players {
            public_vp[pl.seat.index()] = pl.public_vp;
            cards[pl.seat.index()] = pl.resource_cards;
            knights[pl.seat.index()] = pl.knights_played;
        }
        let me = p.player(seat);
        Ctx {
            seat,
            n: p.players.len(),
            board: &p.board,
            topo,
            points_to_win: p.options.points_to_win,
            discard_limit: p.options.discard_limit,
            phase: p.phase,
            current: p.current,
            robber: p.robber,
            bank: p.bank,
            hand: view.resources,
            playable: view.playable_now,
            rates: view.trade_rates,
            owner,
            cities,
            near,
            all_roads,
            my_roads,
            my_nodes,
            mine,
            public_vp,
            cards,
            settlements_left: me.settlements_left,
            cities_left: me.cities_left,
            roads_left: me.roads_left,
            knights,
            largest_army: p.largest_army,
            dev_deck_left: p.dev_deck_left,
            setup_settlement: p.setup_settlement,
            offer: p.offer,
            may_offer: p.settler_one.is_none(),
            weight: scarcity_weights(&p.board),
        }
    }

    /// The same summary read off a game for `seat`. Only for games that are already a
    /// sample of what `seat` may know (the strong player's determinized playouts): it reads
    /// nothing of other seats beyond their public counts.
    pub(crate) fn from_game(game: &'a Game, seat: Seat, weight: [f32; 5]) -> Ctx<'a> {
        let me = game.player(seat);
        let mut owner = [NOBODY; MAX_INTERSECTIONS];
        let mut cities: NodeMask = 0;
        let mut public_vp = [0u8; MAX_PLAYERS];
        let mut cards = [0u32; MAX_PLAYERS];
        let mut knights = [0u8; MAX_PLAYERS];
        for s in game.seats() {
            let p = game.player(s);
            for i in intersections_in(p.settlements | p.cities) {
                owner[i.index()] = s.0;
            }
            cities |= p.cities;
            public_vp[s.index()] = game.public_vp(s);
            cards[s.index()] = p.resources.total();
            knights[s.index()] = p.knights_played;
        }
        let can_play = seat == game.current()
            && !game.dev_card_played_this_turn()
            && matches!(game.phase(), Phase::Roll | Phase::Main);
        let mut playable = DevCounts::default();
        if can_play {
            for c in DevCard::ALL {
                if c != DevCard::VictoryPoint {
                    playable[c] = me.playable(c);
                }
            }
        }
        Ctx {
            seat,
            n: game.players_count(),
            board: game.board(),
            topo: game.topology(),
            points_to_win: game.options().points_to_win,
            discard_limit: game.options().discard_limit,
            phase: game.phase(),
            current: game.current(),
            robber: game.robber(),
            bank: *game.bank(),
            hand: me.resources,
            playable,
            rates: Resource::ALL.map(|r| me.trade_rate(r)),
            owner,
            cities,
            near: game.near_buildings(),
            all_roads: game.all_roads(),
            my_roads: me.roads,
            my_nodes: me.road_nodes,
            mine: me.settlements | me.cities,
            public_vp,
            cards,
            settlements_left: me.settlements_left(),
            cities_left: me.cities_left(),
            roads_left: me.roads_left(),
            knights,
            largest_army: game.largest_army(),
            dev_deck_left: game.dev_deck_left() as u8,
            setup_settlement: game.setup_settlement(),
            offer: game.offer().copied(),
            may_offer: game.settler_two_part().is_none(),
            weight,
        }
    }

    fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.n as u8).map(Seat)
    }

    /// The opponent with the most public victory points (ties: most cards).
    pub(crate) fn leader(&self) -> Option<Seat> {
        self.seats()
            .filter(|&s| s != self.seat)
            .max_by_key(|s| (self.public_vp[s.index()], self.cards[s.index()]))
    }

    /// Expected production of `seat` in pips per resource (robbed hex excluded).
    pub(crate) fn production(&self, seat: Seat) -> [f32; 5] {
        let buildings = if seat == self.seat {
            self.mine
        } else {
            self.topo
                .intersections()
                .filter(|i| self.owner[i.index()] == seat.0)
                .fold(0, |m, i| m | i.bit())
        };
        let mut prod = [0f32; 5];
        for c in intersections_in(buildings) {
            let k = if self.cities & c.bit() != 0 { 2.0 } else { 1.0 };
            for h in self.topo.hexes_at(c) {
                if Some(h) == self.robber {
                    continue;
                }
                let t = self.board.tile(h);
                if let Some(r) = t.terrain.resource() {
                    prod[r.index()] += k * t.pips() as f32;
                }
            }
        }
        prod
    }

    /// How good a settlement at `i` would be for me, given my production `prod`.
    pub(crate) fn site_value(&self, i: Intersection, prod: &[f32; 5]) -> f32 {
        let mut v = 0.0;
        let mut new_kinds = 0;
        let mut gives = [0f32; 5];
        for h in self.topo.hexes_at(i) {
            let t = self.board.tile(h);
            if let Some(r) = t.terrain.resource() {
                let mut p = t.pips() as f32;
                if Some(h) == self.robber {
                    p *= 0.5;
                }
                gives[r.index()] += p;
                v += p * self.weight[r.index()];
            }
        }
        for r in 0..5 {
            if gives[r] > 0.0 && prod[r] == 0.0 {
                new_kinds += 1;
            }
        }
        v += 1.5 * new_kinds as f32;
        if let Some(h) = self.board.harbor_at(i) {
            v += match h {
                HarborKind::Generic => 1.0,
                HarborKind::Special(r) => 0.25 * (prod[r.index()] + gives[r.index()]),
            };
        }
        v
    }

    /// Is `i` free for a settlement (distance rule)?
    fn site_free(&self, i: Intersection) -> bool {
        self.near & i.bit() == 0
    }

    /// Can a road of mine continue through `i` (not an opponent's building)?
    fn passable(&self, i: Intersection) -> bool {
        let o = self.owner[i.index()];
        o == NOBODY || o == self.seat.0
    }

    /// Value of extending onto the far end `w` of a new road: a free site there, or one
    /// more road away.
    fn road_target_value(&self, w: Intersection, from: Intersection, prod: &[f32; 5]) -> f32 {
        let mut best = 0.0f32;
        if self.site_free(w) {
            best = self.site_value(w, prod);
        }
        if self.passable(w) {
            for x in intersections_in(self.topo.neighbors(w)) {
                if x == from {
                    continue;
                }
                let bit = self
                    .topo
                    .path_bit(Path::new(w, x).expect("neighbours differ"));
                if self.all_roads & bit != 0 && self.my_roads & bit == 0 {
                    continue;
                }
                if self.site_free(x) {
                    best = best.max(0.6 * self.site_value(x, prod));
                }
            }
        }
        best
    }

    /// Score of building the road `p` now.
    pub(crate) fn road_value(&self, p: Path, prod: &[f32; 5]) -> f32 {
        let (a, b) = p.ends();
        let (from, w) = if self.my_nodes & b.bit() != 0 || self.mine & b.bit() != 0 {
            (b, a)
        } else {
            (a, b)
        };
        let fresh = self.my_nodes & w.bit() == 0 && self.mine & w.bit() == 0;
        let mut v = if fresh {
            self.road_target_value(w, from, prod)
        } else {
            0.0
        };
        // A little for length (Longest Road) when extending outward.
        if fresh {
            v += 0.5;
        }
        v
    }

    /// Settlement sites I can reach now (my network, distance rule).
    pub(crate) fn my_sites(&self) -> NodeMask {
        self.my_nodes & !self.near
    }

    /// The builds to aim at next, each with its cost and how attractive it is.
    pub(crate) fn goals(&self) -> impl Iterator<Item = (Goal, ResourceCounts, f32)> {
        let my_settlements = self.mine & !self.cities;
        let city =
            (self.cities_left > 0 && my_settlements != 0).then_some((Goal::City, cost::CITY, 10.5));
        let spread = if self.settlements_left > 0 {
            if self.my_sites() != 0 {
                Some((Goal::Settlement, cost::SETTLEMENT, 10.8))
            } else if self.roads_left > 0 {
                Some((Goal::Road, cost::ROAD, 8.0))
            } else {
                None
            }
        } else if self.roads_left > 0 && my_settlements == 0 && self.cities_left == 0 {
            Some((Goal::Road, cost::ROAD, 4.0))
        } else {
            None
        };
        let dev = (self.dev_deck_left > 0).then_some((Goal::Dev, cost::DEV_CARD, 6.5));
        [city, spread, dev].into_iter().flatten()
    }

    /// How good a hand is for my next builds: the best goal's appeal minus what is missing.
    pub(crate) fn hand_value(&self, hand: &ResourceCounts) -> f32 {
        let mut best = f32::MIN;
        for (_, c, prio) in self.goals() {
            let missing = hand.shortfall(&c).total() as f32;
            best = best.max(prio - 2.5 * missing);
        }
        if best == f32::MIN {
            best = 0.0;
        }
        let total = hand.total();
        let kinds = hand.0.iter().filter(|&&k| k > 0).count() as f32;
        let over = total.saturating_sub(self.discard_limit as u32) as f32;
        best + 0.08 * total.min(self.discard_limit as u32) as f32 + 0.15 * kinds - 0.3 * over
    }

    /// The goal to work toward now.
    pub(crate) fn goal(&self) -> Option<(Goal, ResourceCounts)> {
        self.goals()
            .map(|(g, c, prio)| (g, c, prio - 2.5 * self.hand.shortfall(&c).total() as f32))
            .max_by(|a, b| a.2.total_cmp(&b.2))
            .map(|(g, c, _)| (g, c))
    }
}

/// What the heuristic saves up for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Goal {
    City,
    Settlement,
    Road,
    Dev,
}

fn best_by<F: Fn(&Action) -> f32>(
    legal: &[Action],
    keep: impl Fn(&Action) -> bool,
    score: F,
) -> Option<(Action, f32)> {
    legal
        .iter()
        .filter(|a| keep(a))
        .map(|a| (*a, score(a)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}
