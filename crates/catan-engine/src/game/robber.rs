//! Rolling a 7 (docs/RULES.md §"Rolling a 7"): discarding half a large hand, moving the robber
//! (the friendly robber included) and stealing a card from a player on its new hex.

use super::*;

impl Game {
    pub(super) fn discard(
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
        self.victims_on(&self.stealable(seat), hex)
    }

    /// The buildings of each opponent of `seat` holding a card, by seat (none for the
    /// others): whom the robber can steal from, on every hex at once.
    pub(crate) fn stealable(&self, seat: Seat) -> [NodeMask; MAX_PLAYERS] {
        let mut held = [0; MAX_PLAYERS];
        for o in self.seats().filter(|&o| o != seat) {
            let p = &self.players[o.index()];
            if p.resources.total() > 0 {
                held[o.index()] = p.buildings();
            }
        }
        held
    }

    /// The seats of `stealable` with a building on `hex`.
    pub(crate) fn victims_on(&self, stealable: &[NodeMask; MAX_PLAYERS], hex: Hex) -> SeatSet {
        let corners = self.topology().corner_mask(hex);
        (0..self.n)
            .filter(|&o| stealable[o as usize] & corners != 0)
            .map(Seat)
            .collect()
    }

    pub(super) fn move_robber(
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
            return Err(RuleError::FriendlyRobber(o));
        }
        let candidates = self.steal_candidates(seat, to);
        let stolen = match steal_from {
            None if candidates.is_empty() => None,
            None => {
                return Err(RuleError::VictimRequired(candidates));
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
                        return Err(RuleError::NotAVictim { victim: v, hex: to });
                    }
                    return Err(RuleError::VictimHasNoCards(v));
                }
                let card = card.ok_or(RuleError::MissingStolenCard)?;
                if self.players[v.index()].resources[card] == 0 {
                    return Err(RuleError::StolenCardNotHeld { victim: v, card });
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
}
