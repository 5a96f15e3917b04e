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

use crate::engine::Action;
use crate::engine::Building;
use crate::engine::PlayerView;
use crate::engine::Seat;
use crate::engine::{bank_per_resource, Game, Offer, Phase, MAX_PLAYERS};
use crate::engine::{cost, Resource, ResourceCounts};
use crate::engine::{
    intersections_in, Hex, Intersection, NodeMask, Path, Topology, MAX_INTERSECTIONS,
};
use crate::engine::{Board, HarborKind};
use crate::engine::{DevCard, DevCounts};

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

/// The actions a Special Build Phase would list for `ctx.seat` with the hand it holds now
/// (as the engine lists them: ending it, then the builds it can pay for and place).
pub(crate) fn special_build_options(ctx: &Ctx) -> Vec<Action> {
    let hand = &ctx.hand;
    let mut out = vec![Action::EndTurn];
    if ctx.roads_left > 0 && hand.covers(&cost::ROAD) {
        // Roads leave my buildings, or my roads' ends that no one has built on.
        let mut frontier = ctx.mine;
        for i in intersections_in(ctx.my_nodes) {
            if ctx.owner[i.index()] == NOBODY {
                frontier |= i.bit();
            }
        }
        let mut spots = 0u128;
        for i in intersections_in(frontier) {
            spots |= ctx.topo.paths_at(i);
        }
        for at in ctx.topo.paths_in(spots & !ctx.all_roads) {
            out.push(Action::BuildRoad { at });
        }
    }
    if ctx.settlements_left > 0 && hand.covers(&cost::SETTLEMENT) {
        for at in intersections_in(ctx.my_sites()) {
            out.push(Action::BuildSettlement { at });
        }
    }
    if ctx.cities_left > 0 && hand.covers(&cost::CITY) {
        for at in intersections_in(ctx.mine & !ctx.cities) {
            out.push(Action::BuildCity { at });
        }
    }
    if ctx.dev_deck_left > 0 && hand.covers(&cost::DEV_CARD) {
        out.push(Action::BuyDevCard);
    }
    out
}

/// 5–6 players: whether a Special Build Phase after this turn is worth asking for: whether,
/// given one now with the hand it holds, it would build or buy something rather than end
/// it at once (the same choice it makes in the phase itself). While a request stands the
/// answer is asked again after each change, so a hand that was robbed, discarded or
/// spent withdraws it.
pub(crate) fn wants_special_build(ctx: &Ctx) -> bool {
    let options = special_build_options(ctx);
    if options.len() == 1 {
        return false;
    }
    let sbp = Ctx {
        phase: Phase::SpecialBuild,
        current: ctx.seat,
        offer: None,
        playable: DevCounts::default(),
        ..*ctx
    };
    main_choice(&sbp, &options, &sbp.production(sbp.seat)) != Action::EndTurn
}

/// Score of moving the robber to `to` and stealing from `victim`.
pub(crate) fn robber_score(ctx: &Ctx, to: Hex, victim: Option<Seat>) -> f32 {
    let t = ctx.board.tile(to);
    let pips = t.pips() as f32;
    let leader = ctx.leader();
    let mut v = 0.0;
    for c in ctx.topo.corners(to) {
        let o = ctx.owner[c.index()];
        if o == NOBODY {
            continue;
        }
        let k = if ctx.cities & c.bit() != 0 { 2.0 } else { 1.0 };
        if o == ctx.seat.0 {
            v -= 3.0 * k * pips + 5.0;
        } else {
            let vp = ctx.public_vp[o as usize] as f32;
            let lead = if Some(Seat(o)) == leader { 1.5 } else { 1.0 };
            v += k * pips * lead * (1.0 + vp / 5.0);
        }
    }
    if let Some(s) = victim {
        v += 0.4 * (ctx.cards[s.index()].min(8) as f32) + 0.3 * ctx.public_vp[s.index()] as f32;
    }
    v
}

/// Score of keeping `hand` after a discard.
pub(crate) fn discard_score(ctx: &Ctx, cards: &ResourceCounts) -> f32 {
    let mut h = ctx.hand;
    h.sub(cards);
    ctx.hand_value(&h)
}

