//! Building (docs/RULES.md §"Building"): the distance rule, what a road must touch, placing
//! pieces on the board (shared with set-up), and paying for roads, settlements and cities.

use super::*;

impl Game {
    /// Distance rule and occupancy for a settlement at `at`.
    pub(super) fn check_site(&self, at: Intersection) -> Result<(), RuleError> {
        if self.occupied & at.bit() != 0 {
            let (owner, what) = self.owner_at(at);
            return Err(RuleError::IntersectionOccupied { at, owner, what });
        }
        if let Some(n) = intersections_in(self.topology().neighbors(at) & self.occupied).next() {
            let (owner, what) = self.owner_at(n);
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
                let (owner, what) = self.owner_at(v);
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
            return Err(RuleError::PathOccupied { at: p, owner: o });
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

    pub(super) fn build_road(
        &mut self,
        seat: Seat,
        at: Path,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let free = self.phase == Phase::RoadBuilding;
        if free {
            self.expect_current(seat)?;
        } else {
            self.expect_main(seat)?;
        }
        if self.players[seat.index()].roads_left() == 0 {
            return Err(RuleError::NoPiecesLeft(Piece::Road));
        }
        self.check_road(seat, at)?;
        if !free {
            self.pay(seat, Purchase::Road, &cost::ROAD)?;
            self.take_payment(seat, &cost::ROAD);
        }
        self.put_road(seat, at);
        ev.push(Event::RoadPlaced { seat, at, free });
        let length = self.road_length_after(seat, at);
        debug_assert_eq!(
            length,
            self.compute_road_length(seat),
            "road length after {at}"
        );
        self.players[seat.index()].road_length = length;
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

    pub(super) fn build_settlement(
        &mut self,
        seat: Seat,
        at: Intersection,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if self.players[seat.index()].settlements_left() == 0 {
            return Err(RuleError::NoPiecesLeft(Piece::Settlement));
        }
        self.check_site(at)?;
        if self.players[seat.index()].road_nodes & at.bit() == 0 {
            return Err(RuleError::NotConnectedSettlement(at));
        }
        self.pay(seat, Purchase::Settlement, &cost::SETTLEMENT)?;
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

    pub(super) fn build_city(
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
            return Err(RuleError::NoPiecesLeft(Piece::City));
        }
        self.pay(seat, Purchase::City, &cost::CITY)?;
        self.take_payment(seat, &cost::CITY);
        let p = &mut self.players[seat.index()];
        p.settlements &= !at.bit();
        p.cities |= at.bit();
        ev.push(Event::CityBuilt { seat, at });
        Ok(())
    }
}
