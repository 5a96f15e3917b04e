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
            blocked: [false; crate::geometry::MAX_INTERSECTIONS],
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
    blocked: [bool; crate::geometry::MAX_INTERSECTIONS],
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
