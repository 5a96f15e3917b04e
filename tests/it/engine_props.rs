//! Property tests of the rules engine: many seeded games of random legal play (with random
//! domestic trades mixed in), checking after every action that cards, development cards and
//! pieces are conserved, victory points and road lengths match an independent recount,
//! `legal_actions` and `apply` agree, random illegal actions change nothing, a move taken back
//! leaves every view as it was before it, and each finished game's record replays to exactly
//! the same final state.

use catan_bot::engine::bank_per_resource;
use catan_bot::engine::{
    Action, BoardSpec, BuildPhase, Building, DevCard, Event, Game, GameRng, Hex, Options, Phase,
    Record, Resource, ResourceCounts, Seat, SeatAction, SeatSet,
};
use catan_bot::engine::{Intersection, Island, Path};
use rand::Rng;

const TURN_CAP: u32 = 400;

/// How many checked states were in a Special Build Phase (all tests of this file).
static SPECIAL_BUILD_STATES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
/// How many moves were taken back (all tests of this file).
static UNDOS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

fn options_for(seed: u64) -> Options {
    Options {
        players: 2 + (seed % 5) as u8,
        points_to_win: [10, 10, 8, 12, 5][(seed % 5) as usize],
        discard_limit: [7, 7, 9][(seed % 3) as usize],
        friendly_robber: seed % 4 == 3,
        // Only how fair rolls are drawn: these games draw from a plain stream.
        balanced_dice: seed % 2 == 1,
        balanced_sevens: seed % 6 == 1,
        // Paired turns at some tables of 5 and 6.
        build_phase: match (seed % 5, seed % 3) {
            (3 | 4, 0) => BuildPhase::Paired,
            _ => BuildPhase::SpecialBuild,
        },
        undo_limit: [3, 0, 1, 10][(seed % 4) as usize],
    }
}

fn start(seed: u64) -> (Record, Game, GameRng) {
    let mut rng = GameRng::new(seed);
    let options = options_for(seed);
    let island = Island::for_players(options.players);
    let board = if seed.is_multiple_of(7) && island == Island::Base {
        BoardSpec::Beginner
    } else {
        BoardSpec::Random(seed * 31 + 7)
    };
    let first = Seat(rng.gen_range(0..options.players));
    let deck = catan_bot::engine::shuffled_deck(island, &mut rng);
    let record = Record::new(options, board, first, deck);
    let (game, _) = record.start().unwrap();
    (record, game, rng)
}

fn random_counts(rng: &mut GameRng, max_total: u32) -> ResourceCounts {
    let mut c = ResourceCounts::ZERO;
    for _ in 0..rng.gen_range(0..=max_total) {
        c[Resource::ALL[rng.gen_range(0..5)]] += 1;
    }
    c
}

/// A random action of any kind with random fields: mostly illegal.
fn random_action(rng: &mut GameRng, n: u8) -> Action {
    let inter = |rng: &mut GameRng| Intersection::from_number(rng.gen_range(1..=80)).unwrap();
    // A path of either island: often not one of this game's.
    let path = |rng: &mut GameRng| {
        let t = [Island::Base, Island::Large][rng.gen_range(0..2)].topology();
        t.path(rng.gen_range(0..t.path_count()))
    };
    let res = |rng: &mut GameRng| Resource::ALL[rng.gen_range(0..5)];
    let seat = |rng: &mut GameRng| Seat(rng.gen_range(0..n + 1));
    match rng.gen_range(0..24) {
        0 => Action::PlaceSettlement { at: inter(rng) },
        1 => Action::PlaceRoad { at: path(rng) },
        2 => Action::Roll {
            dice: Some([rng.gen_range(0..8), rng.gen_range(1..7)]),
        },
        3 => Action::Discard {
            cards: random_counts(rng, 8),
        },
        4 => Action::MoveRobber {
            to: Hex::new(rng.gen_range(0..30)).unwrap(),
            steal_from: rng.gen_bool(0.5).then(|| seat(rng)),
            card: rng.gen_bool(0.7).then(|| res(rng)),
        },
        5 => Action::BuildRoad { at: path(rng) },
        6 => Action::BuildSettlement { at: inter(rng) },
        7 => Action::BuildCity { at: inter(rng) },
        8 => Action::BuyDevCard,
        9 => Action::PlayKnight,
        10 => Action::PlayRoadBuilding,
        11 => Action::PlayYearOfPlenty {
            take: [res(rng), res(rng)],
        },
        12 => Action::PlayMonopoly { resource: res(rng) },
        13 => Action::BankTrade {
            give: random_counts(rng, 8),
            get: random_counts(rng, 3),
        },
        14 => Action::OfferTrade {
            give: random_counts(rng, 3),
            get: random_counts(rng, 3),
            to: rng.gen_bool(0.5).then(|| SeatSet(rng.gen_range(0..16))),
        },
        15 => Action::AcceptTrade,
        16 => Action::DeclineTrade,
        17 => Action::CounterTrade {
            give: random_counts(rng, 3),
            get: random_counts(rng, 3),
        },
        18 => Action::ConfirmTrade { with: seat(rng) },
        19 => Action::CancelTrade,
        20 => Action::AskSpecialBuild,
        21 => Action::WithdrawSpecialBuild,
        22 => Action::Undo,
        _ => Action::EndTurn,
    }
}

