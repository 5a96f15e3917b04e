//! Tests of the AI levels against real engine states.

use super::*;
use catan_engine::random_playout;
use catan_engine::BoardSpec;
use catan_engine::ResourceCounts;
use catan_engine::{Game, GameSetup, Offer, Options, Phase, MAX_PLAYERS};
use catan_engine::{Seat, SeatSet};
use rand::RngCore;
use std::time::Duration;

fn states(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = GameRng::new(seed);
    (0..count)
        .map(|k| {
            let board = BoardSpec::Random(k as u64 + seed).build();
            let setup = GameSetup::random(Options::default(), board, &mut rng);
            let mut g = Game::new(setup).unwrap();
            let stop = rng.below(70);
            random_playout(&mut g, &mut rng, stop, |_, _, _| {});
            // Playouts stop between turns; roll in half the states to reach the main phase.
            if k % 2 == 0 && g.phase() == Phase::Roll {
                let dice = [1 + rng.below(6) as u8, 1 + rng.below(6) as u8];
                g.apply(g.current(), Action::Roll { dice: Some(dice) })
                    .unwrap();
            }
            g
        })
        .collect()
}

fn fast() -> StrongConfig {
    StrongConfig {
        budget: Duration::from_millis(5),
        horizon_turns: 24,
        ..StrongConfig::default()
    }
}

#[test]
fn every_level_returns_a_legal_action() {
    let mut rng = GameRng::new(1);
    for g in states(120, 7) {
        if g.phase() == Phase::GameOver {
            continue;
        }
        let seat = g.seat_to_move();
        let legal = g.legal_actions(seat);
        let view = g.player_view(seat);
        for level in Level::ALL {
            let a = choose_with(level, &view, &legal, &mut rng, &fast());
            assert!(legal.contains(&a), "{level} chose {a:?} in {:?}", g.phase());
            let mut g2 = g.clone();
            let a = g2.complete(a, &mut rng);
            g2.apply(seat, a).unwrap();
        }
    }
}

#[test]
fn heuristic_games_finish_without_refusals() {
    let mut rng = GameRng::new(2);
    for k in 0..6 {
        let board = BoardSpec::Random(k).build();
        let mut g = Game::new(GameSetup::random(Options::default(), board, &mut rng)).unwrap();
        let levels = [Level::Heuristic; 4];
        let out = play::play_game(&mut g, &levels, &mut rng, &fast(), |_, _, _, _| {
            Ok::<(), play::AiRefused>(())
        })
        .unwrap();
        assert!(
            out.winner.is_some(),
            "game {k} stopped at turn {}",
            out.turns
        );
    }
}

#[test]
fn heuristic_discard_keeps_a_city() {
    // A full city plus junk: the discard must keep the city.
    let mut rng = GameRng::new(3);
    for g in states(200, 11) {
        if g.phase() != Phase::Main {
            continue;
        }
        let me = g.current();
        let p = g.player(me);
        if p.settlements == 0 || p.cities_left() == 0 {
            continue;
        }
        // Give the seat exactly a city's cards plus four wool and roll a seven.
        let mut g = g.clone();
        let hand = ResourceCounts::new(1, 1, 4, 2, 3);
        assert!(g.arrange_hand(me, hand));
        g.arrange_discards(&[(me, 5)]);
        let legal = g.legal_actions(me);
        let a = choose(Level::Heuristic, &g.player_view(me), &legal, &mut rng);
        let Action::Discard { cards } = a else {
            panic!("not a discard: {a:?}")
        };
        let mut left = hand;
        left.sub(&cards);
        assert!(
            left.covers(&catan_engine::cost::CITY),
            "discarded {cards} and kept {left}"
        );
        return;
    }
    panic!("no suitable state");
}

