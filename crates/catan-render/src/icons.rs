//! Vector art drawn from simple shapes: a glyph for each resource (so colour is never the
//! only cue), the settlement, city and robber silhouettes, and dice. Every shape is given a
//! centre and a size in pixels and has a dark outline so it reads on any background.

use super::raster::{band, circle, ellipse, fill, fill_outlined, grow, rounded_rect, Pt, Rgb};
use catan_engine::Resource;
use image::RgbImage;

pub(super) const INK: Rgb = [0x22, 0x22, 0x22];
const CREAM: Rgb = [0xFF, 0xF8, 0xE6];

/// Scales unit points (a box of [-1, 1]²) to size `s` around `c`.
fn at(c: Pt, s: f32, pts: &[Pt]) -> Vec<Pt> {
    pts.iter().map(|p| (c.0 + p.0 * s, c.1 + p.1 * s)).collect()
}

/// Draws the outlines of all `shapes` first, then their fills, so overlapping parts merge
/// into one silhouette.
fn silhouette(img: &mut RgbImage, shapes: &[(Vec<Pt>, Rgb)], line: f32) {
    for (p, _) in shapes {
        fill(img, &grow(p, line), INK);
    }
    for (p, c) in shapes {
        fill(img, p, *c);
    }
}

/// The glyph of a resource (None: the desert's cactus), about 2·`s` pixels across.
pub(super) fn resource(img: &mut RgbImage, r: Option<Resource>, c: Pt, s: f32) {
    let line = (s * 0.09).max(1.2);
    match r {
        Some(Resource::Lumber) => tree(img, c, s, line),
        Some(Resource::Wool) => sheep(img, c, s, line),
        Some(Resource::Grain) => ear_of_grain(img, c, s, line),
        Some(Resource::Brick) => brick_wall(img, c, s, line),
        Some(Resource::Ore) => mountains(img, c, s, line),
        None => cactus(img, c, s, line),
    }
}

/// Lumber's glyph: a fir of two tiers on a brown trunk, outlined `line` pixels thick.
fn tree(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let trunk = at(
        c,
        s,
        &[(-0.14, 0.4), (0.14, 0.4), (0.14, 0.98), (-0.14, 0.98)],
    );
    let top = at(c, s, &[(0.0, -1.0), (0.55, -0.2), (-0.55, -0.2)]);
    let low = at(c, s, &[(0.0, -0.55), (0.8, 0.55), (-0.8, 0.55)]);
    silhouette(
        img,
        &[(trunk, [0x8A, 0x5A, 0x32]), (low, CREAM), (top, CREAM)],
        line,
    );
}

/// Wool's glyph: a sheep, a cloud of fleece on two legs with a dark head on the left.
fn sheep(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let mut shapes = Vec::new();
    for dx in [-0.1, 0.4] {
        let leg = band(
            (c.0 + dx * s, c.1 + 0.2 * s),
            (c.0 + dx * s, c.1 + 0.9 * s),
            0.16 * s,
        );
        shapes.push((leg, INK));
    }
    for (dx, dy, r) in [
        (-0.3, -0.1, 0.38),
        (0.05, -0.3, 0.4),
        (0.45, -0.15, 0.38),
        (0.6, 0.2, 0.32),
        (0.2, 0.25, 0.38),
        (-0.2, 0.25, 0.36),
    ] {
        shapes.push((circle((c.0 + dx * s, c.1 + dy * s), r * s), CREAM));
    }
    shapes.push((
        ellipse((c.0 - 0.72 * s, c.1 - 0.05 * s), 0.3 * s, 0.22 * s, 0.5),
        INK,
    ));
    silhouette(img, &shapes, line);
}

/// Grain's glyph: an ear of wheat, a stalk with three pairs of kernels and one on top.
fn ear_of_grain(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let mut shapes = vec![(
        band((c.0, c.1 - 0.6 * s), (c.0, c.1 + 1.0 * s), 0.12 * s),
        CREAM,
    )];
    for k in 0..3 {
        let y = c.1 + (-0.35 + 0.38 * k as f32) * s;
        shapes.push((ellipse((c.0 - 0.28 * s, y), 0.3 * s, 0.14 * s, -0.7), CREAM));
        shapes.push((ellipse((c.0 + 0.28 * s, y), 0.3 * s, 0.14 * s, 0.7), CREAM));
    }
    shapes.push((
        ellipse((c.0, c.1 - 0.75 * s), 0.13 * s, 0.3 * s, 0.0),
        CREAM,
    ));
    silhouette(img, &shapes, line);
}

/// Brick's glyph: three staggered rows of bricks, each outlined on its own.
fn brick_wall(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let colour = [0xE8, 0x8A, 0x5C];
    let (w, h, g) = (0.9, 0.42, 0.1);
    let rows: [&[f32]; 3] = [&[-0.5, 0.5], &[-1.0, 0.0, 1.0], &[-0.5, 0.5]];
    for (k, xs) in rows.iter().enumerate() {
        let y = -0.75 + k as f32 * (h + g);
        for &x in xs.iter() {
            let (x0, x1) = (
                (x - w / 2.0 + g / 2.0).max(-1.0),
                (x + w / 2.0 - g / 2.0).min(1.0),
            );
            let brick = at(c, s, &[(x0, y), (x1, y), (x1, y + h), (x0, y + h)]);
            fill_outlined(img, &brick, colour, INK, line);
        }
    }
}

