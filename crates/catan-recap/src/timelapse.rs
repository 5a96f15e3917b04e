//! The timelapse: a game's boards as one animated GIF that plays in Discord's chat preview.
//! Frame `k` is the board at the recap's point `k` (set-up over, the end of each turn, the
//! end), drawn by the board renderer, downscaled to `WIDTH` pixels and mapped to one palette
//! shared by every frame; after the first, each frame holds only the rectangle that changed,
//! its unchanged pixels transparent. The last frame is held `LAST_DELAY_CS`. A GIF is never
//! over `MAX_BYTES`: a game too long for it (hundreds of turns) keeps every second turn, or
//! every fourth…, always with its first and last frames. Synchronous and CPU-bound: the bot
//! runs it on a blocking thread.

use super::Points;
use catan_engine::{Phase, PublicView};
use catan_engine::{Record, RecordError};
use catan_i18n::Lang;
use catan_render::Renderer;
use color_quant::NeuQuant;
use image::RgbImage;
use thiserror::Error;

/// Width of the frames in pixels. The board is drawn 1,087 px wide; Discord's chat preview
/// shows about 550 px; at two thirds the hex numbers, the turn and the scores stay readable
/// when the GIF is opened, and a long game stays well under 8 MiB.
pub const WIDTH: u32 = 724;
/// How long each frame shows, in hundredths of a second.
pub const DELAY_CS: u16 = 50;
/// The first frame (set-up over) shows a little longer, for the eye to find the board.
pub const FIRST_DELAY_CS: u16 = 100;
/// The last frame (the final position) is held longer before the animation loops.
pub const LAST_DELAY_CS: u16 = 400;
/// The largest GIF made: what any Discord upload takes. A 106-turn game is under 1 MiB.
pub const MAX_BYTES: usize = 8 << 20;
/// Palette index of the transparent pixels of delta frames; indices below it are colours.
const TRANSPARENT: u8 = 255;

