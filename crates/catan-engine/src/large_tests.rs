//! Rule tests of the 5–6 player game (docs/RULES.md §"Five and six players"): the larger island,
//! the bank of 24 and the 34-card deck, and every path through the Special Build Phase.

use super::action::Action;
use super::board::{Board, BoardSpec, HarborKind, Terrain};
use super::dev_card::DevCard;
use super::error::RuleError;
use super::event::Event;
use super::game::{is_standard_deck, Game, GameSetup, Options, Phase, SetupError};
use super::geometry::{Hex, Intersection, Island, Path};
use super::resource::{Resource, ResourceCounts};
use super::rules_tests::{
    give_card, i, new_game_with, ok, p, rc, refuse, roll, set_hand, setup_first_legal,
};
use super::seat::Seat;

fn options(players: u8) -> Options {
    Options {
        players,
        ..Options::default()
    }
}

/// A game of `players` (5 or 6) on the seeded large island, deck unshuffled (knights on top).
fn large_game(players: u8, opts: Options) -> Game {
    Game::new(GameSetup {
        options: Options { players, ..opts },
        board: BoardSpec::Random(7).build_for(Island::Large).unwrap(),
        first_player: Seat(0),
        dev_deck: DevCard::standard_deck(Island::Large),
        names: ["Ada", "Bea", "Cy", "Dee", "Eve", "Fay"]
            .map(String::from)
            .to_vec(),
    })
    .unwrap()
}

/// Plays the set-up with the first legal placement each time, up to seat 0's first roll.
fn play_setup(g: &mut Game) {
    setup_first_legal(g);
    assert_eq!((g.phase(), g.current()), (Phase::Roll, g.first_player()));
}

fn six() -> Game {
    let mut g = large_game(6, Options::default());
    play_setup(&mut g);
    g
}

/// Rolls 6+6 (never a 7) for the current seat.
fn roll_12(g: &mut Game) {
    let seat = g.current();
    roll(g, seat, 6, 6);
    assert_eq!(g.phase(), Phase::Main);
}

fn total(g: &Game, r: Resource) -> u32 {
    g.bank()[r] as u32
        + g.seats()
            .map(|s| g.player(s).resources[r] as u32)
            .sum::<u32>()
}

// ----- the island, the bank and the deck -------------------------------------------------

#[test]
fn five_and_six_players_get_the_large_island_a_bank_of_24_and_34_cards() {
    for n in [5u8, 6] {
        let g = large_game(n, Options::default());
        assert_eq!(g.players_count(), n as usize);
        assert_eq!(g.board().island(), Island::Large);
        assert_eq!(g.board().tiles().len(), 30);
        assert_eq!(g.board().harbors().len(), 11);
        assert_eq!(g.bank().0, [24; 5]);
        assert_eq!(g.dev_deck_left(), 34);
        assert!(is_standard_deck(&g.deck, Island::Large));
        assert_eq!(g.robber(), g.board().first_desert());
    }
    let counts = DevCard::standard_counts(Island::Large);
    assert_eq!(counts.0, [20, 5, 3, 3, 3]);
    assert_eq!(DevCard::standard_deck(Island::Large).len(), 34);
}

#[test]
fn the_wrong_deck_or_board_for_the_player_count_is_refused() {
    let setup = |players, board, dev_deck| GameSetup {
        options: options(players),
        board,
        first_player: Seat(0),
        dev_deck,
        names: vec![],
    };
    let large = BoardSpec::Random(1).build_for(Island::Large).unwrap();
    let e = Game::new(setup(6, large, DevCard::standard_deck(Island::Base))).unwrap_err();
    assert!(matches!(e, SetupError::DevDeck(_)));
    assert!(e.to_string().contains("34 cards"), "{e}");
    let mut deck = DevCard::standard_deck(Island::Large);
    deck[0] = DevCard::Monopoly;
    assert!(Game::new(setup(5, large, deck)).is_err());
    let e = Game::new(setup(
        6,
        Board::beginner(),
        DevCard::standard_deck(Island::Large),
    ));
    assert!(matches!(e, Err(SetupError::BoardSize { want: 30, .. })));
    let e = Game::new(setup(4, large, DevCard::standard_deck(Island::Base)));
    assert!(matches!(e, Err(SetupError::BoardSize { want: 19, .. })));
    let e = BoardSpec::Beginner.build_for(Island::Large).unwrap_err();
    assert_eq!(e, SetupError::BeginnerMapOnLargeIsland);
}

