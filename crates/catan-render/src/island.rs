//! The static island of one board: sea, beach, terrain with resource glyphs, number tokens
//! with pips (6 and 8 in red), hex letters, and the harbors (9, or 11 on the 5–6 player
//! island) with ratio and resource. It depends on the `Board` only (which includes its
//! island, and so its layout), so it is drawn once per board and cached by the renderer.

use super::icons::{self, INK};
use super::raster::{band, circle, fill, fill_outlined, fill_polys, hexagon, Pt, Rgb};
use super::{terrain_color, Layout, Mark, Renderer, Weight};
use catan_engine::pips;
use catan_engine::{Board, HarborKind, Island};
use image::{Rgb as Px, RgbImage};

pub(super) const SEA: Rgb = [0x2B, 0x6C, 0xA8];
pub(super) const SEA_LIGHT: Rgb = [0x35, 0x7B, 0xB8];
pub(super) const BEACH: Rgb = [0xEF, 0xE2, 0xB8];
pub(super) const PANEL_BG: Rgb = [0x23, 0x27, 0x2F];
const TOKEN: Rgb = [0xF6, 0xEC, 0xD0];
const RED_NUMBER: Rgb = [0xC8, 0x10, 0x2E];
const PIER: Rgb = [0x9A, 0x6B, 0x3F];

/// The shallow water reaches this far beyond the outermost hex centres, in hex radii: on
/// the base island it makes a regular hexagon of radius 5.72 hexes.
const SHALLOW_MARGIN: f32 = 5.72 * 0.866_025_4 - 3.0;

pub(super) fn draw(r: &Renderer, board: &Board) -> RgbImage {
    let l = r.layout(board.island());
    let mut img = RgbImage::from_pixel(l.board_width, l.height, Px(SEA));
    // A lighter band of shallow water around the island. On the larger island the frame's
    // side corners fall on harbors, so every harbor sign gets its own patch of shallows too
    // (the base island's signs lie inside its frame).
    let mut shallows = vec![shallow_water(l)];
    if l.island != Island::Base {
        for k in 0..board.harbors().len() {
            shallows.push(circle(harbor_place(l, k).2, 0.7 * l.hex));
        }
    }
    let refs: Vec<&[Pt]> = shallows.iter().map(|p| p.as_slice()).collect();
    fill_polys(&mut img, &refs, SEA_LIGHT, 1.0);

    // Harbors first, so their piers run under the beach.
    for (k, &kind) in board.harbors().iter().enumerate() {
        harbor(r, &mut img, board, k, kind);
    }
    // The beach: every hex a little larger, in sand; the gaps between tiles stay sand.
    let topo = board.topology();
    let beach: Vec<Vec<Pt>> = topo
        .hexes()
        .map(|h| hexagon(l.hex_centre(h), l.hex * 1.1))
        .collect();
    let refs: Vec<&[Pt]> = beach.iter().map(|p| p.as_slice()).collect();
    fill_polys(&mut img, &refs, BEACH, 1.0);

    for h in topo.hexes() {
        let tile = board.tile(h);
        let c = l.hex_centre(h);
        fill(
            &mut img,
            &hexagon(c, l.hex * 0.965),
            terrain_color(tile.terrain),
        );
        // The hex's letter and its resource's glyph in a row above the token.
        let (letter, glyph) = header(r, l, c, h.name());
        icons::resource(&mut img, tile.terrain.resource(), glyph, glyph_size(l));
        r.label(
            &mut img,
            letter,
            letter_px(l),
            h.name(),
            [0xFF, 0xFF, 0xFF],
            Some([0x10, 0x10, 0x10]),
        );
        if let Some(n) = tile.number {
            token(r, l, &mut img, token_at(l, c), n);
        }
    }
    img
}

