//! One or more tests per rule of RULES.md (section by section), including the almanac's
//! worked examples. Each test fails if its rule is broken. They live inside the crate so a
//! test can arrange a hand or a bank count directly; every rule is still exercised through
//! `Game::apply`, and every refusal is checked to leave the state unchanged.

use super::action::Action;
use super::board::Board;
use super::dev_card::DevCard;
use super::error::RuleError;
use super::event::Event;
use super::game::{Game, GameSetup, Options, Phase};
use super::geometry::{Hex, Intersection, Island, Path};
use super::resource::{Resource, ResourceCounts};
use super::seat::{Seat, SeatSet};

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
    let old = g.players[seat.index()].resources;
    g.bank.add(&old);
    assert!(g.bank.covers(&hand), "the bank cannot supply {hand}");
    g.bank.sub(&hand);
    g.players[seat.index()].resources = hand;
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

// ----- Components ---------------------------------------------------------------------

#[test]
fn bank_has_19_of_each_and_the_deck_25_cards() {
    let g = new_game(4);
    assert_eq!(g.bank().0, [19; 5]);
    assert_eq!(g.dev_deck_left(), 25);
    assert!(super::game::is_standard_deck(&g.deck, Island::Base));
    let mut wrong = DevCard::standard_deck(Island::Base);
    wrong[0] = DevCard::Monopoly;
    let e = Game::new(GameSetup {
        options: Options::default(),
        board: Board::beginner(),
        first_player: ADA,
        dev_deck: wrong,
        names: vec![],
    })
    .unwrap_err();
    assert!(matches!(e, super::game::SetupError::DevDeck(_)));
}

#[test]
fn each_player_has_5_settlements_4_cities_15_roads() {
    let g = new_game(3);
    let pl = g.player(ADA);
    assert_eq!(
        (pl.settlements_left(), pl.cities_left(), pl.roads_left()),
        (5, 4, 15)
    );
}

#[test]
fn three_to_six_players() {
    for n in [0u8, 2, 7] {
        let o = Options {
            players: n,
            ..Options::default()
        };
        assert!(o.validate().is_err(), "{n} players accepted");
    }
    for n in [3u8, 4, 5, 6] {
        assert!(Options {
            players: n,
            ..Options::default()
        }
        .validate()
        .is_ok());
    }
}

// ----- Game options -------------------------------------------------------------------

#[test]
fn option_ranges_are_enforced() {
    let d = Options::default();
    assert_eq!(
        (
            d.players,
            d.points_to_win,
            d.discard_limit,
            d.friendly_robber
        ),
        (4, 10, 7, false)
    );
    assert!(Options {
        points_to_win: 4,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        points_to_win: 21,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        points_to_win: 5,
        ..d
    }
    .validate()
    .is_ok());
    assert!(Options {
        discard_limit: 6,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        discard_limit: 21,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        discard_limit: 20,
        ..d
    }
    .validate()
    .is_ok());
}

// ----- Board set-up ---------------------------------------------------------------------

#[test]
fn robber_starts_on_the_desert() {
    assert_eq!(new_game(4).robber(), Some(h("J")));
    for seed in 0..20 {
        let board = super::board::BoardSpec::Random(seed).build();
        let mut rng = super::rng::GameRng::new(seed);
        let g = Game::new(GameSetup::random(Options::default(), board, &mut rng)).unwrap();
        assert_eq!(g.robber(), board.first_desert());
    }
}

// ----- Set-up phase ---------------------------------------------------------------------

#[test]
fn setup_is_a_snake_draft_then_the_first_player_rolls() {
    let mut g = new_game(4);
    let mut order = Vec::new();
    for &(s, r) in &SPOTS4 {
        let seat = g.current();
        order.push(seat.0);
        ok(&mut g, seat, Action::PlaceSettlement { at: i(s) });
        ok(&mut g, seat, Action::PlaceRoad { at: p(r) });
    }
    assert_eq!(order, [0, 1, 2, 3, 3, 2, 1, 0]);
    assert_eq!((g.phase(), g.current(), g.turn()), (Phase::Roll, ADA, 1));
}

#[test]
fn setup_snake_starts_from_the_first_player() {
    let mut g = Game::new(GameSetup {
        options: Options {
            players: 3,
            ..Options::default()
        },
        board: Board::beginner(),
        first_player: CY,
        dev_deck: DevCard::standard_deck(Island::Base),
        names: vec![],
    })
    .unwrap();
    let mut order = Vec::new();
    for &(s, r) in &SPOTS3 {
        let seat = g.current();
        order.push(seat.0);
        ok(&mut g, seat, Action::PlaceSettlement { at: i(s) });
        ok(&mut g, seat, Action::PlaceRoad { at: p(r) });
    }
    assert_eq!(order, [2, 0, 1, 1, 0, 2]);
    assert_eq!(g.current(), CY);
    assert_eq!(g.phase(), Phase::Roll);
}

#[test]
fn setup_settlements_obey_the_distance_rule_but_need_no_road() {
    let mut g = new_game(4);
    ok(&mut g, ADA, Action::PlaceSettlement { at: i(19) });
    ok(&mut g, ADA, Action::PlaceRoad { at: p("19-24") });
    let e = refuse(&mut g, BEA, Action::PlaceSettlement { at: i(24) });
    assert_eq!(e.code(), "too_close");
    assert_eq!(
        e.to_string(),
        "That intersection is too close to Ada's settlement at 19."
    );
    let e = refuse(&mut g, BEA, Action::PlaceSettlement { at: i(19) });
    assert_eq!(e.code(), "intersection_occupied");
    // Far from any road: fine in set-up.
    ok(&mut g, BEA, Action::PlaceSettlement { at: i(54) });
}

#[test]
fn setup_road_must_touch_the_settlement_just_placed() {
    let mut g = new_game(4);
    assert_eq!(
        refuse(&mut g, ADA, Action::PlaceRoad { at: p("19-24") }).code(),
        "place_settlement_first"
    );
    ok(&mut g, ADA, Action::PlaceSettlement { at: i(19) });
    assert_eq!(
        refuse(&mut g, ADA, Action::PlaceSettlement { at: i(40) }).code(),
        "place_road_first"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::PlaceRoad { at: p("40-45") }).code(),
        "setup_road_not_adjacent"
    );
    ok(&mut g, ADA, Action::PlaceRoad { at: p("14-19") });
    // Bea's second-round road must touch her second settlement, not her first.
    let mut g = new_game(3);
    setup(&mut g, &SPOTS3[..4]);
    ok(&mut g, BEA, Action::PlaceSettlement { at: i(32) });
    assert_eq!(
        refuse(&mut g, BEA, Action::PlaceRoad { at: p("21-26") }).code(),
        "setup_road_not_adjacent"
    );
}

