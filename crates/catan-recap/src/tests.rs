//! Statistics of known small records, counted by hand, and of seeded random games checked
//! against the engine's own state at every point.

use super::*;
use catan_engine::*;

fn record(json: &str) -> Record {
    serde_json::from_str(json).expect("a valid record")
}

/// tests/records/setup_and_first_turn.json: set-up, then Ada rolls 8 (turn 1) and Bea rolls 7
/// and steals Ada's lumber (turn 2); two refused actions count for nothing.
#[test]
fn the_set_up_record_counted_by_hand() {
    let r = record(include_str!(
        "../../../tests/records/setup_and_first_turn.json"
    ));
    let st = GameStats::of_record(&r).unwrap();
    let mut rolls = [0; 13];
    rolls[8] = 1;
    rolls[7] = 1;
    assert_eq!(st.rolls, rolls);
    assert_eq!(st.total_rolls(), 2);
    // Ada's second settlement 29 touches fields 9, forest 11 and forest 8 (M): 1 grain and 2
    // lumber to start; the 8 pays her 1 lumber (M). Bea's 32 gives lumber, ore and wool; the
    // 8 pays her 2 ore (21 and 32 on mountains 8, L). Cy's 46 touches fields 4, fields 6 and
    // pasture 11: 2 grain and 1 wool; the 8 pays 1 lumber to his 40 on M.
    let ada = SeatStats {
        starting: 3,
        produced: 1,
        robbed: 1,
        ..SeatStats::default()
    };
    let bea = SeatStats {
        starting: 3,
        produced: 2,
        stole: 1,
        ..SeatStats::default()
    };
    let cy = SeatStats {
        starting: 3,
        produced: 1,
        ..SeatStats::default()
    };
    assert_eq!(st.seats, vec![ada, bea, cy]);
    assert_eq!((st.domestic_trades, st.bank_trades), (0, 0));
    // After set-up, after turn 1, after turn 2; the record ends as turn 3 begins, so the end
    // adds no point of its own.
    assert_eq!(st.vp, vec![vec![2, 2, 2]; 3]);
    assert_eq!(st.winner, None);
    assert_eq!(st.expected_rolls()[7], 2.0 * 6.0 / 36.0);
}

/// The same set-up, then five turns: four 8s, a trade between Ada and Bea, a maritime trade
/// by Bea, and a 7 on which Bea (8 cards) discards 4 and steals from Ada.
const TRADES_AND_A_SEVEN: &str = r#"{
  "format": "catan-record/1",
  "options": {"players": 3},
  "board": "beginner",
  "seed": 42,
  "first_player": 0,
  "names": ["Ada", "Bea", "Cy"],
  "actions": [
    {"p": 0, "do": "place_settlement", "at": 19},
    {"p": 0, "do": "place_road", "at": "19-24"},
    {"p": 1, "do": "place_settlement", "at": 21},
    {"p": 1, "do": "place_road", "at": "21-27"},
    {"p": 2, "do": "place_settlement", "at": 40},
    {"p": 2, "do": "place_road", "at": "40-45"},
    {"p": 2, "do": "place_settlement", "at": 46},
    {"p": 2, "do": "place_road", "at": "46-50"},
    {"p": 1, "do": "place_settlement", "at": 32},
    {"p": 1, "do": "place_road", "at": "32-38"},
    {"p": 0, "do": "place_settlement", "at": 29},
    {"p": 0, "do": "place_road", "at": "29-34"},
    {"p": 0, "do": "roll", "dice": [4, 4]},
    {"p": 0, "do": "offer_trade", "give": {"lumber": 1}, "get": {"ore": 1}},
    {"p": 1, "do": "accept_trade"},
    {"p": 0, "do": "confirm_trade", "with": 1},
    {"p": 0, "do": "end_turn"},
    {"p": 1, "do": "roll", "dice": [4, 4]},
    {"p": 1, "do": "bank_trade", "give": {"ore": 4}, "get": {"brick": 1}},
    {"p": 1, "do": "end_turn"},
    {"p": 2, "do": "roll", "dice": [4, 4]},
    {"p": 2, "do": "end_turn"},
    {"p": 0, "do": "roll", "dice": [4, 4]},
    {"p": 0, "do": "end_turn"},
    {"p": 1, "do": "roll", "dice": [3, 4]},
    {"p": 1, "do": "discard", "cards": {"ore": 4}},
    {"p": 1, "do": "move_robber", "to": "M", "steal_from": 0, "card": "lumber"},
    {"p": 1, "do": "build_road", "at": "27-33"}
  ]
}"#;