#[test]
fn offers_are_answered_by_need_and_never_help_a_near_winner() {
    let mut rng = GameRng::new(4);
    let mut tried = 0;
    for g in states(200, 13) {
        if g.phase() != Phase::Main {
            continue;
        }
        let me = g.current();
        let other = Seat((me.0 + 1) % 4);
        let po = g.player(other);
        if po.settlements == 0 || po.cities_left() == 0 {
            continue;
        }
        let mut g = g.clone();
        // The other seat holds 2 grain, 2 ore and 3 wool: one ore short of a city.
        let hand = ResourceCounts::new(0, 0, 3, 2, 2);
        if !g.arrange_hand(other, hand) {
            continue;
        }
        let mut mine = g.player(me).resources;
        if mine[catan_engine::Resource::Ore] == 0 {
            mine[catan_engine::Resource::Ore] += 1;
            if !g.arrange_hand(me, mine) {
                continue;
            }
        }
        // I offer 1 ore for 1 wool: good for them.
        let offer = Offer {
            give: ResourceCounts::new(0, 0, 0, 0, 1),
            get: ResourceCounts::new(0, 0, 1, 0, 0),
            to: [other].into_iter().collect::<SeatSet>(),
            responses: [None; MAX_PLAYERS],
        };
        g.arrange_offer(Some(offer));
        let answer = respond_to_offer(Level::Heuristic, &g.player_view(other), &mut rng);
        if g.public_vp(me) + 2 >= g.options().points_to_win {
            assert_eq!(answer, Action::DeclineTrade);
        } else {
            assert_eq!(answer, Action::AcceptTrade);
        }
        // The reverse (they give ore for wool) moves them away from the city.
        g.arrange_offer(Some(Offer {
            give: ResourceCounts::new(0, 0, 1, 0, 0),
            get: ResourceCounts::new(0, 0, 0, 0, 1),
            ..offer
        }));
        let mut their = g.player(other).resources;
        their[catan_engine::Resource::Ore] = 2;
        assert!(g.arrange_hand(other, their));
        let answer = respond_to_offer(Level::Heuristic, &g.player_view(other), &mut rng);
        assert_eq!(answer, Action::DeclineTrade);
        tried += 1;
    }
    assert!(tried > 5);
}

/// The strong level weighs counter-offers against an open offer: every one it considers
/// is one the rules take from that seat, and when it answers with one, the table goes on.
#[test]
fn the_strong_level_counters_offers_with_terms_the_rules_take() {
    let mut rng = GameRng::new(8);
    let mut weighed = 0;
    for g in states(200, 21) {
        if g.phase() != Phase::Main {
            continue;
        }
        let me = g.current();
        let other = Seat((me.0 + 1) % 4);
        let mut g = g.clone();
        // They hold plenty of wool and some of everything; I ask them for 2 wool for 1 ore.
        if !g.arrange_hand(other, ResourceCounts::new(1, 1, 4, 1, 0))
            || !g.arrange_hand(me, ResourceCounts::new(0, 0, 0, 0, 2))
        {
            continue;
        }
        g.arrange_offer(Some(Offer {
            give: ResourceCounts::new(0, 0, 0, 0, 1),
            get: ResourceCounts::new(0, 0, 2, 0, 0),
            to: [other].into_iter().collect::<SeatSet>(),
            responses: [None; MAX_PLAYERS],
        }));
        let view = g.player_view(other);
        let ctx = heuristic::Ctx::from_view(&view);
        let counters = strong::counters(&ctx, 3);
        assert!(
            !counters.is_empty(),
            "asked for two, one fewer is a counter"
        );
        for c in &counters {
            assert!(matches!(c, Action::CounterTrade { .. }), "{c:?}");
            g.clone()
                .apply(other, *c)
                .unwrap_or_else(|e| panic!("{c:?}: {e}"));
            weighed += 1;
        }
        let answer = respond_to_offer_with(Level::Strong, &view, &mut rng, &tiny());
        g.clone().apply(other, answer).unwrap();
        if weighed > 60 {
            break;
        }
    }
    assert!(weighed > 10, "{weighed}");
}

#[test]
fn levels_parse_and_name_round_trip() {
    for l in Level::ALL {
        assert_eq!(Level::parse(l.name()), Some(l));
        assert_eq!(l.name().parse::<Level>().unwrap(), l);
    }
    assert!("genius".parse::<Level>().is_err());
}

// ----- the duel ---------------------------------------------------------------------------