#[test]
fn second_settlement_pays_one_card_per_producing_hex() {
    let mut g = new_game(3);
    // First-round settlements pay nothing.
    setup(&mut g, &SPOTS3[..3]);
    assert_eq!(g.bank().0, [19; 5]);
    // Cy at 46 (O fields 4, R fields 6, S pasture 11): 2 grain, 1 wool.
    let ev = ok(&mut g, CY, Action::PlaceSettlement { at: i(46) });
    assert!(ev.contains(&Event::StartingResources {
        seat: CY,
        cards: rc("2 grain, 1 wool")
    }));
    assert_eq!(g.player(CY).resources, rc("2 grain, 1 wool"));
    ok(&mut g, CY, Action::PlaceRoad { at: p("46-50") });
    // Bea at 31 (J desert, K forest 3, O fields 4): the desert gives nothing.
    ok(&mut g, BEA, Action::PlaceSettlement { at: i(31) });
    assert_eq!(g.player(BEA).resources, rc("1 lumber, 1 grain"));
}

#[test]
fn no_rolling_building_or_cards_during_setup() {
    let mut g = new_game(3);
    give_card(&mut g, ADA, DevCard::Knight);
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([3, 4]) }).code(),
        "place_settlement_first"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildSettlement { at: i(19) }).code(),
        "place_settlement_first"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::PlayKnight).code(),
        "no_cards_in_setup"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::EndTurn).code(),
        "place_settlement_first"
    );
}

// ----- A turn ---------------------------------------------------------------------------

#[test]
fn no_trading_or_building_before_the_roll() {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("4 ore, 2 lumber, 2 brick, 1 wool, 1 grain"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildRoad { at: p("24-30") }).code(),
        "roll_first"
    );
    assert_eq!(refuse(&mut g, ADA, Action::BuyDevCard).code(), "roll_first");
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 wool"),
        },
    );
    assert_eq!(e.code(), "trade_not_now");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "trade_not_now");
    assert_eq!(refuse(&mut g, ADA, Action::EndTurn).code(), "roll_first");
    roll_quiet(&mut g, ADA);
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
}

#[test]
fn a_development_card_may_be_played_before_the_roll() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Knight);
    ok(&mut g, ADA, Action::PlayKnight);
    assert_eq!(g.phase(), Phase::MoveRobber);
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("D"),
            steal_from: None,
            card: None,
        },
    );
    // Back to the roll, and no second card this turn.
    assert_eq!(g.phase(), Phase::Roll);
    give_card(&mut g, ADA, DevCard::Monopoly);
    assert_eq!(
        refuse(
            &mut g,
            ADA,
            Action::PlayMonopoly {
                resource: Resource::Ore
            }
        )
        .code(),
        "already_played_card"
    );
    roll_quiet(&mut g, ADA);
}

#[test]
fn the_turn_passes_to_the_next_seat_and_only_that_seat_acts() {
    let mut g = game4();
    let e = refuse(&mut g, BEA, Action::Roll { dice: Some([3, 4]) });
    assert_eq!(e.code(), "not_your_turn");
    assert_eq!(e.to_string(), "It is Ada's turn, not yours.");
    roll_quiet(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([1, 1]) }).code(),
        "already_rolled"
    );
    end(&mut g, ADA);
    assert_eq!((g.current(), g.turn(), g.phase()), (BEA, 2, Phase::Roll));
    roll_quiet(&mut g, BEA);
    end(&mut g, BEA);
    roll_quiet(&mut g, CY);
    end(&mut g, CY);
    roll_quiet(&mut g, DEE);
    end(&mut g, DEE);
    assert_eq!(g.current(), ADA);
}

#[test]
fn dice_must_be_real_dice() {
    let mut g = game4();
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([0, 6]) }).code(),
        "bad_dice"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([7, 1]) }).code(),
        "bad_dice"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: None }).code(),
        "missing_dice"
    );
}

// ----- Production -----------------------------------------------------------------------