#[test]
fn large_random_boards_are_complete_balanced_and_seeded() {
    let topo = Island::Large.topology();
    for seed in 0..200 {
        let b = BoardSpec::Random(seed).build_for(Island::Large).unwrap();
        assert_eq!(b, BoardSpec::Random(seed).build_for(Island::Large).unwrap());
        let count = |t| b.tiles().iter().filter(|x| x.terrain == t).count();
        let want = [
            (Terrain::Forest, 6),
            (Terrain::Pasture, 6),
            (Terrain::Fields, 6),
            (Terrain::Hills, 5),
            (Terrain::Mountains, 5),
            (Terrain::Desert, 2),
        ];
        for (t, k) in want {
            assert_eq!(count(t), k, "{t:?} on seed {seed}");
        }
        let mut tokens: Vec<u8> = b.tiles().iter().filter_map(|t| t.number).collect();
        tokens.sort();
        assert_eq!(
            tokens,
            [
                2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11,
                12, 12
            ]
        );
        for t in b.tiles() {
            assert_eq!(t.number.is_none(), t.terrain == Terrain::Desert);
        }
        // Balanced: no 6 or 8 touches another 6 or 8.
        let red = |h: Hex| matches!(b.tile(h).number, Some(6 | 8));
        for h in topo.hexes().filter(|&h| red(h)) {
            for g in topo
                .hexes()
                .filter(|g| topo.hex_neighbors(h) & g.bit() != 0)
            {
                assert!(!red(g), "{h} and {g} are both red on seed {seed}");
            }
        }
        let kinds = |k| b.harbors().iter().filter(|&&x| x == k).count();
        assert_eq!(kinds(HarborKind::Generic), 5);
        assert_eq!(kinds(HarborKind::Special(Resource::Wool)), 2);
        for r in [
            Resource::Brick,
            Resource::Lumber,
            Resource::Grain,
            Resource::Ore,
        ] {
            assert_eq!(kinds(HarborKind::Special(r)), 1);
        }
    }
    assert_ne!(
        BoardSpec::Random(1).build_for(Island::Large),
        BoardSpec::Random(2).build_for(Island::Large)
    );
}

#[test]
fn an_explicit_30_tile_board_round_trips() {
    let b = BoardSpec::Random(3).build_for(Island::Large).unwrap();
    let spec = BoardSpec::Explicit(b);
    let json = serde_json::to_string(&spec).unwrap();
    assert!(json.contains("\"76-80\""), "{json}");
    let back: BoardSpec = serde_json::from_str(&json).unwrap();
    assert_eq!(back, spec);
    assert_eq!(back.build_for(Island::Large).unwrap(), b);
    assert!(back.build_for(Island::Large).is_ok());
    // A base board named for a 5–6 player game is refused.
    assert!(BoardSpec::Explicit(Board::beginner())
        .build_for(Island::Large)
        .is_err());
    // A board's own JSON (snapshots) keeps its island.
    let b2: Board = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
    assert_eq!(b2, b);
}

