//! Renderer tests: reference images of fixed states (compared with a small per-channel
//! tolerance; `UPDATE_REFERENCES=1` rewrites them; on a mismatch the expected, actual and
//! difference images go to target/render-diffs/), and position tests checking that pieces
//! and labels land on the geometric position of their intersection.

use catan_bot::engine::*;
use catan_bot::i18n::Lang;
use catan_bot::render::*;
use image::RgbImage;

use crate::reference;

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

const SIX_NAMES: [&str; 6] = [
    "Ada",
    "Bea",
    "Cyrus the Great",
    "Dmitri",
    "Eve",
    "Fatima al-Fihri",
];

/// A fresh 6-player game on the larger island (a seeded random map): set-up, nothing placed.
fn six_player_game() -> Game {
    let options = Options {
        players: 6,
        ..Options::default()
    };
    let board = BoardSpec::Random(2026).build_for(Island::Large).unwrap();
    let mut setup = GameSetup::random(options, board, &mut GameRng::new(5));
    setup.first_player = Seat(0);
    let mut game = Game::new(setup).unwrap();
    game.set_names(SIX_NAMES.iter().map(|s| s.to_string()).collect());
    game
}

/// A hand-built 6-player game in progress: every seat has settlements, a city and roads,
/// two seats have asked for a Special Build Phase after Cyrus's turn.
fn six_mid_game() -> PublicView {
    let mut v = six_player_game().public_view();
    let topo = v.topology();
    v.phase = Phase::Main;
    v.turn = 23;
    v.current = Seat(2);
    v.has_rolled = true;
    v.last_roll = Some([4, 6]);
    v.robber = Some(h("T"));
    v.dev_deck_left = 27;
    v.bank = ResourceCounts([17, 12, 20, 0, 15]);
    v.longest_road = Some(Seat(1));
    v.largest_army = Some(Seat(5));
    v.special_build_requests = [Seat(1), Seat(4)].into_iter().collect();
    use Building::{City, Settlement};
    v.buildings = vec![
        (n(9), Seat(0), Settlement),
        (n(24), Seat(0), City),
        (n(11), Seat(1), Settlement),
        (n(33), Seat(1), City),
        (n(47), Seat(1), Settlement),
        (n(29), Seat(2), Settlement),
        (n(43), Seat(2), City),
        (n(42), Seat(3), Settlement),
        (n(60), Seat(3), City),
        (n(57), Seat(4), Settlement),
        (n(67), Seat(4), City),
        (n(76), Seat(4), Settlement),
        (n(20), Seat(5), Settlement),
        (n(52), Seat(5), Settlement),
        (n(64), Seat(5), City),
    ];
    v.buildings.sort_by_key(|b| b.0);
    v.roads = [
        ("9-14", 0),
        ("14-19", 0),
        ("19-24", 0),
        ("11-16", 1),
        ("33-40", 1),
        ("40-47", 1),
        ("27-33", 1),
        ("21-27", 1),
        ("29-36", 2),
        ("36-43", 2),
        ("42-49", 3),
        ("49-55", 3),
        ("55-60", 3),
        ("57-62", 4),
        ("62-67", 4),
        ("67-72", 4),
        ("72-76", 4),
        ("20-26", 5),
        ("26-32", 5),
        ("52-58", 5),
        ("58-64", 5),
    ]
    .into_iter()
    .map(|(s, seat)| {
        let path = topo
            .parse_path(s)
            .unwrap_or_else(|| panic!("{s} is no path"));
        (path, Seat(seat))
    })
    .collect();
    v.roads.sort_by_key(|r| r.0);
    let stats = [
        (4, 1, 0, 3, 4),
        (7, 0, 1, 6, 7),
        (12, 2, 1, 2, 4),
        (3, 1, 2, 3, 4),
        (5, 3, 0, 4, 5),
        (9, 1, 3, 4, 7),
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

/// Cyrus's turn is over; Eve builds in her Special Build Phase, Bea waits for hers.
fn six_special_build() -> PublicView {
    let mut v = six_mid_game();
    v.phase = Phase::SpecialBuild;
    v.current = Seat(4);
    v.has_rolled = false;
    v.special_build_requests = SeatSet::EMPTY;
    v.special_build = Some(SpecialBuild {
        owner: Seat(2),
        queue: [Seat(1)].into_iter().collect(),
    });
    v
}

/// The build spots of Fatima (black) on the mid-game board.
fn six_highlight() -> Highlight {
    Highlight {
        seat: Seat(5),
        settlements: vec![n(31), n(69)],
        cities: vec![n(20), n(52)],
        roads: vec![p("25-31"), p("31-38"), p("32-38"), p("64-69"), p("53-59")],
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).unwrap().to_rgb8()
}

/// Compares `actual` with the reference `name` in `tests/render/ref`.
fn check_reference(name: &str, actual: &RgbImage) {
    reference::check("render", name, actual);
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

/// Issue 24: the side panel in the table's language (German, the longest of the words),
/// looked at: every word fits its place.
#[test]
fn reference_mid_game_in_german() {
    let png =
        Renderer::global().render_with_panel(Lang::De, &mid_game(), Some(&mid_game_highlight()));
    check_reference("mid-game-de", &decode(&png));
}

#[test]
fn reference_game_over_in_polish() {
    let png = Renderer::global().render_with_panel(Lang::Pl, &game_over(), None);
    check_reference("game-over-pl", &decode(&png));
}

#[test]
fn reference_six_players_in_german() {
    let png = Renderer::global().render_with_panel(Lang::De, &five_discard(), None);
    check_reference("five-discard-de", &decode(&png));
}

/// The channel's board is the island alone, no flatter than 11:7 and small; the pictures
/// with the side panel are that much wider.
#[test]
fn image_is_the_island_and_small() {
    let png = Renderer::global().render(&mid_game(), None);
    let img = decode(&png);
    let l = Renderer::global().layout(Island::Base);
    assert_eq!((img.width(), img.height()), (l.board_width, l.height));
    assert!(img.width() as f32 / img.height() as f32 <= 11.0 / 7.0);
    assert!(png.len() < 250 * 1024, "{} bytes", png.len());
    let panelled = decode(&Renderer::global().render_with_panel(Lang::En, &mid_game(), None));
    assert_eq!((panelled.width(), panelled.height()), (l.width, l.height));
    assert_eq!(l.width, l.board_width + catan_bot::render::PANEL_PX);
}

/// Issue 44: shown 330 px wide (a phone's chat), every hex letter, number token and piece of
/// the channel's board is at least 9 px tall, on both islands, from set-up to game over; and
/// the marks are the board's: a letter for every hex, a number for every token, every piece.
#[test]
fn the_public_board_reads_at_a_phone_width() {
    let r = Renderer::global();
    let boards = [
        ("beginner", beginner_game().public_view()),
        ("mid-game", mid_game()),
        ("game over", game_over()),
        ("six players", six_mid_game()),
        ("five players", five_discard()),
    ];
    for (name, v) in boards {
        let img = decode(&r.render(&v, None));
        let (w, h) = img.dimensions();
        assert!(w as f32 / h as f32 <= 11.0 / 7.0, "{name}: {w}×{h}");
        let marks = r.phone_marks(&v);
        let topo = v.topology();
        let tokens = topo
            .hexes()
            .filter(|&x| v.board.tile(x).number.is_some())
            .count();
        let count = |prefix: &str| marks.iter().filter(|m| m.what.starts_with(prefix)).count();
        assert_eq!(count("letter "), topo.hexes().count(), "{name}");
        assert_eq!(count("token "), tokens, "{name}");
        assert_eq!(count("road "), v.roads.len(), "{name}");
        assert_eq!(
            count("Settlement ") + count("City "),
            v.buildings.len(),
            "{name}"
        );
        let small: Vec<String> = marks
            .iter()
            .filter(|m| m.tall_when_shown(w, PHONE_PX) < 9.0)
            .map(|m| format!("{} {:.1} px", m.what, m.tall_when_shown(w, PHONE_PX)))
            .collect();
        assert!(
            small.is_empty(),
            "{name}: under 9 px at {PHONE_PX} px: {small:?}"
        );
    }
}

/// Pixels within `r` of `c` whose colour is within 12 per channel of `colour`.
fn count_near(img: &RgbImage, c: (f32, f32), r: f32, colour: [u8; 3]) -> usize {
    count_within(img, c, r, colour, 12)
}

/// Pixels within `r` of `c` whose colour is within `tol` per channel of `colour`.
fn count_within(img: &RgbImage, c: (f32, f32), r: f32, colour: [u8; 3], tol: u8) -> usize {
    let mut k = 0;
    for y in (c.1 - r) as u32..=(c.1 + r) as u32 {
        for x in (c.0 - r) as u32..=(c.0 + r) as u32 {
            let (dx, dy) = (x as f32 - c.0, y as f32 - c.1);
            if dx * dx + dy * dy > r * r {
                continue;
            }
            let px = img.get_pixel(x, y).0;
            if (0..3).all(|i| px[i].abs_diff(colour[i]) <= tol) {
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
    let l = Renderer::global().layout(Island::Base);
    let blue = seat_color(Seat(1));
    // The projected position of 19: the unit layout of docs/BOARD.md scaled by the hex size
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
    let l = Renderer::global().layout(Island::Base);
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
    let l = Renderer::global().layout(Island::Base);
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
    let a = decode(&Renderer::global().render_with_panel(Lang::En, &v, None));
    let b = decode(&Renderer::global().render_with_panel(Lang::En, &w, None));
    let l = Renderer::global().layout(Island::Base);
    // The board area is identical; only the panel differs.
    for y in 0..l.height {
        for x in 0..l.board_width {
            assert_eq!(a.get_pixel(x, y), b.get_pixel(x, y));
        }
    }
    assert_ne!(a, b);
}

/// The channel's board draws only its `drawn` part: a view with an open offer, the dice
/// rolled, another seat to move, other counts of cards and another bank draws the same
/// image, so the bot need not draw the board again when only those change; a piece placed
/// or the robber moved draws another.
#[test]
fn what_a_view_does_not_show_draws_nothing() {
    let v = mid_game();
    let mut w = v.clone();
    w.offer = Some(Offer {
        give: ResourceCounts([1, 0, 0, 0, 0]),
        get: ResourceCounts([0, 0, 2, 0, 0]),
        to: [Seat(0), Seat(1), Seat(3)].into_iter().collect(),
        responses: [
            Some(Response::Declined),
            Some(Response::Accepted),
            None,
            None,
            None,
            None,
        ],
    });
    w.has_rolled = true;
    w.last_roll = Some([6, 6]);
    w.current = Seat(0);
    w.turn += 1;
    w.dev_card_played_this_turn = true;
    w.free_roads_left = 2;
    w.bank = ResourceCounts([11, 9, 14, 0, 11]);
    w.players[1].resource_cards += 3;
    w.players[1].public_vp += 1;
    assert_eq!(drawn(&v), drawn(&w));
    let r = Renderer::global();
    assert_eq!(r.render(&v, None), r.render(&w, None));
    // What it keeps is drawn.
    let mut x = v.clone();
    x.robber = v.topology().hexes().find(|&h| Some(h) != v.robber);
    assert_ne!(drawn(&v), drawn(&x));
    assert_ne!(r.render(&v, None), r.render(&x, None));
    let mut y = v.clone();
    y.roads.push((p("1-2"), Seat(0)));
    assert_ne!(drawn(&v), drawn(&y));
    assert_ne!(r.render(&v, None), r.render(&y, None));
}

#[test]
fn palette_names_each_seat() {
    let names: Vec<_> = (0..6).map(|s| seat_color_name(Seat(s))).collect();
    assert_eq!(names, ["red", "blue", "white", "orange", "purple", "black"]);
    for s in 0..6 {
        for t in s + 1..6 {
            assert_ne!(seat_color(Seat(s)), seat_color(Seat(t)));
            assert_ne!(seat_color_name(Seat(s)), seat_color_name(Seat(t)));
        }
    }
}

#[test]
fn the_large_island_keeps_the_image_width_and_fits_its_board_area() {
    let r = Renderer::global();
    let base = r.layout(Island::Base);
    let large = r.layout(Island::Large);
    assert_eq!(*base, Layout::standard());
    assert_eq!(large.width, base.width);
    assert_eq!(large.board_width, base.board_width);
    assert!(
        large.hex < base.hex && large.hex > 55.0,
        "hex {}",
        large.hex
    );
    assert!(large.height > base.height);
    // Centred on the island's bounding box (not on hex J, whose centre is the origin).
    let topo = Island::Large.topology();
    let xs: Vec<f32> = topo
        .intersections()
        .map(|i| large.intersection(i).0)
        .collect();
    let ys: Vec<f32> = topo
        .intersections()
        .map(|i| large.intersection(i).1)
        .collect();
    let (x0, x1) = (
        xs.iter().cloned().fold(f32::MAX, f32::min),
        xs.iter().cloned().fold(f32::MIN, f32::max),
    );
    let (y0, y1) = (
        ys.iter().cloned().fold(f32::MAX, f32::min),
        ys.iter().cloned().fold(f32::MIN, f32::max),
    );
    assert!(((x0 + x1) / 2.0 - large.board_width as f32 / 2.0).abs() < 0.01);
    assert!(((y0 + y1) / 2.0 - large.height as f32 / 2.0).abs() < 0.01);
    assert_ne!(
        large.hex_centre(h("J")),
        (large.board_width as f32 / 2.0, large.height as f32 / 2.0)
    );
    // Every intersection, with a hex of sea around it, lies in the board area.
    for (&x, &y) in xs.iter().zip(&ys) {
        assert!(x - large.hex >= 0.0 && x + large.hex <= large.board_width as f32);
        assert!(y - large.hex >= 0.0 && y + large.hex <= large.height as f32);
    }
    // Rendered: as wide as the base game's, and small enough to post.
    let png = r.render(&six_mid_game(), None);
    let img = decode(&png);
    assert_eq!(
        (img.width(), img.height()),
        (large.board_width, large.height)
    );
    assert_eq!(large.board_width, r.layout(Island::Base).board_width);
    assert!(png.len() < 350 * 1024, "{} bytes", png.len());
}

/// The light shallow water (and no deep sea) under every harbor sign and around the island.
#[test]
fn the_shallow_water_surrounds_the_large_island_and_its_harbors() {
    let v = six_player_game().public_view();
    let img = decode(&Renderer::global().render(&v, None));
    let l = Renderer::global().layout(Island::Large);
    let shallow = [0x35, 0x7B, 0xB8];
    let topo = v.topology();
    for k in 0..topo.harbor_count() {
        let (a, b) = topo.harbor_path(k).ends();
        let (pa, pb) = (l.intersection(a), l.intersection(b));
        let mid = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
        // Out at sea on either side of the sign (which stands 0.95 hex out from the coast's
        // middle, 0.42 hex in radius), half-way between along the coast and straight out.
        let land = topo
            .hexes_at(a)
            .find(|x| topo.hexes_at(b).any(|y| y == *x))
            .unwrap();
        let hc = l.hex_centre(land);
        let (dx, dy) = (mid.0 - hc.0, mid.1 - hc.1);
        let d = (dx * dx + dy * dy).sqrt();
        let (nx, ny) = (dx / d, dy / d);
        let sign = (mid.0 + nx * 0.95 * l.hex, mid.1 + ny * 0.95 * l.hex);
        for side in [-1.0, 1.0] {
            let (ux, uy) = (
                (nx - side * ny) / 2f32.sqrt(),
                (ny + side * nx) / 2f32.sqrt(),
            );
            let at = (sign.0 + ux * 0.6 * l.hex, sign.1 + uy * 0.6 * l.hex);
            assert!(
                count_near(&img, at, 3.0, shallow) > 20,
                "no shallows beside harbor {k} at {at:?}"
            );
        }
    }
    // The deep sea shows in the corners of the board area.
    let sea = [0x2B, 0x6C, 0xA8];
    assert!(count_near(&img, (12.0, 12.0), 8.0, sea) > 150);
    assert!(
        count_near(
            &img,
            (l.board_width as f32 - 12.0, l.height as f32 - 12.0),
            8.0,
            sea
        ) > 150
    );
}

#[test]
fn six_seats_pieces_land_on_their_places_in_their_colours() {
    let v = six_mid_game();
    let img = decode(&Renderer::global().render(&v, None));
    let l = Renderer::global().layout(Island::Large);
    for &(i, s, kind) in &v.buildings {
        let c = l.intersection(i);
        let k = count_near(&img, c, 0.22 * l.hex, seat_color(s));
        let least = if kind == Building::City { 200 } else { 120 };
        assert!(
            k > least,
            "{kind:?} of seat {} at {}: {k} pixels",
            s.0,
            i.number()
        );
        // No other seat's colour there (closely: black is 9 levels from the dark outlines).
        for t in (0..6).map(Seat).filter(|&t| t != s) {
            let other = count_within(&img, c, 0.22 * l.hex, seat_color(t), 4);
            assert!(other < 10, "seat {} colour at {}: {other}", t.0, i.number());
        }
    }
    for &(p, s) in &v.roads {
        let (a, b) = p.ends();
        let (a, b) = (l.intersection(a), l.intersection(b));
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        assert!(count_near(&img, mid, 4.0, seat_color(s)) > 25, "road {p}");
    }
}

#[test]
fn a_special_build_request_shows_in_the_panel_only() {
    let v = six_mid_game();
    let mut w = v.clone();
    w.special_build_requests = SeatSet::EMPTY;
    let a = decode(&Renderer::global().render_with_panel(Lang::En, &v, None));
    let b = decode(&Renderer::global().render_with_panel(Lang::En, &w, None));
    let l = Renderer::global().layout(Island::Large);
    let mut panel_diff = 0;
    for (x, y, pa) in a.enumerate_pixels() {
        let pb = b.get_pixel(x, y);
        if x < l.board_width {
            assert_eq!(pa, pb, "board pixel {x},{y}");
        } else if pa != pb {
            panel_diff += 1;
        }
    }
    assert!(panel_diff > 500, "{panel_diff} panel pixels differ");
    // The badge is teal; two seats asked, so two badges.
    let teal = image::Rgb([0x5F, 0xC9, 0xB5]);
    let count = |img: &RgbImage| {
        img.enumerate_pixels()
            .filter(|(x, _, p)| *x >= l.board_width && **p == teal)
            .count()
    };
    assert!(count(&a) > 2 * 600, "{}", count(&a));
    assert_eq!(count(&b), 0);
}

#[test]
fn the_compact_panel_fits_six_seats_above_the_bank() {
    // The last seat's block ends above the bank for the tallest case: a highlight banner.
    let v = six_mid_game();
    let img = decode(&Renderer::global().render_with_panel(Lang::En, &v, Some(&six_highlight())));
    let l = Renderer::global().layout(Island::Large);
    // Rows of the panel that are pure background separate the blocks: there must be at
    // least seven bands of content (header, banner, six seats share the rest, bank) — count
    // the blank rows' runs between the first block and the bank.
    let bg = image::Rgb([0x23, 0x27, 0x2F]);
    let x0 = l.board_width + 20;
    let blank: Vec<bool> = (0..l.height)
        .map(|y| (x0..l.width - 20).all(|x| *img.get_pixel(x, y) == bg))
        .collect();
    let mut bands = 0;
    let mut inside = false;
    for &b in &blank {
        if !b && !inside {
            bands += 1;
        }
        inside = !b;
    }
    // Title, status, banner, six seat blocks, bank title and bank cards.
    assert!(bands >= 11, "{bands} bands");
    assert!(
        !blank[l.height as usize - 20],
        "the bank reaches the bottom"
    );
}

#[test]
fn reference_six_players_empty() {
    let png = Renderer::global().render(&six_player_game().public_view(), None);
    check_reference("six-empty", &decode(&png));
}

/// The channel's board at a phone's width: what a phone shows (at one pixel a point, the
/// least sharp a phone draws it), looked at for the README.
fn at_phone_width(png: &[u8]) -> RgbImage {
    let img = decode(png);
    let h = (img.height() as f32 * PHONE_PX / img.width() as f32).round() as u32;
    image::imageops::resize(
        &img,
        PHONE_PX as u32,
        h,
        image::imageops::FilterType::Lanczos3,
    )
}

#[test]
fn reference_boards_at_phone_width() {
    let r = Renderer::global();
    check_reference(
        "phone-mid-game",
        &at_phone_width(&r.render(&mid_game(), None)),
    );
    check_reference(
        "phone-six-mid-game",
        &at_phone_width(&r.render(&six_mid_game(), None)),
    );
}

#[test]
fn reference_six_players_mid_game() {
    let png = Renderer::global().render(&six_mid_game(), None);
    check_reference("six-mid-game", &decode(&png));
}

#[test]
fn reference_six_players_special_build() {
    let png = Renderer::global().render_with_panel(Lang::En, &six_special_build(), None);
    check_reference("six-special-build", &decode(&png));
}

#[test]
fn reference_six_players_highlight() {
    let v = six_mid_game();
    let hl = six_highlight();
    let topo = v.topology();
    for r in &hl.roads {
        assert!(topo.path_index(*r).is_some(), "{r} is no path");
    }
    let png = Renderer::global().render(&v, Some(&hl));
    check_reference("six-highlight", &decode(&png));
}

/// Five players, after a 7: two seats still owe a discard, one has asked for a Special
/// Build Phase.
fn five_discard() -> PublicView {
    let options = Options {
        players: 5,
        ..Options::default()
    };
    let board = BoardSpec::Random(55).build_for(Island::Large).unwrap();
    let mut setup = GameSetup::random(options, board, &mut GameRng::new(9));
    setup.first_player = Seat(0);
    let mut game = Game::new(setup).unwrap();
    game.set_names(SIX_NAMES[..5].iter().map(|s| s.to_string()).collect());
    let mut v = game.public_view();
    let topo = v.topology();
    v.phase = Phase::Discard;
    v.turn = 9;
    v.current = Seat(3);
    v.has_rolled = true;
    v.last_roll = Some([3, 4]);
    v.special_build_requests = [Seat(0)].into_iter().collect();
    use Building::{City, Settlement};
    v.buildings = vec![
        (n(18), Seat(0), Settlement),
        (n(44), Seat(0), City),
        (n(26), Seat(1), Settlement),
        (n(61), Seat(1), Settlement),
        (n(35), Seat(2), City),
        (n(63), Seat(2), Settlement),
        (n(8), Seat(3), Settlement),
        (n(51), Seat(3), Settlement),
        (n(39), Seat(4), Settlement),
        (n(71), Seat(4), City),
    ];
    v.buildings.sort_by_key(|b| b.0);
    v.roads = [
        ("18-24", 0),
        ("44-51", 0),
        ("26-32", 1),
        ("61-66", 1),
        ("35-42", 2),
        ("63-68", 2),
        ("8-13", 3),
        ("45-51", 3),
        ("39-46", 4),
        ("71-75", 4),
    ]
    .into_iter()
    .map(|(s, seat)| (topo.parse_path(s).unwrap(), Seat(seat)))
    .collect();
    v.roads.sort_by_key(|r| r.0);
    for (pl, (cards, owes)) in v
        .players
        .iter_mut()
        .zip([(9, 4), (3, 0), (11, 5), (6, 0), (2, 0)])
    {
        pl.resource_cards = cards;
        pl.owes_discard = owes;
        pl.public_vp = 3;
        pl.road_length = 1;
    }
    v
}

#[test]
fn reference_five_players_discard() {
    let png = Renderer::global().render(&five_discard(), None);
    check_reference("five-discard", &decode(&png));
}

/// Issue 44: the close-ups of the choosers, with the checks every one of them must pass:
/// each option's label in a close-up (in every one it fits in whole), inside it (its badge whole), and at least
/// 12 px tall when the close-up is shown 330 px wide (a phone's chat), no image flatter
/// than 11:7.
fn close_ups_checked(
    view: &PublicView,
    hl: Option<&Highlight>,
    options: &[Vec<Spot>],
) -> Vec<CloseUp> {
    let r = Renderer::global();
    let pages = r.close_up_pages(view, options);
    let ups = r.close_ups(view, hl, options);
    assert_eq!(ups.len(), pages.len());
    let mut on_pages: Vec<usize> = pages.concat();
    on_pages.sort();
    assert_eq!(
        on_pages,
        (0..options.len()).collect::<Vec<_>>(),
        "each option on one page"
    );
    let mut seen: Vec<Spot> = Vec::new();
    for (k, (up, page)) in ups.iter().zip(&pages).enumerate() {
        let (w, h) = up.image.dimensions();
        assert_eq!(w, CLOSE_UP_PX);
        assert!(
            w as f32 / h as f32 <= 11.0 / 7.0 + 0.01,
            "close-up {k}: {w}×{h}"
        );
        for l in &up.labels {
            let tall = l.height_when_shown(w, PHONE_PX);
            assert!(
                tall >= MIN_LABEL_AT_PHONE,
                "close-up {k}: label {} is {tall:.1} px tall at {PHONE_PX} px",
                l.text
            );
            let (x0, y0, x1, y1) = l.badge;
            assert!(
                x0 >= 0.0 && y0 >= 0.0 && x1 <= w as f32 && y1 <= h as f32,
                "close-up {k}: label {} cut off: {:?} in {w}×{h}",
                l.text,
                l.badge
            );
            seen.push(l.spot);
        }
        // The page's own options are all labelled in its close-up.
        for &o in page {
            for s in &options[o] {
                assert!(
                    up.labels.iter().any(|l| l.spot == *s),
                    "close-up {k}: {} of its option {o} not labelled",
                    s.label()
                );
            }
        }
    }
    seen.sort();
    seen.dedup();
    let mut want: Vec<Spot> = options.concat();
    want.sort();
    want.dedup();
    assert_eq!(seen, want, "every option labelled, and nothing else");
    ups
}

fn check_close_ups(name: &str, ups: &[CloseUp]) {
    for (k, up) in ups.iter().enumerate() {
        check_reference(&format!("{name}-{}", k + 1), &up.image);
    }
}

#[test]
fn close_ups_of_the_first_settlement_on_the_base_island() {
    let game = beginner_game();
    let hl = Highlight::from_actions(Seat(0), &game.legal_actions(Seat(0)));
    let ups = close_ups_checked(&game.public_view(), Some(&hl), &hl.options());
    assert_eq!(hl.options().len(), 54);
    assert!(ups.len() <= 6, "{} close-ups", ups.len());
    check_close_ups("closeup-setup", &ups);
}

#[test]
fn close_ups_of_the_first_settlement_on_the_large_island() {
    let game = six_player_game();
    let hl = Highlight::from_actions(Seat(0), &game.legal_actions(Seat(0)));
    let ups = close_ups_checked(&game.public_view(), Some(&hl), &hl.options());
    assert!(ups.len() <= 9, "{} close-ups", ups.len());
    check_close_ups("closeup-setup-large", &ups);
}

#[test]
fn close_ups_of_a_late_build_chooser() {
    let hl = mid_game_highlight();
    let ups = close_ups_checked(&mid_game(), Some(&hl), &hl.options());
    check_close_ups("closeup-build", &ups);
}

#[test]
fn a_close_up_of_the_robbers_hexes() {
    let view = mid_game();
    let hexes: Vec<Vec<Spot>> = view
        .topology()
        .hexes()
        .filter(|&x| Some(x) != view.robber)
        .map(|x| vec![Spot::Hex(x)])
        .collect();
    let ups = close_ups_checked(&view, None, &hexes);
    assert_eq!(ups.len(), 1, "the whole island in one");
    check_close_ups("closeup-robber", &ups);
}

/// The close-ups of **🔍 Close-up** (the board for a phone, on demand): every free
/// intersection's number, on pages.
#[test]
fn close_ups_of_the_whole_board_on_demand() {
    let view = mid_game();
    let free = Spot::free_intersections(&view);
    assert_eq!(free.len(), 54 - view.buildings.len());
    let ups = close_ups_checked(&view, None, &free);
    assert!((2..=4).contains(&ups.len()), "{} close-ups", ups.len());
    check_close_ups("closeup-look", &ups);
}
