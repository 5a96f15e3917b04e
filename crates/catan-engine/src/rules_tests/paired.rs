//! Paired turns for five and six players (docs/RULES.md §"Paired turns"): who Settler 2 is,
//! what each part allows, the cards, the win, a 7 on Settler 1's roll, and whole games.

use super::*;
use crate::board::BoardSpec;
use crate::error::SetupError;
use crate::game::BuildPhase;
use crate::playout::random_playout;
use crate::rng::GameRng;

fn paired(players: u8) -> Options {
    Options {
        players,
        build_phase: BuildPhase::Paired,
        ..Options::default()
    }
}

/// A paired game of `players` on a seeded large island, set up with the first legal spots;
/// seat 0 is first and about to roll.
fn paired_game(players: u8, options: Options) -> Game {
    let mut g = Game::new(GameSetup {
        options: Options { players, ..options },
        board: BoardSpec::Random(7).build_for(Island::Large).unwrap(),
        first_player: ADA,
        dev_deck: DevCard::standard_deck(Island::Large),
        names: vec![],
    })
    .unwrap();
    setup_first_legal(&mut g);
    assert_eq!((g.phase(), g.current()), (Phase::Roll, ADA));
    g
}

#[test]
fn paired_turns_are_an_option_of_five_and_six_players_written_only_when_chosen() {
    for n in [5, 6] {
        assert_eq!(paired(n).validate(), Ok(()));
    }
    for n in [2, 3, 4] {
        assert_eq!(paired(n).validate(), Err(SetupError::PairedNeedsFive(n)));
    }
    let json = serde_json::to_string(&paired(6)).unwrap();
    assert!(json.contains("\"build_phase\":\"paired\""), "{json}");
    let plain = Options {
        players: 6,
        ..Options::default()
    };
    let json = serde_json::to_string(&plain).unwrap();
    assert!(!json.contains("build_phase"), "{json}");
    // Records from before the option read as the Special Build Phase.
    let old: Options = serde_json::from_str("{\"players\": 6}").unwrap();
    assert_eq!(old.build_phase, BuildPhase::SpecialBuild);
}

#[test]
fn settler_two_is_the_third_player_to_settler_ones_left() {
    let six = paired_game(6, paired(6));
    assert_eq!(six.settler_two_of(Seat(0)), Seat(3));
    assert_eq!(six.settler_two_of(Seat(4)), Seat(1));
    let five = paired_game(5, paired(5));
    assert_eq!(five.settler_two_of(Seat(0)), Seat(3));
    assert_eq!(five.settler_two_of(Seat(3)), Seat(1));
    assert_eq!(five.settler_two_of(Seat(4)), Seat(2));
}

#[test]
fn settler_two_builds_and_trades_with_the_bank_after_settler_one_then_the_turn_passes() {
    let mut g = paired_game(6, paired(6));
    let (ada, dee) = (Seat(0), Seat(3));
    // No Special Build Phase with paired turns: refused, and never listed.
    assert_eq!(
        refuse(&mut g, BEA, Action::AskSpecialBuild).code(),
        "special_build_paired_turns"
    );
    assert!(!g.legal_actions(BEA).contains(&Action::AskSpecialBuild));
    roll(&mut g, ada, 6, 6);
    // Settler 2 may not act in Settler 1's part.
    set_hand(&mut g, dee, rc("4 ore, 1 brick, 1 lumber"));
    assert_eq!(refuse(&mut g, dee, Action::EndTurn).code(), "not_your_turn");
    let ev = ok(&mut g, ada, Action::EndTurn);
    assert!(
        ev.contains(&Event::SettlerTwoStarted {
            seat: dee,
            settler_one: ada
        }),
        "{ev:?}"
    );
    assert_eq!(
        (
            g.phase(),
            g.current(),
            g.turn(),
            g.turn_owner(),
            g.settler_two_part()
        ),
        (Phase::Main, dee, 1, ada, Some(ada))
    );
    // No second roll, no trade with players; the bank and harbors, and builds, are open.
    assert_eq!(
        refuse(&mut g, dee, Action::Roll { dice: Some([3, 4]) }).code(),
        "already_rolled"
    );
    let e = refuse(
        &mut g,
        dee,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "settler_two_trades_with_the_bank");
    ok(
        &mut g,
        dee,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 brick"),
        },
    );
    let spot = g
        .legal_actions(dee)
        .into_iter()
        .find(|a| matches!(a, Action::BuildRoad { .. }))
        .expect("a road Dee can build");
    ok(&mut g, dee, spot);
    assert!(g
        .legal_actions(dee)
        .iter()
        .all(|a| !matches!(a, Action::OfferTrade { .. })));
    // Settler 2's end is the turn's: the player on Settler 1's left rolls turn 2.
    ok(&mut g, dee, Action::EndTurn);
    assert_eq!(
        (g.phase(), g.current(), g.turn(), g.settler_two_part()),
        (Phase::Roll, BEA, 2, None)
    );
    roll(&mut g, BEA, 6, 6);
    end(&mut g, BEA);
    assert_eq!(g.current(), Seat(4), "Bea's Settler 2 is Eve");
}

