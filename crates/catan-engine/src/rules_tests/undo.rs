//! Undo (a house rule, not in the rulebooks; README "Undo"): the player who moved takes back
//! their own builds and bank trades, latest first, back to the last moment that revealed or
//! drew anything; a cap per player and game.

use super::*;
use crate::geometry::intersections_in;

/// Ada to move after a quiet roll, holding enough for anything.
fn undo_game(limit: u8) -> Game {
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 20,
            undo_limit: limit,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("3 brick, 3 lumber, 2 wool, 4 grain, 3 ore"));
    g
}

/// `after` equals `before` in everything but the undos counted.
fn assert_taken_back(before: &Game, after: &Game) {
    let mut after = after.clone();
    after.undos_used = before.undos_used;
    assert_eq!(
        *before, after,
        "the undo restored the state before the move"
    );
}

/// A bank trade of grain for 1 lumber at Ada's best rate.
fn bank_trade(g: &Game) -> Action {
    let rate = g.player(ADA).trade_rate(Resource::Grain);
    Action::BankTrade {
        give: ResourceCounts::one(Resource::Grain, rate),
        get: rc("1 lumber"),
    }
}

/// Builds Ada's roads (the first legal one each time) until she has a site for a
/// settlement, and returns it; her hand is refilled after.
fn settlement_site(g: &mut Game) -> Intersection {
    for _ in 0..4 {
        if let Some(at) = intersections_in(g.settlement_spots(ADA)).next() {
            set_hand(g, ADA, rc("3 brick, 3 lumber, 2 wool, 4 grain, 3 ore"));
            return at;
        }
        set_hand(g, ADA, rc("1 brick, 1 lumber"));
        let road = g
            .legal_actions(ADA)
            .into_iter()
            .find(|a| matches!(a, Action::BuildRoad { .. }))
            .expect("a road to build");
        ok(g, ADA, road);
    }
    panic!("no settlement site after 4 roads");
}

#[test]
fn each_build_and_bank_trade_is_taken_back_exactly() {
    let moves: [fn(&mut Game) -> Action; 4] = [
        |_| Action::BuildRoad { at: p("19-25") },
        |g| Action::BuildSettlement {
            at: settlement_site(g),
        },
        |_| Action::BuildCity { at: i(19) },
        |g| bank_trade(g),
    ];
    for make in moves {
        // 10 undos: the roads toward a settlement's site stay undoable too.
        let mut g = undo_game(10);
        let a = make(&mut g);
        let before = g.clone();
        ok(&mut g, ADA, a);
        assert_eq!(g.undoable().map(|u| (u.seat, u.action)), Some((ADA, a)));
        let ev = ok(&mut g, ADA, Action::Undo);
        let left = 9;
        assert_eq!(
            ev[0],
            Event::Undone {
                seat: ADA,
                action: a,
                left
            }
        );
        assert_taken_back(&before, &g);
        // The place is free again, and the same move can be made again.
        ok(&mut g, ADA, a);
    }
}

#[test]
fn several_moves_are_taken_back_latest_first() {
    let mut g = undo_game(3);
    let start = g.clone();
    ok(&mut g, ADA, Action::BuildRoad { at: p("19-25") });
    let one_road = g.clone();
    ok(&mut g, ADA, Action::BuildRoad { at: p("25-31") });
    let ev = ok(&mut g, ADA, Action::Undo);
    assert!(
        matches!(ev[0], Event::Undone { action: Action::BuildRoad { at }, .. } if at == p("25-31"))
    );
    assert_taken_back(&one_road, &g);
    ok(&mut g, ADA, Action::Undo);
    assert_taken_back(&start, &g);
    assert_eq!(g.undos_left(ADA), 1);
    assert_eq!(refuse(&mut g, ADA, Action::Undo).code(), "nothing_to_undo");
}

#[test]
fn whatever_reveals_or_draws_ends_what_can_be_taken_back() {
    // The barrier, made after a build: Ada may no longer take the build back.
    let barriers: [fn(&mut Game); 5] = [
        |g| {
            ok(g, ADA, Action::BuyDevCard);
        },
        |g| end(g, ADA),
        |g| {
            give_card(g, ADA, DevCard::Monopoly);
            ok(
                g,
                ADA,
                Action::PlayMonopoly {
                    resource: Resource::Wool,
                },
            );
        },
        |g| {
            // A trade with another player, accepted and confirmed.
            set_hand(g, BEA, rc("1 wool"));
            ok(
                g,
                ADA,
                Action::OfferTrade {
                    give: rc("1 grain"),
                    get: rc("1 wool"),
                    to: None,
                },
            );
            ok(g, BEA, Action::AcceptTrade);
            ok(g, ADA, Action::ConfirmTrade { with: BEA });
        },
        |g| {
            give_card(g, ADA, DevCard::Knight);
            ok(g, ADA, Action::PlayKnight);
            set_hand(g, BEA, rc("1 ore"));
            let to = g
                .topology()
                .hexes()
                .find(|&h| {
                    Some(h) != g.robber()
                        && g.topology()
                            .corners(h)
                            .iter()
                            .any(|&x| g.building_at(x).is_some_and(|(s, _)| s == BEA))
                })
                .unwrap();
            ok(
                g,
                ADA,
                Action::MoveRobber {
                    to,
                    steal_from: Some(BEA),
                    card: Some(Resource::Ore),
                },
            );
        },
    ];
    for (k, barrier) in barriers.iter().enumerate() {
        let mut g = undo_game(3);
        ok(&mut g, ADA, Action::BuildRoad { at: p("19-25") });
        barrier(&mut g);
        assert_eq!(g.undoable(), None, "barrier {k}");
        let e = refuse(&mut g, ADA, Action::Undo);
        assert_eq!(e.code(), "nothing_to_undo", "barrier {k}");
    }
    // The roll and a discard are barriers too: nothing is undoable after them.
    let mut g = undo_game(3);
    end(&mut g, ADA);
    set_hand(&mut g, CY, rc("9 grain"));
    roll(&mut g, BEA, 3, 4);
    assert_eq!(refuse(&mut g, BEA, Action::Undo).code(), "nothing_to_undo");
    ok(
        &mut g,
        CY,
        Action::Discard {
            cards: rc("4 grain"),
        },
    );
    assert_eq!(refuse(&mut g, CY, Action::Undo).code(), "nothing_to_undo");
}