#[test]
fn places_off_the_island_are_refused() {
    let mut g = new_game_with(options(4), DevCard::standard_deck(Island::Base));
    let e = refuse(&mut g, Seat(0), Action::PlaceSettlement { at: i(60) });
    assert_eq!(e.code(), "no_such_intersection");
    assert_eq!(e, RuleError::NoSuchIntersection(i(60)));
    // 47-53 is a path of the large island only.
    ok(&mut g, Seat(0), Action::PlaceSettlement { at: i(47) });
    let e = refuse(&mut g, Seat(0), Action::PlaceRoad { at: p("47-53") });
    assert_eq!(e.code(), "no_such_path");
    let e = refuse(
        &mut g,
        Seat(0),
        Action::PlaceRoad {
            at: Path::parse("47-70").unwrap(),
        },
    );
    assert_eq!(e.code(), "no_such_intersection");
    let mut base = new_game_with(options(4), DevCard::standard_deck(Island::Base));
    setup_first_legal(&mut base);
    let first = base.current();
    roll(&mut base, first, 5, 2);
    let e = refuse(
        &mut base,
        first,
        Action::MoveRobber {
            to: Hex::parse("T").unwrap(),
            steal_from: None,
            card: None,
        },
    );
    assert_eq!(e.code(), "no_such_hex");
}

#[test]
fn the_shortage_rule_holds_at_24() {
    let mut g = six();
    // Find a number and a resource that pay two seats or more.
    let topo = g.topology();
    let owed = |g: &Game, n: u8, r: Resource| {
        let mut seats = 0u8;
        for h in topo.hexes() {
            let t = g.board().tile(h);
            if t.number == Some(n) && t.terrain.resource() == Some(r) && g.robber() != Some(h) {
                for c in topo.corners(h) {
                    if let Some((s, _)) = g.building_at(c) {
                        seats |= s.bit();
                    }
                }
            }
        }
        seats
    };
    let (n, r) = (2..=12u8)
        .filter(|&n| n != 7)
        .flat_map(|n| Resource::ALL.map(|r| (n, r)))
        .find(|&(n, r)| owed(&g, n, r).count_ones() >= 2)
        .expect("some number pays two seats the same resource");
    for res in Resource::ALL {
        assert_eq!(total(&g, res), 24);
    }
    // Park all but one card of `r` in a hand of a seat that is not paid.
    let parker = g.seats().find(|s| owed(&g, n, r) & s.bit() == 0).unwrap();
    let keep = g.player(parker).resources;
    set_hand(&mut g, parker, ResourceCounts::ZERO);
    let left = g.bank()[r] - 1;
    let mut hand = keep;
    hand[r] += left;
    set_hand(&mut g, parker, hand);
    assert_eq!(g.bank()[r], 1);
    let before: Vec<u8> = g.seats().map(|s| g.player(s).resources[r]).collect();
    let d1 = (n - 1).clamp(1, 6);
    let ev = roll(&mut g, Seat(0), d1, n - d1);
    assert!(ev.contains(&Event::Shortage { resource: r }), "{ev:?}");
    let after: Vec<u8> = g.seats().map(|s| g.player(s).resources[r]).collect();
    assert_eq!(before, after, "nobody is paid {r}");
    for res in Resource::ALL {
        assert_eq!(total(&g, res), 24, "{res} is conserved at 24");
    }
}

#[test]
fn the_friendly_robber_with_six_seats() {
    let mut g = large_game(
        6,
        Options {
            friendly_robber: true,
            ..Options::default()
        },
    );
    play_setup(&mut g);
    let topo = g.topology();
    roll(&mut g, Seat(0), 5, 2);
    assert_eq!(g.phase(), Phase::MoveRobber);
    // Everyone has 2 points: no hex with an opponent's building may take the robber.
    let spots = g.robber_spots(Seat(0));
    let protected = topo
        .hexes()
        .find(|&h| {
            Some(h) != g.robber()
                && g.board().tile(h).terrain != Terrain::Desert
                && topo
                    .corners(h)
                    .iter()
                    .any(|&c| g.building_at(c).is_some_and(|(s, _)| s != Seat(0)))
        })
        .expect("an opponent's hex");
    assert_eq!(spots & protected.bit(), 0);
    let victim = topo
        .corners(protected)
        .iter()
        .find_map(|&c| g.building_at(c).map(|b| b.0).filter(|&s| s != Seat(0)))
        .unwrap();
    set_hand(&mut g, victim, rc("1 ore"));
    let e = refuse(
        &mut g,
        Seat(0),
        Action::MoveRobber {
            to: protected,
            steal_from: Some(victim),
            card: Some(Resource::Ore),
        },
    );
    assert_eq!(e.code(), "friendly_robber");
    assert!(spots != 0, "somewhere is allowed");
    assert!(g
        .legal_actions(Seat(0))
        .iter()
        .all(|a| matches!(a, Action::MoveRobber { to, .. } if *to != protected)));
}