#[test]
fn both_settlers_play_a_card_in_their_part_and_only_settler_one_before_the_roll() {
    let mut g = paired_game(6, paired(6));
    let (ada, dee) = (Seat(0), Seat(3));
    give_card(&mut g, ada, DevCard::YearOfPlenty);
    give_card(&mut g, dee, DevCard::Knight);
    give_card(&mut g, dee, DevCard::Monopoly);
    // Before the roll the Knight is Settler 1's alone.
    assert_eq!(
        refuse(&mut g, dee, Action::PlayKnight).code(),
        "not_your_turn"
    );
    roll(&mut g, ada, 6, 6);
    ok(
        &mut g,
        ada,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Grain],
        },
    );
    end(&mut g, ada);
    // Settler 2 has a card of their own to play this part, even after Settler 1 played one.
    set_hand(&mut g, ada, rc("2 wool"));
    ok(
        &mut g,
        dee,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    assert_eq!(g.player(ada).resources[Resource::Wool], 0);
    // One card a part.
    assert_eq!(
        refuse(&mut g, dee, Action::PlayKnight).code(),
        "already_played_card"
    );
    end(&mut g, dee);
}

#[test]
fn a_card_settler_two_buys_waits_for_a_later_part() {
    let mut g = paired_game(6, paired(6));
    let (ada, dee) = (Seat(0), Seat(3));
    roll(&mut g, ada, 6, 6);
    end(&mut g, ada);
    // The deck is unshuffled: its top card is a knight.
    set_hand(&mut g, dee, rc("1 wool, 1 grain, 1 ore"));
    ok(&mut g, dee, Action::BuyDevCard);
    assert_eq!(g.player(dee).dev_cards[DevCard::Knight], 1);
    assert_eq!(
        refuse(&mut g, dee, Action::PlayKnight).code(),
        "card_bought_this_turn"
    );
    end(&mut g, dee);
    // Turns 2 and 3 (Bea with Eve, Cy with Fay), then Dee rolls turn 4: the knight may
    // come out before her roll.
    for s in [BEA, Seat(4), CY, Seat(5)] {
        if g.phase() == Phase::Roll {
            roll(&mut g, s, 6, 6);
        }
        end(&mut g, s);
    }
    assert_eq!((g.current(), g.phase(), g.turn()), (dee, Phase::Roll, 4));
    ok(&mut g, dee, Action::PlayKnight);
    assert_eq!(g.phase(), Phase::MoveRobber);
}

#[test]
fn settler_two_plays_a_knight_in_their_part_and_goes_on_building() {
    let mut g = paired_game(6, paired(6));
    let (ada, dee) = (Seat(0), Seat(3));
    give_card(&mut g, dee, DevCard::Knight);
    roll(&mut g, ada, 6, 6);
    end(&mut g, ada);
    ok(&mut g, dee, Action::PlayKnight);
    assert_eq!((g.phase(), g.current()), (Phase::MoveRobber, dee));
    let robber = g.complete(g.legal_actions(dee)[0], &mut GameRng::new(1));
    ok(&mut g, dee, robber);
    assert_eq!((g.phase(), g.current()), (Phase::Main, dee));
    assert_eq!(g.player(dee).knights_played, 1);
    end(&mut g, dee);
    assert_eq!((g.current(), g.turn()), (BEA, 2));
}

