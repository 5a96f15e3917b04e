//! Two players: the duel (docs/RULES.md §"Two players: the duel"): its settings, the set-up
//! of two, the friendly robber and the discard limit of 9 at two seats, trading with the one
//! opponent, and whole games won at 15 points.

use super::*;
use crate::error::SetupError;
use crate::playout::random_playout;
use crate::rng::GameRng;

fn duel() -> Game {
    new_game_with(
        Options::for_players(2),
        DevCard::standard_deck(Island::Base),
    )
}

/// The duel after a set-up of Ada at 19 and 40, Bea at 21 and 46 (snake order).
fn duel_set_up() -> Game {
    let mut g = duel();
    setup(
        &mut g,
        &[(19, "19-24"), (21, "21-27"), (46, "46-50"), (40, "40-45")],
    );
    g
}

#[test]
fn the_duel_settings_are_two_players_defaults_and_each_stays_changeable() {
    let o = Options::for_players(2);
    assert_eq!(
        (
            o.players,
            o.points_to_win,
            o.discard_limit,
            o.friendly_robber,
            o.balanced_dice,
            o.balanced_sevens
        ),
        (2, 15, 9, true, true, true)
    );
    assert_eq!(o.validate(), Ok(()));
    // Three to six players start from the base game's settings.
    for n in 3..=6 {
        let base = Options::for_players(n);
        assert_eq!(
            base,
            Options {
                players: n,
                ..Options::default()
            }
        );
    }
    // Every duel setting may be set otherwise.
    let changed = Options {
        points_to_win: 10,
        discard_limit: 7,
        friendly_robber: false,
        balanced_dice: false,
        balanced_sevens: false,
        ..o
    };
    assert_eq!(changed.validate(), Ok(()));
    let plain_deck = Options {
        balanced_sevens: false,
        ..o
    };
    assert_eq!(plain_deck.validate(), Ok(()));
    // Balanced sevens are dealt from the deck: without it they are refused.
    let no_deck = Options {
        balanced_dice: false,
        ..o
    };
    assert_eq!(no_deck.validate(), Err(SetupError::SevensWithoutDeck));
    // One player, or seven, is no game.
    for n in [0, 1, 7] {
        let e = Options::for_players(n).validate().unwrap_err();
        assert_eq!(e, SetupError::Players(n));
        assert!(e.to_string().contains("2 to 6"), "{e}");
    }
}

#[test]
fn a_duel_is_set_up_in_a_snake_of_two_on_the_base_island() {
    let mut g = duel();
    assert_eq!(g.players_count(), 2);
    assert_eq!(g.topology().island(), Island::Base);
    let mut order = Vec::new();
    for (s, r) in [(19, "19-24"), (21, "21-27"), (46, "46-50"), (40, "40-45")] {
        let seat = g.current();
        order.push(seat.0);
        ok(&mut g, seat, Action::PlaceSettlement { at: i(s) });
        ok(&mut g, seat, Action::PlaceRoad { at: p(r) });
    }
    assert_eq!(order, [0, 1, 1, 0]);
    assert_eq!((g.phase(), g.current(), g.turn()), (Phase::Roll, ADA, 1));
    // Turns alternate between the two.
    roll(&mut g, ADA, 6, 6);
    end(&mut g, ADA);
    assert_eq!((g.current(), g.turn()), (BEA, 2));
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([6, 6]) }).code(),
        "not_your_turn"
    );
    roll(&mut g, BEA, 6, 6);
    end(&mut g, BEA);
    assert_eq!((g.current(), g.turn()), (ADA, 3));
}

#[test]
fn the_friendly_robber_spares_a_duel_opponent_of_two_points() {
    let mut g = duel_set_up();
    roll(&mut g, ADA, 5, 2);
    assert_eq!(g.phase(), Phase::MoveRobber);
    let topo = g.topology();
    let bea_hexes: Vec<Hex> = topo
        .hexes()
        .filter(|&h| {
            Some(h) != g.robber()
                && topo
                    .corners(h)
                    .iter()
                    .any(|&c| g.building_at(c).is_some_and(|(s, _)| s == BEA))
        })
        .collect();
    assert!(!bea_hexes.is_empty());
    let spots = g.robber_spots(ADA);
    assert!(spots != 0, "somewhere is allowed");
    for &h in &bea_hexes {
        assert_eq!(spots & h.bit(), 0, "{h:?} touches Bea, who has 2 points");
    }
    set_hand(&mut g, BEA, rc("1 ore"));
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: bea_hexes[0],
            steal_from: Some(BEA),
            card: Some(Resource::Ore),
        },
    );
    assert_eq!(e.code(), "friendly_robber");
}

#[test]
fn a_duel_discards_above_nine_cards() {
    let mut g = duel_set_up();
    set_hand(&mut g, BEA, rc("9 brick"));
    roll(&mut g, ADA, 6, 1);
    assert_eq!(g.pending_discard(BEA), 0, "nine cards are kept");
    assert_eq!(g.phase(), Phase::MoveRobber);

    let mut g = duel_set_up();
    set_hand(&mut g, BEA, rc("6 brick, 4 wool"));
    roll(&mut g, ADA, 6, 1);
    assert_eq!((g.phase(), g.pending_discard(BEA)), (Phase::Discard, 5));
}

#[test]
fn duel_players_trade_with_each_other() {
    let mut g = duel_set_up();
    set_hand(&mut g, ADA, rc("2 brick"));
    set_hand(&mut g, BEA, rc("1 wool"));
    roll(&mut g, ADA, 6, 6);
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(&mut g, BEA, Action::AcceptTrade);
    ok(&mut g, ADA, Action::ConfirmTrade { with: BEA });
    assert_eq!(g.player(ADA).resources, rc("1 brick, 1 wool"));
    assert_eq!(g.player(BEA).resources, rc("1 brick"));
}

#[test]
fn whole_duels_are_won_at_fifteen_points_and_not_before() {
    let mut rng = GameRng::new(15);
    let mut won = 0;
    for game in 0..12u64 {
        let board = crate::board::BoardSpec::Random(game)
            .build_for(Island::Base)
            .unwrap();
        let setup = GameSetup::random(Options::for_players(2), board, &mut GameRng::new(game));
        let mut g = Game::new(setup).unwrap();
        let stats = random_playout(&mut g, &mut rng, 3_000, |g, _, _| {
            if g.phase() != Phase::GameOver {
                assert!(g.seats().all(|s| g.total_vp(s) < 15 || g.current() != s));
            }
        });
        if g.phase() == Phase::GameOver {
            won += 1;
            let w = g.winner().unwrap();
            assert!(g.total_vp(w) >= 15, "{} points", g.total_vp(w));
            assert!(g.total_vp(Seat(1 - w.0)) < 15);
        } else {
            assert!(stats.capped);
        }
    }
    assert!(won >= 6, "only {won} of 12 random duels ended");
}