/// Actions `legal_actions` does not enumerate: open-ended offers and counters, maritime
/// trades in mixed (non-canonical) form, and taking a move back (`Game::undoable` says when).
fn open_ended(a: &Action) -> bool {
    match a {
        Action::OfferTrade { .. } | Action::CounterTrade { .. } | Action::Undo => true,
        Action::BankTrade { give, get } => {
            give.nonzero().count() != 1 || get.nonzero().count() != 1
        }
        // The two cards in either order: the list names each pair once, in resource order.
        Action::PlayYearOfPlenty { take: [a, b] } => a > b,
        _ => false,
    }
}

/// Longest trail by brute force over the public board (independent of the engine's code).
fn recount_road_length(g: &Game, seat: Seat) -> u8 {
    let mine: Vec<Path> = g
        .topology()
        .paths()
        .filter(|&p| g.road_at(p) == Some(seat))
        .collect();
    fn walk(g: &Game, seat: Seat, at: Intersection, mine: &[Path], used: &mut Vec<bool>) -> u8 {
        let mut best = 0;
        for (k, p) in mine.iter().enumerate() {
            if used[k] {
                continue;
            }
            let (a, b) = p.ends();
            let next = if a == at {
                b
            } else if b == at {
                a
            } else {
                continue;
            };
            used[k] = true;
            let blocked = matches!(g.building_at(next), Some((o, _)) if o != seat);
            let rest = if blocked {
                0
            } else {
                walk(g, seat, next, mine, used)
            };
            used[k] = false;
            best = best.max(1 + rest);
        }
        best
    }
    let mut best = 0;
    let mut used = vec![false; mine.len()];
    for p in &mine {
        let (a, b) = p.ends();
        best = best.max(walk(g, seat, a, &mine, &mut used));
        best = best.max(walk(g, seat, b, &mine, &mut used));
    }
    best
}