/// Every level plays whole duels (two seats, the duel's settings) to a winner at 15 points,
/// each decision legal; the strong level wins most against the heuristic one.
#[test]
fn every_level_plays_whole_duels_to_fifteen_points() {
    let mut strong_wins = 0;
    for (k, levels) in [
        [Level::Random, Level::Heuristic],
        [Level::Heuristic, Level::Heuristic],
        [Level::Strong, Level::Heuristic],
        [Level::Heuristic, Level::Strong],
        [Level::Strong, Level::Heuristic],
        [Level::Heuristic, Level::Strong],
    ]
    .into_iter()
    .enumerate()
    {
        let mut rng = GameRng::new(40 + k as u64);
        let board = BoardSpec::Random(rng.next_u64())
            .build_for(catan_engine::Island::Base)
            .unwrap();
        let setup = GameSetup::random(Options::for_players(2), board, &mut rng);
        let mut g = Game::new(setup).unwrap();
        let out = play::play_game(&mut g, &levels, &mut rng, &tiny(), |_, _, _, _| {
            Ok::<(), play::AiRefused>(())
        })
        .unwrap_or_else(|e| panic!("{levels:?}: {e}"));
        let w = out
            .winner
            .unwrap_or_else(|| panic!("{levels:?}: no winner by the cap"));
        assert!(
            g.total_vp(w) >= 15,
            "{levels:?}: won with {}",
            g.total_vp(w)
        );
        if k >= 2 {
            strong_wins += u32::from(levels[w.index()] == Level::Strong);
        }
    }
    assert!(strong_wins >= 3, "strong won {strong_wins} of 4 duels");
}

// ----- 5–6 players and the Special Build Phase ------------------------------------------

/// A new game of `players` seats (5 or 6: the large island).
fn large_game(players: u8, rng: &mut GameRng) -> Game {
    let options = Options {
        players,
        ..Options::default()
    };
    let board = BoardSpec::Random(rng.next_u64())
        .build_for(catan_engine::Island::for_players(players))
        .unwrap();
    Game::new(GameSetup::random(options, board, rng)).unwrap()
}

/// A search small enough for whole games in a test.
fn tiny() -> StrongConfig {
    StrongConfig {
        budget: Duration::from_millis(2),
        horizon_turns: 6,
        max_candidates: 4,
        playouts: Some(2),
        ..StrongConfig::default()
    }
}

/// Plays one whole game among `levels`; returns the outcome and, per seat, how many
/// Special Build Phases it played and how often it asked and withdrew.
fn play_large(levels: &[Level], seed: u64) -> (play::GameOutcome, Vec<u32>, Vec<u32>, Vec<u32>) {
    let mut rng = GameRng::new(seed);
    let mut g = large_game(levels.len() as u8, &mut rng);
    let n = levels.len();
    let (mut built, mut asked, mut withdrew) = (vec![0; n], vec![0; n], vec![0; n]);
    let mut in_sbp = None;
    let out = play::play_game(
        &mut g,
        levels,
        &mut rng,
        &tiny(),
        |g: &Game, seat: Seat, a: &Action, events: &[catan_engine::Event]| {
            use catan_engine::Event;
            // What a builder does in its Special Build Phase: builds, a card, the end.
            if in_sbp == Some(seat) {
                assert!(
                    matches!(
                        a,
                        Action::BuildRoad { .. }
                            | Action::BuildSettlement { .. }
                            | Action::BuildCity { .. }
                            | Action::BuyDevCard
                            | Action::EndTurn
                    ),
                    "{a:?} in a Special Build Phase"
                );
            }
            for e in events {
                match e {
                    Event::SpecialBuildAsked { seat: s } => {
                        assert_ne!(*s, g.current(), "asked on its own turn");
                        asked[s.index()] += 1;
                    }
                    Event::SpecialBuildWithdrawn { seat: s } => withdrew[s.index()] += 1,
                    Event::SpecialBuildStarted { seat: s } => built[s.index()] += 1,
                    _ => {}
                }
            }
            in_sbp = (g.phase() == Phase::SpecialBuild).then(|| g.current());
            Ok::<(), play::AiRefused>(())
        },
    )
    .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert!(
        out.winner.is_some() || out.turns > play::TURN_CAP,
        "seed {seed}: stopped at turn {} without a winner",
        out.turns
    );
    assert_eq!(out.special_builds, built.iter().sum::<u32>());
    (out, built, asked, withdrew)
}

