//! Putting a game into a position without playing to it, for the tests of code built on the
//! engine (how an AI answers a hand it was dealt, or a discard it owes). Behind the `arrange`
//! feature, which only tests turn on: a production build cannot reach it. Each arrangement
//! keeps the cards whole (what a hand gains, the bank loses), so the game's own checks hold
//! after it.

use crate::game::{Game, Offer, Phase, MAX_PLAYERS};
use crate::resource::ResourceCounts;
use crate::seat::Seat;

impl Game {
    /// Gives `seat` exactly `hand`, the rest of its cards back to the bank. Returns false,
    /// changing nothing, when the bank (with the seat's own cards back) cannot supply it.
    pub fn arrange_hand(&mut self, seat: Seat, hand: ResourceCounts) -> bool {
        let mut bank = self.bank;
        bank.add(&self.players[seat.index()].resources);
        if !bank.covers(&hand) {
            return false;
        }
        bank.sub(&hand);
        self.bank = bank;
        self.players[seat.index()].resources = hand;
        true
    }

    /// Makes the game wait for these discards (each seat with the count it owes), as after a
    /// seven; seats not named owe none.
    pub fn arrange_discards(&mut self, owed: &[(Seat, u8)]) {
        self.pending_discards = [0; MAX_PLAYERS];
        for &(seat, count) in owed {
            self.pending_discards[seat.index()] = count;
        }
        self.phase = Phase::Discard;
    }

    /// Opens (or, with `None`, closes) the current player's trade offer as it stands.
    pub fn arrange_offer(&mut self, offer: Option<Offer>) {
        self.offer = offer;
    }
}
