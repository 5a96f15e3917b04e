//! `cargo bench --bench engine`: the engine benchmark of `catan-bot bench` (random legal play,
//! 4 players, one thread), run through the same code path.

fn main() {
    let games = std::env::var("BENCH_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5000);
    catan_bot::cli::bench(games, 1).expect("bench");
}