#[derive(Debug, Error)]
pub enum TimelapseError {
    #[error("The game's record cannot be replayed: {0}")]
    Record(#[from] RecordError),
    #[error("There is no board to show: the timelapse needs at least one position.")]
    NoPositions,
    #[error("The timelapse could not be written as a GIF: {0}")]
    Encode(String),
}

impl From<gif::EncodingError> for TimelapseError {
    fn from(e: gif::EncodingError) -> Self {
        TimelapseError::Encode(e.to_string())
    }
}

/// The timelapse of a record as GIF bytes, the boards' panels in `lang`.
pub fn gif(lang: Lang, record: &Record) -> Result<Vec<u8>, TimelapseError> {
    encode(lang, &positions(record)?)
}

/// The public views at the recap's points (`recap::GameStats::vp` has one entry per view):
/// when set-up is over, at the end of each turn, and at the end (at game over always a frame
/// of its own). A record still in set-up gives one view, its current position.
pub fn positions(record: &Record) -> Result<Vec<PublicView>, RecordError> {
    let (mut game, mut rng) = record.start()?;
    let mut points = Points::default();
    let mut views = Vec::new();
    // As `Record::replay` does: complete each action from the record's seed, then apply.
    for sa in &record.actions {
        let action = game.complete(sa.action, &mut rng);
        if let Ok(events) = game.apply(sa.p, action) {
            if points.after(&events) {
                views.push(game.public_view());
            }
        }
    }
    if points.final_due(game.phase() == Phase::GameOver) {
        views.push(game.public_view());
    }
    Ok(views)
}

/// The GIF of these positions, one frame each, in order; if that is over `MAX_BYTES`, of
/// every second position (then fourth…), the first and the last always kept.
pub fn encode(lang: Lang, views: &[PublicView]) -> Result<Vec<u8>, TimelapseError> {
    encode_within(lang, views, MAX_BYTES)
}

/// `encode` with a size limit of `max` bytes.
fn encode_within(lang: Lang, views: &[PublicView], max: usize) -> Result<Vec<u8>, TimelapseError> {
    let mut every = 1;
    loop {
        let picked: Vec<&PublicView> = views
            .iter()
            .enumerate()
            .filter(|&(i, _)| i % every == 0 || i + 1 == views.len())
            .map(|(_, v)| v)
            .collect();
        let bytes = encode_all(lang, &picked)?;
        if bytes.len() <= max || picked.len() <= 2 {
            return Ok(bytes);
        }
        every *= 2;
    }
}

/// The GIF of these positions, one frame each, in order.
fn encode_all(lang: Lang, views: &[&PublicView]) -> Result<Vec<u8>, TimelapseError> {
    let (first, last) = match (views.first(), views.last()) {
        (Some(f), Some(l)) => (f, l),
        _ => return Err(TimelapseError::NoPositions),
    };
    let renderer = Renderer::global();
    let draw = |v: &PublicView| downscale(&renderer.render_image_with_panel(lang, v, None));
    let first_img = draw(first);
    let last_img = draw(last);
    let (w, h) = first_img.dimensions();
    // Every view of one game has the same island, hence the same size; a stray view of
    // another size is scaled to the first's so the canvas stays whole.
    let fit = |img: RgbImage| {
        if img.dimensions() == (w, h) {
            img
        } else {
            resize_to(&img, w, h)
        }
    };
    let last_img = fit(last_img);
    let mid_img = (views.len() > 2).then(|| fit(draw(views[views.len() / 2])));
    let mut samples: Vec<&RgbImage> = vec![&first_img, &last_img];
    samples.extend(mid_img.as_ref());
    let mut palette = Palette::from_samples(&samples);

    let (gw, gh) = (to_u16(w)?, to_u16(h)?);
    let mut out = Vec::with_capacity(1 << 20);
    {
        let mut enc = gif::Encoder::new(&mut out, gw, gh, &palette.rgb)?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let mut canvas: Vec<u8> = Vec::new();
        let n = views.len();
        for (k, view) in views.iter().enumerate() {
            // The first, middle and last frames were drawn for the palette already.
            let drawn = match k {
                0 => Some(&first_img),
                _ if k == n - 1 => Some(&last_img),
                _ if k == n / 2 => mid_img.as_ref(),
                _ => None,
            };
            let fresh = drawn.is_none().then(|| fit(draw(view)));
            let img = drawn.or(fresh.as_ref()).expect("a frame drawn or to draw");
            let indexed = palette.map(img);
            let delay = if k == n - 1 {
                LAST_DELAY_CS
            } else if k == 0 {
                FIRST_DELAY_CS
            } else {
                DELAY_CS
            };
            let frame = if k == 0 {
                gif::Frame {
                    width: gw,
                    height: gh,
                    buffer: indexed.clone().into(),
                    delay,
                    ..gif::Frame::default()
                }
            } else {
                delta_frame(&canvas, &indexed, w, delay)
            };
            enc.write_frame(&frame)?;
            canvas = indexed;
        }
    }
    Ok(out)
}

fn to_u16(v: u32) -> Result<u16, TimelapseError> {
    u16::try_from(v).map_err(|_| TimelapseError::Encode(format!("{v} pixels is too large")))
}

/// The frame that turns `before` into `after` (palette indices, `w` wide): the rectangle
/// around every changed pixel, with the pixels that did not change transparent. When
/// nothing changed, one transparent pixel (the frame still carries its delay).
fn delta_frame(before: &[u8], after: &[u8], w: u32, delay: u16) -> gif::Frame<'static> {
    let w = w as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (y, (rb, ra)) in before
        .chunks_exact(w)
        .zip(after.chunks_exact(w))
        .enumerate()
    {
        if rb == ra {
            continue;
        }
        let first = rb.iter().zip(ra).position(|(a, b)| a != b).unwrap_or(0);
        let last = w
            - 1
            - rb.iter()
                .rev()
                .zip(ra.iter().rev())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    let mut frame = gif::Frame {
        delay,
        transparent: Some(TRANSPARENT),
        ..gif::Frame::default()
    };
    if x0 == usize::MAX {
        frame.width = 1;
        frame.height = 1;
        frame.buffer = vec![TRANSPARENT].into();
        return frame;
    }
    let (rw, rh) = (x1 - x0 + 1, y1 - y0 + 1);
    let mut buf = Vec::with_capacity(rw * rh);
    for y in y0..=y1 {
        let row = y * w;
        for x in x0..=x1 {
            let (b, a) = (before[row + x], after[row + x]);
            buf.push(if a == b { TRANSPARENT } else { a });
        }
    }
    // The canvas is at most `WIDTH` wide and as tall as a board: both fit in u16.
    frame.left = x0 as u16;
    frame.top = y0 as u16;
    frame.width = rw as u16;
    frame.height = rh as u16;
    frame.buffer = buf.into();
    frame
}

/// A board image downscaled to `WIDTH` pixels wide, keeping its proportions (every pixel
/// the area-weighted mean of the pixels it covers).
pub fn downscale(img: &RgbImage) -> RgbImage {
    let (w, h) = img.dimensions();
    if w <= WIDTH {
        return img.clone();
    }
    let nh = ((h as f64 * WIDTH as f64 / w as f64).round() as u32).max(1);
    resize_to(img, WIDTH, nh)
}

/// Along one axis, the input pixels each output pixel covers and their weights (summing
/// to `1 << ONE_BITS`): output `o` reads `n` inputs from `start[o]`, weighted by
/// `weights[o * n..][..n]` (zero where it covers fewer).
struct Taps {
    n: usize,
    start: Vec<usize>,
    weights: Vec<u32>,
}

impl Taps {
    fn new(from: usize, to: usize) -> Taps {
        let scale = from as f64 / to as f64;
        let n = (scale.ceil() as usize + 1).min(from);
        let one = 1u32 << ONE_BITS;
        let mut start = Vec::with_capacity(to);
        let mut weights = vec![0u32; to * n];
        for o in 0..to {
            let (a, b) = (o as f64 * scale, (o + 1) as f64 * scale);
            // The window of `n` inputs starts at the first covered one, moved back so it
            // stays inside the line.
            let s = (a.floor() as usize).min(from - n);
            start.push(s);
            // Each weight is its covered fraction, rounded; the largest takes what the
            // rounding left over, so that they sum to exactly one.
            let ws = &mut weights[o * n..][..n];
            for (t, wt) in ws.iter_mut().enumerate() {
                let i = (s + t) as f64;
                let cover = (b.min(i + 1.0) - a.max(i)).max(0.0) / (b - a);
                *wt = (cover * f64::from(one)).round() as u32;
            }
            let total: u32 = ws.iter().sum();
            let big = (0..n).max_by_key(|&t| ws[t]).unwrap_or(0);
            ws[big] = (ws[big] + one).saturating_sub(total);
        }
        Taps { n, start, weights }
    }
}

/// `img` resampled to `nw` × `nh` by area averaging (a box filter, separable: columns
/// first, over whole rows at a time, then along each row), in fixed point: the weights are
/// fractions of `1 << ONE_BITS`, and the intermediate rows carry 8 fractional bits. The
/// loops index slices rather than chain iterator adapters, which the tests' build
/// (opt-level 1) does not inline: this runs for every frame of every timelapse.
pub(crate) fn resize_to(img: &RgbImage, nw: u32, nh: u32) -> RgbImage {
    let (w, h) = (img.width() as usize, img.height() as usize);
    let (nw, nh) = (nw.max(1) as usize, nh.max(1) as usize);
    let (xs, ys) = (Taps::new(w, nw), Taps::new(h, nh));
    let src: &[u8] = img.as_raw();
    let stride = w * 3;
    // Columns: each output row is the weighted sum of the input rows it covers.
    let mut mid = vec![0u16; nh * stride];
    let mut acc = vec![0u32; stride];
    for oy in 0..nh {
        acc.fill(0);
        let sum = &mut acc[..];
        for t in 0..ys.n {
            let wt = ys.weights[oy * ys.n + t];
            if wt == 0 {
                continue;
            }
            let row = &src[(ys.start[oy] + t) * stride..][..stride];
            let mut x = 0;
            while x < stride {
                sum[x] += u32::from(row[x]) * wt;
                x += 1;
            }
        }
        // At most 255 << ONE_BITS, kept as 255 << 8: fits 16 bits.
        let out = &mut mid[oy * stride..][..stride];
        let mut x = 0;
        while x < stride {
            out[x] = ((sum[x] + (1 << (ONE_BITS - 9))) >> (ONE_BITS - 8)) as u16;
            x += 1;
        }
    }
    // Rows: each output pixel is the weighted sum of the pixels it covers.
    let mut dst = vec![0u8; nh * nw * 3];
    let round = 1u32 << (ONE_BITS + 7);
    for oy in 0..nh {
        let row = &mid[oy * stride..][..stride];
        let out = &mut dst[oy * nw * 3..][..nw * 3];
        let mut ox = 0;
        while ox < nw {
            let (mut r, mut g, mut b) = (0u32, 0u32, 0u32);
            let weights = &xs.weights[ox * xs.n..][..xs.n];
            let mut i = xs.start[ox] * 3;
            let mut t = 0;
            while t < weights.len() {
                let wt = weights[t];
                r += u32::from(row[i]) * wt;
                g += u32::from(row[i + 1]) * wt;
                b += u32::from(row[i + 2]) * wt;
                i += 3;
                t += 1;
            }
            // At most 255 << (8 + ONE_BITS) < 2³²; back to 0..=255, rounded.
            out[ox * 3] = ((r + round) >> (ONE_BITS + 8)) as u8;
            out[ox * 3 + 1] = ((g + round) >> (ONE_BITS + 8)) as u8;
            out[ox * 3 + 2] = ((b + round) >> (ONE_BITS + 8)) as u8;
            ox += 1;
        }
    }
    RgbImage::from_raw(nw as u32, nh as u32, dst).expect("the buffer has the image's size")
}

/// The fixed-point weights' bits: a weight of 1 is `1 << ONE_BITS`.
const ONE_BITS: u32 = 14;

/// The shared palette: 255 colours learnt from sample frames (NeuQuant), plus the
/// transparent index; pixels map to it through a table of 6 bits per channel.
struct Palette {
    nq: NeuQuant,
    /// 256 × RGB, index `TRANSPARENT` unused as a colour.
    rgb: Vec<u8>,
    /// Palette index of each 6-bit colour, filled on first use (`u16::MAX`: not yet).
    table: Vec<u16>,
}

impl Palette {
    fn from_samples(samples: &[&RgbImage]) -> Palette {
        let mut rgba = Vec::new();
        for img in samples {
            rgba.reserve(img.as_raw().len() / 3 * 4);
            for p in img.as_raw().chunks_exact(3) {
                rgba.extend_from_slice(&[p[0], p[1], p[2], 255]);
            }
        }
        let nq = NeuQuant::new(10, TRANSPARENT as usize, &rgba);
        let mut rgb = nq.color_map_rgb();
        rgb.resize(256 * 3, 0);
        Palette {
            nq,
            rgb,
            table: vec![u16::MAX; 1 << 18],
        }
    }

