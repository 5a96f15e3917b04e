//! Ending a turn and winning (docs/RULES.md §"A turn" and §"Victory points and winning"): the
//! next player's turn, the Special Build Phases between turns or Settler 2's part of a
//! paired turn (§"Paired turns"), and the win check.

use super::*;

impl Game {
    pub(super) fn end_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if let Some(build) = self.special_build {
            ev.push(Event::SpecialBuildEnded { seat });
            self.next_special_build(build, ev);
            return Ok(());
        }
        if let Some(_o) = self.offer.take() {
            ev.push(Event::TradeCancelled { seat });
        }
        self.players[seat.index()].bought_this_turn = DevCounts::default();
        self.dev_played = false;
        if self.options.build_phase == BuildPhase::Paired {
            match self.settler_one.take() {
                // Settler 1's part is over: Settler 2 plays theirs, after the same roll.
                None => {
                    let two = self.settler_two_of(seat);
                    self.settler_one = Some(seat);
                    self.current = two;
                    ev.push(Event::SettlerTwoStarted {
                        seat: two,
                        settler_one: seat,
                    });
                }
                // Settler 2's part is over, and the turn with it.
                Some(one) => {
                    self.has_rolled = false;
                    ev.push(Event::TurnEnded { seat: one });
                    self.start_turn(Seat((one.0 + 1) % self.n), ev);
                }
            }
            return Ok(());
        }
        self.has_rolled = false;
        ev.push(Event::TurnEnded { seat });
        let requests = std::mem::take(&mut self.special_build_requests);
        if requests.is_empty() {
            self.start_turn(Seat((seat.0 + 1) % self.n), ev);
        } else {
            // Each player who asked, in seat order after the active player.
            let queue = (1..self.n)
                .map(|k| Seat((seat.0 + k) % self.n))
                .filter(|&s| requests.contains(s))
                .collect();
            self.next_special_build(SpecialBuild { owner: seat, queue }, ev);
        }
        Ok(())
    }

    /// Hands the Special Build Phase to the next seat of `build.queue`, or, when none is
    /// left, starts the turn after `build.owner`'s.
    fn next_special_build(&mut self, build: SpecialBuild, ev: &mut Vec<Event>) {
        let next = (1..self.n)
            .map(|k| Seat((build.owner.0 + k) % self.n))
            .find(|&s| build.queue.contains(s));
        match next {
            Some(s) => {
                let mut queue = build.queue;
                queue.remove(s);
                self.special_build = Some(SpecialBuild {
                    owner: build.owner,
                    queue,
                });
                self.current = s;
                self.phase = Phase::SpecialBuild;
                ev.push(Event::SpecialBuildStarted { seat: s });
            }
            None => {
                self.special_build = None;
                self.start_turn(Seat((build.owner.0 + 1) % self.n), ev);
            }
        }
    }

    fn start_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.current = seat;
        self.turn += 1;
        self.phase = Phase::Roll;
        ev.push(Event::TurnStarted {
            seat,
            turn: self.turn,
        });
    }

    pub(super) fn check_win(&mut self, ev: &mut Vec<Event>) {
        // Nobody wins during a Special Build Phase: a builder wins at the start of their turn.
        if matches!(
            self.phase,
            Phase::Setup | Phase::GameOver | Phase::SpecialBuild
        ) {
            return;
        }
        let vp = self.total_vp(self.current);
        if vp >= self.options.points_to_win {
            self.phase = Phase::GameOver;
            self.winner = Some(self.current);
            self.offer = None;
            self.pending_discards = [0; MAX_PLAYERS];
            self.special_build_requests = SeatSet::EMPTY;
            ev.push(Event::GameWon {
                seat: self.current,
                vp,
            });
        }
    }
}
