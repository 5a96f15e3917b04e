//! Trade (docs/RULES.md §"Trade"): maritime trade with the bank at the player's rates, and
//! offers to other players with their answers, counters, confirmation and cancelling.

use super::*;

impl Game {
    fn expect_trade_phase(&self, seat: Seat) -> Result<(), RuleError> {
        if self.phase == Phase::SpecialBuild {
            return Err(RuleError::NoTradeInSpecialBuild);
        }
        self.expect_main(seat).map_err(|e| match e {
            RuleError::RollFirst => RuleError::TradeNotNow,
            e => e,
        })
    }

    /// Maritime trade: each resource given goes at the player's rate for it (4:1, 3:1 with a
    /// generic harbor, 2:1 with that resource's harbor); the units add up to the cards received,
    /// which may be of several kinds ("4 ore → any 2 other cards" at a 2:1 ore harbor).
    pub(super) fn bank_trade(
        &mut self,
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_trade_phase(seat)?;
        if give.is_empty() || get.is_empty() {
            return Err(RuleError::EmptyTradeSide);
        }
        if let Some(r) = Resource::ALL
            .into_iter()
            .find(|&r| give[r] > 0 && get[r] > 0)
        {
            return Err(RuleError::SameResourceBothSides(r));
        }
        let mut units = 0u32;
        for (r, n) in give.nonzero() {
            let rate = self.players[seat.index()].trade_rate(r);
            if n % rate != 0 {
                return Err(RuleError::BadBankRate { resource: r, rate });
            }
            units += (n / rate) as u32;
        }
        if units != get.total() {
            return Err(RuleError::BankTradeUnits {
                give,
                units,
                asked: get.total(),
            });
        }
        self.check_holds(seat, &give)?;
        for (s, n) in get.nonzero() {
            if self.bank[s] == 0 {
                return Err(RuleError::BankLacks(s));
            }
            if self.bank[s] < n {
                return Err(RuleError::BankShort {
                    resource: s,
                    has: self.bank[s],
                });
            }
        }
        self.take_payment(seat, &give);
        self.bank.sub(&get);
        self.players[seat.index()].resources.add(&get);
        ev.push(Event::BankTraded { seat, give, get });
        Ok(())
    }

    fn check_terms(
        &self,
        seat: Seat,
        give: &ResourceCounts,
        get: &ResourceCounts,
    ) -> Result<(), RuleError> {
        if give.is_empty() || get.is_empty() {
            return Err(RuleError::EmptyTradeSide);
        }
        if let Some(r) = Resource::ALL
            .into_iter()
            .find(|&r| give[r] > 0 && get[r] > 0)
        {
            return Err(RuleError::SameResourceBothSides(r));
        }
        self.check_holds(seat, give)
    }

    pub(super) fn offer_trade(
        &mut self,
        seat: Seat,
        give: ResourceCounts,
        get: ResourceCounts,
        to: Option<SeatSet>,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_trade_phase(seat)?;
        if self.settler_one.is_some() {
            return Err(RuleError::SettlerTwoTradesWithTheBank);
        }
        let others: SeatSet = self.seats().filter(|&s| s != seat).collect();
        let to = match to {
            None => others,
            Some(set) => {
                if let Some(s) = set.iter().find(|s| s.0 >= self.n) {
                    return Err(RuleError::NoSuchSeat(s.0));
                }
                if set.contains(seat) {
                    return Err(RuleError::TradeWithSelf);
                }
                if set.is_empty() {
                    return Err(RuleError::NobodyAddressed);
                }
                set
            }
        };
        self.check_terms(seat, &give, &get)?;
        self.offer = Some(Offer {
            give,
            get,
            to,
            responses: [None; MAX_PLAYERS],
        });
        ev.push(Event::TradeOffered {
            seat,
            give,
            get,
            to,
        });
        Ok(())
    }

    pub(super) fn respond(
        &mut self,
        seat: Seat,
        response: Response,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let offer = self.offer.as_ref().ok_or(RuleError::NoOpenOffer)?;
        if seat == self.current {
            return Err(RuleError::TradeWithSelf);
        }
        if self.phase != Phase::Main {
            return Err(RuleError::TradeNotNow);
        }
        if !offer.to.contains(seat) {
            return Err(RuleError::NotAddressed);
        }
        match response {
            Response::Accepted => self.check_holds(seat, &offer.get)?,
            Response::Declined => {}
            Response::Countered { give, get } => self.check_terms(seat, &give, &get)?,
        }
        self.offer.as_mut().unwrap().responses[seat.index()] = Some(response);
        ev.push(match response {
            Response::Accepted => Event::TradeAccepted { seat },
            Response::Declined => Event::TradeDeclined { seat },
            Response::Countered { give, get } => Event::TradeCountered { seat, give, get },
        });
        Ok(())
    }

    pub(super) fn confirm_trade(
        &mut self,
        seat: Seat,
        with: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotTheOfferer);
        }
        let offer = self.offer.ok_or(RuleError::NoOpenOffer)?;
        self.expect_trade_phase(seat)?;
        if with == seat {
            return Err(RuleError::TradeWithSelf);
        }
        if with.0 >= self.n {
            return Err(RuleError::NoSuchSeat(with.0));
        }
        let (gave, got) = offer
            .terms_with(with)
            .ok_or(RuleError::PartnerNotReady(with))?;
        self.check_holds(seat, &gave)?;
        if !self.players[with.index()].resources.covers(&got) {
            return Err(RuleError::PartnerLacks(with));
        }
        let (a, b) = (seat.index(), with.index());
        self.players[a].resources.sub(&gave);
        self.players[b].resources.add(&gave);
        self.players[b].resources.sub(&got);
        self.players[a].resources.add(&got);
        self.offer = None;
        ev.push(Event::Traded {
            offerer: seat,
            partner: with,
            gave,
            got,
        });
        Ok(())
    }

    pub(super) fn cancel_trade(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat != self.current {
            return Err(RuleError::NotTheOfferer);
        }
        if self.offer.is_none() {
            return Err(RuleError::NoOpenOffer);
        }
        self.offer = None;
        ev.push(Event::TradeCancelled { seat });
        Ok(())
    }
}
