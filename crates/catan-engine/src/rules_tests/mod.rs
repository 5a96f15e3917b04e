//! One or more tests per rule of docs/RULES.md (section by section), including the almanac's
//! worked examples. Each test fails if its rule is broken. They live inside the crate so a
//! test can arrange a hand or a bank count directly; every rule is still exercised through
//! `Game::apply`, and every refusal is checked to leave the state unchanged.
//! This module holds the shared fixtures (tables, hands, rolls, the set-up); each child
//! module holds the tests of one docs/RULES.md section.

use super::action::Action;
use super::dev_card::DevCard;
use super::error::{Piece, Purchase, RuleError};
use super::event::{Building, Event, SeatCounts};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};
use crate::board::Board;
use crate::game::{Game, GameSetup, Options, Phase};
use crate::geometry::{Hex, Intersection, Island, Path};

mod building;
mod cards;
mod components;
mod duel;
mod hidden;
mod largest_army;
mod longest_road;
mod paired;
mod production;
mod robber;
mod setup;
mod trade;
mod turn;
mod undo;
mod winning;

const ADA: Seat = Seat(0);
const BEA: Seat = Seat(1);
const CY: Seat = Seat(2);
const DEE: Seat = Seat(3);

pub(super) fn i(n: u32) -> Intersection {
    Intersection::from_number(n).unwrap()
}
pub(super) fn p(s: &str) -> Path {
    Path::parse(s).unwrap_or_else(|| panic!("{s} is not a path"))
}
pub(super) fn h(s: &str) -> Hex {
    Hex::parse(s).unwrap()
}
pub(super) fn rc(s: &str) -> ResourceCounts {
    ResourceCounts::parse_list(s).unwrap()
}

pub(super) fn new_game_with(options: Options, deck: Vec<DevCard>) -> Game {
    Game::new(GameSetup {
        options,
        board: Board::beginner(),
        first_player: ADA,
        dev_deck: deck,
        names: ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec(),
    })
    .unwrap()
}

fn new_game(n: u8) -> Game {
    new_game_with(
        Options {
            players: n,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    )
}

pub(super) fn ok(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    g.apply(seat, a)
        .unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"))
}

/// Applies an action that must be refused, checks the state did not change, returns the error.
pub(super) fn refuse(g: &mut Game, seat: Seat, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(seat, a).expect_err("the action should be refused");
    assert_eq!(*g, before, "a refused action changed the state");
    e
}

/// Runs the set-up: `spots[k]` = (settlement, road) of the k-th placement in snake order.
fn setup(g: &mut Game, spots: &[(u32, &str)]) {
    for &(s, r) in spots {
        let seat = g.current();
        ok(g, seat, Action::PlaceSettlement { at: i(s) });
        ok(g, seat, Action::PlaceRoad { at: p(r) });
    }
}

/// Plays the set-up with the first legal placement each time.
pub(super) fn setup_first_legal(g: &mut Game) {
    while g.phase() == Phase::Setup {
        let seat = g.current();
        let a = g.legal_actions(seat)[0];
        ok(g, seat, a);
    }
}

const SPOTS4: [(u32, &str); 8] = [
    (19, "19-24"),
    (21, "21-27"),
    (40, "40-45"),
    (46, "46-50"),
    (11, "11-16"),
    (9, "9-13"),
    (32, "32-38"),
    (29, "29-34"),
];
const SPOTS3: [(u32, &str); 6] = [
    (19, "19-24"),
    (21, "21-27"),
    (40, "40-45"),
    (46, "46-50"),
    (32, "32-38"),
    (29, "29-34"),
];

fn game4() -> Game {
    let mut g = new_game(4);
    setup(&mut g, &SPOTS4);
    g
}

fn game3() -> Game {
    let mut g = new_game(3);
    setup(&mut g, &SPOTS3);
    g
}

/// Gives `seat` exactly `hand`, returning its old cards to the bank (cards stay conserved).
pub(super) fn set_hand(g: &mut Game, seat: Seat, hand: ResourceCounts) {
    assert!(g.arrange_hand(seat, hand), "the bank cannot supply {hand}");
}

/// Gives `seat` a development card bought on an earlier turn.
pub(super) fn give_card(g: &mut Game, seat: Seat, c: DevCard) {
    let pos = (g.deck_pos as usize..g.deck.len())
        .find(|&k| g.deck[k] == c)
        .expect("card in deck");
    let top = g.deck_pos as usize;
    g.deck.swap(top, pos);
    g.deck_pos += 1;
    g.players[seat.index()].dev_cards[c] += 1;
}

/// Leaves exactly `leave` cards of `r` in the bank, parking the rest in `seat`'s hand.
pub(super) fn drain_bank(g: &mut Game, seat: Seat, r: Resource, leave: u8) {
    set_hand(g, seat, ResourceCounts::ZERO);
    let n = g.bank()[r] - leave;
    set_hand(g, seat, ResourceCounts::one(r, n));
}

pub(super) fn roll(g: &mut Game, seat: Seat, a: u8, b: u8) -> Vec<Event> {
    ok(g, seat, Action::Roll { dice: Some([a, b]) })
}

/// Rolls a 12: only hex D produces, and nobody but the harbor test has a building on D.
fn roll_quiet(g: &mut Game, seat: Seat) {
    roll(g, seat, 6, 6);
    assert_eq!(g.phase(), Phase::Main);
}

pub(super) fn end(g: &mut Game, seat: Seat) {
    ok(g, seat, Action::EndTurn);
}

fn build_roads(g: &mut Game, seat: Seat, paths: &[&str]) -> Vec<Event> {
    let mut all = Vec::new();
    for &path in paths {
        set_hand(g, seat, rc("1 lumber, 1 brick"));
        all.extend(ok(g, seat, Action::BuildRoad { at: p(path) }));
    }
    all
}

/// Hands the turn to `seat` (everyone in between rolls a quiet 2 and ends).
fn pass_to(g: &mut Game, seat: Seat) {
    while g.current() != seat {
        let s = g.current();
        if g.phase() == Phase::Roll {
            roll_quiet(g, s);
        }
        end(g, s);
    }
    if g.phase() == Phase::Roll {
        roll_quiet(g, seat);
    }
}