fn check_invariants(g: &Game) {
    let island = g.board().island();
    let topo = g.topology();
    // Cards: bank + hands = 19 of each resource (24 with 5–6 players).
    for r in Resource::ALL {
        let held: u32 = g.seats().map(|s| g.player(s).resources[r] as u32).sum();
        let bank = bank_per_resource(island) as u32;
        assert_eq!(held + g.bank()[r] as u32, bank, "{r} not conserved");
    }
    // Development cards: deck + hands + played = 25 (34 with 5–6 players).
    let in_hands: u32 = g.seats().map(|s| g.player(s).dev_cards.total()).sum();
    let played: u32 = g.seats().map(|s| g.player(s).played.total()).sum();
    let deck = DevCard::standard_counts(island).total();
    assert_eq!(g.dev_deck_left() as u32 + in_hands + played, deck);
    for s in g.seats() {
        let p = g.player(s);
        assert_eq!(p.played[DevCard::Knight], p.knights_played);
        // Pieces on the board + in supply = limits.
        let mut settlements = 0;
        let mut cities = 0;
        for i in topo.intersections() {
            match g.building_at(i) {
                Some((o, Building::Settlement)) if o == s => settlements += 1,
                Some((o, Building::City)) if o == s => cities += 1,
                _ => {}
            }
        }
        let roads = topo.paths().filter(|&p| g.road_at(p) == Some(s)).count() as u8;
        assert_eq!(settlements + p.settlements_left(), 5);
        assert_eq!(cities + p.cities_left(), 4);
        assert_eq!(roads + p.roads_left(), 15);
        // Victory points match a recount.
        let mut vp = settlements + 2 * cities;
        vp += 2 * (g.longest_road() == Some(s)) as u8 + 2 * (g.largest_army() == Some(s)) as u8;
        vp += p.dev_cards[DevCard::VictoryPoint];
        assert_eq!(g.total_vp(s), vp);
        assert_eq!(
            p.road_length,
            recount_road_length(g, s),
            "road length of {s}"
        );
    }
    // Longest Road and Largest Army holders qualify.
    if let Some(h) = g.longest_road() {
        let l = g.player(h).road_length;
        assert!(l >= 5);
        assert!(g.seats().all(|s| g.player(s).road_length <= l));
    }
    if let Some(h) = g.largest_army() {
        let k = g.player(h).knights_played;
        assert!(k >= 3);
        assert!(g.seats().all(|s| g.player(s).knights_played <= k));
    }
    // Nobody but the current player can have won, and never in a Special Build Phase.
    if let Some(w) = g.winner() {
        assert_eq!(w, g.current());
        assert!(g.total_vp(w) >= g.options().points_to_win);
    } else {
        assert!(
            matches!(g.phase(), Phase::Setup | Phase::SpecialBuild)
                || g.total_vp(g.current()) < g.options().points_to_win
        );
    }
    if g.phase() == Phase::SpecialBuild {
        SPECIAL_BUILD_STATES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        assert!(g.players_count() >= 5);
        assert_ne!(g.current(), g.turn_owner());
    }
}