    /// The palette indices of an image's pixels (a plain indexed loop: see `resize_to`).
    fn map(&mut self, img: &RgbImage) -> Vec<u8> {
        let src: &[u8] = img.as_raw();
        let mut out = vec![0u8; src.len() / 3];
        let mut k = 0;
        while k < out.len() {
            let p = &src[k * 3..k * 3 + 3];
            let key = (usize::from(p[0] >> 2) << 12)
                | (usize::from(p[1] >> 2) << 6)
                | usize::from(p[2] >> 2);
            let mut i = self.table[key];
            if i == u16::MAX {
                // The middle of the 6-bit cell, so the table does not depend on which pixel
                // filled it first.
                let c = |v: u8| (v & !3) | 2;
                i = self.nq.index_of(&[c(p[0]), c(p[1]), c(p[2]), 255]) as u16;
                self.table[key] = i;
            }
            out[k] = i as u8;
            k += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_averaging_keeps_flat_colour_and_averages_detail() {
        let flat = RgbImage::from_pixel(1087, 742, image::Rgb([10, 200, 77]));
        let small = downscale(&flat);
        assert_eq!(small.dimensions(), (WIDTH, 494));
        assert!(small.pixels().all(|p| p.0 == [10, 200, 77]));
        // A one-pixel checkerboard halved is mid grey everywhere.
        let checks = RgbImage::from_fn(40, 20, |x, y| {
            image::Rgb(if (x + y) % 2 == 0 { [0; 3] } else { [255; 3] })
        });
        let half = resize_to(&checks, 20, 10);
        assert!(
            half.pixels().all(|p| p.0 == [128; 3]),
            "{:?}",
            half.get_pixel(0, 0)
        );
        // A third: each output pixel covers 1.5 inputs; a white column at x = 1 of 3 gives
        // outputs covering it by a third each.
        let stripe = RgbImage::from_fn(3, 1, |x, _| {
            image::Rgb(if x == 1 { [255; 3] } else { [0; 3] })
        });
        let two = resize_to(&stripe, 2, 1);
        assert_eq!(two.get_pixel(0, 0).0, [85; 3]);
        assert_eq!(two.get_pixel(1, 0).0, [85; 3]);
    }

    #[test]
    fn a_delta_frame_holds_the_changed_rectangle_only() {
        let before = vec![1u8; 8 * 4];
        let mut after = before.clone();
        after[8 + 2] = 5; // (2, 1)
        after[2 * 8 + 4] = 6; // (4, 2)
        let f = delta_frame(&before, &after, 8, 50);
        assert_eq!((f.left, f.top, f.width, f.height), (2, 1, 3, 2));
        assert_eq!(
            &f.buffer[..],
            &[5, TRANSPARENT, TRANSPARENT, TRANSPARENT, TRANSPARENT, 6]
        );
        assert_eq!((f.delay, f.transparent), (50, Some(TRANSPARENT)));
        let same = delta_frame(&before, &before, 8, 400);
        assert_eq!(
            (same.width, same.height, &same.buffer[..]),
            (1, 1, &[TRANSPARENT][..])
        );
    }

    #[test]
    fn a_gif_over_its_limit_keeps_every_second_turn_and_both_ends() {
        let r: Record = serde_json::from_str(include_str!(
            "../../../tests/records/demo_four_players.json"
        ))
        .unwrap();
        let views = positions(&r).unwrap();
        let full = encode(Lang::En, &views).unwrap();
        let frames = |bytes: &[u8]| {
            let mut dec = gif::DecodeOptions::new().read_info(bytes).unwrap();
            let mut delays = Vec::new();
            while let Some(f) = dec.read_next_frame().unwrap() {
                delays.push(f.delay);
            }
            delays
        };
        assert_eq!(frames(&full).len(), views.len());
        let max = full.len() * 3 / 4;
        let thin = encode_within(Lang::En, &views, max).unwrap();
        assert!(thin.len() <= max, "{} > {max}", thin.len());
        let delays = frames(&thin);
        // Positions 0, 2, 4, … and the last.
        let kept = (0..views.len())
            .filter(|i| i % 2 == 0 || i + 1 == views.len())
            .count();
        assert_eq!(delays.len(), kept);
        assert_eq!(delays[0], FIRST_DELAY_CS);
        assert_eq!(delays.last(), Some(&LAST_DELAY_CS));
    }
}
