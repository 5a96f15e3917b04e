//! Benchmark of the board renderer: render + PNG encode of a busy mid-game board, many
//! times, for a 4-player game on the base island and a 6-player game on the larger island;
//! prints median and p99 milliseconds and bytes per image for each. Run with
//! `cargo bench --bench render` (optionally `-- FRAMES`).

use catan_bot::engine::random_playout;
use catan_bot::engine::*;
use catan_bot::render::{Highlight, Renderer};
use std::time::Instant;

const NAMES: [&str; 6] = ["Ada", "Bea", "Cyrus", "Dmitri", "Eve", "Fatima"];

fn main() {
    let frames: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(300);
    bench(4, frames);
    println!();
    bench(6, frames);
}

/// The position with the most pieces over a few seeded random `players`-player games.
fn busy_game(players: u8) -> Game {
    let pieces = |g: &Game| {
        let v = g.public_view();
        v.roads.len() + 2 * v.buildings.len()
    };
    let options = Options {
        players,
        ..Options::default()
    };
    let island = Island::for_players(players);
    let mut best: Option<Game> = None;
    for seed in 0..12 {
        let board = BoardSpec::Random(seed).build_for(island).unwrap();
        let setup = GameSetup::random(options, board, &mut GameRng::new(seed));
        let mut game = Game::new(setup).unwrap();
        game.set_names(
            NAMES[..players as usize]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        );
        let mut rng = GameRng::new(seed + 100);
        random_playout(&mut game, &mut rng, 300, |_, _, _| {});
        if best.as_ref().is_none_or(|b| pieces(&game) > pieces(b)) {
            best = Some(game);
        }
    }
    best.unwrap()
}

fn bench(players: u8, frames: usize) {
    let best = busy_game(players);
    let view = best.public_view();
    println!(
        "{players} players ({:?} island): {} roads, {} buildings, turn {}",
        view.board.island(),
        view.roads.len(),
        view.buildings.len(),
        view.turn
    );
    let renderer = Renderer::new();
    let t = Instant::now();
    let first = renderer.render(&view, None);
    println!(
        "first frame (draws and caches the island): {:.2} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
    let mut times = Vec::with_capacity(frames);
    let mut bytes = 0usize;
    for _ in 0..frames {
        let t = Instant::now();
        let png = renderer.render(&view, None);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        bytes = png.len();
        std::hint::black_box(&png);
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = times[times.len() / 2];
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    let img = image::load_from_memory(&first).unwrap();
    println!(
        "render+encode {}x{}: median {:.2} ms, p99 {:.2} ms over {} frames; {} bytes ({:.0} KB) per image",
        img.width(),
        img.height(),
        median,
        p99,
        frames,
        bytes,
        bytes as f64 / 1024.0
    );
    // Where the time goes: drawing versus PNG encoding.
    let mut draw = Vec::new();
    let mut encode = Vec::new();
    for _ in 0..frames / 3 {
        let t = Instant::now();
        let img = renderer.render_image(&view, None);
        draw.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        std::hint::black_box(catan_bot::render::encode_png(&img));
        encode.push(t.elapsed().as_secs_f64() * 1e3);
    }
    draw.sort_by(|a, b| a.partial_cmp(b).unwrap());
    encode.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "of which: draw median {:.2} ms, encode median {:.2} ms",
        draw[draw.len() / 2],
        encode[encode.len() / 2]
    );
    let seat = best.seat_to_move();
    let hl = Highlight::from_actions(seat, &best.legal_actions(seat));
    let t = Instant::now();
    let png = renderer.render(&view, Some(&hl));
    println!(
        "highlight frame: {:.2} ms, {} bytes",
        t.elapsed().as_secs_f64() * 1e3,
        png.len()
    );
}