/// Plays one game of random play, checking everything; returns the record and final state.
fn play(seed: u64, check_all_listed: bool) -> (Record, Game) {
    let (mut record, mut g, mut rng) = start(seed);
    let n = g.players_count() as u8;
    check_invariants(&g);
    while g.phase() != Phase::GameOver && g.turn() <= TURN_CAP {
        // A few random (mostly illegal) actions from random seats: refused ones change nothing,
        // accepted ones are listed (or open-ended) and are recorded like any other.
        for _ in 0..2 {
            let seat = Seat(rng.gen_range(0..n + 1));
            let a = random_action(&mut rng, n);
            let listed = seat.0 < n && g.legal_actions(seat).contains(&a.without_outcome());
            let before = g.clone();
            match g.apply(seat, a) {
                Ok(_) => {
                    assert!(
                        listed || open_ended(&a),
                        "{a:?} by {seat} accepted but not listed"
                    );
                    record.actions.push(SeatAction { p: seat, action: a });
                    check_invariants(&g);
                }
                Err(e) => {
                    assert_eq!(g, before, "refused {a:?} ({e}) changed the state");
                    assert!(!e.code().is_empty() && !e.to_string().is_empty());
                }
            }
            if g.phase() == Phase::GameOver {
                break;
            }
        }
        if g.phase() == Phase::GameOver {
            break;
        }
        // Now and then a real domestic trade: offer, answers, confirmation.
        if g.phase() == Phase::Main && g.settler_two_part().is_none() && rng.gen_bool(0.05) {
            let me = g.current();
            let hand = g.player(me).resources;
            let first = hand.nonzero().next();
            if let Some((r, _)) = first {
                let want = Resource::ALL[rng.gen_range(0..5)];
                if want != r {
                    let offer = Action::OfferTrade {
                        give: ResourceCounts::one(r, 1),
                        get: ResourceCounts::one(want, 1),
                        to: None,
                    };
                    g.apply(me, offer).unwrap();
                    record.actions.push(SeatAction {
                        p: me,
                        action: offer,
                    });
                    for s in g.seats().filter(|&s| s != me).collect::<Vec<_>>() {
                        let answers = g.legal_actions(s);
                        let a = answers[rng.gen_range(0..answers.len())];
                        g.apply(s, a).unwrap();
                        record.actions.push(SeatAction { p: s, action: a });
                    }
                    let mine = g.legal_actions(me);
                    let confirms: Vec<_> = mine
                        .iter()
                        .filter(|a| matches!(a, Action::ConfirmTrade { .. }))
                        .collect();
                    let a = confirms.first().map(|a| **a).unwrap_or(Action::CancelTrade);
                    g.apply(me, a).unwrap();
                    record.actions.push(SeatAction { p: me, action: a });
                    check_invariants(&g);
                    continue;
                }
            }
        }
        // With 5–6 players, now and then another seat asks for (or withdraws) a Special
        // Build Phase.
        if n >= 5 && rng.gen_bool(0.1) {
            let s = Seat(rng.gen_range(0..n));
            let ask = g
                .legal_actions(s)
                .into_iter()
                .find(|a| matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild));
            if let Some(a) = ask {
                g.apply(s, a).unwrap();
                record.actions.push(SeatAction { p: s, action: a });
                check_invariants(&g);
            }
        }
        let seat = g.seat_to_move();
        let legal = g.legal_actions(seat);
        // No AI, stand-in or playout ever undoes: they choose from this list.
        assert!(!legal.contains(&Action::Undo), "Undo is never listed");
        assert!(
            !legal.is_empty(),
            "no legal action for {seat} in {:?}",
            g.phase()
        );
        if check_all_listed {
            for &a in &legal {
                let mut copy = g.clone();
                let a = copy.complete(a, &mut rng.clone());
                copy.apply(seat, a)
                    .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
            }
        }
        // Other seats may act only when they owe a discard or answer an offer, or (5–6
        // players) to ask for a Special Build Phase.
        for other in g.seats() {
            let asks =
                |a: &Action| matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild);
            let out_of_turn = g.legal_actions(other);
            if n < 5 || g.phase() == Phase::SpecialBuild {
                assert!(!out_of_turn.iter().any(asks), "{other} may ask");
            }
            if other != seat && g.phase() != Phase::Discard && g.offer().is_none() {
                assert!(out_of_turn.iter().all(asks), "{other} may act out of turn");
            }
        }
        let a = g.complete(legal[rng.gen_range(0..legal.len())], &mut rng);
        let before = g.clone();
        g.apply(seat, a)
            .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
        record.actions.push(SeatAction { p: seat, action: a });
        check_invariants(&g);
        // Now and then the mover takes an undoable move back: every view is as before it.
        let undoable = g.undoable();
        if undoable.is_some_and(|u| u.seat == seat) && rng.gen_bool(0.3) {
            assert_eq!(undoable.unwrap().action, a);
            let events = g.apply(seat, Action::Undo).expect("the undo is accepted");
            assert!(matches!(events[0], Event::Undone { action, .. } if action == a));
            record.actions.push(SeatAction {
                p: seat,
                action: Action::Undo,
            });
            check_invariants(&g);
            for s in g.seats() {
                assert_eq!(g.player_view(s), before.player_view(s), "{a:?} taken back");
            }
            UNDOS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        } else if !a.undoable() || before.phase() == Phase::RoadBuilding {
            assert_eq!(g.undoable(), None, "{a:?} leaves nothing to take back");
        }
    }
    (record, g)
}

#[test]
fn random_games_keep_every_invariant_and_replay_exactly() {
    let mut finished = 0;
    for seed in 0..120 {
        let (record, g) = play(seed, seed.is_multiple_of(10));
        finished += (g.phase() == Phase::GameOver) as u32;
        // The record, through JSON, replays to exactly the same state.
        let json = serde_json::to_string(&record).unwrap();
        let back: Record = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        let (replayed, steps) = back.replay().unwrap();
        assert!(
            steps.iter().all(|s| s.result.is_ok()),
            "seed {seed}: a recorded action was refused on replay"
        );
        assert_eq!(replayed, g, "seed {seed}: replay differs");
    }
    // Random play with 5–6 players runs longer: some games reach the turn cap.
    assert!(finished >= 90, "only {finished} of 120 games finished");
    let sbp = SPECIAL_BUILD_STATES.load(std::sync::atomic::Ordering::Relaxed);
    assert!(sbp >= 100, "only {sbp} states in a Special Build Phase");
    let undos = UNDOS.load(std::sync::atomic::Ordering::Relaxed);
    assert!(undos >= 100, "only {undos} moves taken back");
}

#[test]
fn snapshots_round_trip_through_json() {
    // Seed 4 plays 6 players.
    let (_, g) = play(4, false);
    assert_eq!(g.players_count(), 6);
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
}
