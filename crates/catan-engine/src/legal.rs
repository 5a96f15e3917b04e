//! `legal_actions`: every action a seat may take now (open-ended domestic offers and
//! counter-offers aside), and `complete`, which draws the random outcome an action leaves
//! open. Invariant (tested): each listed action, once completed, is accepted by `apply`,
//! and each accepted action (offers and counters aside) is listed. Maritime trades are listed
//! in canonical form — one kind given, one kind received, any number of units; a mixed trade
//! (e.g. 4 ore → 1 brick + 1 wool at a 2:1 ore harbor) equals a sequence of canonical ones and
//! is accepted too.

use super::action::Action;
use super::dev_card::DevCard;
use super::game::{BuildPhase, Game, Phase};
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
        // 5–6 players: during another player's turn, ask for (or withdraw) a Special Build
        // (not with paired turns: Settler 2 builds instead).
        if self.n >= 5
            && self.options.build_phase == BuildPhase::SpecialBuild
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
        // Whom `steal_candidates` names, for every hex from one look at the hands.
        let stealable = self.stealable(seat);
        for to in hexes_in(self.robber_spots(seat)) {
            let victims = self.victims_on(&stealable, to);
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

    /// Roads, settlements and cities `seat` can pay for, and buying a development card (the
    /// hand asked first: counting the pieces left is the dearer question).
    fn build_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.players[seat.index()];
        let hand = p.resources;
        if hand.covers(&cost::ROAD) && p.roads_left() > 0 {
            for at in self.topology().paths_in(self.road_spots(seat)) {
                out.push(Action::BuildRoad { at });
            }
        }
        if hand.covers(&cost::SETTLEMENT) && p.settlements_left() > 0 {
            for at in intersections_in(self.settlement_spots(seat)) {
                out.push(Action::BuildSettlement { at });
            }
        }
        if hand.covers(&cost::CITY) && p.cities_left() > 0 {
            for at in intersections_in(p.settlements) {
                out.push(Action::BuildCity { at });
            }
        }
        if hand.covers(&cost::DEV_CARD) && self.dev_deck_left() > 0 {
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
            if hand[r] < rate {
                continue;
            }
            // (A rate is 2, 3 or 4: divisions by constants, cheaper than by a variable.)
            let max_units = match rate {
                2 => hand[r] / 2,
                3 => hand[r] / 3,
                _ => hand[r] / 4,
            };
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
        // Most actions leave nothing open, and a roll draws its two dice (first die first).
        match action {
            Action::Roll { dice: None } => {
                let first = rng.below(6) as u8 + 1;
                let dice = [first, rng.below(6) as u8 + 1];
                return Action::Roll { dice: Some(dice) };
            }
            Action::MoveRobber { card: None, .. } => {}
            a => return a,
        }
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
            || match (self.options.balanced_dice, self.options.balanced_sevens) {
                (true, true) => key.seven_balanced_roll(turn, self.n),
                (true, false) => key.balanced_roll(turn),
                (false, _) => key.roll(turn),
            },
            |total| match self.settler_one {
                // Settler 2's part holds at most one steal (a Knight): its own stream.
                Some(_) => key.settler_two_steal(turn, total),
                None => key.steal(self.steal_index(), total),
            },
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

/// The most cards a hand can hold: the whole bank (19 of each resource).
const MOST_CARDS: usize = 95;

/// `ways[i][l]`: how many ways there are to discard `l` cards from `hand`'s resources `i`
/// on (`ways[5]` is the empty choice), each row from the next by prefix sums.
fn discard_ways(hand: &ResourceCounts, owed: u8) -> [[u32; MOST_CARDS + 1]; 6] {
    let owed = (owed as usize).min(MOST_CARDS);
    let mut ways = [[0u32; MOST_CARDS + 1]; 6];
    ways[5][0] = 1;
    for i in (0..5).rev() {
        let held = hand.0[i] as usize;
        let mut sum = 0u32;
        for l in 0..=owed {
            // sum = ways[i + 1][l - held ..= l]
            sum += ways[i + 1][l];
            if l > held {
                sum -= ways[i + 1][l - held - 1];
            }
            ways[i][l] = sum;
        }
    }
    ways
}

/// The discard `discards` lists at position `k` (below the count `ways[0][owed]` of `discard_ways`), without
/// the list: in its order, resource by resource, fewer cards of each first.
fn nth_discard(
    hand: &ResourceCounts,
    owed: u8,
    ways: &[[u32; MOST_CARDS + 1]; 6],
    mut k: u32,
) -> ResourceCounts {
    let mut cards = ResourceCounts::ZERO;
    let mut left = owed as usize;
    for i in 0..5 {
        for n in 0..=(hand.0[i] as usize).min(left) {
            let w = ways[i + 1][left - n];
            if k < w {
                cards.0[i] = n as u8;
                left -= n;
                break;
            }
            k -= w;
        }
    }
    cards
}

impl Game {
    /// One of the discards `legal_actions` lists for `seat` now, the one at the position
    /// `draw` picks below their number, without listing them: a random playout's discard.
    pub(crate) fn discard_drawn(&self, seat: Seat, draw: impl FnOnce(u32) -> u32) -> Action {
        let owed = self.pending_discards[seat.index()];
        let hand = self.players[seat.index()].resources;
        let ways = discard_ways(&hand, owed);
        let k = draw(ways[0][owed as usize]);
        Action::Discard {
            cards: nth_discard(&hand, owed, &ways, k),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A random playout's discard, drawn without the list, is the list's: the same number of
    /// ways, and the discard at each position.
    #[test]
    fn a_discard_drawn_without_the_list_is_the_lists() {
        let hands = [
            ResourceCounts::new(4, 0, 0, 0, 4),
            ResourceCounts::new(1, 2, 3, 4, 5),
            ResourceCounts::new(9, 0, 9, 0, 1),
            ResourceCounts::new(19, 19, 19, 19, 19),
            ResourceCounts::new(0, 0, 8, 0, 0),
        ];
        for hand in hands {
            let owed = (hand.total() / 2) as u8;
            let mut listed = Vec::new();
            let mut cur = ResourceCounts::ZERO;
            discards(&hand, owed, 0, &mut cur, &mut listed);
            let ways = discard_ways(&hand, owed);
            assert_eq!(ways[0][owed as usize] as usize, listed.len(), "{hand:?}");
            for (k, a) in listed.iter().enumerate() {
                let drawn = Action::Discard {
                    cards: nth_discard(&hand, owed, &ways, k as u32),
                };
                assert_eq!(&drawn, a, "{hand:?} at {k}");
            }
        }
    }
}
