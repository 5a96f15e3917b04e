//! Undo (a house rule, `Options::undo_limit`): the player who moved may take back their own
//! builds and bank trades, latest first, back to the last moment that revealed or drew
//! anything. Each undoable action leaves an `UndoPoint` with what it changed; any other
//! action of theirs (a roll, a card bought or played, a steal, a discard, an offer or a trade
//! with a player, the end of the turn) forgets them all. Answers to their offer and Special
//! Build requests of the others touch nothing an undo puts back, and keep them.

use super::*;

/// What an undoable action changed, as it was before it: the mover's own state, everyone's
/// road length (a settlement can cut another's road), the bank and Longest Road. The board's
/// piece (a road or a settlement) is taken off by the action itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct UndoPoint {
    seat: Seat,
    action: Action,
    player: PlayerState,
    road_lengths: [u8; MAX_PLAYERS],
    bank: ResourceCounts,
    longest_road: Option<Seat>,
}

/// What `Action::Undo` would take back now, as everyone may see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Undoable {
    /// The only seat that may undo.
    pub seat: Seat,
    /// The action it takes back.
    pub action: Action,
    /// Undos that seat has left (this one included).
    pub left: u8,
}

pub(super) fn none_used(used: &[u8; MAX_PLAYERS]) -> bool {
    used.iter().all(|&n| n == 0)
}

impl Game {
    /// Undos `seat` has left this game.
    pub fn undos_left(&self, seat: Seat) -> u8 {
        self.options
            .undo_limit
            .saturating_sub(self.undos_used[seat.index()])
    }

    /// What `Action::Undo` would take back now, and for whom.
    pub fn undoable(&self) -> Option<Undoable> {
        let top = self.undo.last()?;
        Some(Undoable {
            seat: top.seat,
            action: top.action,
            left: self.undos_left(top.seat),
        })
    }

    /// The point an undo of `action` would return to, if `seat` may still take it back.
    pub(super) fn undo_point(&self, seat: Seat, action: &Action) -> Option<UndoPoint> {
        // A free road of Road Building is not paid for: the card was played, and stays so.
        if !action.undoable() || self.phase == Phase::RoadBuilding || self.undos_left(seat) == 0 {
            return None;
        }
        Some(UndoPoint {
            seat,
            action: *action,
            player: self.players[seat.index()].clone(),
            road_lengths: std::array::from_fn(|s| self.players[s].road_length),
            bank: self.bank,
            longest_road: self.longest_road,
        })
    }

    /// Keeps `point` after its action was accepted, or forgets every point when the
    /// accepted `action` revealed or drew something.
    pub(super) fn after_for_undo(&mut self, seat: Seat, action: &Action, point: Option<UndoPoint>) {
        if self.phase == Phase::GameOver {
            self.undo.clear();
            return;
        }
        match point {
            Some(point) => {
                if self.undo.last().is_some_and(|p| p.seat != seat) {
                    self.undo.clear();
                }
                self.undo.push(point);
                // Never more than the player may still take back.
                let room = self.undos_left(seat) as usize;
                let over = self.undo.len().saturating_sub(room);
                self.undo.drain(..over);
            }
            None if *action == Action::Undo => {}
            None if self.keeps_undo(seat, action) => {}
            None => self.undo.clear(),
        }
    }

    /// Whether another seat's `action` leaves the mover's undos alone: it changes nothing
    /// an undo puts back.
    fn keeps_undo(&self, seat: Seat, action: &Action) -> bool {
        let mover = self.undo.last().map(|p| p.seat);
        mover.is_some_and(|m| m != seat)
            && matches!(
                action,
                Action::AcceptTrade
                    | Action::DeclineTrade
                    | Action::CounterTrade { .. }
                    | Action::AskSpecialBuild
                    | Action::WithdrawSpecialBuild
            )
    }

    /// `Action::Undo`: takes back `seat`'s latest build or bank trade.
    pub(super) fn undo(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Result<(), RuleError> {
        let limit = self.options.undo_limit;
        if limit == 0 {
            return Err(RuleError::UndoOff);
        }
        if self.undos_left(seat) == 0 {
            return Err(RuleError::UndoLimit(limit));
        }
        if self.undo.last().is_none_or(|p| p.seat != seat) {
            return Err(RuleError::NothingToUndo);
        }
        let point = self.undo.pop().expect("checked above");
        let topo = self.topology();
        match point.action {
            Action::BuildSettlement { at } => {
                self.owner[at.index()] = NOBODY;
                self.occupied &= !at.bit();
                self.near = intersections_in(self.occupied)
                    .fold(0, |near, i| near | i.bit() | topo.neighbors(i));
            }
            Action::BuildRoad { at } => {
                let idx = topo.path_index(at).expect("a road that was built");
                self.road_owner[idx] = NOBODY;
                self.all_roads &= !(1 << idx);
            }
            _ => {}
        }
        self.players[seat.index()] = point.player;
        for (p, len) in self.players.iter_mut().zip(point.road_lengths) {
            p.road_length = len;
        }
        self.bank = point.bank;
        self.undos_used[seat.index()] += 1;
        ev.push(Event::Undone {
            seat,
            action: point.action,
            left: self.undos_left(seat),
        });
        if self.longest_road != point.longest_road {
            self.longest_road = point.longest_road;
            let length = self.players[..self.n as usize]
                .iter()
                .map(|p| p.road_length)
                .max()
                .unwrap_or(0);
            ev.push(Event::LongestRoad {
                seat: point.longest_road,
                length,
            });
        }
        Ok(())
    }
}
