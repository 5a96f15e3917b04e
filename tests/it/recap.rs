//! The game-over recap as a player gets it. Charts: reference images of fixed records
//! (tests/records/demo_*.json) and of rating trends, compared with a small per-channel
//! tolerance (`UPDATE_REFERENCES=1` rewrites them; on a mismatch the expected, actual and
//! difference images go to target/recap-diffs/). Timelapse: the GIF decoded frame by frame
//! has one frame per turn plus set-up, stays under 8 MiB, holds the last frame longest, and
//! its first and last frames are the boards rendered (and downscaled the same way) when
//! set-up was over and at game over.

use catan_bot::engine::*;
use catan_bot::i18n::Lang;
use catan_bot::recap::{charts, timelapse, trend, GameStats};
use catan_bot::render::Renderer;
use image::RgbImage;
use std::path::PathBuf;

use crate::reference;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn record(name: &str) -> Record {
    let text = std::fs::read_to_string(manifest().join("tests/records").join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn stats_of(r: &Record) -> (GameStats, Vec<String>) {
    let (game, steps) = r.replay().unwrap();
    (
        GameStats::of(&steps, &game.public_view()),
        game.names().to_vec(),
    )
}

/// Compares the PNG `png` with the reference `name` in `tests/recap/ref`.
fn check_reference(name: &str, png: &[u8]) {
    let actual = image::load_from_memory(png).unwrap().to_rgb8();
    reference::check("recap", name, &actual);
}

fn png_size(png: &[u8]) -> (u32, u32) {
    image::load_from_memory(png).unwrap().dimensions_rgb()
}

trait Dimensions {
    fn dimensions_rgb(&self) -> (u32, u32);
}

impl Dimensions for image::DynamicImage {
    fn dimensions_rgb(&self) -> (u32, u32) {
        (self.width(), self.height())
    }
}

#[test]
fn reference_charts_four_players() {
    let (stats, names) = stats_of(&record("demo_four_players.json"));
    assert!(stats.winner.is_some());
    let png = charts::game_charts(Lang::En, &stats, &names).unwrap();
    assert_eq!(png_size(&png), (charts::WIDTH, charts::HEIGHT));
    check_reference("charts-four-players", &png);
}

#[test]
fn reference_charts_six_players_with_awkward_names() {
    let (stats, _) = stats_of(&record("demo_six_players.json"));
    // Long names are shortened, control characters dropped, an empty name shows "?", a
    // missing one "Player 6"; the emoji has no glyph in DejaVu Sans and shows as a box.
    let names: Vec<String> = [
        "Ada",
        "Bartholomew Fitzgerald-Worthington III",
        "Cy\u{7}\n",
        "   ",
        "Eve 🏛",
    ]
    .map(String::from)
    .to_vec();
    let png = charts::game_charts(Lang::En, &stats, &names).unwrap();
    check_reference("charts-six-players-awkward-names", &png);
}

/// Issue 24: the charts in the table's language (German), looked at.
#[test]
fn reference_charts_four_players_in_german() {
    let (stats, names) = stats_of(&record("demo_four_players.json"));
    let png = charts::game_charts(Lang::De, &stats, &names).unwrap();
    check_reference("charts-four-players-de", &png);
}

#[test]
fn reference_charts_early_in_a_game() {
    // Two turns of a 3-player game: nobody has won, hardly anything to show; still a
    // chart with sensible axes.
    let (stats, names) = stats_of(&record("setup_and_first_turn.json"));
    let png = charts::game_charts(Lang::En, &stats, &names).unwrap();
    check_reference("charts-early", &png);
}

#[test]
fn reference_rating_trends() {
    let ratings: Vec<f64> = (0..40)
        .map(|i| 1500.0 + 60.0 * (i as f64 / 5.0).sin() + i as f64 * 2.0)
        .collect();
    let png = trend::rating_trend_png(Lang::En, &ratings, "Ada Lovelace of the Analytical Engine")
        .unwrap();
    assert_eq!(png_size(&png), (trend::TREND_WIDTH, trend::TREND_HEIGHT));
    check_reference("rating-trend", &png);
    // Nothing finite to show: a sentence instead of a line, never a panic.
    let png = trend::rating_trend_png(Lang::En, &[f64::NAN, f64::INFINITY], "Bea").unwrap();
    check_reference("rating-trend-empty", &png);
    let png = trend::rating_trend_png(Lang::En, &[1512.0], "Cy").unwrap();
    check_reference("rating-trend-one-game", &png);
}

/// The GIF's frames as the viewer sees them: each frame drawn over the canvas (transparent
/// pixels keep what was there), with its delay.
fn decode(gif_bytes: &[u8]) -> Vec<(RgbImage, u16)> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(gif_bytes).unwrap();
    let (w, h) = (u32::from(dec.width()), u32::from(dec.height()));
    let mut canvas = RgbImage::new(w, h);
    let mut frames = Vec::new();
    while let Some(f) = dec.read_next_frame().unwrap() {
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        let fw = u32::from(f.width);
        for (i, px) in f.buffer.chunks_exact(4).enumerate() {
            if px[3] == 0 {
                continue;
            }
            let (x, y) = (
                u32::from(f.left) + i as u32 % fw,
                u32::from(f.top) + i as u32 / fw,
            );
            canvas.put_pixel(x, y, image::Rgb([px[0], px[1], px[2]]));
        }
        frames.push((canvas.clone(), f.delay));
    }
    frames
}

/// The board as the timelapse shows it: rendered, then downscaled.
fn board(view: &PublicView) -> RgbImage {
    timelapse::downscale(&Renderer::global().render_image_with_panel(Lang::En, view, None))
}

/// How far a decoded frame is from the board: the mean difference per channel, and the
/// share of pixels off by more than 24 in some channel (the shared palette's error).
fn distance(a: &RgbImage, b: &RgbImage) -> (f64, f64) {
    assert_eq!(a.dimensions(), b.dimensions());
    let (mut sum, mut far) = (0u64, 0u64);
    for (p, q) in a.pixels().zip(b.pixels()) {
        let d: Vec<u8> = (0..3).map(|c| p.0[c].abs_diff(q.0[c])).collect();
        sum += d.iter().map(|&x| u64::from(x)).sum::<u64>();
        far += u64::from(d.iter().any(|&x| x > 24));
    }
    let n = f64::from(a.width() * a.height());
    (sum as f64 / (3.0 * n), far as f64 / n)
}

/// The public view when set-up ended, found by replaying the record action by action.
fn end_of_setup(r: &Record) -> PublicView {
    let (mut game, mut rng) = r.start().unwrap();
    for sa in &r.actions {
        let action = game.complete(sa.action, &mut rng);
        if let Ok(events) = game.apply(sa.p, action) {
            if events
                .iter()
                .any(|e| matches!(e, Event::SetupFinished { .. }))
            {
                return game.public_view();
            }
        }
    }
    panic!("set-up never ended");
}

fn check_timelapse(name: &str) {
    let r = record(name);
    let end = r.final_state().unwrap();
    assert_eq!(end.phase(), Phase::GameOver, "{name}");
    let bytes = timelapse::gif(Lang::En, &r).unwrap();
    assert!(bytes.starts_with(b"GIF89a"));
    assert!(bytes.len() <= 8 << 20, "{name}: {} bytes", bytes.len());
    let frames = decode(&bytes);
    assert_eq!(
        frames.len(),
        end.turn() as usize + 1,
        "{name}: a frame per turn and set-up"
    );
    let (stats, _) = stats_of(&r);
    assert_eq!(stats.vp.len(), frames.len(), "{name}: a VP point per frame");
    let positions = timelapse::positions(&r).unwrap();
    assert_eq!(positions.len(), frames.len(), "{name}");
    let first = board(&end_of_setup(&r));
    let last = board(&end.public_view());
    assert_eq!(frames[0].0.dimensions(), first.dimensions());
    assert_eq!(first.width(), timelapse::WIDTH);
    // Each frame is its board up to the shared palette's error, and clearly not the board
    // next to it in time (one turn later for the first, one earlier for the last).
    let n = frames.len();
    for (label, frame, want, neighbour) in [
        ("first", &frames[0].0, &first, &positions[1]),
        ("last", &frames[n - 1].0, &last, &positions[n - 2]),
    ] {
        let (mean, far) = distance(frame, want);
        let (_, far_neighbour) = distance(frame, &board(neighbour));
        println!(
            "{name}: {label} frame against the board: mean difference {mean:.3} per channel, {:.3}% of pixels off by more than 24 ({:.3}% against the board next to it)",
            far * 100.0,
            far_neighbour * 100.0
        );
        assert!(
            mean < 1.5 && far < 0.005 && far * 4.0 < far_neighbour,
            "{name}: the {label} frame is not the board: mean {mean:.2}, {:.3}% far, {:.3}% far from the next board",
            far * 100.0,
            far_neighbour * 100.0
        );
    }
    // The frames differ from each other: the first is not the last board.
    assert!(distance(&frames[0].0, &last).0 > 2.0);
    let delays: Vec<u16> = frames.iter().map(|f| f.1).collect();
    assert_eq!(delays[0], timelapse::FIRST_DELAY_CS);
    assert_eq!(delays[1], timelapse::DELAY_CS);
    assert_eq!(*delays.last().unwrap(), timelapse::LAST_DELAY_CS);
}

#[test]
fn timelapse_of_a_four_player_game() {
    check_timelapse("demo_four_players.json");
}

#[test]
fn timelapse_of_a_six_player_game_with_special_build_phases() {
    let text =
        std::fs::read_to_string(manifest().join("tests/records/demo_six_players.json")).unwrap();
    assert!(text.contains("ask_special_build"));
    check_timelapse("demo_six_players.json");
}

#[test]
fn timelapse_of_a_record_still_in_set_up_and_of_nothing() {
    let r: Record = serde_json::from_str(
        r#"{"format": "catan-record/1", "board": "beginner", "first_player": 0,
            "actions": [{"p": 0, "do": "place_settlement", "at": 19}]}"#,
    )
    .unwrap();
    let frames = decode(&timelapse::gif(Lang::En, &r).unwrap());
    assert_eq!(frames.len(), 1);
    assert_eq!(frames[0].1, timelapse::LAST_DELAY_CS);
    let (mean, _) = distance(
        &frames[0].0,
        &board(&r.final_state().unwrap().public_view()),
    );
    assert!(mean < 1.5, "{mean}");
    assert!(matches!(
        timelapse::encode(Lang::En, &[]),
        Err(timelapse::TimelapseError::NoPositions)
    ));
    let bad: Record = serde_json::from_str(
        r#"{"format": "catan-record/1", "board": "beginner", "dev_deck": ["knight"]}"#,
    )
    .unwrap();
    let err = timelapse::gif(Lang::En, &bad).unwrap_err().to_string();
    assert!(
        err.starts_with("The game's record cannot be replayed: dev_deck must list"),
        "{err}"
    );
}

#[test]
fn charts_of_odd_statistics_are_still_pictures() {
    // No seat, nothing counted.
    let png = charts::game_charts(Lang::En, &GameStats::default(), &[]).unwrap();
    assert_eq!(png_size(&png), (charts::WIDTH, charts::HEIGHT));
    // More seats than names and than colours, huge counts, a point with a seat missing.
    let mut stats = GameStats {
        seats: vec![Default::default(); 8],
        vp: vec![vec![2; 8], vec![200, 0, 5], vec![]],
        winner: Some(Seat(7)),
        ..GameStats::default()
    };
    stats.seats[3].produced = u32::MAX / 8;
    stats.rolls[12] = 1_000_000;
    let png = charts::game_charts(Lang::En, &stats, &["Ada".to_string()]).unwrap();
    assert_eq!(png_size(&png), (charts::WIDTH, charts::HEIGHT));
    let png = trend::rating_trend_png(Lang::En, &[f64::MAX, -f64::MAX, 0.0], "").unwrap();
    assert_eq!(png_size(&png), (trend::TREND_WIDTH, trend::TREND_HEIGHT));
}