#[test]
fn only_the_mover_undoes_and_the_others_answers_keep_it() {
    let mut g = undo_game(3);
    set_hand(&mut g, BEA, rc("1 wool"));
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 grain"),
            get: rc("1 wool"),
            to: None,
        },
    );
    let before = g.clone();
    let trade = bank_trade(&g);
    ok(&mut g, ADA, trade);
    // Bea answers the offer: nothing an undo puts back changed.
    ok(&mut g, BEA, Action::DeclineTrade);
    assert_eq!(refuse(&mut g, BEA, Action::Undo).code(), "nothing_to_undo");
    ok(&mut g, ADA, Action::Undo);
    let mut expected = before;
    ok(&mut expected, BEA, Action::DeclineTrade);
    assert_taken_back(&expected, &g);
}

#[test]
fn the_cap_counts_each_players_undos_and_zero_turns_undo_off() {
    let mut g = undo_game(1);
    ok(&mut g, ADA, Action::BuildRoad { at: p("19-25") });
    ok(&mut g, ADA, Action::BuildRoad { at: p("25-31") });
    // Only as many moves are kept as the player may still take back.
    ok(&mut g, ADA, Action::Undo);
    assert_eq!(g.undoable(), None);
    ok(&mut g, ADA, Action::BuildRoad { at: p("25-31") });
    let e = refuse(&mut g, ADA, Action::Undo);
    assert_eq!(e, RuleError::UndoLimit(1));
    let mut g = undo_game(0);
    ok(&mut g, ADA, Action::BuildRoad { at: p("19-25") });
    assert_eq!(g.undoable(), None);
    assert_eq!(refuse(&mut g, ADA, Action::Undo).code(), "undo_off");
}

#[test]
fn longest_road_comes_back_with_the_undo() {
    // 10 undos: the three roads before stay undoable too.
    let mut g = undo_game(10);
    // 24-19-25-31-36: 4 roads with the set-up road; 36-41 makes 5.
    build_roads(&mut g, ADA, &["19-25", "25-31", "31-36"]);
    assert_eq!(g.player(ADA).road_length, 4);
    set_hand(&mut g, ADA, rc("1 brick, 1 lumber"));
    let before = g.clone();
    let ev = ok(&mut g, ADA, Action::BuildRoad { at: p("36-41") });
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::LongestRoad {
            seat: Some(ADA),
            ..
        }
    )));
    let ev = ok(&mut g, ADA, Action::Undo);
    assert_eq!(g.longest_road(), None);
    assert_eq!(
        ev[1],
        Event::LongestRoad {
            seat: None,
            length: 4
        }
    );
    assert_taken_back(&before, &g);
}

#[test]
fn a_free_road_is_not_taken_back() {
    let mut g = undo_game(3);
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    ok(&mut g, ADA, Action::PlayRoadBuilding);
    ok(&mut g, ADA, Action::BuildRoad { at: p("19-25") });
    assert_eq!(refuse(&mut g, ADA, Action::Undo).code(), "nothing_to_undo");
}

#[test]
fn a_record_with_an_undo_replays_to_the_same_game() {
    let mut record = crate::Record::new(
        Options {
            players: 3,
            ..Options::default()
        },
        crate::board::BoardSpec::Beginner,
        ADA,
        DevCard::standard_deck(Island::Base),
    );
    let (mut g, _) = record.start().unwrap();
    let mut rng = crate::rng::GameRng::new(11);
    let mut undos = 0;
    while g.phase() != Phase::GameOver && g.turn() < 300 {
        let seat = g.seat_to_move();
        let legal = g.legal_actions(seat);
        let a = g.complete(legal[rng.below(legal.len() as u32) as usize], &mut rng);
        ok(&mut g, seat, a);
        record
            .actions
            .push(crate::action::SeatAction { p: seat, action: a });
        if g.undoable().is_some_and(|u| u.seat == seat) && rng.below(2) == 0 {
            ok(&mut g, seat, Action::Undo);
            record.actions.push(crate::action::SeatAction {
                p: seat,
                action: Action::Undo,
            });
            undos += 1;
        }
    }
    assert!(undos > 0);
    let json = serde_json::to_string(&record).unwrap();
    assert!(json.contains(r#""do":"undo""#));
    let replayed: crate::Record = serde_json::from_str(&json).unwrap();
    let (end, _) = replayed.replay().unwrap();
    assert_eq!(end, g);
}
