//! Renderer tests: reference images of fixed states (compared with a small per-channel
//! tolerance; `UPDATE_REFERENCES=1` rewrites them; on a mismatch the expected, actual and
//! difference images go to target/render-diffs/), and position tests checking that pieces
//! and labels land on the geometric position of their intersection.

use catan_bot::engine::*;
use catan_bot::render::*;
use image::RgbImage;
use std::path::PathBuf;

const NAMES: [&str; 4] = ["Ada", "Bea", "Cyrus the Great", "Dmitri"];

fn n(k: u32) -> Intersection {
    Intersection::from_number(k).unwrap()
}
fn p(s: &str) -> Path {
    Path::parse(s).unwrap()
}
fn h(s: &str) -> Hex {
    Hex::parse(s).unwrap()
}

/// A fresh game on the beginner board: set-up, nothing placed.
fn beginner_game() -> Game {
    let mut setup = GameSetup::random(Options::default(), Board::beginner(), &mut GameRng::new(3));
    setup.first_player = Seat(0);
    let mut game = Game::new(setup).unwrap();
    game.set_names(NAMES.iter().map(|s| s.to_string()).collect());
    game
}

/// A hand-built public view of a game in progress (the renderer draws whatever a view
/// says, so the state need not come from play).
fn mid_game() -> PublicView {
    let mut v = beginner_game().public_view();
    v.phase = Phase::Main;
    v.turn = 14;
    v.current = Seat(2);
    v.has_rolled = true;
    v.last_roll = Some([5, 3]);
    v.robber = Some(h("E"));
    v.dev_deck_left = 19;
    v.bank = ResourceCounts([12, 9, 14, 0, 11]);
    v.longest_road = Some(Seat(1));
    v.largest_army = Some(Seat(3));
    use Building::{City, Settlement};
    v.buildings = vec![
        (n(10), Seat(0), Settlement),
        (n(31), Seat(0), City),
        (n(19), Seat(1), Settlement),
        (n(41), Seat(1), Settlement),
        (n(44), Seat(1), City),
        (n(23), Seat(2), Settlement),
        (n(38), Seat(2), Settlement),
        (n(13), Seat(3), City),
        (n(47), Seat(3), Settlement),
    ];
    v.buildings.sort_by_key(|b| b.0);
    v.roads = vec![
        (p("10-15"), Seat(0)),
        (p("25-31"), Seat(0)),
        (p("19-25"), Seat(1)),
        (p("36-41"), Seat(1)),
        (p("41-45"), Seat(1)),
        (p("40-44"), Seat(1)),
        (p("39-44"), Seat(1)),
        (p("23-29"), Seat(2)),
        (p("32-38"), Seat(2)),
        (p("9-13"), Seat(3)),
        (p("42-47"), Seat(3)),
    ];
    v.roads.sort_by_key(|r| r.0);
    let stats = [
        (6, 1, 0, 2, 4),
        (5, 0, 1, 5, 7),
        (3, 2, 1, 2, 3),
        (8, 1, 3, 1, 6),
    ];
    for (pl, (cards, dev, knights, road, vp)) in v.players.iter_mut().zip(stats) {
        pl.resource_cards = cards;
        pl.dev_cards = dev;
        pl.knights_played = knights;
        pl.road_length = road;
        pl.public_vp = vp;
    }
    v
}

fn game_over() -> PublicView {
    let mut v = mid_game();
    v.phase = Phase::GameOver;
    v.winner = Some(Seat(3));
    v.last_roll = Some([6, 6]);
    v.turn = 31;
    v.current = Seat(3);
    for pl in v.players.iter_mut() {
        pl.revealed_vp_cards = Some(0);
    }
    v.players[3].revealed_vp_cards = Some(2);
    v.players[3].public_vp = 10;
    v
}

fn mid_game_highlight() -> Highlight {
    Highlight {
        seat: Seat(2),
        settlements: vec![n(17), n(52)],
        cities: vec![n(23), n(38)],
        roads: vec![p("17-23"), p("29-34"), p("26-32"), p("38-43")],
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).unwrap().to_rgb8()
}

fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/render-diffs")
}

/// Compares `actual` with the reference `name`, allowing `TOLERANCE` per channel.
fn check_reference(name: &str, actual: &RgbImage) {
    const TOLERANCE: u8 = 3;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/render/ref")
        .join(format!("{name}.png"));
    if std::env::var_os("UPDATE_REFERENCES").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        actual.save(&path).unwrap();
        return;
    }
    let expected = image::open(&path)
        .unwrap_or_else(|e| {
            panic!("reference {path:?} missing ({e}); run with UPDATE_REFERENCES=1")
        })
        .to_rgb8();
    let mut bad = 0u64;
    let mut diff = RgbImage::new(actual.width(), actual.height());
    if expected.dimensions() == actual.dimensions() {
        for (x, y, a) in actual.enumerate_pixels() {
            let e = expected.get_pixel(x, y);
            let d = (0..3).map(|c| a.0[c].abs_diff(e.0[c])).max().unwrap();
            if d > TOLERANCE {
                bad += 1;
                diff.put_pixel(x, y, image::Rgb([255, 0, 255]));
            } else {
                let g = a.0[0] / 4 + a.0[1] / 4 + a.0[2] / 4;
                diff.put_pixel(x, y, image::Rgb([g / 2, g / 2, g / 2]));
            }
        }
    } else {
        bad = u64::MAX;
    }
    if bad > 0 {
        let dir = out_dir();
        std::fs::create_dir_all(&dir).unwrap();
        expected
            .save(dir.join(format!("{name}-expected.png")))
            .unwrap();
        actual.save(dir.join(format!("{name}-actual.png"))).unwrap();
        diff.save(dir.join(format!("{name}-diff.png"))).unwrap();
        panic!(
            "{name}: {} pixels differ by more than {TOLERANCE} (or sizes differ: {:?} vs {:?}); see {dir:?}",
            bad,
            expected.dimensions(),
            actual.dimensions()
        );
    }
}

#[test]
fn reference_beginner_empty() {
    let png = Renderer::global().render(&beginner_game().public_view(), None);
    check_reference("beginner-empty", &decode(&png));
}

#[test]
fn reference_mid_game() {
    let png = Renderer::global().render(&mid_game(), None);
    check_reference("mid-game", &decode(&png));
}

#[test]
fn reference_highlight() {
    let png = Renderer::global().render(&mid_game(), Some(&mid_game_highlight()));
    check_reference("highlight", &decode(&png));
}

#[test]
fn reference_game_over() {
    let png = Renderer::global().render(&game_over(), None);
    check_reference("game-over", &decode(&png));
}

#[test]
fn image_is_wide_enough_and_small() {
    let png = Renderer::global().render(&mid_game(), None);
    let img = decode(&png);
    assert!(img.width() >= 1000, "width {}", img.width());
    assert!(png.len() < 300 * 1024, "{} bytes", png.len());
    assert_eq!(Renderer::global().layout().width, img.width());
}

/// Pixels within `r` of `c` whose colour is within 12 per channel of `colour`.
fn count_near(img: &RgbImage, c: (f32, f32), r: f32, colour: [u8; 3]) -> usize {
    let mut k = 0;
    for y in (c.1 - r) as u32..=(c.1 + r) as u32 {
        for x in (c.0 - r) as u32..=(c.0 + r) as u32 {
            let (dx, dy) = (x as f32 - c.0, y as f32 - c.1);
            if dx * dx + dy * dy > r * r {
                continue;
            }
            let px = img.get_pixel(x, y).0;
            if (0..3).all(|i| px[i].abs_diff(colour[i]) <= 12) {
                k += 1;
            }
        }
    }
    k
}