#[test]
fn random_and_heuristic_tables_of_five_and_six_finish_with_special_builds() {
    for level in [Level::Random, Level::Heuristic] {
        for n in [5usize, 6] {
            let mut builds = 0;
            let mut winners = 0;
            for seed in 0..3u64 {
                let (out, built, asked, _) = play_large(&vec![level; n], 100 + seed);
                builds += out.special_builds;
                winners += out.winner.is_some() as u32;
                // Every phase played was asked for first.
                for s in 0..n {
                    assert!(built[s] <= asked[s], "seat {s}: {built:?} {asked:?}");
                }
            }
            assert!(
                builds >= 3,
                "{level} with {n}: {builds} Special Build Phases"
            );
            if level == Level::Heuristic {
                assert_eq!(winners, 3, "heuristic tables of {n} finish");
            }
        }
    }
}

#[test]
fn strong_seats_play_five_and_six_player_games_with_special_builds() {
    for n in [5usize, 6] {
        let mut levels = vec![Level::Heuristic; n];
        levels[0] = Level::Strong;
        levels[3] = Level::Strong;
        levels[n - 1] = Level::Random;
        let (out, built, _, _) = play_large(&levels, 7 + n as u64);
        assert!(out.winner.is_some(), "{n} seats: no winner by the cap");
        assert!(
            built[0] + built[3] > 0,
            "{n} seats: the strong seats never built in a Special Build Phase ({built:?})"
        );
    }
}

/// Paired turns (docs/RULES.md §"Paired turns"): every level plays whole games of five and
/// six, Settler 2 never offers a trade to players, and the strong level builds in its parts
/// as Settler 2.
#[test]
fn every_level_plays_paired_turns_and_settler_two_never_offers() {
    for (n, levels) in [
        (
            5usize,
            vec![
                Level::Heuristic,
                Level::Random,
                Level::Heuristic,
                Level::Strong,
                Level::Heuristic,
            ],
        ),
        (
            6,
            vec![
                Level::Strong,
                Level::Heuristic,
                Level::Heuristic,
                Level::Heuristic,
                Level::Random,
                Level::Heuristic,
            ],
        ),
    ] {
        let mut rng = GameRng::new(90 + n as u64);
        let options = Options {
            players: n as u8,
            build_phase: catan_engine::BuildPhase::Paired,
            ..Options::default()
        };
        let board = BoardSpec::Random(rng.next_u64())
            .build_for(catan_engine::Island::Large)
            .unwrap();
        let mut g = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        let mut strong_second_builds = 0;
        let out = play::play_game(
            &mut g,
            &levels,
            &mut rng,
            &tiny(),
            |g: &Game, seat: Seat, a: &Action, _: &[catan_engine::Event]| {
                if g.settler_two_part().is_some() && seat == g.current() {
                    assert!(!matches!(a, Action::OfferTrade { .. }), "Settler 2 offered");
                    let builds = matches!(
                        a,
                        Action::BuildRoad { .. }
                            | Action::BuildSettlement { .. }
                            | Action::BuildCity { .. }
                    );
                    if builds && levels[seat.index()] == Level::Strong {
                        strong_second_builds += 1;
                    }
                }
                Ok::<(), play::AiRefused>(())
            },
        )
        .unwrap_or_else(|e| panic!("{n} seats: {e}"));
        assert!(out.winner.is_some(), "{n} seats: no winner by the cap");
        assert!(
            strong_second_builds > 0,
            "{n} seats: the strong seat never built as Settler 2"
        );
    }
}

