//! The Special Build Phase (docs/RULES.md §"Five and six players"): asking for one during
//! another player's turn, and withdrawing the request.

use super::*;

impl Game {
    fn special_build_allowed(&self, seat: Seat) -> Result<(), RuleError> {
        if self.n < 5 {
            return Err(RuleError::SpecialBuildNotInGame);
        }
        if self.options.build_phase == BuildPhase::Paired {
            return Err(RuleError::SpecialBuildPairedTurns);
        }
        if matches!(self.phase, Phase::Setup | Phase::SpecialBuild) {
            return Err(RuleError::SpecialBuildNotNow);
        }
        if seat == self.current {
            return Err(RuleError::SpecialBuildOwnTurn);
        }
        Ok(())
    }

    pub(super) fn ask_special_build(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.special_build_allowed(seat)?;
        if self.special_build_requests.contains(seat) {
            return Err(RuleError::SpecialBuildAlreadyAsked);
        }
        self.special_build_requests.insert(seat);
        ev.push(Event::SpecialBuildAsked { seat });
        Ok(())
    }

    pub(super) fn withdraw_special_build(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.special_build_allowed(seat)?;
        if !self.special_build_requests.contains(seat) {
            return Err(RuleError::SpecialBuildNotAsked);
        }
        self.special_build_requests.remove(seat);
        ev.push(Event::SpecialBuildWithdrawn { seat });
        Ok(())
    }
}
