//! `cargo bench --bench hint`: how long a hint thinks (`/catan hint`, `catan-bot hint`).
//! Positions come from seeded games of heuristic AIs (`HINT_PLAYERS`, default 4; every 9th
//! position, each seat the game waits for there), `HINT_POSITIONS` of them (default 200);
//! each is hinted at the strong level with the bot's budget (`StrongConfig::default()`: a
//! clock, so the figures move with the machine's load) and at the heuristic level. Prints
//! the median, p90, p99 and max per level, for all positions and for those the strong level
//! searched (two candidates or more), then what the win-chance model costs a position, then
//! one JSON line.

use catan_bot::ai::{hint, no_move, HintLevel, Level, StrongConfig};
use catan_bot::ai::{play_game, AiRefused};
use catan_bot::engine::*;
use std::time::{Duration, Instant};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// (game, seat) pairs: every 9th position of seeded heuristic games, each seat with a move.
fn positions(players: u8, wanted: usize) -> Vec<(Game, Seat)> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < wanted {
        let options = Options {
            players,
            ..Options::default()
        };
        let mut rng = GameRng::new(seed);
        let board = BoardSpec::Random(seed)
            .build_for(Island::for_players(players))
            .expect("a random board");
        let mut game = Game::new(GameSetup::random(options, board, &mut rng)).expect("a game");
        let mut states = vec![game.clone()];
        let levels = vec![Level::Heuristic; players as usize];
        play_game::<AiRefused>(
            &mut game,
            &levels,
            &mut rng,
            &StrongConfig::default(),
            |g, _, _, _| {
                states.push(g.clone());
                Ok(())
            },
        )
        .expect("heuristic AIs play by the rules");
        for g in states.into_iter().skip(seed as usize % 9).step_by(9) {
            for s in g.seats() {
                if no_move(&g.player_view(s)).is_none() {
                    out.push((g.clone(), s));
                }
            }
        }
        seed += 1;
    }
    out.truncate(wanted);
    out
}

fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e5).round() / 100.0
}

/// (median, p90, p99, max) in ms.
fn spread(times: &[Duration]) -> [f64; 4] {
    let mut v = times.to_vec();
    v.sort();
    if v.is_empty() {
        return [0.0; 4];
    }
    let at = |q: f64| v[((v.len() as f64 * q) as usize).min(v.len() - 1)];
    [ms(at(0.5)), ms(at(0.9)), ms(at(0.99)), ms(v[v.len() - 1])]
}

fn main() {
    let wanted = env_or("HINT_POSITIONS", 200);
    let players = env_or("HINT_PLAYERS", 4) as u8;
    let cfg = StrongConfig::default();
    let positions = positions(players, wanted);
    let mut json = serde_json::Map::new();
    json.insert("players".into(), players.into());
    json.insert("positions".into(), positions.len().into());
    json.insert("budget_ms".into(), (cfg.budget.as_millis() as u64).into());
    println!(
        "hint: {} positions of {players}-player heuristic games, strong budget {} ms",
        positions.len(),
        cfg.budget.as_millis()
    );
    for level in [HintLevel::Strong, HintLevel::Heuristic] {
        let (mut all, mut searched) = (Vec::new(), Vec::new());
        let start = Instant::now();
        for (k, (g, seat)) in positions.iter().enumerate() {
            let view = g.player_view(*seat);
            let t = Instant::now();
            let h = hint(
                catan_bot::i18n::Lang::En,
                &view,
                level,
                false,
                &mut GameRng::new(k as u64),
                &cfg,
            )
            .expect("a seat with a move gets a hint");
            let dt = t.elapsed();
            all.push(dt);
            if h.search.is_some() {
                searched.push(dt);
            }
        }
        let [med, p90, p99, max] = spread(&all);
        let [smed, sp90, _, smax] = spread(&searched);
        println!(
            "{:9}: median {med} ms · p90 {p90} ms · p99 {p99} ms · max {max} ms; \
             searched {} of {}: median {smed} ms · p90 {sp90} ms · max {smax} ms ({:.1} s)",
            level.name(),
            searched.len(),
            all.len(),
            start.elapsed().as_secs_f64()
        );
        json.insert(
            level.name().into(),
            serde_json::json!({
                "median_ms": med, "p90_ms": p90, "p99_ms": p99, "max_ms": max,
                "searched": searched.len(), "searched_median_ms": smed,
                "searched_p90_ms": sp90, "searched_max_ms": smax,
            }),
        );
    }
    // The win-chance model alone: reading a position's features and scoring it, as the
    // strong level does at the end of every playout.
    let model = catan_bot::ai::value::Model::shipped();
    let reps = 200usize;
    let t = Instant::now();
    let mut sink = 0f32;
    for _ in 0..reps {
        for (g, seat) in &positions {
            sink += model.chances(g, *seat)[seat.index()];
        }
    }
    let us = t.elapsed().as_secs_f64() * 1e6 / (reps * positions.len().max(1)) as f64;
    println!("model    : {us:.2} µs a position (features and network; checksum {sink:.1})");
    json.insert("model_us".into(), ((us * 100.0).round() / 100.0).into());
    println!("{}", serde_json::Value::Object(json));
}
