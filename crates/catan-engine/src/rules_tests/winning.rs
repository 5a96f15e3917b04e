//! Victory points and winning (docs/RULES.md §"Victory points and winning").

use super::*;

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
