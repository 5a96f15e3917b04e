//! Rolling the dice and production (docs/RULES.md §"A turn" and §"Production"): the roll, a 7
//! sending players to discard, and each number's hexes paying their buildings, bank
//! shortages included.

use super::*;

impl Game {
    pub(super) fn roll(
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
            let mut owed = SeatCounts::default();
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
        // The resources someone is owed (a bit per resource).
        let mut produced = 0u8;
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
            // The hex's corners with a building: a settlement earns 1, a city 2.
            let mut built = topo.corner_mask(h) & self.occupied;
            while built != 0 {
                let c = built.trailing_zeros() as usize;
                built &= built - 1;
                let o = self.owner[c] as usize;
                let city = (self.players[o].cities >> c) & 1 != 0;
                owed[o][r] += 1 + u8::from(city);
                produced |= 1 << r.index();
            }
        }
        if produced == 0 {
            return;
        }
        let n = self.n;
        let seats = &mut owed[..n as usize];
        let mut paid = false;
        for r in Resource::ALL {
            if produced & (1 << r.index()) == 0 {
                continue;
            }
            let want: u32 = seats.iter().map(|c| c[r] as u32).sum();
            if want > self.bank[r] as u32 {
                let claimants = seats.iter().filter(|c| c[r] > 0).count();
                if claimants > 1 {
                    for c in seats.iter_mut() {
                        c[r] = 0;
                    }
                    ev.push(Event::Shortage { resource: r });
                    continue;
                }
                for c in seats.iter_mut() {
                    if c[r] > 0 {
                        c[r] = self.bank[r];
                    }
                }
            }
            for (s, c) in seats.iter().enumerate() {
                if c[r] > 0 {
                    self.bank[r] -= c[r];
                    self.players[s].resources[r] += c[r];
                    paid = true;
                }
            }
        }
        if paid {
            ev.push(Event::Produced {
                gains: Gains::of_seats(n, owed),
            });
        }
    }
}
