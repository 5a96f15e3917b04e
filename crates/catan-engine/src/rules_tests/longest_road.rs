//! Longest Road (docs/RULES.md §"Longest Road"): trails, ties, broken roads and the card set aside.

use super::*;

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
