//! What changes from frame to frame, drawn over the cached island: the robber, roads,
//! settlements and cities in seat colours (each showing its intersection number), the
//! numbers of free intersections, the optional build highlight, and (on the pictures that
//! have one) the side panel with public facts only. With 5 or 6 seats the panel is compact (the last roll beside the turn,
//! shorter seat blocks, a one-row bank) so that every seat keeps the same facts.

use super::icons::{self, INK};
use super::palette::seat_outline;
use super::raster::{
    band, circle, fill, fill_outlined, fill_polys, grow, hexagon, rounded_rect, Pt, Rgb,
};
use super::{ink_on, resource_color, seat_color, Highlight, Layout, Mark, Renderer, Weight};
use catan_engine::{Building, Intersection, Phase, PublicPlayer, PublicView, Resource, Seat};
use catan_i18n::{self as i18n, Arg, Lang};
use image::RgbImage;

const LIGHT: Rgb = [0xEC, 0xEF, 0xF4];
const MUTED: Rgb = [0xA8, 0xB0, 0xBD];
const GOLD: Rgb = [0xF0, 0xC0, 0x3A];
const ALERT: Rgb = [0xE0, 0x4A, 0x4A];
/// The disc behind a black seat's swatch.
const SWATCH_DISC: Rgb = [0xC4, 0xCA, 0xD3];
/// The badge of a seat with a Special Build Phase to come.
const SPECIAL: Rgb = [0x5F, 0xC9, 0xB5];
const BADGE_PX: f32 = 17.0;

/// The robber, the pieces, the free intersections' numbers and the highlight.
pub(super) fn draw(r: &Renderer, img: &mut RgbImage, view: &PublicView, hl: Option<&Highlight>) {
    let l = r.layout(view.board.island());
    if let Some(h) = view.robber {
        let c = l.hex_centre(h);
        fill_polys(img, &[&hexagon(c, l.hex * 0.965)], [0, 0, 0], 0.3);
        icons::robber(img, (c.0 + 0.63 * l.hex, c.1 + 0.2 * l.hex), 0.6 * l.hex);
    }
    for &(p, s) in &view.roads {
        let (a, b) = p.ends();
        road(img, l.intersection(a), l.intersection(b), l.hex, s, false);
    }
    for i in view.topology().intersections() {
        match view.building_at(i) {
            Some((s, kind)) => building(r, l, img, i, s, kind),
            None => free_badge(r, l, img, i, false),
        }
    }
    if let Some(h) = hl {
        highlight(r, l, img, view, h);
    }
}

/// The side panel right of the board, compact with 5 or 6 seats.
pub(super) fn panel(
    r: &Renderer,
    l: &Layout,
    img: &mut RgbImage,
    lang: Lang,
    view: &PublicView,
    hl: Option<&Highlight>,
) {
    if view.players.len() >= 5 {
        compact_panel(r, l, img, lang, view, hl);
    } else {
        full_panel(r, l, img, lang, view, hl);
    }
}

/// How much of its path a road leaves free at each end, for the intersections' numbers.
const ROAD_TRIM: f32 = 0.2;

/// A road of `seat` between two intersection positions, stopping short of both ends.
fn road(img: &mut RgbImage, a: Pt, b: Pt, hex: f32, seat: Seat, proposed: bool) {
    let (colour, outline) = (seat_color(seat), seat_outline(seat));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let trim = ROAD_TRIM;
    let p = (a.0 + dx * trim, a.1 + dy * trim);
    let q = (b.0 - dx * trim, b.1 - dy * trim);
    let w = 0.14 * hex;
    if proposed {
        fill(img, &band(p, q, w + 9.0), GOLD);
        fill(img, &band(p, q, w + 3.0), outline);
        fill(img, &band(p, q, w - 1.0), colour);
    } else {
        let (p0, q0) = (
            (p.0 - dx * 0.02, p.1 - dy * 0.02),
            (q.0 + dx * 0.02, q.1 + dy * 0.02),
        );
        fill(img, &band(p0, q0, w + 5.0), outline);
        fill(img, &band(p, q, w), colour);
    }
}