/// Ore's glyph: two grey peaks, the taller one capped with snow.
fn mountains(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let big = at(c, s, &[(-1.0, 0.75), (-0.25, -0.8), (0.5, 0.75)]);
    let small = at(c, s, &[(0.0, 0.75), (0.5, -0.25), (1.0, 0.75)]);
    let snow = at(
        c,
        s,
        &[
            (-0.25, -0.8),
            (-0.02, -0.32),
            (-0.25, -0.42),
            (-0.48, -0.32),
        ],
    );
    silhouette(
        img,
        &[(big, [0xC9, 0xCE, 0xD6]), (small, [0xA9, 0xB0, 0xBA])],
        line,
    );
    fill(img, &snow, CREAM);
}

/// The desert's glyph: a green cactus, a stem with an arm raised on each side.
fn cactus(img: &mut RgbImage, c: Pt, s: f32, line: f32) {
    let green = [0x5E, 0x9C, 0x4E];
    let stem = rounded_rect(c.0 - 0.2 * s, c.1 - 0.9 * s, 0.4 * s, 1.8 * s, 0.2 * s);
    let left = rounded_rect(c.0 - 0.7 * s, c.1 - 0.4 * s, 0.26 * s, 0.6 * s, 0.13 * s);
    let left_bar = band(
        (c.0 - 0.57 * s, c.1 + 0.1 * s),
        (c.0, c.1 + 0.1 * s),
        0.26 * s,
    );
    let right = rounded_rect(c.0 + 0.44 * s, c.1 - 0.65 * s, 0.26 * s, 0.6 * s, 0.13 * s);
    let right_bar = band(
        (c.0, c.1 - 0.15 * s),
        (c.0 + 0.57 * s, c.1 - 0.15 * s),
        0.26 * s,
    );
    silhouette(
        img,
        &[
            (stem, green),
            (left, green),
            (left_bar, green),
            (right, green),
            (right_bar, green),
        ],
        line,
    );
}

/// The settlement's house outline, `s` ≈ half its width; the body's centre is returned too
/// (where its intersection number goes).
pub(super) fn settlement(c: Pt, s: f32) -> (Vec<Pt>, Pt) {
    let pts = at(
        c,
        s,
        &[
            (-0.85, -0.15),
            (0.0, -1.0),
            (0.85, -0.15),
            (0.85, 0.8),
            (-0.85, 0.8),
        ],
    );
    (pts, (c.0, c.1 + 0.34 * s))
}

/// The city's outline (a hall and a taller gabled tower), and where its number goes.
pub(super) fn city(c: Pt, s: f32) -> (Vec<Pt>, Pt) {
    let pts = at(
        c,
        s,
        &[
            (-1.2, 0.8),
            (-1.2, -0.1),
            (0.05, -0.1),
            (0.05, -0.62),
            (0.6, -1.15),
            (1.15, -0.62),
            (1.15, 0.8),
        ],
    );
    (pts, (c.0, c.1 + 0.36 * s))
}

/// The robber: a dark pawn with a light outline, `h` pixels tall, standing on `c`.
pub(super) fn robber(img: &mut RgbImage, c: Pt, h: f32) {
    let s = h / 2.0;
    let body = at(
        c,
        s,
        &[
            (-0.45, 1.0),
            (-0.3, 0.1),
            (-0.2, -0.3),
            (0.2, -0.3),
            (0.3, 0.1),
            (0.45, 1.0),
        ],
    );
    let head = circle((c.0, c.1 - 0.55 * s), 0.32 * s);
    let base = ellipse((c.0, c.1 + 1.0 * s), 0.55 * s, 0.16 * s, 0.0);
    let light = [0xF0, 0xF0, 0xF0];
    for p in [&body, &head, &base] {
        fill(img, &grow(p, 2.2), light);
    }
    let dark = [0x33, 0x33, 0x38];
    for p in [&body, &head, &base] {
        fill(img, p, dark);
    }
}

/// A die showing `n` (1–6), `size` pixels square with its top-left at (x, y).
pub(super) fn die(img: &mut RgbImage, x: f32, y: f32, size: f32, n: u8) {
    let face = rounded_rect(x, y, size, size, size * 0.18);
    fill_outlined(img, &face, [0xFA, 0xFA, 0xFA], INK, 1.5);
    let q = size / 4.0;
    let spots: &[(f32, f32)] = match n {
        1 => &[(2.0, 2.0)],
        2 => &[(1.0, 1.0), (3.0, 3.0)],
        3 => &[(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)],
        4 => &[(1.0, 1.0), (3.0, 1.0), (1.0, 3.0), (3.0, 3.0)],
        5 => &[(1.0, 1.0), (3.0, 1.0), (2.0, 2.0), (1.0, 3.0), (3.0, 3.0)],
        _ => &[
            (1.0, 1.0),
            (3.0, 1.0),
            (1.0, 2.0),
            (3.0, 2.0),
            (1.0, 3.0),
            (3.0, 3.0),
        ],
    };
    for &(sx, sy) in spots {
        fill(img, &circle((x + sx * q, y + sy * q), size * 0.09), INK);
    }
}
