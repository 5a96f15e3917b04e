//! Tests of the win-chance model: what it reads, its file, its gradients and its fit.

use super::fit::Trainer;
use super::*;
use crate::determinize;
use crate::Level;
use crate::StrongConfig;
use catan_engine::{random_playout, BoardSpec, Game, GameRng, GameSetup, Options, Phase, Seat};
use rand::SeedableRng;

fn positions(count: usize, players: u8, seed: u64) -> Vec<Game> {
    let mut rng = GameRng::new(seed);
    (0..count)
        .map(|k| {
            let options = Options {
                players,
                ..Options::default()
            };
            let board = BoardSpec::Random(seed + k as u64)
                .build_for(catan_engine::Island::for_players(players))
                .unwrap();
            let mut g = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
            let stop = rng.below(80);
            random_playout(&mut g, &mut rng, stop, |_, _, _| {});
            g
        })
        .collect()
}

#[test]
fn the_features_read_nothing_the_viewer_cannot_see() {
    // Two samples of one seat's view differ in every hidden card, yet give the same rows.
    let mut rng = GameRng::new(3);
    for players in [3, 4, 6] {
        for g in positions(40, players, 11) {
            if g.phase() == Phase::GameOver {
                continue;
            }
            for viewer in g.seats() {
                let view = g.player_view(viewer);
                let real = Features::of(&g, viewer);
                for _ in 0..2 {
                    let sample = determinize(&view, &mut rng).unwrap();
                    assert_eq!(Features::of(&sample, viewer), real);
                }
            }
        }
    }
}

#[test]
fn chances_cover_the_seats_at_the_table_and_sum_to_one() {
    let model = Model::shipped();
    for players in [3, 4, 5, 6] {
        for g in positions(20, players, 5) {
            let c = model.chances(&g, Seat(0));
            let sum: f32 = c[..players as usize].iter().sum();
            assert!((sum - 1.0).abs() < 1e-4, "{c:?}");
            assert!(c[players as usize..].iter().all(|&x| x == 0.0));
            assert!(c.iter().all(|x| (0.0..=1.0).contains(x)));
            if let Some(w) = g.winner() {
                assert_eq!(c[w.index()], 1.0);
            }
        }
    }
}

#[test]
fn a_model_file_reads_back_the_same_and_bad_files_are_named() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let mut m = Model::new(8, 4, &mut rng);
    m.set_note("made-by", "a test");
    let text = m.to_text();
    let back = Model::from_text(&text).unwrap();
    assert_eq!(back, m);
    assert_eq!(back.note("made-by"), Some("a test"));
    assert_eq!(Model::from_text("hello"), Err(ModelError::NotAModel));
    let wrong_shape = text.replace("shape 45 8 4", "shape 44 8 4");
    assert_eq!(Model::from_text(&wrong_shape), Err(ModelError::Shape));
    let short: String = text
        .lines()
        .filter(|l| !l.starts_with("w3"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(Model::from_text(&short), Err(ModelError::Tensor("w3")));
    let nan = text.replacen("b1 0", "b1 NaN", 1);
    assert!(matches!(Model::from_text(&nan), Err(ModelError::Number(_))));
}

/// Cross-entropy of one sample, for the gradient check.
fn loss_of(m: &Model, s: &Sample) -> f64 {
    let p = m.evaluate(&s.features);
    (0..s.features.n)
        .map(|i| -(s.target[i] as f64) * (p[i].max(1e-7) as f64).ln())
        .sum()
}

#[test]
fn the_fit_follows_the_true_gradient() {
    // One Adam step with a tiny rate moves every weight against the loss's slope, so the
    // loss falls; a step the other way would raise it. Checked against finite differences.
    let mut rng = rand::rngs::StdRng::seed_from_u64(2);
    let games = positions(6, 4, 21);
    let samples: Vec<Sample> = games
        .iter()
        .map(|g| {
            let mut target = [0f32; 6];
            target[(g.turn() % 4) as usize] = 1.0;
            Sample {
                features: Features::of(g, Seat(1)),
                target,
            }
        })
        .collect();
    let m = Model::new(6, 5, &mut rng);
    let before: f64 = samples.iter().map(|s| loss_of(&m, s)).sum();
    // Finite-difference slope of one weight against the step's direction.
    let mut fitted = m.clone();
    let mut trainer = Trainer::new(
        &fitted,
        FitConfig {
            epochs: 1,
            batch: samples.len(),
            learning_rate: 1e-3,
            weight_decay: 0.0,
        },
    );
    trainer.epoch(&mut fitted, &samples, &mut rng);
    let after: f64 = samples.iter().map(|s| loss_of(&fitted, s)).sum();
    assert!(after < before, "{before} → {after}");
    // Reversing the step raises the loss.
    let mut back = m.clone();
    for (b, (o, f)) in back
        .w1
        .iter_mut()
        .zip(m.w1.iter().zip(&fitted.w1))
        .chain(back.w2.iter_mut().zip(m.w2.iter().zip(&fitted.w2)))
        .chain(back.w3.iter_mut().zip(m.w3.iter().zip(&fitted.w3)))
    {
        *b = o - (f - o);
    }
    let reversed: f64 = samples.iter().map(|s| loss_of(&back, s)).sum();
    assert!(reversed > before, "{before} → {reversed}");
}

#[test]
fn a_tiny_training_run_lowers_its_loss() {
    let how = SelfPlay {
        level: Level::Heuristic,
        cfg: StrongConfig::default(),
        every: 4,
    };
    let train: Vec<Sample> = (0..300)
        .flat_map(|i| self_play(77, i, &how).unwrap())
        .collect();
    let held: Vec<Sample> = (300..360)
        .flat_map(|i| self_play(77, i, &how).unwrap())
        .collect();
    assert!(
        train.len() > 1000 && held.len() > 300,
        "{} {}",
        train.len(),
        held.len()
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    let mut model = Model::new(16, 8, &mut rng);
    let fresh = evaluate(&model, &held);
    let mut trainer = Trainer::new(&model, FitConfig::default());
    let first = trainer.epoch(&mut model, &train, &mut rng);
    let mut last = first;
    for _ in 0..2 {
        last = trainer.epoch(&mut model, &train, &mut rng);
    }
    let fitted = evaluate(&model, &held);
    assert!(last < first, "training loss {first} → {last}");
    assert!(fitted.log_loss < fresh.log_loss, "{fresh:?} → {fitted:?}");
    assert!(fitted.log_loss < fitted.baseline, "{fitted:?}");
}

#[test]
fn the_shipped_model_loads_and_measures_what_its_file_records() {
    let model = Model::shipped();
    assert!(model.parameters() > 1000);
    let note = |k: &str| -> f64 {
        model
            .note(k)
            .unwrap_or_else(|| panic!("the shipped model records {k}"))
            .parse()
            .unwrap()
    };
    let seed = note("test-seed") as u64;
    let games = note("test-games") as u64;
    let held = test_positions(seed, games);
    let e = evaluate(model, &held);
    assert_eq!(e.positions as f64, note("test-positions"));
    assert!((e.log_loss - note("test-log-loss")).abs() < 1e-4, "{e:?}");
    assert!((e.baseline - note("test-baseline")).abs() < 1e-4, "{e:?}");
    assert!(e.log_loss < e.baseline * 0.8, "{e:?}");
}