#[test]
fn settler_two_wins_in_their_part_or_at_its_start_and_never_in_settler_ones() {
    // Dee reaches the target during her own part: she wins at once.
    let mut g = paired_game(
        6,
        Options {
            points_to_win: 5,
            ..paired(6)
        },
    );
    let (ada, dee) = (Seat(0), Seat(3));
    give_card(&mut g, dee, DevCard::VictoryPoint);
    give_card(&mut g, dee, DevCard::VictoryPoint);
    roll(&mut g, ada, 6, 6);
    end(&mut g, ada);
    assert_eq!(g.total_vp(dee), 4);
    set_hand(&mut g, dee, rc("2 grain, 3 ore"));
    let city = g
        .legal_actions(dee)
        .into_iter()
        .find(|a| matches!(a, Action::BuildCity { .. }))
        .expect("a city on one of Dee's settlements");
    let ev = ok(&mut g, dee, city);
    assert!(ev.contains(&Event::GameWon { seat: dee, vp: 5 }), "{ev:?}");
    assert_eq!((g.phase(), g.winner()), (Phase::GameOver, Some(dee)));

    // Dee reaches the target during Ada's part (a card she holds counts once Ada's part
    // ends): she does not win then, but at the start of her own part.
    let mut g = paired_game(
        6,
        Options {
            points_to_win: 5,
            ..paired(6)
        },
    );
    roll(&mut g, ada, 6, 6);
    give_card(&mut g, dee, DevCard::VictoryPoint);
    give_card(&mut g, dee, DevCard::VictoryPoint);
    give_card(&mut g, dee, DevCard::VictoryPoint);
    assert_eq!(g.total_vp(dee), 5);
    // Ada builds: the win check reads the player who moves, never Dee.
    set_hand(&mut g, ada, rc("1 brick, 1 lumber"));
    let road = g
        .legal_actions(ada)
        .into_iter()
        .find(|a| matches!(a, Action::BuildRoad { .. }))
        .unwrap();
    ok(&mut g, ada, road);
    assert_eq!(g.phase(), Phase::Main, "nobody wins in Ada's part but Ada");
    let ev = ok(&mut g, ada, Action::EndTurn);
    assert!(ev.contains(&Event::GameWon { seat: dee, vp: 5 }), "{ev:?}");
    assert_eq!(g.winner(), Some(dee));
}

#[test]
fn a_seven_on_settler_ones_roll_makes_settler_two_discard_like_everyone() {
    let mut g = paired_game(5, paired(5));
    let (ada, dee) = (Seat(0), Seat(3));
    set_hand(&mut g, dee, rc("5 brick, 5 wool"));
    set_hand(&mut g, BEA, rc("3 ore"));
    roll(&mut g, ada, 3, 4);
    assert_eq!((g.phase(), g.pending_discard(dee)), (Phase::Discard, 5));
    ok(
        &mut g,
        dee,
        Action::Discard {
            cards: rc("5 brick"),
        },
    );
    assert_eq!((g.phase(), g.current()), (Phase::MoveRobber, ada));
    let to = g.complete(g.legal_actions(ada)[0], &mut GameRng::new(1));
    ok(&mut g, ada, to);
    end(&mut g, ada);
    // Settler 2's part follows as after any roll, with the cards the 7 left her.
    let hand = g.player(dee).resources;
    assert_eq!(g.current(), dee);
    assert!(
        hand[Resource::Brick] == 0 && hand[Resource::Wool] >= 4,
        "{hand}"
    );
    assert_eq!(
        refuse(
            &mut g,
            dee,
            Action::MoveRobber {
                to: crate::geometry::Hex::parse("A").unwrap(),
                steal_from: None,
                card: None
            }
        )
        .code(),
        "no_robber_to_move"
    );
}

#[test]
fn whole_paired_games_of_five_and_six_end_with_a_winner() {
    let mut rng = GameRng::new(56);
    let mut won = 0;
    let mut second_parts = 0u32;
    for game in 0..10u64 {
        let n = 5 + (game % 2) as u8;
        let board = BoardSpec::Random(game).build_for(Island::Large).unwrap();
        let setup = GameSetup::random(paired(n), board, &mut GameRng::new(game));
        let mut g = Game::new(setup).unwrap();
        random_playout(&mut g, &mut rng, 2_000, |g, seat, a| {
            if let Some(one) = g.settler_two_part() {
                second_parts += u32::from(*a == Action::EndTurn && seat == one);
                assert_ne!(g.phase(), Phase::SpecialBuild);
            }
        });
        won += u32::from(g.phase() == Phase::GameOver);
    }
    assert!(won >= 8, "{won} of 10 ended");
    assert!(second_parts > 100, "{second_parts} Settler 2 parts");
}