#[test]
fn trades_discards_and_thefts_counted_by_hand() {
    let r = record(TRADES_AND_A_SEVEN);
    let (game, steps) = r.replay().unwrap();
    assert!(
        steps.iter().all(|s| s.result.is_ok()),
        "{:?}",
        steps.iter().find(|s| s.result.is_err())
    );
    let st = GameStats::of(&steps, &game.public_view());
    let mut rolls = [0; 13];
    rolls[8] = 4;
    rolls[7] = 1;
    assert_eq!(st.rolls, rolls);
    // Ada: 3 to start, 1 lumber per 8; gives 1 lumber for 1 ore; robbed once (7 cards: no
    // discard).
    let ada = SeatStats {
        starting: 3,
        produced: 4,
        given_to_players: 1,
        received_from_players: 1,
        robbed: 1,
        ..SeatStats::default()
    };
    // Bea: 3 to start, 2 ore per 8; 1 ore for Ada's lumber; 4 ore to the bank for 1 brick;
    // holds 2 lumber, 1 brick, 1 wool and 4 ore at the 7: discards 4, steals 1.
    let bea = SeatStats {
        starting: 3,
        produced: 8,
        given_to_players: 1,
        received_from_players: 1,
        given_to_bank: 4,
        received_from_bank: 1,
        discarded: 4,
        stole: 1,
        ..SeatStats::default()
    };
    // Cy: 3 to start, 1 lumber per 8 (40 on M); 7 cards at the 7: no discard.
    let cy = SeatStats {
        starting: 3,
        produced: 4,
        ..SeatStats::default()
    };
    assert_eq!(st.seats, vec![ada.clone(), bea.clone(), cy]);
    assert_eq!((ada.gained(), ada.lost_to_robber()), (7, 1));
    assert_eq!((bea.gained(), bea.lost_to_robber()), (12, 4));
    assert_eq!((bea.traded_away(), bea.traded_for()), (5, 2));
    assert_eq!((st.domestic_trades, st.bank_trades), (1, 1));
    // Set-up, turns 1–4, and the end (Bea built a road in turn 5: something happened since
    // the last point). Nobody's points changed.
    assert_eq!(st.vp, vec![vec![2, 2, 2]; 6]);
    assert_eq!(game.turn(), 5);
    assert_eq!(st.vp.len(), game.turn() as usize + 1);
}

#[test]
fn a_record_in_set_up_has_one_point() {
    let r = record(
        r#"{"format": "catan-record/1", "board": "beginner", "first_player": 0,
            "actions": [{"p": 0, "do": "place_settlement", "at": 19}]}"#,
    );
    let st = GameStats::of_record(&r).unwrap();
    assert_eq!(st.vp, vec![vec![1, 0, 0, 0]]);
    assert_eq!(st.total_rolls(), 0);
    assert_eq!(st.expected_rolls(), [0.0; 13]);
}

