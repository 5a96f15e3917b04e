//! Development cards and Largest Army (docs/RULES.md §"Development cards" and §"Largest Army"):
//! buying a card, and playing a knight, road building, year of plenty or monopoly.

use super::*;

impl Game {
    pub(super) fn buy_dev_card(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_main(seat)?;
        if self.dev_deck_left() == 0 {
            return Err(RuleError::DeckEmpty);
        }
        self.pay(seat, Purchase::DevelopmentCard, &cost::DEV_CARD)?;
        self.take_payment(seat, &cost::DEV_CARD);
        let card = self.deck[self.deck_pos as usize];
        self.deck_pos += 1;
        let in_special_build = self.phase == Phase::SpecialBuild;
        let p = &mut self.players[seat.index()];
        p.dev_cards[card] += 1;
        // A card bought in a Special Build Phase may be played on the buyer's next turn.
        if !in_special_build {
            p.bought_this_turn[card] += 1;
        }
        ev.push(Event::BoughtDevCard {
            seat,
            card: Some(card),
        });
        Ok(())
    }

    pub(super) fn play_card(
        &mut self,
        seat: Seat,
        action: Action,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let card = action.played_card().expect("a play action");
        if self.phase == Phase::Discard {
            return Err(self.waiting_for_discards());
        }
        self.expect_current(seat)?;
        match self.phase {
            Phase::Roll | Phase::Main => {}
            Phase::Setup => return Err(RuleError::NoCardsInSetup),
            Phase::MoveRobber => return Err(RuleError::MoveRobberFirst),
            Phase::RoadBuilding => return Err(RuleError::PlaceFreeRoadsFirst),
            Phase::SpecialBuild => return Err(RuleError::NoCardsInSpecialBuild),
            Phase::Discard | Phase::GameOver => unreachable!(),
        }
        let p = &self.players[seat.index()];
        if p.dev_cards[card] == 0 {
            return Err(RuleError::NoSuchCard(card));
        }
        if self.dev_played {
            return Err(RuleError::AlreadyPlayedCard);
        }
        if p.playable(card) == 0 {
            return Err(RuleError::CardBoughtThisTurn(card));
        }
        // Card-specific checks, before anything changes.
        match action {
            Action::PlayRoadBuilding if p.roads_left() == 0 || self.road_spots(seat) == 0 => {
                return Err(RuleError::NoRoadPossible);
            }
            Action::PlayYearOfPlenty { take } => {
                let mut want = ResourceCounts::ZERO;
                want[take[0]] += 1;
                want[take[1]] += 1;
                for (r, n) in want.nonzero() {
                    if self.bank[r] == 0 {
                        return Err(RuleError::BankLacks(r));
                    }
                    if self.bank[r] < n {
                        return Err(RuleError::BankShort {
                            resource: r,
                            has: self.bank[r],
                        });
                    }
                }
            }
            _ => {}
        }
        self.players[seat.index()].dev_cards[card] -= 1;
        self.players[seat.index()].played[card] += 1;
        self.dev_played = true;
        ev.push(Event::PlayedDevCard { seat, card });
        match action {
            Action::PlayKnight => {
                let p = &mut self.players[seat.index()];
                p.knights_played += 1;
                let k = p.knights_played;
                let holder_k = self
                    .largest_army
                    .map(|h| self.players[h.index()].knights_played);
                if k >= 3 && self.largest_army != Some(seat) && holder_k.is_none_or(|hk| k > hk) {
                    self.largest_army = Some(seat);
                    ev.push(Event::LargestArmy { seat, knights: k });
                }
                self.phase = Phase::MoveRobber;
            }
            Action::PlayRoadBuilding => {
                self.free_roads = self.players[seat.index()].roads_left().min(2);
                self.phase = Phase::RoadBuilding;
            }
            Action::PlayYearOfPlenty { take } => {
                let mut cards = ResourceCounts::ZERO;
                cards[take[0]] += 1;
                cards[take[1]] += 1;
                self.bank.sub(&cards);
                self.players[seat.index()].resources.add(&cards);
                ev.push(Event::TookFromBank { seat, cards });
            }
            Action::PlayMonopoly { resource } => {
                let mut taken = SeatCounts::default();
                let mut total = 0;
                for o in 0..self.n {
                    if o == seat.0 {
                        continue;
                    }
                    let k = std::mem::take(&mut self.players[o as usize].resources[resource]);
                    total += k;
                    taken.push((Seat(o), k));
                }
                self.players[seat.index()].resources[resource] += total;
                ev.push(Event::Monopolized {
                    seat,
                    resource,
                    taken,
                });
            }
            _ => unreachable!(),
        }
        Ok(())
    }
}
