//! Tests of the AI levels against real engine states.

use super::*;
use crate::engine::board::BoardSpec;
use crate::engine::game::{Game, GameSetup, Offer, Options, Phase, MAX_PLAYERS};
use crate::engine::playout::random_playout;
use crate::engine::resource::ResourceCounts;
use crate::engine::seat::{Seat, SeatSet};
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
        let bank = &mut g.bank;
        bank.add(&g.players[me.index()].resources);
        bank.sub(&hand);
        g.players[me.index()].resources = hand;
        g.phase = Phase::Discard;
        g.pending_discards = [0; MAX_PLAYERS];
        g.pending_discards[me.index()] = 5;
        let legal = g.legal_actions(me);
        let a = choose(Level::Heuristic, &g.player_view(me), &legal, &mut rng);
        let Action::Discard { cards } = a else {
            panic!("not a discard: {a:?}")
        };
        let mut left = hand;
        left.sub(&cards);
        assert!(
            left.covers(&crate::engine::resource::cost::CITY),
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
        g.bank.add(&g.players[other.index()].resources);
        g.bank.sub(&hand);
        g.players[other.index()].resources = hand;
        let mut mine = g.players[me.index()].resources;
        if mine[crate::engine::Resource::Ore] == 0 {
            if g.bank[crate::engine::Resource::Ore] == 0 {
                continue;
            }
            g.bank[crate::engine::Resource::Ore] -= 1;
            mine[crate::engine::Resource::Ore] += 1;
            g.players[me.index()].resources = mine;
        }
        // I offer 1 ore for 1 wool: good for them.
        let offer = Offer {
            give: ResourceCounts::new(0, 0, 0, 0, 1),
            get: ResourceCounts::new(0, 0, 1, 0, 0),
            to: [other].into_iter().collect::<SeatSet>(),
            responses: [None; MAX_PLAYERS],
        };
        g.offer = Some(offer);
        let answer = respond_to_offer(Level::Heuristic, &g.player_view(other), &mut rng);
        if g.public_vp(me) + 2 >= g.options().points_to_win {
            assert_eq!(answer, Action::DeclineTrade);
        } else {
            assert_eq!(answer, Action::AcceptTrade);
        }
        // The reverse (they give ore for wool) moves them away from the city.
        g.offer = Some(Offer {
            give: ResourceCounts::new(0, 0, 1, 0, 0),
            get: ResourceCounts::new(0, 0, 0, 0, 1),
            ..offer
        });
        let mut their = g.players[other.index()].resources;
        their[crate::engine::Resource::Ore] = 2;
        g.players[other.index()].resources = their;
        let answer = respond_to_offer(Level::Heuristic, &g.player_view(other), &mut rng);
        assert_eq!(answer, Action::DeclineTrade);
        tried += 1;
    }
    assert!(tried > 5);
}

#[test]
fn levels_parse_and_name_round_trip() {
    for l in Level::ALL {
        assert_eq!(Level::parse(l.name()), Some(l));
        assert_eq!(l.name().parse::<Level>().unwrap(), l);
    }
    assert!("genius".parse::<Level>().is_err());
}