#[test]
fn production_pays_one_per_settlement_two_per_city() {
    let mut g = game4();
    // 8: L (mountains) and M (forest). Bea has 21 and 32 on L; Ada 29 and Cy 40 are on M.
    set_hand(&mut g, BEA, rc("3 ore, 2 grain"));
    roll_quiet(&mut g, ADA);
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    ok(&mut g, BEA, Action::BuildCity { at: i(32) });
    end(&mut g, BEA);
    let before = g.player(BEA).resources;
    let ev = roll(&mut g, CY, 4, 4);
    assert_eq!(
        g.player(BEA).resources[Resource::Ore],
        before[Resource::Ore] + 3
    );
    assert!(ev.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert_eq!(g.player(ADA).resources[Resource::Lumber], 2 + 1);
}

#[test]
fn the_robber_blocks_production_of_its_hex() {
    let mut g = game4();
    g.robber = Some(h("L"));
    let ore = g.player(BEA).resources[Resource::Ore];
    let ev = roll(&mut g, ADA, 4, 4);
    assert_eq!(g.player(BEA).resources[Resource::Ore], ore);
    assert!(ev.contains(&Event::RobberBlocked { hex: h("L") }));
    // M (forest 8) still pays.
    assert_eq!(g.player(ADA).resources[Resource::Lumber], 3);
}

#[test]
fn bank_shortage_with_two_claimants_pays_nobody_that_resource() {
    let mut g = game4();
    // Leave 1 lumber in the bank: Ada and Cy are each owed 1 lumber on an 8.
    drain_bank(&mut g, DEE, Resource::Lumber, 1);
    let (ada, cy, bea_ore) = (
        g.player(ADA).resources,
        g.player(CY).resources,
        g.player(BEA).resources[Resource::Ore],
    );
    let ev = roll(&mut g, ADA, 4, 4);
    assert!(ev.contains(&Event::Shortage {
        resource: Resource::Lumber
    }));
    assert_eq!(g.player(ADA).resources, ada);
    assert_eq!(g.player(CY).resources, cy);
    assert_eq!(g.bank()[Resource::Lumber], 1);
    // Other resources are unaffected: Bea still gets her 2 ore.
    assert_eq!(g.player(BEA).resources[Resource::Ore], bea_ore + 2);
}

#[test]
fn bank_shortage_with_one_claimant_pays_what_is_left() {
    let mut g = game4();
    // Bea is owed 2 ore on an 8; leave 1 in the bank.
    drain_bank(&mut g, DEE, Resource::Ore, 1);
    let ore = g.player(BEA).resources[Resource::Ore];
    roll(&mut g, ADA, 4, 4);
    assert_eq!(g.player(BEA).resources[Resource::Ore], ore + 1);
    assert_eq!(g.bank()[Resource::Ore], 0);
}

// ----- Rolling a 7 ------------------------------------------------------------------------

#[test]
fn seven_almanac_example_larry_discards_4_and_will_5() {
    // Alex (Ada) rolls a 7 with 6 cards; Larry (Bea) has 8, Will (Cy) has 11.
    let mut g = game3();
    set_hand(&mut g, ADA, rc("2 brick, 2 lumber, 2 wool"));
    set_hand(&mut g, BEA, rc("2 brick, 2 lumber, 2 wool, 2 grain"));
    set_hand(&mut g, CY, rc("3 brick, 2 lumber, 2 wool, 2 grain, 2 ore"));
    let ev = roll(&mut g, ADA, 3, 4);
    assert!(ev.contains(&Event::DiscardsOwed {
        owed: vec![(BEA, 4), (CY, 5)]
    }));
    assert_eq!(g.phase(), Phase::Discard);
    assert_eq!(
        (
            g.pending_discard(ADA),
            g.pending_discard(BEA),
            g.pending_discard(CY)
        ),
        (0, 4, 5)
    );
    // All discards happen before the robber moves.
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("A"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(e.to_string(), "Waiting for Bea and Cy to discard.");
    assert_eq!(
        refuse(
            &mut g,
            ADA,
            Action::Discard {
                cards: rc("1 brick")
            }
        )
        .code(),
        "no_discard_owed"
    );
    let e = refuse(
        &mut g,
        CY,
        Action::Discard {
            cards: rc("2 brick"),
        },
    );
    assert_eq!(e.to_string(), "You must discard exactly 5 cards, not 2.");
    assert_eq!(
        refuse(&mut g, CY, Action::Discard { cards: rc("5 ore") }).code(),
        "not_enough_cards"
    );
    // Independently, in any order: Will first.
    ok(
        &mut g,
        CY,
        Action::Discard {
            cards: rc("3 brick, 2 ore"),
        },
    );
    assert_eq!(g.phase(), Phase::Discard);
    ok(
        &mut g,
        BEA,
        Action::Discard {
            cards: rc("2 brick, 2 wool"),
        },
    );
    assert_eq!(g.phase(), Phase::MoveRobber);
    assert_eq!(g.player(CY).resources.total(), 6);
    assert_eq!(g.player(BEA).resources.total(), 4);
}

#[test]
fn discard_limit_option_changes_who_discards() {
    let mut g = new_game_with(
        Options {
            players: 3,
            discard_limit: 9,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS3);
    set_hand(&mut g, BEA, rc("9 brick"));
    set_hand(&mut g, CY, rc("10 wool"));
    roll(&mut g, ADA, 6, 1);
    assert_eq!((g.pending_discard(BEA), g.pending_discard(CY)), (0, 5));
}

#[test]
fn seven_with_no_discards_goes_straight_to_the_robber() {
    let mut g = game3();
    roll(&mut g, ADA, 5, 2);
    assert_eq!(g.phase(), Phase::MoveRobber);
    assert_eq!(
        refuse(&mut g, ADA, Action::EndTurn).code(),
        "move_robber_first"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::Discard { cards: rc("1 ore") }).code(),
        "no_discard_pending"
    );
}

#[test]
fn the_robber_must_move_to_another_hex_desert_included() {
    let mut g = game3();
    roll(&mut g, ADA, 5, 2);
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("J"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(e.code(), "robber_must_move");
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("A"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(g.phase(), Phase::Main);
    end(&mut g, ADA);
    set_hand(&mut g, ADA, ResourceCounts::ZERO);
    roll(&mut g, BEA, 5, 2);
    ok(
        &mut g,
        BEA,
        Action::MoveRobber {
            to: h("J"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(g.robber(), Some(h("J")));
}

#[test]
fn stealing_needs_a_victim_with_a_building_and_cards() {
    let mut g = game3();
    // Hex O touches Bea? No: O = 31 37 42 46 41 36, Cy has 46. Hex K = 20 26 32 37 31 25: Bea (32).
    // Hex N = 30 36 41 45 40 35: Cy (40). Hex I = 18 24 30 35 29 23: Ada (29).
    set_hand(&mut g, BEA, rc("1 ore"));
    set_hand(&mut g, CY, ResourceCounts::ZERO);
    roll(&mut g, ADA, 5, 2);
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(e.to_string(), "Choose whom to steal from: Bea.");
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(CY),
            card: Some(Resource::Ore),
        },
    );
    assert_eq!(e.code(), "not_a_victim");
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(ADA),
            card: None,
        },
    );
    assert_eq!(e.code(), "steal_from_self");
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Wool),
        },
    );
    assert_eq!(e.code(), "stolen_card_not_held");
    // Cy has a building on N but no cards: nobody to steal from there.
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("N"),
            steal_from: Some(CY),
            card: Some(Resource::Ore),
        },
    );
    assert_eq!(e.code(), "victim_has_no_cards");
    let ev = ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Ore),
        },
    );
    assert!(ev.contains(&Event::Stole {
        thief: ADA,
        victim: BEA,
        card: Some(Resource::Ore)
    }));
    assert_eq!(g.player(BEA).resources.total(), 0);
    assert_eq!(g.player(ADA).resources[Resource::Ore], 1);
}

#[test]
fn with_several_victims_the_roller_chooses() {
    let mut g = game4();
    // Hex G = 11 16 21 26 20 15: Dee (11) and Bea (21).
    set_hand(&mut g, BEA, rc("1 wool"));
    set_hand(&mut g, DEE, rc("1 grain"));
    roll(&mut g, ADA, 5, 2);
    let grain = g.player(ADA).resources[Resource::Grain];
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("G"),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(e.to_string(), "Choose whom to steal from: Bea or Dee.");
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("G"),
            steal_from: Some(DEE),
            card: Some(Resource::Grain),
        },
    );
    assert_eq!(g.player(ADA).resources[Resource::Grain], grain + 1);
    assert_eq!(g.player(DEE).resources.total(), 0);
}

#[test]
fn the_robber_does_not_block_harbors() {
    // Ada settles on the generic harbor 1-4 (hex A); with the robber on A she still trades 3:1.
    let mut g = new_game(3);
    setup(
        &mut g,
        &[
            (1, "1-5"),
            (21, "21-27"),
            (40, "40-45"),
            (46, "46-50"),
            (32, "32-38"),
            (19, "19-24"),
        ],
    );
    g.robber = Some(h("A"));
    set_hand(&mut g, ADA, rc("3 lumber"));
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 lumber"),
            get: rc("1 wool"),
        },
    );
}

#[test]
fn friendly_robber_protects_players_with_two_points_or_fewer() {
    let mut g = new_game_with(
        Options {
            players: 3,
            friendly_robber: true,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS3);
    set_hand(&mut g, BEA, rc("1 ore"));
    roll(&mut g, ADA, 5, 2);
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Ore),
        },
    );
    assert_eq!(e.code(), "friendly_robber");
    assert!(e.to_string().contains("Bea"));
    // A hex touching only the roller is fine; the desert always is.
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("H"),
            steal_from: None,
            card: None,
        },
    );
    // With 3 public points Bea is fair game.
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    set_hand(&mut g, BEA, rc("3 ore, 2 grain"));
    ok(&mut g, BEA, Action::BuildCity { at: i(32) });
    end(&mut g, BEA);
    roll(&mut g, CY, 5, 2);
    set_hand(&mut g, BEA, rc("1 ore"));
    ok(
        &mut g,
        CY,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Ore),
        },
    );
}

