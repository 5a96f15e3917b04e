//! Command-line entry points that are not the bot: `replay` and `bench`.

use crate::engine::board::BoardSpec;
use crate::engine::game::{Game, GameSetup, Options};
use crate::engine::playout::random_playout;
use crate::engine::rng::GameRng;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

pub fn replay(_file: &Path, _render: Option<&Path>) -> anyhow::Result<ExitCode> {
    anyhow::bail!("replay is being written")
}

/// The turn cap of the benchmark: games still running after 1,000 turns are counted as capped.
pub const BENCH_TURN_CAP: u32 = 1000;

/// Plays `games` complete 4-player games of uniformly random legal play on one thread.
pub fn bench(games: u32, seed: u64) -> anyhow::Result<ExitCode> {
    let mut rng = GameRng::new(seed);
    let options = Options::default();
    let (mut actions, mut turns, mut capped) = (0u64, 0u64, 0u32);
    let start = Instant::now();
    for _ in 0..games {
        let board = BoardSpec::Random(rng.below(u32::MAX) as u64).build();
        let setup = GameSetup::random(options, board, &mut rng);
        let mut game = Game::new(setup)?;
        let stats = random_playout(&mut game, &mut rng, BENCH_TURN_CAP, |_, _, _| {});
        actions += stats.actions as u64;
        turns += stats.turns.min(BENCH_TURN_CAP) as u64;
        capped += stats.capped as u32;
    }
    let seconds = start.elapsed().as_secs_f64();
    let g = games.max(1) as f64;
    println!(
        "{}",
        serde_json::json!({
            "games": games,
            "seconds": (seconds * 1000.0).round() / 1000.0,
            "games_per_sec": (games as f64 / seconds * 10.0).round() / 10.0,
            "actions_per_game": (actions as f64 / g * 10.0).round() / 10.0,
            "turns_per_game": (turns as f64 / g * 10.0).round() / 10.0,
            "capped": capped,
        })
    );
    Ok(ExitCode::SUCCESS)
}
