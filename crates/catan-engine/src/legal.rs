//! `legal_actions`: every action a seat may take now (open-ended domestic offers and
//! counter-offers aside), and `complete`, which draws the random outcome an action leaves
//! open. Invariant (tested): each listed action, once completed, is accepted by `apply`,
//! and each accepted action (offers and counters aside) is listed. Maritime trades are listed
//! in canonical form — one kind given, one kind received, any number of units; a mixed trade
//! (e.g. 4 ore → 1 brick + 1 wool at a 2:1 ore harbor) equals a sequence of canonical ones and
//! is accepted too.

use super::action::Action;
use super::dev_card::DevCard;
use super::game::{Game, Phase};
use super::geometry::{hexes_in, intersections_in};
use super::resource::{cost, Resource, ResourceCounts};
use super::rng::GameRng;
use super::seat::Seat;

impl Game {
    /// Every legal action for `seat` right now, with random outcomes left open
    /// (`Roll { dice: None }`, `MoveRobber { card: None, .. }`): pass each through
    /// `complete` before `apply`.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// As `legal_actions`, appending to `out` (cleared first).
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if seat.0 >= self.n {
            return;
        }
        match self.phase {
            Phase::GameOver => {}
            Phase::Setup => {
                if seat != self.current {
                    return;
                }
                match self.setup_settlement {
                    None => {
                        for at in intersections_in(self.setup_spots()) {
                            out.push(Action::PlaceSettlement { at });
                        }
                    }
                    Some(s) => {
                        let topo = self.topology();
                        for at in topo.paths_in(topo.paths_at(s) & !self.all_roads) {
                            out.push(Action::PlaceRoad { at });
                        }
                    }
                }
            }
            Phase::Discard => {
                let owed = self.pending_discards[seat.index()];
                if owed > 0 {
                    let hand = self.players[seat.index()].resources;
                    let mut cur = ResourceCounts::ZERO;
                    discards(&hand, owed, 0, &mut cur, out);
                }
            }
            Phase::Roll => {
                if seat == self.current {
                    out.push(Action::Roll { dice: None });
                    self.card_plays(seat, out);
                }
            }
            Phase::MoveRobber => {
                if seat == self.current {
                    self.robber_moves(seat, out);
                }
            }
            Phase::RoadBuilding => {
                if seat == self.current {
                    for at in self.topology().paths_in(self.road_spots(seat)) {
                        out.push(Action::BuildRoad { at });
                    }
                }
            }
            Phase::SpecialBuild => {
                if seat == self.current {
                    out.push(Action::EndTurn);
                    self.build_actions(seat, out);
                }
            }
            Phase::Main => {
                if seat == self.current {
                    self.main_actions(seat, out);
                } else if let Some(offer) = &self.offer {
                    if offer.to.contains(seat) {
                        if self.players[seat.index()].resources.covers(&offer.get) {
                            out.push(Action::AcceptTrade);
                        }
                        out.push(Action::DeclineTrade);
                    }
                }
            }
        }
        // 5–6 players: during another player's turn, ask for (or withdraw) a Special Build.
        if self.n >= 5
            && seat != self.current
            && !matches!(
                self.phase,
                Phase::Setup | Phase::SpecialBuild | Phase::GameOver
            )
        {
            out.push(if self.special_build_requests.contains(seat) {
                Action::WithdrawSpecialBuild
            } else {
                Action::AskSpecialBuild
            });
        }
    }

    fn robber_moves(&self, seat: Seat, out: &mut Vec<Action>) {
        for to in hexes_in(self.robber_spots(seat)) {
            let victims = self.steal_candidates(seat, to);
            if victims.is_empty() {
                out.push(Action::MoveRobber {
                    to,
                    steal_from: None,
                    card: None,
                });
            } else {
                for v in victims.iter() {
                    out.push(Action::MoveRobber {
                        to,
                        steal_from: Some(v),
                        card: None,
                    });
                }
            }
        }
    }

    fn card_plays(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.dev_played {
            return;
        }
        let p = &self.players[seat.index()];
        if p.playable(DevCard::Knight) > 0 {
            out.push(Action::PlayKnight);
        }
        if p.playable(DevCard::RoadBuilding) > 0 && p.roads_left() > 0 && self.road_spots(seat) != 0
        {
            out.push(Action::PlayRoadBuilding);
        }
        if p.playable(DevCard::YearOfPlenty) > 0 {
            for (i, &a) in Resource::ALL.iter().enumerate() {
                for &b in &Resource::ALL[i..] {
                    let need = if a == b { 2 } else { 1 };
                    if self.bank[a] >= need && self.bank[b] >= 1 {
                        out.push(Action::PlayYearOfPlenty { take: [a, b] });
                    }
                }
            }
        }
        if p.playable(DevCard::Monopoly) > 0 {
            for resource in Resource::ALL {
                out.push(Action::PlayMonopoly { resource });
            }
        }
    }

    fn main_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.push(Action::EndTurn);
        self.build_actions(seat, out);
        self.trade_actions(seat, out);
    }

    /// Roads, settlements and cities `seat` can pay for, and buying a development card.
    fn build_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.players[seat.index()];
        let hand = p.resources;
        if p.roads_left() > 0 && hand.covers(&cost::ROAD) {
            for at in self.topology().paths_in(self.road_spots(seat)) {
                out.push(Action::BuildRoad { at });
            }
        }
        if p.settlements_left() > 0 && hand.covers(&cost::SETTLEMENT) {
            for at in intersections_in(self.settlement_spots(seat)) {
                out.push(Action::BuildSettlement { at });
            }
        }
        if p.cities_left() > 0 && hand.covers(&cost::CITY) {
            for at in intersections_in(p.settlements) {
                out.push(Action::BuildCity { at });
            }
        }
        if self.dev_deck_left() > 0 && hand.covers(&cost::DEV_CARD) {
            out.push(Action::BuyDevCard);
        }
    }

    /// Card plays, maritime trades, and the answers to the open offer.
    fn trade_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.players[seat.index()];
        let hand = p.resources;
        self.card_plays(seat, out);
        for r in Resource::ALL {
            let rate = p.trade_rate(r);
            let max_units = hand[r] / rate;
            if max_units == 0 {
                continue;
            }
            for s in Resource::ALL {
                if s == r {
                    continue;
                }
                for units in 1..=max_units.min(self.bank[s]) {
                    out.push(Action::BankTrade {
                        give: ResourceCounts::one(r, units * rate),
                        get: ResourceCounts::one(s, units),
                    });
                }
            }
        }
        if let Some(offer) = &self.offer {
            out.push(Action::CancelTrade);
            for with in self.seats() {
                if with == seat {
                    continue;
                }
                if let Some((gave, got)) = offer.terms_with(with) {
                    if hand.covers(&gave) && self.players[with.index()].resources.covers(&got) {
                        out.push(Action::ConfirmTrade { with });
                    }
                }
            }
        }
    }

    /// Fills in what `action` leaves to chance, drawing from `rng`: the dice of a roll and
    /// the card stolen by the robber. Other actions are returned unchanged.
    pub fn complete(&self, action: Action, rng: &mut GameRng) -> Action {
        let rng = std::cell::RefCell::new(rng);
        self.complete_with(
            action,
            || {
                let mut rng = rng.borrow_mut();
                [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1]
            },
            |total| rng.borrow_mut().below(total),
        )
    }

    /// `complete`, drawing from a `catan-fair/1` key (README, "Fair dice"): the roll of
    /// turn t is roll number t; a steal is number `3·turn + slot`, the slot 0 before the
    /// turn's roll, 1 after it with no development card played this turn, 2 after it with
    /// one played (a turn has at most one steal in each slot).
    pub fn complete_fair(&self, action: Action, key: &super::fair::Key) -> Action {
        let turn = u64::from(self.turn);
        self.complete_with(
            action,
            || match self.options.balanced_dice {
                true => key.balanced_roll(turn),
                false => key.roll(turn),
            },
            |total| key.steal(self.steal_index(), total),
        )
    }

    /// What `complete` and `complete_fair` share: the dice of a roll from `roll`, and the
    /// stolen card as card `steal(total)` of the victim's hand.
    fn complete_with(
        &self,
        action: Action,
        roll: impl FnOnce() -> [u8; 2],
        steal: impl FnOnce(u32) -> u32,
    ) -> Action {
        match action {
            Action::Roll { dice: None } => Action::Roll { dice: Some(roll()) },
            Action::MoveRobber {
                to,
                steal_from: Some(v),
                card: None,
            } if v.0 < self.n => {
                let hand = self.players[v.index()].resources;
                let total = hand.total();
                let card = (total > 0).then(|| nth_card(&hand, steal(total)));
                Action::MoveRobber {
                    to,
                    steal_from: Some(v),
                    card,
                }
            }
            a => a,
        }
    }

    /// The number of a steal made now in the `catan-fair/1` steal stream.
    pub fn steal_index(&self) -> u64 {
        let slot = match (self.has_rolled, self.dev_played) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => 2,
        };
        3 * u64::from(self.turn) + slot
    }
}

/// Card number `k` (0-based) of `hand` counted in the order brick, lumber, wool, grain, ore.
fn nth_card(hand: &ResourceCounts, mut k: u32) -> Resource {
    Resource::ALL
        .into_iter()
        .find(|&r| {
            if k < hand[r] as u32 {
                true
            } else {
                k -= hand[r] as u32;
                false
            }
        })
        .expect("k is below the hand's total")
}

/// Every way to discard exactly `left` more cards from `hand`, resources from `i` on.
fn discards(
    hand: &ResourceCounts,
    left: u8,
    i: usize,
    cur: &mut ResourceCounts,
    out: &mut Vec<Action>,
) {
    if i == 5 {
        if left == 0 {
            out.push(Action::Discard { cards: *cur });
        }
        return;
    }
    let rest: u32 = hand.0[i + 1..].iter().map(|&n| n as u32).sum();
    let min = (left as u32).saturating_sub(rest) as u8;
    for k in min..=hand.0[i].min(left) {
        cur.0[i] = k;
        discards(hand, left - k, i + 1, cur, out);
    }
    cur.0[i] = 0;
}