// ----- Development cards ------------------------------------------------------------------

#[test]
fn buying_a_card_costs_ore_wool_grain_and_draws_the_top() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 ore, 1 wool"));
    let e = refuse(&mut g, ADA, Action::BuyDevCard);
    assert_eq!(
        e.to_string(),
        "You need 1 grain more to buy a development card."
    );
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    let ev = ok(&mut g, ADA, Action::BuyDevCard);
    assert!(ev.contains(&Event::BoughtDevCard {
        seat: ADA,
        card: Some(DevCard::Knight)
    }));
    assert_eq!(g.player(ADA).resources.total(), 0);
    assert_eq!(g.dev_deck_left(), 24);
    // Others learn only that a card was bought.
    assert_eq!(
        ev[0].redact_for(Some(BEA)),
        Event::BoughtDevCard {
            seat: ADA,
            card: None
        }
    );
    assert_eq!(
        ev[0].redact_for(None),
        Event::BoughtDevCard {
            seat: ADA,
            card: None
        }
    );
}

#[test]
fn an_empty_deck_cannot_be_bought_from() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    g.deck_pos = 25;
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    assert_eq!(refuse(&mut g, ADA, Action::BuyDevCard).code(), "deck_empty");
}

#[test]
fn a_card_bought_this_turn_cannot_be_played_until_next_turn() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    ok(&mut g, ADA, Action::BuyDevCard); // a knight (standard order)
    let e = refuse(&mut g, ADA, Action::PlayKnight);
    assert_eq!(e.code(), "card_bought_this_turn");
    for s in [ADA, BEA, CY, DEE] {
        if s != ADA {
            roll_quiet(&mut g, s);
        }
        end(&mut g, s);
    }
    ok(&mut g, ADA, Action::PlayKnight);
}

#[test]
fn at_most_one_card_per_turn() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Monopoly);
    give_card(&mut g, ADA, DevCard::YearOfPlenty);
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    let e = refuse(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Ore],
        },
    );
    assert_eq!(e.code(), "already_played_card");
    end(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::PlayKnight).code(),
        "not_your_turn"
    );
}

#[test]
fn victory_point_cards_count_at_once_and_are_never_played() {
    let mut deck = DevCard::standard_deck(Island::Base);
    deck.swap(0, 14); // two victory point cards on top
    deck.swap(1, 15);
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 5,
            ..Options::default()
        },
        deck,
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("3 ore, 2 grain"));
    ok(&mut g, ADA, Action::BuildCity { at: i(19) });
    assert_eq!(g.total_vp(ADA), 3);
    set_hand(&mut g, ADA, rc("2 ore, 2 wool, 2 grain"));
    ok(&mut g, ADA, Action::BuyDevCard);
    assert_eq!((g.total_vp(ADA), g.public_vp(ADA)), (4, 3));
    // Winning right after buying a VP card, on one's own turn.
    let ev = ok(&mut g, ADA, Action::BuyDevCard);
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(ev.contains(&Event::GameWon { seat: ADA, vp: 5 }));
    // Revealed at the end.
    assert_eq!(g.public_vp(ADA), 5);
    assert_eq!(g.public_view().player(ADA).revealed_vp_cards, Some(2));
}

#[test]
fn a_knight_moves_the_robber_and_steals_without_discards() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Knight);
    set_hand(&mut g, BEA, rc("5 ore, 5 wool"));
    roll_quiet(&mut g, ADA);
    ok(&mut g, ADA, Action::PlayKnight);
    assert_eq!(g.phase(), Phase::MoveRobber);
    assert_eq!(g.pending_discard(BEA), 0);
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Wool),
        },
    );
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).knights_played, 1);
    assert_eq!(g.player(BEA).resources.total(), 9);
}

#[test]
fn road_building_places_two_free_roads() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    set_hand(&mut g, ADA, ResourceCounts::ZERO);
    roll_quiet(&mut g, ADA);
    let bank = *g.bank();
    ok(&mut g, ADA, Action::PlayRoadBuilding);
    assert_eq!(g.phase(), Phase::RoadBuilding);
    assert_eq!(
        refuse(&mut g, ADA, Action::EndTurn).code(),
        "place_free_roads_first"
    );
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    assert_eq!(g.phase(), Phase::RoadBuilding);
    ok(&mut g, ADA, Action::BuildRoad { at: p("30-35") });
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).roads_left(), 11);
    assert_eq!(*g.bank(), bank, "free roads cost nothing");
    assert_eq!(g.player(ADA).resources, ResourceCounts::ZERO);
}

#[test]
fn road_building_places_one_road_with_one_piece_left() {
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 20,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    // Build Ada's roads until one piece is left.
    while g.player(ADA).roads_left() > 1 {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
        let at = g
            .topology()
            .paths_in(g.road_spots(ADA))
            .next()
            .expect("a road spot");
        ok(&mut g, ADA, Action::BuildRoad { at });
    }
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    ok(&mut g, ADA, Action::PlayRoadBuilding);
    let at = g.topology().paths_in(g.road_spots(ADA)).next().unwrap();
    ok(&mut g, ADA, Action::BuildRoad { at });
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).roads_left(), 0);
    // With no piece left the card cannot be played at all.
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    end(&mut g, ADA);
    pass_to(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::PlayRoadBuilding).code(),
        "no_road_possible"
    );
    assert!(!g.legal_actions(ADA).contains(&Action::PlayRoadBuilding));
}

#[test]
fn year_of_plenty_takes_two_cards_the_bank_holds() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::YearOfPlenty);
    roll_quiet(&mut g, ADA);
    drain_bank(&mut g, BEA, Resource::Ore, 1);
    let e = refuse(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Ore],
        },
    );
    assert_eq!(e.to_string(), "The bank has only 1 ore.");
    let before = g.player(ADA).resources;
    ok(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Brick],
        },
    );
    assert_eq!(
        g.player(ADA).resources[Resource::Ore],
        before[Resource::Ore] + 1
    );
    assert_eq!(
        g.player(ADA).resources[Resource::Brick],
        before[Resource::Brick] + 1
    );
    assert_eq!(g.bank()[Resource::Ore], 0);
}

#[test]
fn monopoly_takes_every_card_of_the_named_resource() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Monopoly);
    set_hand(&mut g, ADA, rc("1 wool"));
    set_hand(&mut g, BEA, rc("2 wool, 1 ore"));
    set_hand(&mut g, CY, rc("3 wool"));
    set_hand(&mut g, DEE, rc("1 grain"));
    roll_quiet(&mut g, ADA);
    let ev = ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    assert_eq!(g.player(ADA).resources, rc("6 wool"));
    assert_eq!(g.player(BEA).resources, rc("1 ore"));
    assert!(ev.contains(&Event::Monopolized {
        seat: ADA,
        resource: Resource::Wool,
        taken: vec![(BEA, 2), (CY, 3), (DEE, 0)]
    }));
}

