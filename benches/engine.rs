//! `cargo bench --bench engine`: the engine benchmark of `catan-bot bench` (random legal play,
//! one thread), run through the same code path: 4 players, then 6 on the larger island.

fn main() {
    let games = std::env::var("BENCH_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5000);
    for players in [4, 6] {
        catan_bot::cli::bench(games, 1, players).expect("bench");
    }
}
