//! The set-up phase (docs/RULES.md §"Set-up phase (snake draft)"): the snake order of the two
//! free placements, the settlement and road each seat places, and the starting resources
//! of the second settlement.

use super::*;

impl Game {
    /// The seat that places during set-up step `k` (snake order).
    fn setup_seat(&self, k: u8) -> Seat {
        let n = self.n;
        let off = if k < n { k } else { 2 * n - 1 - k };
        Seat((self.first_player.0 + off) % n)
    }

    /// Intersections free for a set-up settlement.
    pub fn setup_spots(&self) -> NodeMask {
        !self.near & self.topology().all_intersections()
    }

    pub(super) fn place_settlement(
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

    pub(super) fn place_road(
        &mut self,
        seat: Seat,
        at: Path,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Setup {
            return Err(RuleError::NotSetup);
        }
        self.expect_current(seat)?;
        let Some(s) = self.setup_settlement else {
            return Err(RuleError::PlaceSettlementFirst);
        };
        if let Some(o) = self.road_at(at) {
            return Err(RuleError::PathOccupied { at, owner: o });
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
}
