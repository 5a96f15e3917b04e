//! Longest Road (docs/RULES.md §"Longest Road"): the longest trail through a player's roads,
//! broken by opponents' buildings, and who holds the card.

use super::*;

impl Game {
    /// The longest trail in `seat`'s roads, not passing through opponents' buildings.
    ///
    /// A longest trail can always be made to start at a vertex of degree other than 2 or at
    /// a blocked vertex (an interior degree-2 endpoint could be extended), except around a
    /// pure cycle; so the search starts only there, plus one vertex of each pure cycle.
    pub fn compute_road_length(&self, seat: Seat) -> u8 {
        self.longest_trail_through(seat, self.players[seat.index()].road_nodes)
    }

    /// `seat`'s road length once its new road `at` is down, from its length before: a trail
    /// that is longer now uses the new road, so only the network the road joins is searched
    /// (the others' trails were counted before).
    pub(crate) fn road_length_after(&self, seat: Seat, at: Path) -> u8 {
        let topo = self.board.topology();
        let me = &self.players[seat.index()];
        let (a, b) = at.ends();
        let before = me.road_length;
        let degree = |v: Intersection| (topo.paths_at(v) & me.roads).count_ones();
        // A road out to an end of its own (the usual new road): every trail through it ends
        // there, so the longest is the road and the longest trail on from where it leaves.
        let leaf = match (degree(a), degree(b)) {
            (_, 1) => Some(a),
            (1, _) => Some(b),
            _ => None,
        };
        let Some(from) = leaf else {
            return before.max(self.longest_trail_through(seat, a.bit() | b.bit()));
        };
        let blocked = self.occupied & !me.buildings();
        if blocked & from.bit() != 0 {
            return before.max(1);
        }
        let e = topo.path_index(at).expect("a path of the island");
        let trails = Trails::new(topo, me.roads, blocked);
        before.max(1 + trails.longest_from(from.index(), 1 << e))
    }

    /// The longest trail in the networks of `seat`'s roads that reach the intersections
    /// `from`, not passing through opponents' buildings.
    fn longest_trail_through(&self, seat: Seat, from: NodeMask) -> u8 {
        let topo = self.board.topology();
        let me = &self.players[seat.index()];
        if me.roads == 0 {
            return 0;
        }
        let blocked = self.occupied & !me.buildings();
        let mut starts: NodeMask = 0;
        let mut seen: NodeMask = 0;
        let mut edges: u128 = 0;
        for v in intersections_in(from & me.road_nodes) {
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
                edges |= topo.paths_at(w) & me.roads;
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
        let trails = Trails::new(topo, me.roads, blocked);
        // No trail is longer than the roads searched.
        let most = edges.count_ones();
        let mut best = 0;
        for v in intersections_in(starts) {
            best = best.max(trails.longest_from(v.index(), 0));
            if best as u32 == most {
                break;
            }
        }
        best
    }

    pub(crate) fn update_longest_road(&mut self, ev: &mut Vec<Event>) {
        let lens = |s: usize| self.players[s].road_length;
        let seats = 0..self.n as usize;
        let max = seats.clone().map(lens).max().unwrap_or(0);
        let mut leaders = seats.filter(|&s| lens(s) == max);
        let (first, second) = (leaders.next(), leaders.next());
        let new = match (self.longest_road, first, second) {
            (Some(h), _, _) if lens(h.index()) >= 5 && lens(h.index()) == max => Some(h),
            (_, Some(only), None) if max >= 5 => Some(Seat(only as u8)),
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
    blocked: [bool; crate::geometry::MAX_INTERSECTIONS],
}

impl<'a> Trails<'a> {
    fn new(topo: &'a Topology, roads: u128, blocked: NodeMask) -> Self {
        let mut trails = Trails {
            topo,
            roads,
            blocked: [false; crate::geometry::MAX_INTERSECTIONS],
        };
        for v in intersections_in(blocked) {
            trails.blocked[v.index()] = true;
        }
        trails
    }

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
