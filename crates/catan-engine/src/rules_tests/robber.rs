//! Rolling a 7 (docs/RULES.md §"Rolling a 7"): discards, moving the robber, stealing, the friendly
//! robber.

use super::*;

#[test]
fn seven_almanac_example_larry_discards_4_and_will_5() {
    // Alex (Ada) rolls a 7 with 6 cards; Larry (Bea) has 8, Will (Cy) has 11.
    let mut g = game3();
    set_hand(&mut g, ADA, rc("2 brick, 2 lumber, 2 wool"));
    set_hand(&mut g, BEA, rc("2 brick, 2 lumber, 2 wool, 2 grain"));
    set_hand(&mut g, CY, rc("3 brick, 2 lumber, 2 wool, 2 grain, 2 ore"));
    let ev = roll(&mut g, ADA, 3, 4);
    assert!(ev.contains(&Event::DiscardsOwed {
        owed: SeatCounts::of(&[(BEA, 4), (CY, 5)])
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
    assert_eq!(
        e,
        RuleError::WaitingForDiscards([BEA, CY].into_iter().collect())
    );
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
    assert_eq!(e, RuleError::WrongDiscardCount { owed: 5, given: 2 });
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
    assert_eq!(e, RuleError::VictimRequired([BEA].into_iter().collect()));
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
    assert_eq!(
        e,
        RuleError::VictimRequired([BEA, DEE].into_iter().collect())
    );
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
    assert_eq!(e, RuleError::FriendlyRobber(BEA));
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
