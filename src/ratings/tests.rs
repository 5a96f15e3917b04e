//! Unit tests of the ratings: places, seat results of real finished games, the Weng-Lin
//! update for 3–6 seats with wins, losses and ties, one identity in several seats (rated
//! once, by its best seat), and the ledger's buckets.

use super::*;
use crate::engine::random_playout;
use crate::engine::{Action, BoardSpec, GameRng, GameSetup, Island, Options, SeatAction};

fn user(u: u64) -> Identity {
    Identity::User(u)
}

fn ai(level: &str) -> Identity {
    Identity::Ai(level.into())
}

/// Rates one game of newcomers: (identity, place) per seat.
fn rate_new(seats: &[(Identity, u8)]) -> Vec<RatingChange> {
    rate(seats.iter().map(|(i, p)| (i, *p, *p == 1)), |_| {
        Rating::INITIAL
    })
}

fn change<'a>(changes: &'a [RatingChange], who: &Identity) -> &'a RatingChange {
    changes.iter().find(|c| &c.identity == who).unwrap()
}

/// A random game of `players` seats played to its end, with its log.
fn finished_game(players: u8, seed: u64) -> (Game, Vec<SeatAction>) {
    let options = Options {
        players,
        ..Options::default()
    };
    let mut rng = GameRng::new(seed);
    let board = BoardSpec::Random(seed)
        .build_for(Island::for_players(players))
        .unwrap();
    let setup = GameSetup::random(options, board, &mut rng);
    let mut game = Game::new(setup).unwrap();
    let mut log = Vec::new();
    let stats = random_playout(&mut game, &mut rng, 2_000, |_, p, a| {
        log.push(SeatAction { p, action: *a })
    });
    assert!(!stats.capped, "seed {seed} did not finish");
    (game, log)
}

fn placements(log: &[SeatAction]) -> impl Iterator<Item = (Seat, Intersection)> + '_ {
    log.iter().filter_map(|sa| match sa.action {
        Action::PlaceSettlement { at } => Some((sa.p, at)),
        _ => None,
    })
}

#[test]
fn identities_have_a_stored_form_and_ai_labels() {
    for id in [user(0), user(u64::MAX >> 1), ai("strong"), ai("heuristic")] {
        assert_eq!(Identity::parse_key(&id.key()), Some(id.clone()));
    }
    assert_eq!(user(42).key(), "user:42");
    assert_eq!(Identity::of_seat(7, Some(" Strong ")), ai("strong"));
    assert_eq!(Identity::of_seat(7, None), user(7));
    assert_eq!(ai("strong").ai_label().as_deref(), Some("Strong AI"));
    assert_eq!(user(7).ai_label(), None);
    assert_eq!(user(7).user(), Some(7));
    for bad in ["", "user:", "user:x", "ai:", "bot:3"] {
        assert_eq!(Identity::parse_key(bad), None, "{bad}");
    }
}

#[test]
fn the_winner_is_first_then_points_with_shared_places() {
    assert_eq!(places(&[10, 7, 7, 5], Some(Seat(0))), vec![1, 2, 2, 4]);
    // A seat may end with more points than the winner (a Special Build Phase, VP cards):
    // the winner is still first.
    assert_eq!(places(&[10, 11, 3], Some(Seat(0))), vec![1, 2, 3]);
    assert_eq!(
        places(&[4, 10, 4, 4, 9, 2], Some(Seat(1))),
        vec![3, 1, 3, 3, 2, 6]
    );
    assert_eq!(places(&[5, 5, 5], None), vec![1, 1, 1]);
}

#[test]
fn a_win_raises_and_a_loss_lowers() {
    let seats = [(user(1), 1), (user(2), 2), (user(3), 3), (user(4), 4)];
    let changes = rate_new(&seats);
    assert_eq!(changes.len(), 4);
    let first = change(&changes, &user(1));
    let last = change(&changes, &user(4));
    assert!(first.after.mu > 25.0 && first.won);
    assert!(last.after.mu < 25.0 && !last.won);
    assert!(first.after.shown() > Rating::INITIAL.shown());
    assert!(last.after.shown() < Rating::INITIAL.shown());
    assert_eq!(Rating::INITIAL.shown(), 1000);
    // A game is evidence: every uncertainty shrinks.
    assert!(changes.iter().all(|c| c.after.sigma < c.before.sigma));
    // Higher places gain more.
    let mus: Vec<f64> = changes.iter().map(|c| c.after.mu).collect();
    assert!(mus.windows(2).all(|w| w[0] > w[1]), "{mus:?}");
}

