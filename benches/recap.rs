//! Benchmark of the game-over recap: for each record given (default: the recorded games in
//! tests/records/ that reach game over), the timelapse GIF (frames, bytes, seconds, best and
//! median of `RECAP_RUNS` runs, and what a frame costs to draw and downscale) and the charts
//! PNG (milliseconds, median of 20), the game review (its chances, chart and every seat's own
//! review), then the rating trend PNG. Run with
//! `cargo bench --bench recap [-- RECORD.json ...]`.

use catan_bot::engine::Record;
use catan_bot::i18n::Lang;
use catan_bot::recap::{charts, timelapse, trend, GameStats};
use catan_bot::render::Renderer;
use std::path::PathBuf;
use std::time::Instant;

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let mut files: Vec<PathBuf> = std::env::args()
        .skip(1)
        .filter(|a| a.ends_with(".json"))
        .map(PathBuf::from)
        .collect();
    if files.is_empty() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/records");
        files = ["demo_four_players.json", "demo_six_players.json"]
            .iter()
            .map(|f| dir.join(f))
            .collect();
    }
    let runs: usize = std::env::var("RECAP_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let record: Record = serde_json::from_str(&text).unwrap();
        let (game, steps) = record.replay().unwrap();
        println!(
            "{}: {} players, {} actions, turn {}, {}",
            file.display(),
            game.players_count(),
            steps.len(),
            game.turn(),
            if game.winner().is_some() {
                "game over"
            } else {
                "not over"
            }
        );
        let mut times = Vec::new();
        let mut bytes = Vec::new();
        for _ in 0..runs.max(1) {
            let t = Instant::now();
            bytes = timelapse::gif(Lang::En, &record).unwrap();
            times.push(ms(t) / 1e3);
        }
        let frames = timelapse::positions(&record).unwrap();
        let best = times.iter().copied().fold(f64::MAX, f64::min);
        println!(
            "timelapse: {} frames, {} bytes ({:.2} MiB), {:.2} s best, {:.2} s median of {}",
            frames.len(),
            bytes.len(),
            bytes.len() as f64 / (1024.0 * 1024.0),
            best,
            median(times),
            runs.max(1)
        );
        let (mut draw, mut scale) = (Vec::new(), Vec::new());
        for v in frames.iter().take(30) {
            let t = Instant::now();
            let img = Renderer::global().render_image_with_panel(Lang::En, v, None);
            draw.push(ms(t));
            let t = Instant::now();
            std::hint::black_box(timelapse::downscale(&img));
            scale.push(ms(t));
        }
        println!(
            "  per frame: draw {:.2} ms, downscale {:.2} ms (medians); the rest is palette, deltas and LZW",
            median(draw),
            median(scale)
        );
        let stats = GameStats::of(&steps, &game.public_view());
        let mut times = Vec::new();
        let mut png = Vec::new();
        for _ in 0..20 {
            let t = Instant::now();
            png = charts::game_charts(Lang::En, &stats, game.names()).unwrap();
            times.push(ms(t));
        }
        println!(
            "charts: {}x{} PNG, {} bytes, {:.1} ms median of 20",
            charts::WIDTH,
            charts::HEIGHT,
            png.len(),
            median(times)
        );
        // The game review, as the game-over message makes it: the chances over the turns
        // and the swings, their chart, and every seat's own review (one core).
        let model = catan_bot::ai::value::Model::shipped();
        let t = Instant::now();
        let review = catan_bot::ai::review::review(model, &record).unwrap();
        let chart_ms = ms(t);
        let t = Instant::now();
        let series: Vec<Vec<f32>> = review
            .chances
            .iter()
            .map(|c| c[..game.players_count()].to_vec())
            .collect();
        let png =
            catan_bot::recap::chances::chances_png(Lang::En, &series, game.names(), &[]).unwrap();
        let draw_ms = ms(t);
        let t = Instant::now();
        let seats = catan_bot::ai::review::personal_reviews(model, &record).unwrap();
        let own_ms = ms(t);
        println!(
            "review: chances at {} points and 3 swings {:.0} ms, chart {:.0} ms ({} bytes), \
             every seat's own review {:.0} ms ({} seats): {:.2} s in all",
            review.chances.len(),
            chart_ms,
            draw_ms,
            png.len(),
            own_ms,
            seats.len(),
            (chart_ms + draw_ms + own_ms) / 1e3
        );
    }
    let ratings: Vec<f64> = (0..40)
        .map(|i| 1500.0 + 60.0 * (i as f64 / 5.0).sin() + i as f64 * 2.0)
        .collect();
    let mut times = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        std::hint::black_box(trend::rating_trend_png(Lang::En, &ratings, "Ada").unwrap());
        times.push(ms(t));
    }
    println!(
        "rating trend: {}x{} PNG, {:.1} ms median of 20",
        trend::TREND_WIDTH,
        trend::TREND_HEIGHT,
        median(times)
    );
}