/// Chooses among `legal` for `ctx.seat`. `legal` must be non-empty.
pub(crate) fn choose(ctx: &Ctx, legal: &[Action]) -> Action {
    debug_assert!(!legal.is_empty());
    if legal.len() == 1 {
        return legal[0];
    }
    match ctx.phase {
        Phase::Setup => {
            let prod = ctx.production(ctx.seat);
            if let Some((a, _)) = best_by(
                legal,
                |a| matches!(a, Action::PlaceSettlement { .. }),
                |a| match a {
                    Action::PlaceSettlement { at } => ctx.site_value(*at, &prod),
                    _ => 0.0,
                },
            ) {
                return a;
            }
            best_by(
                legal,
                |a| matches!(a, Action::PlaceRoad { .. }),
                |a| match a {
                    Action::PlaceRoad { at } => {
                        let s = ctx.setup_settlement;
                        let (x, y) = at.ends();
                        let w = if Some(x) == s { y } else { x };
                        ctx.road_target_value(w, s.unwrap_or(x), &prod)
                    }
                    _ => 0.0,
                },
            )
            .map(|x| x.0)
            .unwrap_or(legal[0])
        }
        Phase::Discard => best_by(
            legal,
            |a| matches!(a, Action::Discard { .. }),
            |a| match a {
                Action::Discard { cards } => discard_score(ctx, cards),
                _ => 0.0,
            },
        )
        .map(|x| x.0)
        .unwrap_or(legal[0]),
        Phase::MoveRobber => best_by(
            legal,
            |a| matches!(a, Action::MoveRobber { .. }),
            |a| match a {
                Action::MoveRobber { to, steal_from, .. } => robber_score(ctx, *to, *steal_from),
                _ => 0.0,
            },
        )
        .map(|x| x.0)
        .unwrap_or(legal[0]),
        Phase::RoadBuilding => {
            let prod = ctx.production(ctx.seat);
            best_by(
                legal,
                |a| matches!(a, Action::BuildRoad { .. }),
                |a| match a {
                    Action::BuildRoad { at } => ctx.road_value(*at, &prod),
                    _ => 0.0,
                },
            )
            .map(|x| x.0)
            .unwrap_or(legal[0])
        }
        Phase::Roll => {
            if legal.contains(&Action::PlayKnight) && robber_on_me(ctx) {
                return Action::PlayKnight;
            }
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Roll { .. }))
                .unwrap_or(legal[0])
        }
        Phase::SpecialBuild => {
            if ctx.current == ctx.seat {
                main_choice(ctx, legal, &ctx.production(ctx.seat))
            } else {
                legal[0]
            }
        }
        Phase::Main => {
            if ctx.current == ctx.seat {
                main_choice(ctx, legal, &ctx.production(ctx.seat))
            } else {
                // Answering an offer through `choose`: same rule as `respond`.
                let accept = legal.contains(&Action::AcceptTrade) && accepts_offer(ctx);
                if accept {
                    Action::AcceptTrade
                } else {
                    legal
                        .iter()
                        .copied()
                        .find(|a| *a == Action::DeclineTrade)
                        .unwrap_or(legal[0])
                }
            }
        }
        Phase::GameOver => legal[0],
    }
}

fn robber_on_me(ctx: &Ctx) -> bool {
    ctx.robber.is_some_and(|h| {
        ctx.topo
            .corners(h)
            .iter()
            .any(|c| ctx.owner[c.index()] == ctx.seat.0)
            && ctx.board.tile(h).pips() >= 3
    })
}

fn has(legal: &[Action], a: Action) -> bool {
    legal.contains(&a)
}

/// The hand after a trade giving `give` and getting `get`.
fn after(hand: &ResourceCounts, give: &ResourceCounts, get: &ResourceCounts) -> ResourceCounts {
    let mut h = *hand;
    h.sub(give);
    h.add(get);
    h
}