#[test]
fn three_to_six_seats_rate_by_place_and_zero_sum_among_equals() {
    for n in 3..=6u8 {
        let seats: Vec<(Identity, u8)> = (1..=n).map(|p| (user(p as u64), p)).collect();
        let changes = rate_new(&seats);
        assert_eq!(changes.len(), n as usize);
        let mus: Vec<f64> = changes.iter().map(|c| c.after.mu).collect();
        assert!(mus.windows(2).all(|w| w[0] > w[1]), "{n} seats: {mus:?}");
        let gained: f64 = mus.iter().map(|m| m - 25.0).sum();
        assert!(gained.abs() < 1e-9, "{n} seats: {gained}");
        // The middle of an odd table keeps its skill estimate.
        if n % 2 == 1 {
            let mid = &changes[(n / 2) as usize];
            assert!((mid.after.mu - 25.0).abs() < 1e-9, "{n} seats: {mid:?}");
        }
    }
    // The more seats beaten, the bigger the gain.
    let win3 = rate_new(&[(user(1), 1), (user(2), 2), (user(3), 3)])[0]
        .after
        .mu;
    let win6 = rate_new(&(1..=6).map(|p| (user(p), p as u8)).collect::<Vec<_>>())[0]
        .after
        .mu;
    assert!(win6 > win3);
}

#[test]
fn ties_share_the_update() {
    let changes = rate_new(&[(user(1), 1), (user(2), 2), (user(3), 2), (user(4), 4)]);
    let (b, c) = (change(&changes, &user(2)), change(&changes, &user(3)));
    assert_eq!(b.after, c.after);
    // Two equals who tie learn nothing about who is better, only that they are close.
    let changes = rate_new(&[(user(1), 1), (user(2), 1)]);
    for c in &changes {
        assert!((c.after.mu - 25.0).abs() < 1e-12);
        assert!(c.after.sigma < c.before.sigma);
    }
}

#[test]
fn an_upset_moves_ratings_more_than_the_expected_result() {
    let strong = Rating {
        mu: 35.0,
        sigma: 3.0,
    };
    let weak = Rating {
        mu: 18.0,
        sigma: 3.0,
    };
    let prior = |id: &Identity| if *id == user(1) { strong } else { weak };
    let expected = rate(
        [
            (&user(1), 1, true),
            (&user(2), 2, false),
            (&user(3), 3, false),
        ],
        prior,
    );
    let upset = rate(
        [
            (&user(2), 1, true),
            (&user(1), 2, false),
            (&user(3), 3, false),
        ],
        prior,
    );
    let gain = |cs: &[RatingChange], who| {
        let c = change(cs, &who);
        c.after.mu - c.before.mu
    };
    assert!(gain(&expected, user(1)) > 0.0);
    assert!(gain(&upset, user(1)) < 0.0);
    assert!(gain(&upset, user(2)) > gain(&expected, user(1)));
}

#[test]
fn one_identity_in_two_seats_is_rated_once_by_its_best_seat() {
    let prior = Rating {
        mu: 27.0,
        sigma: 6.0,
    };
    let of = |id: &Identity| {
        if id.user().is_some() {
            Rating::INITIAL
        } else {
            prior
        }
    };
    let strong = ai("strong");
    // Two strong AIs, the last (seat 0) and the winner (seat 2).
    let joint = rate(
        [
            (&strong, 4, false),
            (&user(1), 2, false),
            (&strong, 1, true),
            (&user(2), 3, false),
        ],
        of,
    );
    assert_eq!(joint.len(), 3);
    let s = change(&joint, &strong);
    assert_eq!((s.seats, s.won, s.rated_seat), (2, true, 2));
    // The level takes exactly the change of its winning seat at the table without its
    // last seat: one result, the best, never a result against itself.
    let alone = rate(
        [
            (&user(1), 2, false),
            (&strong, 1, true),
            (&user(2), 3, false),
        ],
        of,
    );
    assert_eq!(s.after, change(&alone, &strong).after);
    assert!(s.after.mu > prior.mu && s.after.sigma < prior.sigma);
    // Not the sum of its two seats' changes, which the last seat would pull down.
    let (a, b) = (ai("a"), ai("b"));
    let apart = rate(
        [
            (&a, 4, false),
            (&user(1), 2, false),
            (&b, 1, true),
            (&user(2), 3, false),
        ],
        of,
    );
    let (ca, cb) = (change(&apart, &a), change(&apart, &b));
    assert!(ca.after.mu < prior.mu && cb.after.mu > prior.mu);
    let sum = (ca.after.mu - prior.mu) + (cb.after.mu - prior.mu);
    assert!((s.after.mu - prior.mu - sum).abs() > 0.1, "{s:?}");
    // The humans are rated against every seat, as they sat: the same as against two AIs of
    // the same rating.
    for u in [user(1), user(2)] {
        assert_eq!(change(&joint, &u).after, change(&apart, &u).after);
    }

    // Which seat counts: the best placed, the first of them on a tie.
    let seats = [
        (strong.clone(), 3),
        (user(1), 1),
        (strong.clone(), 2),
        (strong.clone(), 2),
    ];
    assert_eq!(
        rated_seats(seats.iter().map(|(i, p)| (i, *p))),
        vec![2, 1, 2, 2]
    );
    let tied = rate_new(&seats);
    assert_eq!(change(&tied, &strong).rated_seat, 2);
    // Two seats side by side (1st and 2nd): the level gains what its winner alone does.
    let pair = rate_new(&[(strong.clone(), 1), (strong.clone(), 2), (user(1), 3)]);
    let single = rate_new(&[(strong.clone(), 1), (user(1), 3)]);
    assert_eq!(change(&pair, &strong).after, single[0].after);
    // A table of one identity only teaches nothing.
    let alone = rate_new(&[
        (strong.clone(), 1),
        (strong.clone(), 2),
        (strong.clone(), 2),
    ]);
    assert_eq!(alone.len(), 1);
    assert_eq!(alone[0].after, Rating::INITIAL);
    assert_eq!((alone[0].seats, alone[0].rated_seat), (3, 0));
}