/// The shallow water's outline: a hexagon with sides parallel to the base island's frame,
/// each side `SHALLOW_MARGIN` beyond the farthest hex centre in its direction (so it fits
/// any island made of hexes, and is the base island's regular hexagon).
fn shallow_water(l: &Layout) -> Vec<Pt> {
    let topo = l.island.topology();
    // Outward normals of the six sides, at 30° + 60°·k (y down), and each side's distance.
    let normals: Vec<(f32, f32)> = (0..6)
        .map(|k| {
            let t = (30.0 + 60.0 * k as f32).to_radians();
            (t.cos(), t.sin())
        })
        .collect();
    let reach: Vec<f32> = normals
        .iter()
        .map(|n| {
            let far = topo
                .hexes()
                .map(|h| {
                    let c = l.hex_centre(h);
                    (c.0 - l.centre.0) * n.0 + (c.1 - l.centre.1) * n.1
                })
                .fold(f32::MIN, f32::max);
            far + SHALLOW_MARGIN * l.hex
        })
        .collect();
    // Each corner is where two neighbouring sides meet.
    (0..6)
        .map(|k| {
            let (a, b) = (normals[(k + 5) % 6], normals[k]);
            let (sa, sb) = (reach[(k + 5) % 6], reach[k]);
            let det = a.0 * b.1 - a.1 * b.0;
            let x = (sa * b.1 - sb * a.1) / det;
            let y = (a.0 * sb - b.0 * sa) / det;
            (l.centre.0 + x, l.centre.1 + y)
        })
        .collect()
}

/// How tall each hex's letter and each number token's number are drawn
/// (`Renderer::phone_marks`): the ink of their text.
pub(super) fn marks(r: &Renderer, board: &Board) -> Vec<Mark> {
    let l = r.layout(board.island());
    let mut marks = Vec::new();
    for h in board.topology().hexes() {
        let letter = r.text(Weight::Bold, letter_px(l), h.name(), 0);
        marks.push(Mark::new(
            format!("letter {}", h.name()),
            letter.height() as f32,
        ));
        if let Some(n) = board.tile(h).number {
            let number = r.text(Weight::Bold, token_px(l, n), &n.to_string(), 0);
            marks.push(Mark::new(
                format!("token {n} on {}", h.name()),
                number.height() as f32,
            ));
        }
    }
    marks
}

/// Where a hex's parts sit, in hex radii: its letter and glyph in a row `header` above the
/// centre (the glyph `glyph` in half-size, `gap` after the letter), and the number token of
/// radius `token_radius`, `token` below the centre. The larger island's hexes are smaller
/// and its letters pairs (AA…AD), so its token takes more of the hex and sits lower.
struct Face {
    header: f32,
    glyph: f32,
    gap: f32,
    token: f32,
    token_radius: f32,
}

fn face(l: &Layout) -> Face {
    match l.island {
        Island::Base => Face {
            header: 0.42,
            glyph: 0.2,
            gap: 0.1,
            token: 0.2,
            token_radius: 0.42,
        },
        Island::Large => Face {
            header: 0.47,
            glyph: 0.17,
            gap: 0.07,
            token: 0.25,
            token_radius: 0.46,
        },
    }
}

/// Where a hex's letter and its resource's glyph go: side by side, centred in a row above
/// the number token (a letter and a glyph beside each other fit the hex's upper part, where
/// a letter beside the token would not once both are large enough for a phone).
fn header(r: &Renderer, l: &Layout, c: Pt, name: &str) -> (Pt, Pt) {
    let f = face(l);
    let letter = r.text(Weight::Bold, letter_px(l), name, 0).width() as f32;
    let (gap, glyph) = (f.gap * l.hex, 2.0 * f.glyph * l.hex);
    let left = c.0 - (letter + gap + glyph) / 2.0;
    let y = c.1 - f.header * l.hex;
    (
        (left + letter / 2.0, y),
        (left + letter + gap + glyph / 2.0, y),
    )
}

/// Where a hex's letter goes (its centre), for the robber's close-up to label.
pub(super) fn letter_at(r: &Renderer, l: &Layout, c: Pt, name: &str) -> Pt {
    header(r, l, c, name).0
}

/// A resource glyph's half-size.
fn glyph_size(l: &Layout) -> f32 {
    face(l).glyph * l.hex
}

/// Where a hex's number token goes: below its centre, under the letter's row.
fn token_at(l: &Layout, c: Pt) -> Pt {
    (c.0, c.1 + face(l).token * l.hex)
}

/// The number token's radius.
fn token_radius(l: &Layout) -> f32 {
    face(l).token_radius * l.hex
}