#[test]
fn a_settlement_at_19_sits_on_intersection_19() {
    let mut v = beginner_game().public_view();
    v.buildings = vec![(n(19), Seat(1), Building::Settlement)];
    let img = decode(&Renderer::global().render(&v, None));
    let l = Renderer::global().layout();
    let blue = seat_color(Seat(1));
    // The projected position of 19: the unit layout of BOARD.md scaled by the hex size
    // around the centre of hex J.
    let (x, y) = v.topology().position(n(19));
    let at19 = (l.centre.0 + x as f32 * l.hex, l.centre.1 + y as f32 * l.hex);
    assert_eq!(at19, l.intersection(n(19)));
    assert!(
        count_near(&img, at19, 16.0, blue) > 150,
        "no settlement at 19"
    );
    for other in [18, 20, 14, 24, 25] {
        let c = l.intersection(n(other));
        assert_eq!(count_near(&img, c, 16.0, blue), 0, "seat colour at {other}");
    }
    // Without the piece, 19 shows its number on a white badge instead.
    let empty = decode(&Renderer::global().render(&beginner_game().public_view(), None));
    assert_eq!(count_near(&empty, at19, 16.0, blue), 0);
    assert!(count_near(&empty, at19, 12.0, [255, 255, 255]) > 100);
}

#[test]
fn roads_and_cities_land_on_their_places() {
    let mut v = beginner_game().public_view();
    v.buildings = vec![(n(44), Seat(3), Building::City)];
    v.roads = vec![(p("19-25"), Seat(0))];
    let img = decode(&Renderer::global().render(&v, None));
    let l = Renderer::global().layout();
    let (a, b) = (l.intersection(n(19)), l.intersection(n(25)));
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    assert!(count_near(&img, mid, 5.0, seat_color(Seat(0))) > 40);
    let (c, d) = (l.intersection(n(24)), l.intersection(n(30)));
    let other = ((c.0 + d.0) / 2.0, (c.1 + d.1) / 2.0);
    assert_eq!(count_near(&img, other, 5.0, seat_color(Seat(0))), 0);
    assert!(count_near(&img, l.intersection(n(44)), 20.0, seat_color(Seat(3))) > 300);
    assert_eq!(
        count_near(&img, l.intersection(n(45)), 16.0, seat_color(Seat(3))),
        0
    );
}

#[test]
fn highlight_marks_the_legal_places_of_that_seat() {
    let game = beginner_game();
    let legal = game.legal_actions(Seat(0));
    let hl = Highlight::from_actions(Seat(0), &legal);
    assert_eq!(
        hl.settlements.len(),
        54,
        "every intersection is open in set-up"
    );
    assert!(hl.cities.is_empty() && hl.roads.is_empty());
    let v = game.public_view();
    let plain = decode(&Renderer::global().render(&v, None));
    let lit = decode(&Renderer::global().render(&v, Some(&hl)));
    let l = Renderer::global().layout();
    let red = seat_color(Seat(0));
    for i in [1, 19, 54] {
        let c = l.intersection(n(i));
        assert_eq!(count_near(&plain, c, 14.0, red), 0);
        assert!(
            count_near(&lit, c, 14.0, red) > 100,
            "intersection {i} not lit"
        );
    }
    let v = mid_game();
    let hl = mid_game_highlight();
    let lit = decode(&Renderer::global().render(&v, Some(&hl)));
    let white = seat_color(Seat(2));
    let (a, b) = (l.intersection(n(29)), l.intersection(n(34)));
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    assert!(count_near(&lit, mid, 3.0, white) > 10, "road 29-34 not lit");
}

#[test]
fn the_panel_shows_whose_turn_and_the_image_changes_with_it() {
    let v = mid_game();
    let mut w = v.clone();
    w.current = Seat(0);
    let a = decode(&Renderer::global().render(&v, None));
    let b = decode(&Renderer::global().render(&w, None));
    let l = Renderer::global().layout();
    // The board area is identical; only the panel differs.
    for y in 0..l.height {
        for x in 0..l.board_width {
            assert_eq!(a.get_pixel(x, y), b.get_pixel(x, y));
        }
    }
    assert_ne!(a, b);
}

#[test]
fn palette_names_each_seat() {
    let names: Vec<_> = (0..4).map(|s| seat_color_name(Seat(s))).collect();
    assert_eq!(names, ["red", "blue", "white", "orange"]);
    for s in 0..4 {
        for t in s + 1..4 {
            assert_ne!(seat_color(Seat(s)), seat_color(Seat(t)));
        }
    }
}