#[test]
fn development_cards_are_never_stolen_or_discarded() {
    let mut g = game3();
    give_card(&mut g, BEA, DevCard::Knight);
    give_card(&mut g, BEA, DevCard::Monopoly);
    set_hand(&mut g, BEA, ResourceCounts::ZERO);
    set_hand(&mut g, CY, rc("7 brick"));
    for _ in 0..5 {
        give_card(&mut g, CY, DevCard::Knight);
    }
    roll(&mut g, ADA, 5, 2);
    // Cy holds 7 resource cards (and 5 development cards): no discard.
    assert_eq!(g.phase(), Phase::MoveRobber);
    // Bea holds only development cards: nothing to steal.
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: None,
        },
    );
    assert_eq!(e.code(), "victim_has_no_cards");
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: None,
            card: None,
        },
    );
}

// ----- Building ---------------------------------------------------------------------------

#[test]
fn roads_cost_lumber_and_brick_and_must_connect() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 lumber"));
    let e = refuse(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    assert_eq!(e.to_string(), "You need 1 brick more to build a road.");
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildRoad { at: p("1-5") }).code(),
        "road_not_connected"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildRoad { at: p("19-24") }).code(),
        "path_occupied"
    );
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    assert_eq!(g.player(ADA).resources.total(), 0);
}

#[test]
fn a_road_cannot_pass_through_an_opponents_building() {
    let mut g = game4();
    // Ada builds 24-30; Bea, whose road reaches 30 from 35, settles at 30; Ada may not
    // extend her road past 30.
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    // Bea's road to 30, placed directly as if built on earlier turns.
    g.put_road(BEA, p("30-35"));
    g.put_road(BEA, p("35-40"));
    set_hand(&mut g, BEA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    ok(&mut g, BEA, Action::BuildSettlement { at: i(30) });
    end(&mut g, BEA);
    roll_quiet(&mut g, CY);
    end(&mut g, CY);
    roll_quiet(&mut g, DEE);
    end(&mut g, DEE);
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
    let e = refuse(&mut g, ADA, Action::BuildRoad { at: p("30-36") });
    assert_eq!(
        e.to_string(),
        "A road on 30-36 would pass through Bea's settlement at 30."
    );
}

#[test]
fn settlements_need_an_own_road_and_the_distance_rule() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildSettlement { at: i(24) }).code(),
        "too_close"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildSettlement { at: i(1) }).code(),
        "settlement_not_connected"
    );
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    let e = refuse(&mut g, ADA, Action::BuildSettlement { at: i(30) });
    assert_eq!(
        e.to_string(),
        "You need 1 brick, 1 lumber more to build a settlement."
    );
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    ok(&mut g, ADA, Action::BuildSettlement { at: i(30) });
    assert_eq!(g.total_vp(ADA), 3);
}

#[test]
fn a_city_replaces_an_own_settlement_and_returns_it() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("3 ore, 2 grain"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildCity { at: i(21) }).code(),
        "no_settlement_to_upgrade"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildCity { at: i(30) }).code(),
        "no_settlement_to_upgrade"
    );
    ok(&mut g, ADA, Action::BuildCity { at: i(19) });
    let pl = g.player(ADA);
    assert_eq!((pl.settlements_left(), pl.cities_left()), (4, 3));
    assert_eq!(g.total_vp(ADA), 3);
    set_hand(&mut g, ADA, rc("3 ore, 1 grain"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildCity { at: i(29) }).code(),
        "cannot_afford"
    );
}

#[test]
fn piece_limits_are_hard_limits() {
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 20,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    // Grow Ada's network until she has placed all 5 settlements.
    while g.player(ADA).settlements_left() > 0 {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
        if let Some(at) = super::geometry::intersections_in(g.settlement_spots(ADA)).next() {
            ok(&mut g, ADA, Action::BuildSettlement { at });
        } else {
            let at = g
                .topology()
                .paths_in(g.road_spots(ADA))
                .next()
                .expect("room for a road");
            ok(&mut g, ADA, Action::BuildRoad { at });
        }
    }
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    while g.player(ADA).roads_left() > 0 && g.settlement_spots(ADA) == 0 {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
        let at = g.topology().paths_in(g.road_spots(ADA)).next().unwrap();
        ok(&mut g, ADA, Action::BuildRoad { at });
    }
    if let Some(at) = super::geometry::intersections_in(g.settlement_spots(ADA)).next() {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
        assert_eq!(
            refuse(&mut g, ADA, Action::BuildSettlement { at }).to_string(),
            "You have no settlements left to place."
        );
    }
    // Four cities, then no fifth.
    let settlements: Vec<_> =
        super::geometry::intersections_in(g.player(ADA).settlements).collect();
    for &at in &settlements[..4] {
        set_hand(&mut g, ADA, rc("3 ore, 2 grain"));
        ok(&mut g, ADA, Action::BuildCity { at });
    }
    set_hand(&mut g, ADA, rc("3 ore, 2 grain"));
    let e = refuse(&mut g, ADA, Action::BuildCity { at: settlements[4] });
    assert_eq!(e.code(), "no_pieces_left");
    // Fifteen roads, then no sixteenth.
    while g.player(ADA).roads_left() > 0 {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
        let at = g.topology().paths_in(g.road_spots(ADA)).next().unwrap();
        ok(&mut g, ADA, Action::BuildRoad { at });
    }
    set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
    if let Some(at) = g.topology().paths_in(g.road_spots(ADA)).next() {
        assert_eq!(
            refuse(&mut g, ADA, Action::BuildRoad { at }).to_string(),
            "You have no roads left to place."
        );
    }
    assert!(g
        .legal_actions(ADA)
        .iter()
        .all(|a| !matches!(a, Action::BuildRoad { .. } | Action::BuildCity { .. })));
}

// ----- Trade ------------------------------------------------------------------------------

fn trade_game() -> Game {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("2 brick, 1 ore"));
    set_hand(&mut g, BEA, rc("2 wool, 1 grain"));
    set_hand(&mut g, CY, rc("1 wool"));
    set_hand(&mut g, DEE, rc("3 lumber"));
    roll_quiet(&mut g, ADA);
    g
}