// ----- the Special Build Phase ------------------------------------------------------------

#[test]
fn special_build_is_only_for_five_and_six_players() {
    let mut g = new_game_with(options(4), DevCard::standard_deck(Island::Base));
    setup_first_legal(&mut g);
    let e = refuse(&mut g, Seat(1), Action::AskSpecialBuild);
    assert_eq!(e.code(), "special_build_not_in_game");
    assert!(!g.legal_actions(Seat(1)).contains(&Action::AskSpecialBuild));
}

#[test]
fn asking_and_withdrawing() {
    let mut g = large_game(5, Options::default());
    // Not during set-up.
    let e = refuse(&mut g, Seat(1), Action::AskSpecialBuild);
    assert_eq!(e.code(), "special_build_not_now");
    play_setup(&mut g);
    let e = refuse(&mut g, Seat(0), Action::AskSpecialBuild);
    assert_eq!(e.code(), "special_build_own_turn");
    // Before the roll is fine: it is someone else's turn.
    assert!(g.legal_actions(Seat(2)).contains(&Action::AskSpecialBuild));
    let ev = ok(&mut g, Seat(2), Action::AskSpecialBuild);
    assert_eq!(ev, vec![Event::SpecialBuildAsked { seat: Seat(2) }]);
    let e = refuse(&mut g, Seat(2), Action::AskSpecialBuild);
    assert_eq!(e.code(), "special_build_already_asked");
    assert_eq!(g.legal_actions(Seat(2)), vec![Action::WithdrawSpecialBuild]);
    ok(&mut g, Seat(2), Action::WithdrawSpecialBuild);
    let e = refuse(&mut g, Seat(2), Action::WithdrawSpecialBuild);
    assert_eq!(e.code(), "special_build_not_asked");
    assert!(g.special_build_requests().is_empty());
    // Nobody asked: the turn passes as usual.
    roll_12(&mut g);
    let ev = ok(&mut g, Seat(0), Action::EndTurn);
    assert!(ev.contains(&Event::TurnStarted {
        seat: Seat(1),
        turn: 2
    }));
    assert_eq!(g.phase(), Phase::Roll);
}

/// Seat 0 and seat 1 end their turns quietly, so that seat 2 is the active player.
fn to_seat_2(g: &mut Game) {
    for _ in 0..2 {
        roll_12(g);
        let s = g.current();
        ok(g, s, Action::EndTurn);
    }
    assert_eq!(g.current(), Seat(2));
}