/// A 6-player game in the main phase of its current seat, after a few turns of random play.
fn six_player_main_states(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = GameRng::new(seed);
    let mut out = Vec::new();
    for _ in 0..count * 4 {
        let mut g = large_game(6, &mut rng);
        let stop = 6 + rng.below(40);
        random_playout(&mut g, &mut rng, stop, |_, _, _| {});
        // On to a main phase (a roll, and whatever a 7 brings).
        for _ in 0..200 {
            if matches!(g.phase(), Phase::Main | Phase::GameOver) {
                break;
            }
            let seat = g.seat_to_move();
            let legal: Vec<Action> = g
                .legal_actions(seat)
                .into_iter()
                .filter(|a| !matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild))
                .collect();
            let a = g.complete(legal[rng.below(legal.len() as u32) as usize], &mut rng);
            g.apply(seat, a).unwrap();
        }
        if g.phase() == Phase::Main && g.offer().is_none() {
            // No request left over from the random play.
            for s in g.special_build_requests().iter() {
                g.apply(s, Action::WithdrawSpecialBuild).unwrap();
            }
            out.push(g);
            if out.len() == count {
                break;
            }
        }
    }
    assert_eq!(out.len(), count, "too few main-phase states");
    out
}

#[test]
fn a_seat_asks_for_a_special_build_when_it_can_build_and_withdraws_when_it_cannot() {
    use catan_engine::cost;
    let mut rng = GameRng::new(31);
    let (mut cities, mut settlements) = (0, 0);
    for g in six_player_main_states(24, 5) {
        let current = g.current();
        for s in g.seats().filter(|&s| s != current) {
            let p = g.player(s);
            let can_city = p.settlements != 0 && p.cities_left() > 0;
            let can_settle = g.settlement_spots(s) != 0 && p.settlements_left() > 0;
            for level in [Level::Heuristic, Level::Strong] {
                let ask = |g: &Game, rng: &mut GameRng| {
                    let legal = g.legal_actions(s);
                    let a = special_build_request(level, &g.player_view(s), &legal, rng);
                    if let Some(a) = a {
                        assert!(legal.contains(&a), "{a:?} not in {legal:?}");
                    }
                    a
                };
                // Nothing in hand: nothing to ask for.
                let mut g = g.clone();
                assert!(g.arrange_hand(s, ResourceCounts::ZERO));
                assert_eq!(ask(&g, &mut rng), None, "{level} asked with no cards");
                // One card short of everything: still nothing.
                let lumber = ResourceCounts::new(0, 1, 0, 0, 0);
                assert!(g.arrange_hand(s, lumber));
                assert_eq!(ask(&g, &mut rng), None, "{level} asked with one lumber");
                // A city it can pay for and place: it asks.
                if can_city && g.arrange_hand(s, cost::CITY) {
                    assert_eq!(
                        ask(&g, &mut rng),
                        Some(Action::AskSpecialBuild),
                        "{level} did not ask with a city in hand"
                    );
                    g.apply(s, Action::AskSpecialBuild).unwrap();
                    // Asked once, it keeps its request while it still can build.
                    assert_eq!(ask(&g, &mut rng), None);
                    // Robbed of its ore: it withdraws.
                    assert!(g.arrange_hand(s, ResourceCounts::new(0, 0, 0, 2, 1)));
                    assert_eq!(ask(&g, &mut rng), Some(Action::WithdrawSpecialBuild));
                    g.apply(s, Action::WithdrawSpecialBuild).unwrap();
                    cities += 1;
                }
                // A settlement with a place for it: it asks.
                if can_settle && g.arrange_hand(s, cost::SETTLEMENT) {
                    assert_eq!(
                        ask(&g, &mut rng),
                        Some(Action::AskSpecialBuild),
                        "{level} did not ask with a settlement in hand"
                    );
                    settlements += 1;
                }
                // Never when the rules do not list it: the current seat, rich or not.
                let mut rich = g.clone();
                if rich.arrange_hand(current, ResourceCounts::new(2, 2, 2, 3, 3)) {
                    let legal = rich.legal_actions(current);
                    let view = rich.player_view(current);
                    assert_eq!(special_build_request(level, &view, &legal, &mut rng), None);
                }
            }
        }
    }
    assert!(cities >= 10 && settlements >= 4, "{cities} {settlements}");
}

