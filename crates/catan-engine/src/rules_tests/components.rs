//! Components, game options and board set-up (docs/RULES.md §"Components", §"Game options" and
//! §"Board set-up"): the pieces, the bank, the deck, the player counts and the robber's start.

use super::*;

#[test]
fn bank_has_19_of_each_and_the_deck_25_cards() {
    let g = new_game(4);
    assert_eq!(g.bank().0, [19; 5]);
    assert_eq!(g.dev_deck_left(), 25);
    assert!(crate::game::is_standard_deck(&g.deck, Island::Base));
    let mut wrong = DevCard::standard_deck(Island::Base);
    wrong[0] = DevCard::Monopoly;
    let e = Game::new(GameSetup {
        options: Options::default(),
        board: Board::beginner(),
        first_player: ADA,
        dev_deck: wrong,
        names: vec![],
    })
    .unwrap_err();
    assert!(matches!(e, crate::game::SetupError::DevDeck(_)));
}

#[test]
fn each_player_has_5_settlements_4_cities_15_roads() {
    let g = new_game(3);
    let pl = g.player(ADA);
    assert_eq!(
        (pl.settlements_left(), pl.cities_left(), pl.roads_left()),
        (5, 4, 15)
    );
}

#[test]
fn two_to_six_players() {
    for n in [0u8, 1, 7] {
        let o = Options {
            players: n,
            ..Options::default()
        };
        assert!(o.validate().is_err(), "{n} players accepted");
    }
    for n in [2u8, 3, 4, 5, 6] {
        assert!(Options {
            players: n,
            ..Options::default()
        }
        .validate()
        .is_ok());
    }
}

// ----- Game options -------------------------------------------------------------------

#[test]
fn option_ranges_are_enforced() {
    let d = Options::default();
    assert_eq!(
        (
            d.players,
            d.points_to_win,
            d.discard_limit,
            d.friendly_robber
        ),
        (4, 10, 7, false)
    );
    assert!(Options {
        points_to_win: 4,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        points_to_win: 21,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        points_to_win: 5,
        ..d
    }
    .validate()
    .is_ok());
    assert!(Options {
        discard_limit: 6,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        discard_limit: 21,
        ..d
    }
    .validate()
    .is_err());
    assert!(Options {
        discard_limit: 20,
        ..d
    }
    .validate()
    .is_ok());
}

// ----- Board set-up ---------------------------------------------------------------------

#[test]
fn robber_starts_on_the_desert() {
    assert_eq!(new_game(4).robber(), Some(h("J")));
    for seed in 0..20 {
        let board = crate::board::BoardSpec::Random(seed).build();
        let mut rng = crate::rng::GameRng::new(seed);
        let g = Game::new(GameSetup::random(Options::default(), board, &mut rng)).unwrap();
        assert_eq!(g.robber(), board.first_desert());
    }
}