#[test]
fn a_domestic_offer_accepted_and_confirmed_swaps_the_cards() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(&mut g, BEA, Action::AcceptTrade);
    ok(&mut g, CY, Action::AcceptTrade);
    assert_eq!(
        refuse(&mut g, DEE, Action::AcceptTrade).code(),
        "not_enough_cards"
    );
    ok(&mut g, DEE, Action::DeclineTrade);
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: DEE }).code(),
        "partner_not_ready"
    );
    assert_eq!(
        refuse(&mut g, BEA, Action::ConfirmTrade { with: CY }).code(),
        "not_the_offerer"
    );
    ok(&mut g, ADA, Action::ConfirmTrade { with: CY });
    assert_eq!(g.player(ADA).resources, rc("1 brick, 1 ore, 1 wool"));
    assert_eq!(g.player(CY).resources, rc("1 brick"));
    // Exactly one partner: the offer is closed now.
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: BEA }).code(),
        "no_open_offer"
    );
}

#[test]
fn offers_need_two_real_sides() {
    let mut g = trade_game();
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: ResourceCounts::ZERO,
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "empty_trade_side");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick, 1 wool"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "same_resource_both_sides");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("3 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.to_string(), "You only have 2 brick.");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some(SeatSet::default()),
        },
    );
    assert_eq!(e.code(), "nobody_addressed");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some([ADA].into_iter().collect()),
        },
    );
    assert_eq!(e.code(), "trade_with_self");
}

#[test]
fn only_the_active_player_trades_and_only_with_addressed_players() {
    let mut g = trade_game();
    let e = refuse(
        &mut g,
        BEA,
        Action::OfferTrade {
            give: rc("1 wool"),
            get: rc("1 brick"),
            to: None,
        },
    );
    assert_eq!(e.code(), "not_your_turn");
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some([CY].into_iter().collect()),
        },
    );
    assert_eq!(
        refuse(&mut g, BEA, Action::AcceptTrade).code(),
        "not_addressed"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::AcceptTrade).code(),
        "trade_with_self"
    );
    ok(&mut g, CY, Action::AcceptTrade);
}

#[test]
fn a_counter_offer_is_confirmed_on_its_own_terms() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    // Bea counters: she gives 2 wool for 1 brick and 1 ore.
    let e = refuse(
        &mut g,
        BEA,
        Action::CounterTrade {
            give: rc("3 wool"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(e.code(), "not_enough_cards");
    ok(
        &mut g,
        BEA,
        Action::CounterTrade {
            give: rc("2 wool"),
            get: rc("1 brick, 1 ore"),
        },
    );
    ok(&mut g, ADA, Action::ConfirmTrade { with: BEA });
    assert_eq!(g.player(ADA).resources, rc("1 brick, 2 wool"));
    assert_eq!(g.player(BEA).resources, rc("1 brick, 1 grain, 1 ore"));
}

#[test]
fn both_sides_must_still_hold_the_cards_at_confirmation() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(&mut g, CY, Action::AcceptTrade);
    // Cy loses her wool (to a monopoly) before Ada confirms.
    give_card(&mut g, ADA, DevCard::Monopoly);
    ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    let e = refuse(&mut g, ADA, Action::ConfirmTrade { with: CY });
    assert_eq!(e.to_string(), "Cy no longer has the cards for this trade.");
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("2 brick"),
            get: rc("1 lumber"),
            to: None,
        },
    );
    ok(&mut g, DEE, Action::AcceptTrade);
    set_hand(&mut g, ADA, rc("1 brick"));
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: DEE }).code(),
        "not_enough_cards"
    );
}

#[test]
fn an_offer_expires_at_the_end_of_the_turn_and_can_be_replaced_or_cancelled() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 lumber"),
            to: None,
        },
    );
    assert_eq!(g.offer().unwrap().give, rc("1 ore"));
    ok(&mut g, ADA, Action::CancelTrade);
    assert_eq!(
        refuse(&mut g, BEA, Action::AcceptTrade).code(),
        "no_open_offer"
    );
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    end(&mut g, ADA);
    assert!(g.offer().is_none());
    assert_eq!(
        refuse(&mut g, CY, Action::AcceptTrade).code(),
        "no_open_offer"
    );
}

#[test]
fn maritime_trade_is_4_to_1_without_a_harbor() {
    // Benny returns 4 ore and takes 1 lumber.
    let mut g = game4();
    set_hand(&mut g, ADA, rc("8 ore"));
    roll_quiet(&mut g, ADA);
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 ore"),
            get: rc("1 lumber"),
        },
    );
    assert_eq!(
        e.to_string(),
        "You trade ore with the bank at 4:1, so give a multiple of 4."
    );
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("2 lumber"),
        },
    );
    assert_eq!(e.code(), "bank_trade_units");
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 ore"),
        },
    );
    assert_eq!(e.code(), "same_resource_both_sides");
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 lumber"),
        },
    );
    assert_eq!(g.player(ADA).resources, rc("4 ore, 1 lumber"));
}

#[test]
fn generic_harbor_trades_3_to_1_almanac_olivia() {
    // Olivia has a settlement at a generic harbor and trades 3 lumber for 1 wool.
    let mut g = new_game(3);
    setup(
        &mut g,
        &[
            (1, "1-5"),
            (21, "21-27"),
            (40, "40-45"),
            (46, "46-50"),
            (32, "32-38"),
            (19, "19-24"),
        ],
    );
    set_hand(&mut g, ADA, rc("3 lumber, 3 grain"));
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 lumber"),
            get: rc("1 wool"),
        },
    );
    // Several kinds at once: each at its rate.
    set_hand(&mut g, ADA, rc("3 lumber, 3 grain"));
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 lumber, 3 grain"),
            get: rc("1 ore, 1 brick"),
        },
    );
    assert_eq!(g.player(ADA).resources, rc("1 ore, 1 brick"));
}

#[test]
fn special_harbor_trades_only_its_resource_2_to_1_almanac_nick() {
    // Nick has a settlement on the ore harbor (12-17) and no other harbor.
    let mut g = new_game(3);
    setup(
        &mut g,
        &[
            (17, "17-23"),
            (21, "21-27"),
            (40, "40-45"),
            (46, "46-50"),
            (32, "32-38"),
            (19, "19-24"),
        ],
    );
    set_hand(&mut g, ADA, rc("6 ore, 4 wool"));
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("2 ore"),
            get: rc("1 grain"),
        },
    );
    // 4 ore for any 2 other cards.
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 brick, 1 lumber"),
        },
    );
    // 4 wool buys only 1 card: the ore harbor gives no better rate for wool (not even 3:1).
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 wool"),
            get: rc("2 brick"),
        },
    );
    assert_eq!(
        e.to_string(),
        "At your rates, 4 wool buys 1 card(s) from the bank, not 2."
    );
    assert_eq!(
        refuse(
            &mut g,
            ADA,
            Action::BankTrade {
                give: rc("3 wool"),
                get: rc("1 brick")
            }
        )
        .code(),
        "bad_bank_rate"
    );
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 wool"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(g.player(ADA).trade_rate(Resource::Ore), 2);
    assert_eq!(g.player(ADA).trade_rate(Resource::Wool), 4);
}