#[test]
fn builders_go_in_seat_order_after_the_active_player_and_may_only_build_and_buy() {
    let mut g = six();
    to_seat_2(&mut g);
    let turn = g.turn();
    for s in [5u8, 1, 3] {
        ok(&mut g, Seat(s), Action::AskSpecialBuild);
    }
    roll_12(&mut g);
    let ev = ok(&mut g, Seat(2), Action::EndTurn);
    assert!(ev.contains(&Event::TurnEnded { seat: Seat(2) }));
    assert!(ev.contains(&Event::SpecialBuildStarted { seat: Seat(3) }));
    assert_eq!(
        (g.phase(), g.current(), g.turn()),
        (Phase::SpecialBuild, Seat(3), turn)
    );
    assert_eq!(g.turn_owner(), Seat(2));
    assert!(g.special_build_requests().is_empty());

    let b = Seat(3);
    set_hand(&mut g, b, rc("4 ore, 2 grain, 2 wool, 2 lumber, 2 brick"));
    give_card(&mut g, b, DevCard::Knight);
    let legal = g.legal_actions(b);
    assert!(legal.contains(&Action::EndTurn));
    assert!(legal.contains(&Action::BuyDevCard));
    assert!(legal.iter().any(|a| matches!(a, Action::BuildRoad { .. })));
    assert!(legal.iter().all(|a| matches!(
        a,
        Action::EndTurn
            | Action::BuyDevCard
            | Action::BuildRoad { .. }
            | Action::BuildSettlement { .. }
            | Action::BuildCity { .. }
    )));
    let refused = [
        (
            Action::BankTrade {
                give: rc("4 ore"),
                get: rc("1 brick"),
            },
            "no_trade_in_special_build",
        ),
        (
            Action::OfferTrade {
                give: rc("1 ore"),
                get: rc("1 brick"),
                to: None,
            },
            "no_trade_in_special_build",
        ),
        (Action::PlayKnight, "no_cards_in_special_build"),
        (
            Action::Roll { dice: Some([3, 4]) },
            "special_build_only_builds",
        ),
    ];
    for (a, code) in refused {
        assert_eq!(refuse(&mut g, b, a).code(), code, "{a:?}");
    }
    // Nobody else acts, nor asks, during a Special Build Phase.
    assert_eq!(
        refuse(&mut g, Seat(5), Action::EndTurn).code(),
        "not_your_turn"
    );
    assert_eq!(
        refuse(&mut g, Seat(4), Action::AskSpecialBuild).code(),
        "special_build_not_now"
    );
    assert!(g.legal_actions(Seat(4)).is_empty());
    // Builds and buys are paid as usual.
    let road = *legal
        .iter()
        .find(|a| matches!(a, Action::BuildRoad { .. }))
        .unwrap();
    ok(&mut g, b, road);
    ok(&mut g, b, Action::BuyDevCard);
    assert_eq!(
        g.player(b).resources,
        rc("3 ore, 1 grain, 1 wool, 1 lumber, 1 brick")
    );

    let ev = ok(&mut g, b, Action::EndTurn);
    assert_eq!(
        ev,
        vec![
            Event::SpecialBuildEnded { seat: Seat(3) },
            Event::SpecialBuildStarted { seat: Seat(5) }
        ]
    );
    ok(&mut g, Seat(5), Action::EndTurn);
    assert_eq!(g.current(), Seat(1));
    let ev = ok(&mut g, Seat(1), Action::EndTurn);
    assert_eq!(
        ev,
        vec![
            Event::SpecialBuildEnded { seat: Seat(1) },
            Event::TurnStarted {
                seat: Seat(3),
                turn: turn + 1
            }
        ]
    );
    assert_eq!((g.phase(), g.current()), (Phase::Roll, Seat(3)));
    assert!(g.special_build().is_none());
}

#[test]
fn a_card_bought_in_a_special_build_phase_is_playable_on_the_next_turn() {
    let mut g = six();
    to_seat_2(&mut g);
    ok(&mut g, Seat(3), Action::AskSpecialBuild);
    roll_12(&mut g);
    ok(&mut g, Seat(2), Action::EndTurn);
    set_hand(&mut g, Seat(3), rc("1 ore, 1 grain, 1 wool"));
    ok(&mut g, Seat(3), Action::BuyDevCard); // the deck is unshuffled: a knight
    assert_eq!(g.player(Seat(3)).dev_cards[DevCard::Knight], 1);
    ok(&mut g, Seat(3), Action::EndTurn);
    // Seat 3's own turn starts at once: the knight may be played before the roll.
    assert_eq!((g.phase(), g.current()), (Phase::Roll, Seat(3)));
    assert!(g.legal_actions(Seat(3)).contains(&Action::PlayKnight));
    ok(&mut g, Seat(3), Action::PlayKnight);
}