#[test]
fn each_identity_is_asked_for_once() {
    let mut asked = Vec::new();
    let strong = ai("strong");
    rate(
        [
            (&strong, 1, true),
            (&user(1), 2, false),
            (&strong, 2, false),
        ],
        |id| {
            asked.push(id.clone());
            Rating::INITIAL
        },
    );
    assert_eq!(asked, vec![strong, user(1)]);
}

#[test]
fn finished_games_give_each_seat_its_result() {
    for (players, seed) in [(3u8, 1u64), (4, 2), (5, 3), (6, 4)] {
        let (game, log) = finished_game(players, seed);
        let seats: Vec<SeatPlayer> = (0..players)
            .map(|i| SeatPlayer {
                identity: if i == 1 {
                    ai("strong")
                } else {
                    user(100 + i as u64)
                },
                name: format!("P{i}"),
            })
            .collect();
        let results = seat_results(&game, &seats, placements(&log)).unwrap();
        assert_eq!(results.len(), players as usize);
        let winner = game.winner().unwrap();
        for r in &results {
            assert_eq!(r.points, game.total_vp(r.seat));
            assert_eq!(r.won, r.seat == winner);
            assert_eq!(r.place == 1, r.won, "{r:?}");
            assert_eq!(r.road_length, game.player(r.seat).road_length);
            assert_eq!(r.identity, seats[r.seat.index()].identity);
            // The first placement by this seat in the log, and its resources.
            let first = placements(&log).find(|(s, _)| *s == r.seat).unwrap().1;
            assert_eq!(r.first_settlement, Some(first));
            let producing = game
                .topology()
                .hexes_at(first)
                .filter(|&h| game.board().tile(h).terrain.resource().is_some())
                .count();
            assert_eq!(r.first_resources.total() as usize, producing);
            assert!(game.player(r.seat).buildings() & first.bit() != 0);
        }
        for r in &results {
            let ahead = results
                .iter()
                .filter(|o| o.won || (!r.won && o.points > r.points))
                .filter(|o| o.seat != r.seat)
                .count();
            assert_eq!(r.place as usize, 1 + ahead, "{results:?}");
        }
        // Rating it never panics and moves the winner up.
        let mut ledger = Ledger::new();
        let changes = ledger.rate_game(7, &results);
        let w = change(&changes, &results[winner.index()].identity);
        assert!(w.after.mu > w.before.mu);
    }
}

#[test]
fn a_game_without_an_end_or_its_seats_has_no_result() {
    let (game, log) = finished_game(4, 9);
    let seats: Vec<SeatPlayer> = (0..3)
        .map(|i| SeatPlayer {
            identity: user(i),
            name: "x".into(),
        })
        .collect();
    let err = seat_results(&game, &seats, placements(&log)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game has 4 players but only 3 seats are recorded"
    );
    let mut rng = GameRng::new(1);
    let board = BoardSpec::Beginner.build();
    let fresh = Game::new(GameSetup::random(Options::default(), board, &mut rng)).unwrap();
    let err = seat_results(&fresh, &seats, []).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game is not over (it is in its setup phase), so it has no result"
    );
}

#[test]
fn the_ledger_keeps_servers_apart_and_counts_games_and_wins() {
    let results = |winner: u64| -> Vec<SeatResult> {
        (1..=3u64)
            .map(|u| SeatResult {
                seat: Seat(u as u8 - 1),
                identity: user(u),
                name: format!("U{u}"),
                points: if u == winner { 10 } else { 5 },
                place: if u == winner { 1 } else { 2 },
                won: u == winner,
                road_length: 5,
                first_settlement: None,
                first_resources: ResourceCounts::ZERO,
            })
            .collect()
    };
    let mut ledger = Ledger::new();
    assert!(ledger.is_empty());
    ledger.rate_game(bucket(Some(10)), &results(1));
    ledger.rate_game(bucket(Some(10)), &results(1));
    ledger.rate_game(bucket(None), &results(2));
    let one = ledger.standing(10, &user(1)).unwrap();
    assert_eq!((one.games, one.wins), (2, 2));
    let elsewhere = ledger.standing(0, &user(1)).unwrap();
    assert_eq!((elsewhere.games, elsewhere.wins), (1, 0));
    assert!(one.rating.mu > elsewhere.rating.mu);
    assert_eq!(ledger.standing(11, &user(1)), None);
    assert_eq!(ledger.len(), 6);
    // The second game starts from the first one's result.
    let mut again = Ledger::new();
    let first = again.rate_game(10, &results(1));
    let second = again.rate_game(10, &results(1));
    assert_eq!(second[0].before, first[0].after);
}