#[test]
fn the_bank_must_hold_the_card_asked_for() {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("4 ore"));
    drain_bank(&mut g, DEE, Resource::Brick, 0);
    roll_quiet(&mut g, ADA);
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(e.to_string(), "The bank has no brick left.");
}

// ----- Longest Road -------------------------------------------------------------------------

/// A 3-player table for road races: Ada at 19 and 44, Bea at 32 and 5, Cy at 52 and 54.
fn road_game() -> Game {
    let mut g = new_game_with(
        Options {
            players: 3,
            points_to_win: 20,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(
        &mut g,
        &[
            (19, "19-25"),
            (32, "32-37"),
            (52, "49-52"),
            (54, "51-54"),
            (5, "5-9"),
            (44, "44-48"),
        ],
    );
    roll_quiet(&mut g, ADA);
    g
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

#[test]
fn road_length_is_the_longest_trail_not_the_branches() {
    let mut g = road_game();
    // 19-25-31-36-30 with a branch 20-25.
    build_roads(&mut g, ADA, &["25-31", "31-36", "20-25", "30-36"]);
    // Trails: 20-25-31-36-30 = 4; 19-25-31-36-30 = 4.
    assert_eq!(g.player(ADA).road_length, 4);
    // Close a loop around J: 19-24-30 joins the ring 19-25-31-36-30-24-19 (6 roads) plus the 20-25 branch.
    build_roads(&mut g, ADA, &["19-24", "24-30"]);
    assert_eq!(g.player(ADA).road_length, 7);
}

#[test]
fn first_to_five_takes_longest_road_and_ties_never_take_it() {
    let mut g = road_game();
    build_roads(&mut g, ADA, &["25-31", "31-36", "36-41"]);
    assert_eq!(g.player(ADA).road_length, 4);
    assert_eq!(g.longest_road(), None);
    let ev = build_roads(&mut g, ADA, &["41-46"]);
    assert!(ev.contains(&Event::LongestRoad {
        seat: Some(ADA),
        length: 5
    }));
    assert_eq!(g.public_vp(ADA), 4);
    pass_to(&mut g, BEA);
    // Bea: 37-32-38-43-47-42 — 5 ties Ada's 5 and takes nothing; closing the ring (6) takes it.
    build_roads(&mut g, BEA, &["32-38", "38-43", "43-47"]);
    assert_eq!(g.player(BEA).road_length, 4);
    build_roads(&mut g, BEA, &["42-47"]);
    assert_eq!(g.player(BEA).road_length, 5);
    assert_eq!(g.longest_road(), Some(ADA));
    let ev = build_roads(&mut g, BEA, &["37-42"]);
    assert_eq!(g.player(BEA).road_length, 6);
    assert_eq!(g.longest_road(), Some(BEA));
    assert!(ev.contains(&Event::LongestRoad {
        seat: Some(BEA),
        length: 6
    }));
}

#[test]
fn a_settlement_breaks_a_road_almanac_coleman_takes_the_card() {
    // Emily (Ada) holds Longest Road with 19-25-31-36-41-46-50 (6). Coleman (Bea) has a
    // 5-road 37-32-38-43-47-51, ties at 6 with 31-37 (no change), then settles at 31.
    let mut g = road_game();
    build_roads(&mut g, ADA, &["25-31", "31-36", "36-41", "41-46", "46-50"]);
    assert_eq!(
        (g.player(ADA).road_length, g.longest_road()),
        (6, Some(ADA))
    );
    pass_to(&mut g, BEA);
    build_roads(&mut g, BEA, &["32-38", "38-43", "43-47", "47-51", "31-37"]);
    assert_eq!(g.player(BEA).road_length, 6);
    assert_eq!(g.longest_road(), Some(ADA));
    set_hand(&mut g, BEA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    let ev = ok(&mut g, BEA, Action::BuildSettlement { at: i(31) });
    assert_eq!(g.player(ADA).road_length, 4);
    assert_eq!(g.longest_road(), Some(BEA));
    assert!(ev.contains(&Event::LongestRoad {
        seat: Some(BEA),
        length: 6
    }));
    assert_eq!(g.public_vp(ADA), 2);
}

#[test]
fn a_broken_road_with_nobody_at_five_sets_the_card_aside() {
    let mut g = road_game();
    build_roads(&mut g, ADA, &["25-31", "31-36", "36-41", "41-46", "46-50"]);
    pass_to(&mut g, BEA);
    build_roads(&mut g, BEA, &["31-37"]);
    set_hand(&mut g, BEA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    let ev = ok(&mut g, BEA, Action::BuildSettlement { at: i(31) });
    assert_eq!(g.longest_road(), None);
    assert!(ev.contains(&Event::LongestRoad {
        seat: None,
        length: 4
    }));
    // The card comes back when exactly one player has 5+.
    pass_to(&mut g, ADA);
    build_roads(&mut g, ADA, &["50-53"]);
    assert_eq!(g.player(ADA).road_length, 5);
    assert_eq!(g.longest_road(), Some(ADA));
}

#[test]
fn longest_road_holder_keeps_it_when_still_longest_after_a_break_and_ties_set_it_aside() {
    let mut g = road_game();
    // Direct check of the award rule with recomputed lengths.
    g.longest_road = Some(ADA);
    let set = |g: &mut Game, l: [u8; 3]| {
        for (p, len) in g.players.iter_mut().zip(l) {
            p.road_length = len;
        }
        let mut ev = Vec::new();
        g.update_longest_road(&mut ev);
        g.longest_road()
    };
    assert_eq!(set(&mut g, [5, 5, 2]), Some(ADA)); // holder still >= 5, nobody longer
    assert_eq!(set(&mut g, [4, 6, 6]), None); // holder broken, tie for the greatest: aside
    assert_eq!(set(&mut g, [4, 6, 6]), None);
    assert_eq!(set(&mut g, [4, 7, 6]), Some(BEA)); // exactly one longest
    assert_eq!(set(&mut g, [8, 7, 6]), Some(ADA)); // strictly longer takes it
    assert_eq!(set(&mut g, [8, 8, 6]), Some(ADA)); // a tie never takes it
}

#[test]
fn a_trail_may_end_at_but_not_pass_an_opponents_building() {
    let mut g = road_game();
    build_roads(&mut g, ADA, &["25-31", "31-36"]);
    pass_to(&mut g, BEA);
    build_roads(&mut g, BEA, &["31-37"]);
    set_hand(&mut g, BEA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    ok(&mut g, BEA, Action::BuildSettlement { at: i(31) });
    // Ada: 19-25-31 | 31-36: each part ends at 31.
    assert_eq!(g.player(ADA).road_length, 2);
}

// ----- Largest Army ---------------------------------------------------------------------------

#[test]
fn largest_army_goes_to_the_first_with_three_knights_then_only_to_more() {
    let mut g = game4();
    for _ in 0..4 {
        give_card(&mut g, ADA, DevCard::Knight);
        give_card(&mut g, BEA, DevCard::Knight);
    }
    let mut rng = super::rng::GameRng::new(5);
    let mut knight = |g: &mut Game, s: Seat| {
        pass_to(g, s);
        ok(g, s, Action::PlayKnight);
        let a = g.complete(g.legal_actions(s)[0], &mut rng);
        ok(g, s, a);
        end(g, s);
    };
    knight(&mut g, ADA);
    knight(&mut g, BEA);
    knight(&mut g, ADA);
    knight(&mut g, BEA);
    assert_eq!(g.largest_army(), None);
    knight(&mut g, ADA);
    assert_eq!(g.largest_army(), Some(ADA));
    assert_eq!(g.public_vp(ADA), 4);
    knight(&mut g, BEA);
    assert_eq!(
        g.largest_army(),
        Some(ADA),
        "3 knights tie, the holder keeps it"
    );
    knight(&mut g, BEA);
    assert_eq!(g.largest_army(), Some(BEA));
    assert_eq!(g.public_vp(ADA), 2);
}

// ----- Victory points and winning -----------------------------------------------------------

#[test]
fn points_are_settlement_1_city_2_road_2_army_2_card_1() {
    let mut g = game4();
    assert_eq!(g.total_vp(ADA), 2);
    g.players[0].cities = g.players[0].settlements & i(19).bit();
    g.players[0].settlements &= !i(19).bit();
    assert_eq!(g.total_vp(ADA), 3);
    g.longest_road = Some(ADA);
    g.largest_army = Some(ADA);
    assert_eq!(g.total_vp(ADA), 7);
    give_card(&mut g, ADA, DevCard::VictoryPoint);
    assert_eq!((g.total_vp(ADA), g.public_vp(ADA)), (8, 7));
}

#[test]
fn a_player_wins_the_moment_the_target_is_reached_on_their_own_turn() {
    let mut g = new_game_with(
        Options {
            players: 3,
            points_to_win: 5,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(
        &mut g,
        &[
            (19, "19-25"),
            (32, "32-37"),
            (52, "49-52"),
            (54, "51-54"),
            (5, "5-9"),
            (44, "44-48"),
        ],
    );
    // Bea holds a hidden VP card and builds the first 5-road: 2 + 2 + 1 = 5.
    give_card(&mut g, BEA, DevCard::VictoryPoint);
    roll_quiet(&mut g, ADA);
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    build_roads(&mut g, BEA, &["32-38", "38-43", "43-47", "42-47"]);
    assert_eq!(g.player(BEA).road_length, 5);
    assert_eq!(g.longest_road(), Some(BEA));
    // Bea has 2 + 2 + 1 = 5 on her own turn: she wins at once.
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.winner(), Some(BEA));
    assert!(matches!(
        g.apply(ADA, Action::EndTurn),
        Err(RuleError::GameOver)
    ));
}

#[test]
fn reaching_the_target_on_someone_elses_turn_wins_at_the_start_of_ones_own() {
    let mut g = new_game_with(
        Options {
            players: 3,
            points_to_win: 5,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(
        &mut g,
        &[
            (19, "19-25"),
            (32, "32-37"),
            (52, "49-52"),
            (54, "51-54"),
            (5, "5-9"),
            (44, "44-48"),
        ],
    );
    // Longest Road is set aside after Bea breaks Ada's road; Cy, the only one at 5, gets it
    // on Bea's turn and wins only when her own turn starts.
    roll_quiet(&mut g, ADA);
    build_roads(&mut g, ADA, &["25-31", "31-36", "36-41", "41-46", "46-50"]); // Ada 6
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    end(&mut g, BEA);
    roll_quiet(&mut g, CY);
    give_card(&mut g, CY, DevCard::VictoryPoint);
    build_roads(&mut g, CY, &["50-54", "50-53", "49-53"]); // 51-54-50-53-49-52: 5 roads
    assert_eq!(g.player(CY).road_length, 5);
    assert_eq!(g.longest_road(), Some(ADA));
    end(&mut g, CY);
    roll_quiet(&mut g, ADA);
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    build_roads(&mut g, BEA, &["31-37"]);
    set_hand(&mut g, BEA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
    ok(&mut g, BEA, Action::BuildSettlement { at: i(31) });
    // Ada is broken to 4; Cy alone has 5: she takes the card (2 + 2 + 1 VP card = 5) on Bea's turn.
    assert_eq!(g.longest_road(), Some(CY));
    assert_eq!(g.total_vp(CY), 5);
    assert_eq!(
        g.phase(),
        Phase::Main,
        "nobody wins on another player's turn"
    );
    let ev = ok(&mut g, BEA, Action::EndTurn);
    assert!(ev.contains(&Event::GameWon { seat: CY, vp: 5 }));
    assert_eq!(g.winner(), Some(CY));
}

// ----- Hidden information -------------------------------------------------------------------

#[test]
fn the_public_view_carries_no_hidden_information() {
    let mut a = game4();
    let mut b = a.clone();
    // Same public facts, different hidden facts: hand identities, dev card kinds, deck order.
    set_hand(&mut a, BEA, rc("2 ore, 1 wool"));
    set_hand(&mut b, BEA, rc("1 brick, 1 grain, 1 lumber"));
    give_card(&mut a, CY, DevCard::VictoryPoint);
    give_card(&mut b, CY, DevCard::Knight);
    b.deck[20..].reverse();
    // The bank differs by identity too; compare the public views with the bank set equal.
    let (mut va, vb) = (a.public_view(), b.public_view());
    assert_ne!(va.bank, vb.bank);
    va.bank = vb.bank;
    assert_eq!(va, vb);
    // A player's own view shows their hand, and nobody else's.
    let pa = a.player_view(ADA);
    assert_eq!(pa.resources, a.player(ADA).resources);
    let pb = b.player_view(ADA);
    assert_eq!(pa.resources, pb.resources);
    assert_eq!(a.player_view(BEA).resources, rc("2 ore, 1 wool"));
    assert_eq!(a.player_view(CY).dev_cards[DevCard::VictoryPoint], 1);
    assert_eq!(a.player_view(CY).vp, 3);
    assert_eq!(a.public_view().player(CY).public_vp, 2);
}

#[test]
fn stolen_cards_are_hidden_from_everyone_but_thief_and_victim() {
    let e = Event::Stole {
        thief: ADA,
        victim: BEA,
        card: Some(Resource::Ore),
    };
    assert_eq!(e.redact_for(Some(ADA)), e);
    assert_eq!(e.redact_for(Some(BEA)), e);
    assert_eq!(
        e.redact_for(Some(CY)),
        Event::Stole {
            thief: ADA,
            victim: BEA,
            card: None
        }
    );
    assert_eq!(
        e.redact_for(None),
        Event::Stole {
            thief: ADA,
            victim: BEA,
            card: None
        }
    );
}
