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
}