/// Random legal play (with Special Build requests for 5–6 seats): at every point the VP
/// counted from events equal the engine's public VP, the last point equals the end's
/// (revealed VP cards included), each hand equals what was counted in and out, the rolls
/// match, and a finished game has a point per turn plus set-up.
#[test]
fn random_games_add_up() {
    for (players, seed) in [(3u8, 1u64), (4, 2), (4, 3), (5, 4), (6, 5)] {
        let mut rng = GameRng::new(seed);
        let options = Options {
            players,
            ..Options::default()
        };
        let board = BoardSpec::Random(seed)
            .build_for(Island::for_players(players))
            .unwrap();
        let mut game = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        let n = players as usize;
        let mut tally = Tally::new(n);
        let mut spent = vec![0u32; n];
        let mut rolls = [0u32; 13];
        let mut public_at_points: Vec<Vec<u8>> = Vec::new();
        while game.phase() != Phase::GameOver && game.turn() <= 5000 {
            let mut seat = game.seat_to_move();
            if n >= 5 && rng.below(6) == 0 {
                let other = Seat(rng.below(n as u32) as u8);
                if game.legal_actions(other).contains(&Action::AskSpecialBuild) {
                    seat = other;
                }
            }
            let legal = game.legal_actions(seat);
            let pick = if seat == game.seat_to_move() {
                legal[rng.below(legal.len() as u32) as usize]
            } else {
                Action::AskSpecialBuild
            };
            let action = game.complete(pick, &mut rng);
            let events = game.apply(seat, action).unwrap();
            for e in &events {
                match e {
                    Event::SettlementPlaced { seat, setup, .. } if !setup => {
                        spent[seat.index()] += 4
                    }
                    Event::RoadPlaced { seat, free, .. } if !free => spent[seat.index()] += 2,
                    Event::CityBuilt { seat, .. } => spent[seat.index()] += 5,
                    Event::BoughtDevCard { seat, .. } => spent[seat.index()] += 3,
                    Event::Rolled { dice, .. } => rolls[usize::from(dice[0] + dice[1])] += 1,
                    _ => {}
                }
            }
            if tally.add(&events) {
                public_at_points.push(game.seats().map(|s| game.public_vp(s)).collect());
            }
        }
        let end = game.public_view();
        let st = tally.finish(&end);
        let over = game.phase() == Phase::GameOver;
        assert!(
            over,
            "{players} players, seed {seed}: no winner in 5000 turns"
        );
        assert_eq!(st.winner, game.winner());
        assert_eq!(st.rolls, rolls);
        assert_eq!(st.vp.len(), game.turn() as usize + 1, "{players}/{seed}");
        assert_eq!(st.vp[..st.vp.len() - 1], public_at_points[..]);
        let last: Vec<u8> = game.seats().map(|s| game.public_vp(s)).collect();
        assert_eq!(st.vp.last(), Some(&last));
        assert_eq!(
            last[game.winner().unwrap().index()],
            game.total_vp(game.winner().unwrap())
        );
        for s in game.seats() {
            let t = &st.seats[s.index()];
            let inflow = t.gained() + t.traded_for();
            let outflow = t.lost_to_robber() + t.monopolized + t.traded_away() + spent[s.index()];
            assert_eq!(
                game.player(s).resources.total() + outflow,
                inflow,
                "{players}/{seed}: seat {} {t:?}",
                s.0
            );
        }
        let produced: u32 = st.seats.iter().map(|s| s.produced).sum();
        assert!(produced > 0);
    }
}

#[test]
fn the_chances_chart_draws_any_game_length_and_names() {
    use crate::chances::{chances_png, Marked, HEIGHT};
    let names = ["Ann".to_string(), "\u{7}B".to_string(), "x".repeat(80)];
    for points in [0usize, 1, 2, 40, 300] {
        let chances: Vec<Vec<f32>> = (0..points)
            .map(|p| {
                let a = (p as f32 / points.max(1) as f32).min(1.0);
                vec![a, (1.0 - a) / 2.0, (1.0 - a) / 2.0]
            })
            .collect();
        let swings: Vec<Marked> = (0..points.min(3))
            .map(|i| Marked {
                point: i * 7 + 1000 * (i == 2) as usize,
                line: format!("Turn {i} · Ann built a city: 10% → 40%"),
            })
            .collect();
        let png = chances_png(catan_i18n::Lang::De, &chances, &names, &swings).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (crate::charts::WIDTH, HEIGHT));
    }
}