fn building(
    r: &Renderer,
    l: &Layout,
    img: &mut RgbImage,
    i: Intersection,
    s: Seat,
    kind: Building,
) {
    let c = l.intersection(i);
    let colour = seat_color(s);
    let (shape, text_at) = piece(l, c, kind);
    // A soft shadow of the outlined piece, a little down and to the right.
    r.shadow(img, &grow(&shape, 2.5), (2.0, 3.0), 1.5, 0.55);
    fill_outlined(img, &shape, colour, seat_outline(s), 2.5);
    r.text(Weight::Bold, l.px(15.0), &i.number().to_string(), 0)
        .draw_centred(img, text_at, ink_on(colour));
}

/// A building's outline at `c`, and where its number goes.
fn piece(l: &Layout, c: Pt, kind: Building) -> (Vec<Pt>, Pt) {
    match kind {
        Building::Settlement => icons::settlement(c, 0.24 * l.hex),
        Building::City => icons::city(c, 0.25 * l.hex),
    }
}

/// How tall each piece of `view` is drawn (`Renderer::phone_marks`): a building its
/// outline's height, a road its length between the ends it stops short of.
pub(super) fn marks(l: &Layout, view: &PublicView) -> Vec<Mark> {
    let mut marks = Vec::new();
    for &(i, s, kind) in &view.buildings {
        let (shape, _) = piece(l, l.intersection(i), kind);
        let (y0, y1) = shape
            .iter()
            .fold((f32::MAX, f32::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
        let what = format!("{kind:?} of seat {} at {}", s.index(), i.number());
        marks.push(Mark::new(what, y1 - y0));
    }
    for &(p, s) in &view.roads {
        let (a, b) = p.ends();
        let (a, b) = (l.intersection(a), l.intersection(b));
        let long = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt() * (1.0 - 2.0 * ROAD_TRIM);
        marks.push(Mark::new(
            format!("road of seat {} at {p:?}", s.index()),
            long,
        ));
    }
    marks
}

/// The number of a free intersection on a small light disc.
fn free_badge(r: &Renderer, l: &Layout, img: &mut RgbImage, i: Intersection, strong: bool) {
    let c = l.intersection(i);
    let rad = l.px(if strong { 15.0 } else { 13.0 });
    fill_outlined(
        img,
        &circle(c, rad),
        [0xFF, 0xFF, 0xFF],
        [0x30, 0x30, 0x30],
        1.5,
    );
    r.text(Weight::Bold, l.px(BADGE_PX), &i.number().to_string(), 0)
        .draw_centred(img, c, INK);
}

/// Dims the board and draws one seat's legal places prominently, each with its number.
fn highlight(r: &Renderer, l: &Layout, img: &mut RgbImage, view: &PublicView, h: &Highlight) {
    let area = [
        (0.0, 0.0),
        (l.board_width as f32, 0.0),
        (l.board_width as f32, l.height as f32),
        (0.0, l.height as f32),
    ];
    fill_polys(img, &[&area], [0, 0, 0], 0.42);
    let colour = seat_color(h.seat);
    for &p in &h.roads {
        let (a, b) = p.ends();
        road(
            img,
            l.intersection(a),
            l.intersection(b),
            l.hex,
            h.seat,
            true,
        );
    }
    // The ends of highlighted roads keep readable numbers (or their pieces).
    let mut ends: Vec<Intersection> = h
        .roads
        .iter()
        .flat_map(|p| {
            let (a, b) = p.ends();
            [a, b]
        })
        .collect();
    ends.sort();
    ends.dedup();
    for i in ends {
        match view.building_at(i) {
            Some((s, kind)) => building(r, l, img, i, s, kind),
            None if !h.settlements.contains(&i) => free_badge(r, l, img, i, false),
            None => {}
        }
    }
    for &i in &h.cities {
        let c = l.intersection(i);
        fill_outlined(img, &circle(c, 0.33 * l.hex), GOLD, INK, 1.5);
        building(r, l, img, i, h.seat, Building::Settlement);
    }
    for &i in &h.settlements {
        let c = l.intersection(i);
        fill_outlined(img, &circle(c, l.px(21.0)), GOLD, INK, 1.5);
        fill_outlined(
            img,
            &circle(c, l.px(16.0)),
            colour,
            seat_outline(h.seat),
            2.0,
        );
        r.text(Weight::Bold, l.px(18.0), &i.number().to_string(), 0)
            .draw_centred(img, c, ink_on(colour));
    }
}

fn truncate(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        name.to_string()
    } else {
        let mut s: String = name.chars().take(max - 1).collect();
        s.push('…');
        s
    }
}

/// The side panel: turn and phase, last roll, one block per seat, the bank and the deck.
fn full_panel(
    r: &Renderer,
    l: &Layout,
    img: &mut RgbImage,
    lang: Lang,
    view: &PublicView,
    hl: Option<&Highlight>,
) {
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let x0 = l.board_width as f32 + 16.0;
    let w = l.width as f32 - x0 - 16.0;
    let name = |s: Seat| truncate(view.name(s), 11);

    // Header.
    let title = match view.phase {
        Phase::Setup => t("board-setup", &[]),
        Phase::GameOver => t("board-game-over", &[]),
        _ => t("board-turn", &[("turn", Arg::Int(view.turn.into()))]),
    };
    r.line(img, (x0, 40.0), Weight::Bold, 28.0, &title, LIGHT);
    let (status, status_colour) = status(lang, view, name);
    r.line(
        img,
        (x0, 70.0),
        Weight::Regular,
        20.0,
        &status,
        status_colour,
    );
    let mut y = 84.0;
    if let Some(h) = hl {
        // The build answer takes the place of the last roll.
        let colour = accent(h.seat);
        let banner = rounded_rect(x0, y, w, 56.0, 8.0);
        fill_outlined(img, &banner, [0x33, 0x39, 0x45], colour, 3.0);
        r.line(
            img,
            (x0 + 12.0, y + 23.0),
            Weight::Bold,
            19.0,
            &t(
                "board-build-spots",
                &[("name", Arg::Str(&truncate(view.name(h.seat), 10)))],
            ),
            LIGHT,
        );
        r.line(
            img,
            (x0 + 12.0, y + 46.0),
            Weight::Regular,
            17.0,
            &build_summary(lang, h),
            MUTED,
        );
        y += 64.0;
    } else if let Some([d1, d2]) = view.last_roll {
        let label_end = r.line(
            img,
            (x0, y + 27.0),
            Weight::Regular,
            19.0,
            &t("board-last-roll", &[]),
            MUTED,
        );
        // The dice after the label, however long it is in the table's language.
        let dx = (x0 + 96.0).max(label_end + 10.0);
        icons::die(img, dx, y + 4.0, 34.0, d1);
        icons::die(img, dx + 42.0, y + 4.0, 34.0, d2);
        let total = (d1 + d2).to_string();
        let colour = if d1 + d2 == 7 { ALERT } else { LIGHT };
        r.line(
            img,
            (dx + 88.0, y + 31.0),
            Weight::Bold,
            28.0,
            &format!("= {total}"),
            colour,
        );
        y += 52.0;
    } else {
        r.line(
            img,
            (x0, y + 27.0),
            Weight::Regular,
            19.0,
            &t("board-no-roll", &[]),
            MUTED,
        );
        y += 52.0;
    }

    // One block per seat.
    let n = view.players.len().max(1) as f32;
    let bank_h = 112.0;
    let block_h = ((l.height as f32 - y - bank_h - 8.0) / n).min(132.0);
    let words = SeatWords::of(lang);
    for p in &view.players {
        seat_block(r, img, &words, view, p, ((x0, y), w, block_h - 8.0));
        y += block_h;
    }

    // Bank and deck.
    let y = l.height as f32 - bank_h;
    bank_heading(r, img, lang, view, (x0, y, w), (22.0, 20.0, 19.0));
    let slot = w / 5.0;
    for (k, res) in Resource::ALL.into_iter().enumerate() {
        let cx = x0 + slot * (k as f32 + 0.5);
        let card = rounded_rect(cx - 23.0, y + 30.0, 46.0, 40.0, 6.0);
        fill_outlined(img, &card, resource_color(res), [0x10, 0x10, 0x10], 1.5);
        icons::resource(img, Some(res), (cx, y + 50.0), 14.0);
        let count = view.bank[res].to_string();
        let colour = if view.bank[res] == 0 { ALERT } else { LIGHT };
        r.text(Weight::Bold, 21.0, &count, 0)
            .draw_centred(img, (cx, y + 88.0), colour);
    }
}

/// "Bank" and the development deck's count at the right, over the bank's cards:
/// `(baseline, title px, deck px)` for the panel's size.
fn bank_heading(
    r: &Renderer,
    img: &mut RgbImage,
    lang: Lang,
    view: &PublicView,
    (x0, y, w): (f32, f32, f32),
    (base, title, deck): (f32, f32, f32),
) {
    let bank = i18n::text(lang, "board-bank", &[]);
    r.line(img, (x0, y + base), Weight::Bold, title, &bank, LIGHT);
    let count = Arg::Int(view.dev_deck_left.into());
    let dev = i18n::text(lang, "board-deck", &[("count", count)]);
    let dw = r.text_width(Weight::Regular, deck, &dev);
    r.line(
        img,
        (x0 + w - dw, y + base),
        Weight::Regular,
        deck,
        &dev,
        LIGHT,
    );
}

/// The words of a seat block in the panel's language, looked up once a panel.
struct SeatWords {
    lang: Lang,
    vp: String,
    cards: String,
    dev: String,
    knights: String,
    road: String,
}

impl SeatWords {
    fn of(lang: Lang) -> SeatWords {
        let word = |id: &str| i18n::text(lang, id, &[]);
        SeatWords {
            lang,
            vp: word("board-vp"),
            cards: word("board-cards"),
            dev: word("board-dev-cards"),
            knights: word("board-knights"),
            road: word("board-road"),
        }
    }
}

/// A seat's card in the panel: lighter and outlined in the seat's colour on its turn, in
/// gold for the winner.
fn seat_card(img: &mut RgbImage, view: &PublicView, p: &PublicPlayer, (at, w, h): (Pt, f32, f32)) {
    let is_turn = p.seat == view.current && view.phase != Phase::GameOver;
    let is_winner = view.winner == Some(p.seat);
    let bg = if is_turn {
        [0x3A, 0x41, 0x4F]
    } else {
        [0x2C, 0x31, 0x3B]
    };
    let block = rounded_rect(at.0, at.1, w, h, 8.0);
    if is_turn || is_winner {
        let outline = if is_winner { GOLD } else { accent(p.seat) };
        fill_outlined(img, &block, bg, outline, 3.0);
    } else {
        fill(img, &block, bg);
    }
}

fn seat_block(
    r: &Renderer,
    img: &mut RgbImage,
    words: &SeatWords,
    view: &PublicView,
    p: &PublicPlayer,
    (at, w, h): (Pt, f32, f32),
) {
    let SeatWords {
        lang,
        vp,
        cards,
        dev,
        knights,
        road,
    } = words;
    let (x0, y0) = at;
    seat_card(img, view, p, (at, w, h));
    swatch(img, p.seat, (x0 + 22.0, y0 + 24.0), 13.0);
    let name = truncate(&p.name, 14);
    r.line(
        img,
        (x0 + 42.0, y0 + 31.0),
        Weight::Bold,
        21.0,
        &name,
        LIGHT,
    );
    // Public VP, right-aligned.
    // At game over the public VP already count the revealed VP cards.
    let vp_text = p.public_vp.to_string();
    let vw = r.text_width(Weight::Bold, 28.0, &vp_text);
    let unit_w = r.text_width(Weight::Regular, 16.0, vp);
    let right = x0 + w - 12.0;
    r.line(
        img,
        (right - unit_w, y0 + 32.0),
        Weight::Regular,
        16.0,
        vp,
        MUTED,
    );
    r.line(
        img,
        (right - unit_w - 4.0 - vw, y0 + 33.0),
        Weight::Bold,
        28.0,
        &vp_text,
        LIGHT,
    );
    // Stats in two columns.
    let col2 = x0 + w / 2.0 + 6.0;
    let stat = |img: &mut RgbImage, x: f32, y: f32, label: &str, value: String| {
        let end = r.line(img, (x, y), Weight::Regular, 18.0, label, MUTED);
        r.line(img, (end + 6.0, y), Weight::Bold, 18.0, &value, LIGHT);
    };
    let y1 = y0 + 55.0;
    stat(img, x0 + 12.0, y1, cards, p.resource_cards.to_string());
    stat(img, col2, y1, dev, p.dev_cards.to_string());
    let y2 = y1 + 23.0;
    stat(img, x0 + 12.0, y2, knights, p.knights_played.to_string());
    stat(img, col2, y2, road, p.road_length.to_string());
    // Badges, most important first; one that would not fit in the block is left out (the
    // VP total already counts it).
    let mut bx = x0 + 12.0;
    let by = y2 + 8.0;
    let right = x0 + w - 8.0;
    let mut pill = |img: &mut RgbImage, text: &str, bg: Rgb| {
        let tw = r.text_width(Weight::Bold, 13.0, text);
        if bx + tw + 12.0 > right {
            return;
        }
        let shape = rounded_rect(bx, by, tw + 12.0, 21.0, 10.5);
        fill(img, &shape, bg);
        r.line(
            img,
            (bx + 6.0, by + 15.0),
            Weight::Bold,
            13.0,
            text,
            ink_on(bg),
        );
        bx += tw + 18.0;
    };
    for (text, bg) in badges(*lang, view, p) {
        pill(img, &text, bg);
    }
}

/// A seat's colour as the panel's lines show it (its turn, its build banner): the seat colour,
/// or for black, which would vanish on the panel, its pieces' light outline.
fn accent(s: Seat) -> Rgb {
    if seat_outline(s) == INK {
        seat_color(s)
    } else {
        seat_outline(s)
    }
}

/// A seat's swatch: a settlement of `s` pixels in its colour, centred on `c`; a black one
/// stands on a light disc so that it reads on the dark panel as black, not as an outline.
fn swatch(img: &mut RgbImage, seat: Seat, c: Pt, s: f32) {
    if seat_outline(seat) != INK {
        fill(img, &circle((c.0, c.1 + 0.05 * s), 1.45 * s), SWATCH_DISC);
    }
    let (house, _) = icons::settlement(c, s);
    fill_outlined(img, &house, seat_color(seat), seat_outline(seat), 2.0);
}

/// "3 settlements, 1 city, 4 roads": what a build highlight shows, in `lang`.
fn build_summary(lang: Lang, h: &Highlight) -> String {
    let mut parts = Vec::new();
    for (n, id) in [
        (h.settlements.len(), "board-spots-settlements"),
        (h.cities.len(), "board-spots-cities"),
        (h.roads.len(), "board-spots-roads"),
    ] {
        if n > 0 {
            parts.push(i18n::text(lang, id, &[("count", Arg::Int(n as i64))]));
        }
    }
    if parts.is_empty() {
        i18n::text(lang, "board-spots-none", &[])
    } else {
        parts.join(", ")
    }
}

/// `text(k)` for the largest `k` in `ks` whose text fits in `width` (else the last one).
fn fit(
    r: &Renderer,
    weight: Weight,
    px: f32,
    width: f32,
    ks: impl IntoIterator<Item = usize>,
    text: impl Fn(usize) -> String,
) -> String {
    let mut last = String::new();
    for k in ks {
        last = text(k);
        if r.text_width(weight, px, &last) <= width {
            break;
        }
    }
    last
}

/// The side panel for 5 or 6 seats, with the facts of `panel` in less height: the last
/// roll beside the title, a shorter build banner, compact seat blocks and a one-row bank.
fn compact_panel(
    r: &Renderer,
    l: &Layout,
    img: &mut RgbImage,
    lang: Lang,
    view: &PublicView,
    hl: Option<&Highlight>,
) {
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let x0 = l.board_width as f32 + 16.0;
    let w = l.width as f32 - x0 - 16.0;

    // Title, and the last roll at its right when both fit.
    let title = match view.phase {
        Phase::Setup => t("board-setup", &[]),
        Phase::GameOver => t("board-game-over", &[]),
        _ => t("board-turn", &[("turn", Arg::Int(view.turn.into()))]),
    };
    let title_end = r.line(img, (x0, 40.0), Weight::Bold, 28.0, &title, LIGHT);
    if let Some([d1, d2]) = view.last_roll {
        let total = format!("= {}", d1 + d2);
        let die = 28.0;
        let dx = x0 + w - (2.0 * die + 14.0 + r.text_width(Weight::Bold, 24.0, &total));
        if dx >= title_end + 14.0 {
            icons::die(img, dx, 15.0, die, d1);
            icons::die(img, dx + die + 6.0, 15.0, die, d2);
            let colour = if d1 + d2 == 7 { ALERT } else { LIGHT };
            r.line(
                img,
                (dx + 2.0 * die + 14.0, 39.0),
                Weight::Bold,
                24.0,
                &total,
                colour,
            );
        }
    }
    let (_, status_colour) = status(lang, view, |s| view.name(s).to_string());
    let line = fit(r, Weight::Regular, 20.0, w, (4..=11).rev(), |k| {
        status(lang, view, |s| truncate(view.name(s), k)).0
    });
    r.line(img, (x0, 70.0), Weight::Regular, 20.0, &line, status_colour);
    let mut y = 84.0;
    if let Some(h) = hl {
        let banner = rounded_rect(x0, y, w, 48.0, 8.0);
        fill_outlined(img, &banner, [0x33, 0x39, 0x45], accent(h.seat), 3.0);
        let head = fit(r, Weight::Bold, 17.0, w - 24.0, (4..=12).rev(), |k| {
            let name = truncate(view.name(h.seat), k);
            t("board-build-spots", &[("name", Arg::Str(&name))])
        });
        r.line(img, (x0 + 12.0, y + 20.0), Weight::Bold, 17.0, &head, LIGHT);
        r.line(
            img,
            (x0 + 12.0, y + 40.0),
            Weight::Regular,
            15.0,
            &build_summary(lang, h),
            MUTED,
        );
        y += 54.0;
    }

    // One block per seat: blocks grow to 106 px, and room left over widens the gaps
    // between them (up to 18 px) rather than leaving a hole above the bank.
    let n = view.players.len().max(1) as f32;
    let bank_h = 72.0;
    let pitch = ((l.height as f32 - y - bank_h - 6.0) / n).min(124.0);
    let block = (pitch - 6.0).min(106.0);
    let words = SeatWords::of(lang);
    for p in &view.players {
        compact_seat_block(r, img, &words, view, p, ((x0, y), w, block));
        y += pitch;
    }

    // Bank and deck: each resource as a small card with its count beside it.
    let y = l.height as f32 - bank_h;
    bank_heading(r, img, lang, view, (x0, y, w), (18.0, 18.0, 17.0));
    let slot = w / 5.0;
    for (k, res) in Resource::ALL.into_iter().enumerate() {
        let sx = x0 + slot * k as f32;
        let card = rounded_rect(sx + 1.0, y + 28.0, 24.0, 32.0, 5.0);
        fill_outlined(img, &card, resource_color(res), [0x10, 0x10, 0x10], 1.5);
        icons::resource(img, Some(res), (sx + 13.0, y + 44.0), 9.5);
        let colour = if view.bank[res] == 0 { ALERT } else { LIGHT };
        r.line(
            img,
            (sx + 29.0, y + 51.0),
            Weight::Bold,
            17.0,
            &view.bank[res].to_string(),
            colour,
        );
    }
}

/// One seat in the compact panel: swatch, name and points; cards, development cards,
/// knights and road length in two rows; the badges below (as many as fit).
fn compact_seat_block(
    r: &Renderer,
    img: &mut RgbImage,
    words: &SeatWords,
    view: &PublicView,
    p: &PublicPlayer,
    (at, w, h): (Pt, f32, f32),
) {
    let SeatWords {
        lang,
        vp,
        cards,
        dev,
        knights,
        road,
    } = words;
    let (x0, y0) = at;
    seat_card(img, view, p, (at, w, h));
    swatch(img, p.seat, (x0 + 19.0, y0 + 19.0), 11.0);
    // Public VP, right-aligned; the name fills what is left of the row.
    let vp_text = p.public_vp.to_string();
    let vw = r.text_width(Weight::Bold, 26.0, &vp_text);
    let unit_w = r.text_width(Weight::Regular, 15.0, vp);
    let right = x0 + w - 10.0;
    r.line(
        img,
        (right - unit_w, y0 + 27.0),
        Weight::Regular,
        15.0,
        vp,
        MUTED,
    );
    let vp_x = right - unit_w - 4.0 - vw;
    r.line(img, (vp_x, y0 + 28.0), Weight::Bold, 26.0, &vp_text, LIGHT);
    let name_x = x0 + 40.0;
    let name = fit(
        r,
        Weight::Bold,
        19.0,
        vp_x - 8.0 - name_x,
        (2..=14).rev(),
        |k| truncate(&p.name, k),
    );
    r.line(img, (name_x, y0 + 26.0), Weight::Bold, 19.0, &name, LIGHT);
    let col2 = x0 + w / 2.0 + 6.0;
    let stat = |img: &mut RgbImage, x: f32, y: f32, label: &str, value: String| {
        let end = r.line(img, (x, y), Weight::Regular, 16.0, label, MUTED);
        r.line(img, (end + 5.0, y), Weight::Bold, 16.0, &value, LIGHT);
    };
    let y1 = y0 + 48.0;
    stat(img, x0 + 12.0, y1, cards, p.resource_cards.to_string());
    stat(img, col2, y1, dev, p.dev_cards.to_string());
    let y2 = y1 + 20.0;
    stat(img, x0 + 12.0, y2, knights, p.knights_played.to_string());
    stat(img, col2, y2, road, p.road_length.to_string());
    let mut bx = x0 + 12.0;
    let by = (y0 + h - 22.0).max(y2 + 5.0);
    let right = x0 + w - 8.0;
    for (text, bg) in badges(*lang, view, p) {
        let tw = r.text_width(Weight::Bold, 12.0, &text);
        if bx + tw + 10.0 > right {
            continue;
        }
        fill(img, &rounded_rect(bx, by, tw + 10.0, 18.0, 9.0), bg);
        r.line(
            img,
            (bx + 5.0, by + 13.5),
            Weight::Bold,
            12.0,
            &text,
            ink_on(bg),
        );
        bx += tw + 15.0;
    }
}

/// The status line under the title, in `lang`, and its colour.
fn status(lang: Lang, view: &PublicView, name: impl Fn(Seat) -> String) -> (String, Rgb) {
    let cur = view.current;
    let of = |id: &str, s: Seat| i18n::text(lang, id, &[("name", Arg::Str(&name(s)))]);
    let status = match view.phase {
        Phase::Setup if view.setup_settlement.is_some() => of("board-status-road", cur),
        Phase::Setup => of("board-status-settlement", cur),
        Phase::Roll => of("board-status-roll", cur),
        Phase::Discard => i18n::text(lang, "board-status-discards", &[]),
        Phase::MoveRobber => of("board-status-robber", cur),
        Phase::Main => of("board-status-main", cur),
        Phase::RoadBuilding => of("board-status-free-roads", cur),
        Phase::SpecialBuild => of("board-status-special-build", cur),
        Phase::GameOver => match view.winner {
            Some(s) => of("board-status-won", s),
            None => i18n::text(lang, "board-status-nobody-won", &[]),
        },
    };
    let colour = match view.phase {
        Phase::GameOver => GOLD,
        Phase::Discard => ALERT,
        _ => LIGHT,
    };
    (status, colour)
}

/// Whether `s` has a Special Build Phase coming after this turn: asked for during the turn,
/// or waiting its place while others build.
fn awaits_special_build(view: &PublicView, s: Seat) -> bool {
    view.special_build_requests.contains(s)
        || view.special_build.is_some_and(|b| b.queue.contains(s))
}

/// A seat's badges, most important first, in `lang`: revealed VP cards, a discard owed, a
/// Special Build Phase to come, Longest Road, Largest Army.
fn badges(lang: Lang, view: &PublicView, p: &PublicPlayer) -> Vec<(String, Rgb)> {
    let t = |id: &str, n: u32| i18n::text(lang, id, &[("count", Arg::Int(n.into()))]);
    let mut out = Vec::new();
    if let Some(vpc) = p.revealed_vp_cards.filter(|&v| v > 0) {
        out.push((t("board-badge-vp-cards", vpc.into()), [0x9A, 0x7B, 0xD6]));
    }
    if p.owes_discard > 0 {
        out.push((t("board-badge-discards", p.owes_discard.into()), ALERT));
    }
    if awaits_special_build(view, p.seat) {
        out.push((t("board-badge-special-build", 0), SPECIAL));
    }
    if view.longest_road == Some(p.seat) {
        out.push((t("board-badge-longest-road", 0), GOLD));
    }
    if view.largest_army == Some(p.seat) {
        out.push((t("board-badge-largest-army", 0), GOLD));
    }
    out
}
