//! The set-up phase (docs/RULES.md §"Set-up phase (snake draft)").

use super::*;

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
        e,
        RuleError::TooClose {
            at: i(19),
            owner: ADA,
            what: Building::Settlement,
        }
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