/// The font size of a hex's letter. Both islands are drawn as wide (the larger one with
/// smaller hexes), and Discord shows a board 330 px wide on a phone: capitals of DejaVu
/// Sans Bold draw about 0.66 em of ink, so 34 px reads 9.4 px there and 33 px 9.1 px.
pub(super) fn letter_px(l: &Layout) -> f32 {
    match l.island {
        Island::Base => 34.0,
        Island::Large => 33.0,
    }
}

/// The font size of a token's number `n` (two digits a little smaller, to fit the disc);
/// a phone shows both at least 9 px tall (a "1" is a little shorter than other digits).
pub(super) fn token_px(l: &Layout, n: u8) -> f32 {
    match (l.island, n >= 10) {
        (Island::Base, true) => 34.0,
        (Island::Base, false) => 36.0,
        (Island::Large, true) => 33.0,
        (Island::Large, false) => 34.0,
    }
}

/// Harbor `k`'s two intersections and the centre of its sign, out at sea beyond the middle
/// of its coast.
pub(super) fn harbor_place(l: &Layout, k: usize) -> (Pt, Pt, Pt) {
    let topo = l.island.topology();
    let (a, b) = topo.harbor_path(k).ends();
    let (pa, pb) = (l.intersection(a), l.intersection(b));
    let land = topo
        .hexes_at(a)
        .find(|h| topo.hexes_at(b).any(|g| g == *h))
        .expect("a harbor path borders a land hex");
    let hc = l.hex_centre(land);
    let m = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
    let (dx, dy) = (m.0 - hc.0, m.1 - hc.1);
    let len = (dx * dx + dy * dy).sqrt();
    let n = (dx / len, dy / len);
    (pa, pb, (m.0 + n.0 * 0.95 * l.hex, m.1 + n.1 * 0.95 * l.hex))
}

/// A number token: a cream disc on a soft shadow, the number (red for 6 and 8) and its pips.
fn token(r: &Renderer, l: &Layout, img: &mut RgbImage, c: Pt, n: u8) {
    let rad = token_radius(l);
    r.shadow(img, &circle(c, rad + 2.0), (1.5, 2.5), 1.5, 0.6);
    fill_outlined(img, &circle(c, rad), TOKEN, [0x4A, 0x3B, 0x2A], 2.0);
    let colour = if n == 6 || n == 8 { RED_NUMBER } else { INK };
    r.text(Weight::Bold, token_px(l, n), &n.to_string(), 0)
        .draw_centred(img, (c.0, c.1 - 0.16 * rad), colour);
    let p = pips(n) as f32;
    let step = l.px(7.0);
    for k in 0..pips(n) {
        let x = c.0 + (k as f32 - (p - 1.0) / 2.0) * step;
        fill(img, &circle((x, c.1 + 0.62 * rad), l.px(2.6)), colour);
    }
}

/// Harbor `k`: two piers from its path's intersections out to a round sign with the ratio
/// and the resource glyph.
fn harbor(r: &Renderer, img: &mut RgbImage, board: &Board, k: usize, kind: HarborKind) {
    let l = r.layout(board.island());
    let (pa, pb, sign) = harbor_place(l, k);
    for p in [pa, pb] {
        let end = (p.0 + (sign.0 - p.0) * 0.7, p.1 + (sign.1 - p.1) * 0.7);
        fill(img, &band(p, end, l.px(9.0)), [0x4A, 0x33, 0x20]);
        fill(img, &band(p, end, l.px(6.0)), PIER);
    }
    let rad = 0.42 * l.hex;
    match kind {
        HarborKind::Generic => {
            fill_outlined(img, &circle(sign, rad), [0xFF, 0xFF, 0xFF], INK, 2.0);
            r.text(Weight::Bold, l.px(22.0), "3:1", 0)
                .draw_centred(img, sign, INK);
        }
        HarborKind::Special(res) => {
            fill_outlined(
                img,
                &circle(sign, rad),
                super::resource_color(res),
                INK,
                2.0,
            );
            icons::resource(img, Some(res), (sign.0, sign.1 - 0.3 * rad), 0.36 * rad);
            r.label(
                img,
                (sign.0, sign.1 + 0.5 * rad),
                l.px(17.0),
                "2:1",
                [0xFF, 0xFF, 0xFF],
                Some([0x10, 0x10, 0x10]),
            );
        }
    }
}