#[test]
fn special_build_requests_are_never_made_when_not_listed() {
    let mut rng = GameRng::new(32);
    // A 4-player game lists none; neither does a set-up or a Special Build Phase.
    for g in states(20, 17) {
        for s in g.seats() {
            let legal = g.legal_actions(s);
            let view = g.player_view(s);
            for level in Level::ALL {
                for _ in 0..12 {
                    assert_eq!(special_build_request(level, &view, &legal, &mut rng), None);
                }
            }
        }
    }
    // A random seat asks now and then, and withdraws now and then, only as listed.
    let g = six_player_main_states(1, 9).remove(0);
    let s = Seat((g.current().0 + 2) % 6);
    let (mut asks, mut withdrawals) = (0, 0);
    for _ in 0..200 {
        let mut g = g.clone();
        let legal = g.legal_actions(s);
        if let Some(a) = special_build_request(Level::Random, &g.player_view(s), &legal, &mut rng) {
            assert_eq!(a, Action::AskSpecialBuild);
            asks += 1;
            g.apply(s, a).unwrap();
            let legal = g.legal_actions(s);
            let again = special_build_request(Level::Random, &g.player_view(s), &legal, &mut rng);
            if let Some(w) = again {
                assert_eq!(w, Action::WithdrawSpecialBuild);
                withdrawals += 1;
            }
        }
    }
    assert!(asks > 15 && asks < 60, "{asks}");
    assert!(
        withdrawals > 0 && withdrawals < asks / 2,
        "{withdrawals}/{asks}"
    );
}

/// Seat `builder` in its Special Build Phase after `g`'s current turn, holding `hand`.
fn into_special_build(g: &Game, builder: Seat, hand: ResourceCounts) -> Option<Game> {
    let mut g = g.clone();
    g.apply(builder, Action::AskSpecialBuild).ok()?;
    g.apply(g.current(), Action::EndTurn).ok()?;
    assert_eq!((g.phase(), g.current()), (Phase::SpecialBuild, builder));
    g.arrange_hand(builder, hand).then_some(g)
}

#[test]
fn in_a_special_build_phase_each_level_builds_what_it_can_then_ends_it() {
    let mut rng = GameRng::new(33);
    let hands = [
        // A city, a settlement and a card's worth: builds, never trades.
        ResourceCounts::new(1, 1, 1, 3, 4),
        // Eight wool over the limit: nothing to build, no trade allowed: it ends at once.
        ResourceCounts::new(0, 0, 8, 0, 0),
        // Roads' worth over the limit.
        ResourceCounts::new(4, 4, 0, 0, 0),
        ResourceCounts::ZERO,
    ];
    let mut built = 0;
    for g in six_player_main_states(8, 6) {
        let builder = Seat((g.current().0 + 1) % 6);
        for hand in hands {
            let Some(start) = into_special_build(&g, builder, hand) else {
                continue;
            };
            for level in Level::ALL {
                let mut g = start.clone();
                let mut steps = 0;
                loop {
                    let legal = g.legal_actions(builder);
                    let a = choose_with(level, &g.player_view(builder), &legal, &mut rng, &tiny());
                    assert!(legal.contains(&a), "{level} chose {a:?}, not in {legal:?}");
                    assert!(
                        !matches!(a, Action::BankTrade { .. } | Action::OfferTrade { .. }),
                        "{level} traded in a Special Build Phase"
                    );
                    let a = g.complete(a, &mut rng);
                    g.apply(builder, a).unwrap();
                    steps += 1;
                    if a == Action::EndTurn {
                        break;
                    }
                    built += 1;
                    assert!(steps < 30, "{level} never ended its Special Build Phase");
                }
                assert_ne!(g.phase(), Phase::SpecialBuild);
                if level == Level::Heuristic {
                    let p = start.player(builder);
                    if hand.total() == 8 && hand[catan_engine::Resource::Wool] == 8 {
                        assert_eq!(steps, 1, "nothing to build with wool only");
                    }
                    // With a city's cards and a settlement to upgrade, it builds the city.
                    if hand.covers(&catan_engine::cost::CITY)
                        && p.settlements != 0
                        && p.cities_left() > 0
                    {
                        assert!(g.player(builder).cities.count_ones() > p.cities.count_ones());
                    }
                }
            }
        }
    }
    assert!(built > 10, "{built}");
}