fn main_choice(ctx: &Ctx, legal: &[Action], prod: &[f32; 5]) -> Action {
    // An open offer of mine: confirm the best answer if it still helps, else withdraw.
    if let Some(offer) = &ctx.offer {
        let here = ctx.hand_value(&ctx.hand);
        let best = legal
            .iter()
            .filter_map(|a| match a {
                Action::ConfirmTrade { with } => offer
                    .terms_with(*with)
                    .map(|(gave, got)| (*a, ctx.hand_value(&after(&ctx.hand, &gave, &got)))),
                _ => None,
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((a, v)) = best {
            if v > here {
                return a;
            }
        }
        if has(legal, Action::CancelTrade) {
            return Action::CancelTrade;
        }
    }
    if let Some((a, _)) = best_by(
        legal,
        |a| matches!(a, Action::BuildCity { .. }),
        |a| match a {
            Action::BuildCity { at } => ctx.site_value(*at, &[1.0; 5]),
            _ => 0.0,
        },
    ) {
        return a;
    }
    if let Some((a, _)) = best_by(
        legal,
        |a| matches!(a, Action::BuildSettlement { .. }),
        |a| match a {
            Action::BuildSettlement { at } => ctx.site_value(*at, prod),
            _ => 0.0,
        },
    ) {
        return a;
    }
    let goal = ctx.goal();
    let need = goal.map(|g| g.1).unwrap_or(ResourceCounts::ZERO);
    let missing = ctx.hand.shortfall(&need);
    // Development cards.
    if has(legal, Action::PlayKnight) {
        let mine = ctx.knights[ctx.seat.index()] + 1;
        let holder = ctx
            .largest_army
            .map(|s| ctx.knights[s.index()])
            .unwrap_or(2);
        let takes_army = ctx.largest_army != Some(ctx.seat) && mine > holder;
        if robber_on_me(ctx) || takes_army {
            return Action::PlayKnight;
        }
    }
    if ctx.playable[DevCard::YearOfPlenty] > 0 && missing.total() > 0 {
        let mut want: Vec<Resource> = Vec::new();
        for (r, k) in missing.nonzero() {
            for _ in 0..k {
                want.push(r);
            }
        }
        let mut scarce = Resource::ALL;
        scarce.sort_by(|a, b| prod[a.index()].total_cmp(&prod[b.index()]));
        want.extend(scarce);
        let a = Action::PlayYearOfPlenty {
            take: [want[0], want[1]],
        };
        let b = Action::PlayYearOfPlenty {
            take: [want[1], want[0]],
        };
        for x in [a, b] {
            if has(legal, x) {
                return x;
            }
        }
    }
    if ctx.playable[DevCard::Monopoly] > 0 {
        let best = Resource::ALL
            .into_iter()
            .map(|r| {
                let out = (bank_per_resource(ctx.board.island()) as u32)
                    .saturating_sub(ctx.bank[r] as u32 + ctx.hand[r] as u32);
                let w = if need[r] > ctx.hand[r] { 1.5 } else { 1.0 };
                (r, out as f32 * w)
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((r, v)) = best {
            if v >= 4.5 && has(legal, Action::PlayMonopoly { resource: r }) {
                return Action::PlayMonopoly { resource: r };
            }
        }
    }
    if has(legal, Action::PlayRoadBuilding) && ctx.settlements_left > 0 && ctx.roads_left >= 2 {
        return Action::PlayRoadBuilding;
    }
    // Roads when a road is the goal, or when they cost nothing the goal needs.
    let road_goal = goal.map(|g| g.0) == Some(Goal::Road);
    let spare = || {
        ctx.hand.shortfall(&need).total()
            == after(&ctx.hand, &cost::ROAD, &ResourceCounts::ZERO)
                .shortfall(&need)
                .total()
    };
    if road_goal || (ctx.hand.covers(&cost::ROAD) && spare()) {
        let road = best_by(
            legal,
            |a| matches!(a, Action::BuildRoad { .. }),
            |a| match a {
                Action::BuildRoad { at } => ctx.road_value(*at, prod),
                _ => 0.0,
            },
        );
        if let Some((a, v)) = road {
            if (road_goal && v > 0.0) || (spare() && v > 2.0) {
                return a;
            }
        }
    }
    if has(legal, Action::BuyDevCard) {
        let g = goal.map(|g| g.0);
        let left = after(&ctx.hand, &cost::DEV_CARD, &ResourceCounts::ZERO);
        if g == Some(Goal::Dev) || left.shortfall(&need).total() == missing.total() {
            return Action::BuyDevCard;
        }
    }
    // A Special Build Phase allows no trade, and several rolls come before my turn: over
    // the discard limit, spend cards (a card, else a road toward something) rather than
    // lose half of them to a 7.
    if ctx.phase == Phase::SpecialBuild && ctx.hand.total() > ctx.discard_limit as u32 {
        if has(legal, Action::BuyDevCard) {
            return Action::BuyDevCard;
        }
        let road = best_by(
            legal,
            |a| matches!(a, Action::BuildRoad { .. }),
            |a| match a {
                Action::BuildRoad { at } => ctx.road_value(*at, prod),
                _ => 0.0,
            },
        );
        if let Some((a, v)) = road {
            if v > 0.0 {
                return a;
            }
        }
    }
    // Maritime trades toward the goal: give what the goal does not need.
    if missing.total() > 0 {
        let mut surplus = [0u8; 5];
        let mut trades_possible = 0;
        for r in Resource::ALL {
            surplus[r.index()] = ctx.hand[r].saturating_sub(need[r]);
            trades_possible += surplus[r.index()] / ctx.rates[r.index()];
        }
        let can_finish = trades_possible as u32 >= missing.total();
        let crowded = ctx.hand.total() > ctx.discard_limit as u32;
        if can_finish || crowded {
            let give = Resource::ALL
                .into_iter()
                .filter(|r| surplus[r.index()] >= ctx.rates[r.index()])
                .max_by_key(|r| {
                    (
                        surplus[r.index()] as i32 - ctx.rates[r.index()] as i32,
                        ctx.hand[*r],
                    )
                });
            let get = missing
                .nonzero()
                .map(|(r, _)| r)
                .min_by_key(|r| ctx.hand[*r]);
            if let (Some(g), Some(m)) = (give, get) {
                let a = Action::BankTrade {
                    give: ResourceCounts::one(g, ctx.rates[g.index()]),
                    get: ResourceCounts::one(m, 1),
                };
                if has(legal, a) {
                    return a;
                }
            }
        }
    }
    if has(legal, Action::EndTurn) {
        Action::EndTurn
    } else {
        legal[0]
    }
}

/// My answer to the open offer: AcceptTrade when `accepts_offer`, else DeclineTrade.
pub(crate) fn answer(ctx: &Ctx) -> Action {
    if accepts_offer(ctx) {
        Action::AcceptTrade
    } else {
        Action::DeclineTrade
    }
}

/// Would I take the open offer? Only if it brings me closer to a build and the offerer is
/// not close to winning.
pub(crate) fn accepts_offer(ctx: &Ctx) -> bool {
    let Some(offer) = &ctx.offer else {
        return false;
    };
    if !ctx.hand.covers(&offer.get) || !offer.to.contains(ctx.seat) {
        return false;
    }
    if ctx.public_vp[ctx.current.index()] + 2 >= ctx.points_to_win {
        return false;
    }
    // I give what they get, and get what they give.
    let mine = after(&ctx.hand, &offer.get, &offer.give);
    ctx.hand_value(&mine) > ctx.hand_value(&ctx.hand) + 0.4
}

/// A one-for-one offer toward my goal: a card my goal does not need for one it lacks.
pub(crate) fn proposal(ctx: &Ctx) -> Option<Action> {
    if ctx.phase != Phase::Main || ctx.current != ctx.seat || ctx.offer.is_some() {
        return None;
    }
    let (_, need) = ctx.goal()?;
    let missing = ctx.hand.shortfall(&need);
    if missing.total() == 0 || missing.total() > 2 {
        return None;
    }
    let get = missing.nonzero().map(|(r, _)| r).next()?;
    let give = Resource::ALL
        .into_iter()
        .filter(|&r| ctx.hand[r] > need[r] && r != get)
        .max_by_key(|&r| ctx.hand[r] - need[r])?;
    // Not if the bank does it as well.
    if ctx.hand[give] - need[give] >= ctx.rates[give.index()] {
        return None;
    }
    Some(Action::OfferTrade {
        give: ResourceCounts::one(give, 1),
        get: ResourceCounts::one(get, 1),
        to: None,
    })
}
