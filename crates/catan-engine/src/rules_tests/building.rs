//! Building (docs/RULES.md §"Building"): costs, connection, the distance rule and piece limits.

use super::*;

#[test]
fn roads_cost_lumber_and_brick_and_must_connect() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 lumber"));
    let e = refuse(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    assert_eq!(
        e,
        RuleError::CannotAfford {
            missing: rc("1 brick"),
            what: Purchase::Road,
        }
    );
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
        e,
        RuleError::BlockedByBuilding {
            at: p("30-36"),
            owner: BEA,
            what: Building::Settlement,
            through: i(30),
        }
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
        e,
        RuleError::CannotAfford {
            missing: rc("1 brick, 1 lumber"),
            what: Purchase::Settlement,
        }
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
        if let Some(at) = crate::geometry::intersections_in(g.settlement_spots(ADA)).next() {
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
    if let Some(at) = crate::geometry::intersections_in(g.settlement_spots(ADA)).next() {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick, 1 wool, 1 grain"));
        assert_eq!(
            refuse(&mut g, ADA, Action::BuildSettlement { at }),
            RuleError::NoPiecesLeft(Piece::Settlement)
        );
    }
    // Four cities, then no fifth.
    let settlements: Vec<_> =
        crate::geometry::intersections_in(g.player(ADA).settlements).collect();
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
            refuse(&mut g, ADA, Action::BuildRoad { at }),
            RuleError::NoPiecesLeft(Piece::Road)
        );
    }
    assert!(g
        .legal_actions(ADA)
        .iter()
        .all(|a| !matches!(a, Action::BuildRoad { .. } | Action::BuildCity { .. })));
}