#[test]
fn nobody_wins_during_a_special_build_phase_but_at_the_start_of_their_turn() {
    let mut g = large_game(
        6,
        Options {
            points_to_win: 5,
            ..Options::default()
        },
    );
    play_setup(&mut g);
    to_seat_2(&mut g);
    // Seat 5 holds 2 hidden VP cards: 4 points, one settlement from winning.
    give_card(&mut g, Seat(5), DevCard::VictoryPoint);
    give_card(&mut g, Seat(5), DevCard::VictoryPoint);
    assert_eq!(g.total_vp(Seat(5)), 4);
    ok(&mut g, Seat(5), Action::AskSpecialBuild);
    roll_12(&mut g);
    ok(&mut g, Seat(2), Action::EndTurn);
    assert_eq!(g.current(), Seat(5));
    // Give seat 5 a city's price: upgrading reaches 5 points.
    set_hand(&mut g, Seat(5), rc("3 ore, 2 grain"));
    let at = g
        .legal_actions(Seat(5))
        .into_iter()
        .find(|a| matches!(a, Action::BuildCity { .. }))
        .expect("a city to build");
    ok(&mut g, Seat(5), at);
    assert_eq!(g.total_vp(Seat(5)), 5);
    assert_eq!((g.phase(), g.winner()), (Phase::SpecialBuild, None));
    ok(&mut g, Seat(5), Action::EndTurn);
    // Seat 3's turn, then 4's: still nobody has won.
    assert_eq!((g.current(), g.winner()), (Seat(3), None));
    roll_12(&mut g);
    ok(&mut g, Seat(3), Action::EndTurn);
    roll_12(&mut g);
    let ev = ok(&mut g, Seat(4), Action::EndTurn);
    // Seat 5's turn starts: they win at once.
    assert!(ev.contains(&Event::GameWon {
        seat: Seat(5),
        vp: 5
    }));
    assert_eq!((g.phase(), g.winner()), (Phase::GameOver, Some(Seat(5))));
}

#[test]
fn a_game_in_a_special_build_phase_survives_json_and_a_restore() {
    let mut g = six();
    to_seat_2(&mut g);
    ok(&mut g, Seat(4), Action::AskSpecialBuild);
    ok(&mut g, Seat(0), Action::AskSpecialBuild);
    roll_12(&mut g);
    ok(&mut g, Seat(2), Action::EndTurn);
    assert_eq!(g.phase(), Phase::SpecialBuild);
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // The public view carries the phase and who builds next; a restore rebuilds the game.
    let view = g.public_view();
    assert_eq!(view.turn_owner(), Seat(2));
    assert!(view.special_build.unwrap().queue.contains(Seat(0)));
    let hidden = crate::restore::Hidden {
        resources: g.seats().map(|s| g.player(s).resources).collect(),
        dev_cards: g.seats().map(|s| g.player(s).dev_cards).collect(),
        bought_this_turn: g.player(g.current()).bought_this_turn,
        deck: g.deck[g.deck_pos as usize..].to_vec(),
    };
    let restored = Game::from_public(&view, hidden).unwrap();
    assert_eq!(restored.public_view(), view);
    assert_eq!(summary(&restored), summary(&g));
}

fn summary(g: &Game) -> String {
    serde_json::to_string(&g.summary()).unwrap()
}

#[test]
fn a_snapshot_written_with_four_seats_still_reads() {
    let mut g = new_game_with(options(4), DevCard::standard_deck(Island::Base));
    setup_first_legal(&mut g);
    let mut v: serde_json::Value = serde_json::to_value(&g).unwrap();
    // Before 5–6 players: four entries per seat array and no Special Build fields.
    for key in ["players", "pending_discards"] {
        v[key].as_array_mut().unwrap().truncate(4);
    }
    let o = v.as_object_mut().unwrap();
    o.remove("special_build_requests");
    o.remove("special_build");
    let back: Game = serde_json::from_value(v).unwrap();
    assert_eq!(back, g);
    let at = Intersection::from_number(1).unwrap();
    assert_eq!(back.building_at(at), g.building_at(at));
}
