//! Drawing primitives of the renderer: anti-aliased filled polygons (coverage from
//! `ab_glyph_rasterizer`), alpha blending onto RGB images, and coverage masks drawn by
//! imageproc: text (laid out and rasterised by `draw_text_mut`), its halo (grayscale
//! dilation) and soft shadows (a polygon blurred by a gaussian). Polygons stay with
//! `ab_glyph_rasterizer`: imageproc's fill takes whole-pixel corners and has no
//! anti-aliasing inside its edges, which shows on every hex and piece edge (compared side by
//! side when the renderer moved to imageproc). Blending rounds, where imageproc's
//! `interpolate` truncates. Every function clips to the image, so any shape may be drawn
//! partly or wholly outside it.

use ab_glyph::{point, Font, FontRef, ScaleFont};
use ab_glyph_rasterizer::Rasterizer;
use image::{imageops, GrayImage, Luma, RgbImage};
use imageproc::drawing::{draw_polygon_mut, draw_text_mut, text_size};
use imageproc::filter::gaussian_blur_f32;
use imageproc::morphology::{grayscale_dilate, Mask as Disk};
use imageproc::point::Point;

pub(super) type Rgb = [u8; 3];
pub(super) type Pt = (f32, f32);

/// Blends `colour` over the pixel at (x, y) with opacity `a` (0–1).
#[inline]
pub(super) fn blend(img: &mut RgbImage, x: u32, y: u32, colour: Rgb, a: f32) {
    let p = img.get_pixel_mut(x, y);
    blend_px(&mut p.0, colour, a);
}

/// Blends `colour` over one pixel's channels with opacity `a` (0–1). Written out channel by
/// channel: the tests' builds do not optimise this crate enough to see through iterators in
/// the drawing's innermost loop.
#[inline]
fn blend_px(p: &mut [u8; 3], colour: Rgb, a: f32) {
    if a >= 0.999 {
        *p = colour;
        return;
    }
    let mix = |dst: u8, src: u8| (dst as f32 + (src as f32 - dst as f32) * a).round() as u8;
    *p = [
        mix(p[0], colour[0]),
        mix(p[1], colour[1]),
        mix(p[2], colour[2]),
    ];
}

/// Fills the union of `polys` (each a closed outline; holes need the opposite winding) with
/// `colour` at opacity `alpha`, anti-aliased.
pub(super) fn fill_polys(img: &mut RgbImage, polys: &[&[Pt]], colour: Rgb, alpha: f32) {
    let (x0, y0, x1, y1) = bounds(polys);
    let (w, h) = (img.width() as f32, img.height() as f32);
    // The rasterizer accumulates coverage along each row, so rows are never cut
    // horizontally: the area spans the shape's full width, and pixels off the image are
    // skipped when blending. Cutting rows off at the top or bottom is safe.
    let bx0 = x0.floor();
    let bx1 = x1.ceil() + 1.0;
    let by0 = y0.floor().max(0.0);
    let by1 = y1.ceil().min(h);
    if bx1 <= 0.0 || bx0 >= w || by1 <= by0 {
        return;
    }
    let (rw, rh) = ((bx1 - bx0) as usize, (by1 - by0) as usize);
    let mut r = Rasterizer::new(rw, rh);
    for poly in polys {
        for k in 0..poly.len() {
            let a = poly[k];
            let b = poly[(k + 1) % poly.len()];
            r.draw_line(point(a.0 - bx0, a.1 - by0), point(b.0 - bx0, b.1 - by0));
        }
    }
    let (ox, oy) = (bx0 as i64, by0 as u32);
    let iw = img.width() as i64;
    r.for_each_pixel_2d(|x, y, c| {
        let px = ox + x as i64;
        if c > 0.004 && px >= 0 && px < iw {
            blend(img, px as u32, oy + y, colour, c.min(1.0) * alpha);
        }
    });
}

/// The bounding box (x0, y0, x1, y1) of `polys`.
fn bounds(polys: &[&[Pt]]) -> (f32, f32, f32, f32) {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in polys.iter().flat_map(|p| p.iter()) {
        x0 = x0.min(p.0);
        y0 = y0.min(p.1);
        x1 = x1.max(p.0);
        y1 = y1.max(p.1);
    }
    (x0, y0, x1, y1)
}

pub(super) fn fill(img: &mut RgbImage, poly: &[Pt], colour: Rgb) {
    fill_polys(img, &[poly], colour, 1.0);
}

/// A polygon approximating a circle, clockwise on screen.
pub(super) fn circle(c: Pt, r: f32) -> Vec<Pt> {
    let n = ((r * 1.5) as usize).clamp(16, 120);
    (0..n)
        .map(|k| {
            let t = k as f32 / n as f32 * std::f32::consts::TAU;
            (c.0 + r * t.cos(), c.1 + r * t.sin())
        })
        .collect()
}

/// An ellipse rotated by `angle` radians.
pub(super) fn ellipse(c: Pt, rx: f32, ry: f32, angle: f32) -> Vec<Pt> {
    let (s, co) = angle.sin_cos();
    (0..32)
        .map(|k| {
            let t = k as f32 / 32.0 * std::f32::consts::TAU;
            let (x, y) = (rx * t.cos(), ry * t.sin());
            (c.0 + x * co - y * s, c.1 + x * s + y * co)
        })
        .collect()
}

/// A pointy-top hexagon of circumradius `r`.
pub(super) fn hexagon(c: Pt, r: f32) -> Vec<Pt> {
    (0..6)
        .map(|k| {
            let t = (-90.0 + 60.0 * k as f32).to_radians();
            (c.0 + r * t.cos(), c.1 + r * t.sin())
        })
        .collect()
}

/// A rectangle with rounded corners.
pub(super) fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Vec<Pt> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let mut out = Vec::with_capacity(40);
    let corners = [
        (x + w - r, y + r, -90.0f32),
        (x + w - r, y + h - r, 0.0),
        (x + r, y + h - r, 90.0),
        (x + r, y + r, 180.0),
    ];
    for (cx, cy, start) in corners {
        for k in 0..=8 {
            let t = (start + 90.0 * k as f32 / 8.0).to_radians();
            out.push((cx + r * t.cos(), cy + r * t.sin()));
        }
    }
    out
}

/// A straight band of width `w` from `a` to `b` (square ends).
pub(super) fn band(a: Pt, b: Pt, w: f32) -> Vec<Pt> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (nx, ny) = (-dy / len * w / 2.0, dx / len * w / 2.0);
    vec![
        (a.0 + nx, a.1 + ny),
        (b.0 + nx, b.1 + ny),
        (b.0 - nx, b.1 - ny),
        (a.0 - nx, a.1 - ny),
    ]
}

/// The outline `poly` pushed outward by `d` (mitred corners); works for any simple polygon.
pub(super) fn grow(poly: &[Pt], d: f32) -> Vec<Pt> {
    let n = poly.len();
    let area: f32 = (0..n)
        .map(|k| {
            let (a, b) = (poly[k], poly[(k + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    // Screen coordinates (y down): positive area is clockwise; its outward normal of an
    // edge (dx, dy) is (dy, -dx).
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let normal = |a: Pt, b: Pt| {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-6);
        (sign * dy / len, -sign * dx / len)
    };
    (0..n)
        .map(|k| {
            let prev = poly[(k + n - 1) % n];
            let cur = poly[k];
            let next = poly[(k + 1) % n];
            let n1 = normal(prev, cur);
            let n2 = normal(cur, next);
            let dot = (n1.0 * n2.0 + n1.1 * n2.1).max(-0.6);
            let s = d / (1.0 + dot);
            (cur.0 + (n1.0 + n2.0) * s, cur.1 + (n1.1 + n2.1) * s)
        })
        .collect()
}

/// Fills `poly` with `colour` inside an outline of width `w` in `line`.
pub(super) fn fill_outlined(img: &mut RgbImage, poly: &[Pt], colour: Rgb, line: Rgb, w: f32) {
    fill(img, &grow(poly, w), line);
    fill(img, poly, colour);
}

/// A coverage mask (0–255): text, a text's halo or a shadow, and where the text sits in it.
#[derive(Debug, Clone)]
pub(super) struct Mask {
    pub coverage: GrayImage,
    /// Where the text's baseline and origin sit relative to the mask's top-left corner.
    pub baseline: f32,
    pub origin_x: f32,
    /// Advance width of the text: where the next text would start.
    pub advance: f32,
}

impl Mask {
    /// Text set in `font` at `px` pixels per em, laid out and rasterised by imageproc, cropped
    /// to its ink.
    pub(super) fn text(font: &FontRef<'static>, px: f32, text: &str) -> Mask {
        let (w, h) = text_size(px, font, text);
        // Room for ink outside the text's box (a negative side bearing, an accent).
        let pad = (px / 4.0).ceil() as u32 + 2;
        let mut canvas = GrayImage::new(w + 2 * pad, h + 2 * pad);
        draw_text_mut(
            &mut canvas,
            Luma([255]),
            pad as i32,
            pad as i32,
            px,
            font,
            text,
        );
        let ascent = font.as_scaled(px).ascent();
        let (origin_x, baseline) = (pad as f32, pad as f32 + ascent);
        match ink_bounds(&canvas) {
            None => Mask {
                coverage: GrayImage::new(0, 0),
                baseline: 0.0,
                origin_x: 0.0,
                advance: w as f32,
            },
            Some((x0, y0, x1, y1)) => Mask {
                coverage: imageops::crop_imm(&canvas, x0, y0, x1 - x0, y1 - y0).to_image(),
                baseline: baseline - y0 as f32,
                origin_x: origin_x - x0 as f32,
                advance: w as f32,
            },
        }
    }

    /// This mask grown by `r` pixels in every direction (a halo behind text): imageproc's
    /// grayscale dilation by a disk.
    pub(super) fn dilate(&self, r: u8) -> Mask {
        let (w, h) = self.coverage.dimensions();
        let pad = u32::from(r);
        let mut padded = GrayImage::new(w + 2 * pad, h + 2 * pad);
        imageops::replace(&mut padded, &self.coverage, pad.into(), pad.into());
        Mask {
            coverage: grayscale_dilate(&padded, &Disk::disk(r)),
            baseline: self.baseline + pad as f32,
            origin_x: self.origin_x + pad as f32,
            advance: self.advance,
        }
    }

    pub(super) fn width(&self) -> u32 {
        self.coverage.width()
    }

    pub(super) fn height(&self) -> u32 {
        self.coverage.height()
    }

    /// Blends the mask in `colour` with its top-left corner at (x, y).
    pub(super) fn draw_at(&self, img: &mut RgbImage, x: f32, y: f32, colour: Rgb) {
        blend_mask(
            img,
            &self.coverage,
            (x.round() as i64, y.round() as i64),
            colour,
            1.0,
        );
    }

    /// Blends the mask with its ink centred on `c`.
    pub(super) fn draw_centred(&self, img: &mut RgbImage, c: Pt, colour: Rgb) {
        self.draw_at(
            img,
            c.0 - self.width() as f32 / 2.0,
            c.1 - self.height() as f32 / 2.0,
            colour,
        );
    }

    /// Blends the mask with the text's origin on the baseline at `p`.
    pub(super) fn draw_baseline(&self, img: &mut RgbImage, p: Pt, colour: Rgb) {
        self.draw_at(img, p.0 - self.origin_x, p.1 - self.baseline, colour);
    }
}

/// The smallest box (x0, y0, x1, y1; ends exclusive) holding every covered pixel, if any.
fn ink_bounds(m: &GrayImage) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for (x, y, p) in m.enumerate_pixels() {
        if p.0[0] > 0 {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x + 1);
            y1 = y1.max(y + 1);
        }
    }
    (x1 > x0).then_some((x0, y0, x1, y1))
}

/// Blends `colour` through `coverage` (scaled by `opacity`) with the mask's top-left corner
/// at `at`; what falls outside the image is skipped.
fn blend_mask(img: &mut RgbImage, coverage: &GrayImage, at: (i64, i64), colour: Rgb, opacity: f32) {
    let (iw, ih) = (i64::from(img.width()), i64::from(img.height()));
    let (mw, mh) = (i64::from(coverage.width()), i64::from(coverage.height()));
    // The part of the mask that falls on the image.
    let (x0, x1) = (at.0.max(0), (at.0 + mw).min(iw));
    let (y0, y1) = (at.1.max(0), (at.1 + mh).min(ih));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let cov = coverage.as_raw();
    let stride = iw as usize * 3;
    let pixels: &mut [u8] = img;
    for y in y0..y1 {
        // Where row y's pixel x is in the mask: at mask_row + x (never negative, as x ≥ at.0).
        let (mask_row, img_row) = ((y - at.1) * mw - at.0, y as usize * stride);
        for x in x0..x1 {
            let c = cov[(mask_row + x) as usize];
            if c > 0 {
                let i = img_row + x as usize * 3;
                let p: &mut [u8; 3] = (&mut pixels[i..i + 3]).try_into().unwrap();
                blend_px(p, colour, f32::from(c) / 255.0 * opacity);
            }
        }
    }
}

/// A soft shadow's mask as it will be blended: the shape (moved by the shadow's offset) in
/// whole-pixel corners within a mask of `w`×`h`, and the blur. The same key always makes the
/// same mask, so the renderer blurs each piece's shadow at each place once
/// (`Renderer::shadow`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct ShadowKey {
    corners: Vec<(i32, i32)>,
    w: u32,
    h: u32,
    sigma_bits: u32,
}

/// A soft shadow under `poly` placed on the image: its mask's key and where the mask's
/// top-left corner goes. `None` when the shape has no area in whole pixels.
pub(super) fn shadow_at(poly: &[Pt], offset: Pt, sigma: f32) -> Option<(ShadowKey, (i64, i64))> {
    let (x0, y0, x1, y1) = bounds(&[poly]);
    let margin = (3.0 * sigma).ceil() + 1.0;
    let (ox, oy) = (
        (x0 + offset.0 - margin).floor(),
        (y0 + offset.1 - margin).floor(),
    );
    let w = ((x1 + offset.0 + margin).ceil() - ox) as u32;
    let h = ((y1 + offset.1 + margin).ceil() - oy) as u32;
    let mut corners: Vec<(i32, i32)> = Vec::with_capacity(poly.len());
    for p in poly {
        let q = (
            (p.0 + offset.0 - ox).round() as i32,
            (p.1 + offset.1 - oy).round() as i32,
        );
        if corners.last() != Some(&q) {
            corners.push(q);
        }
    }
    while corners.len() > 1 && corners.first() == corners.last() {
        corners.pop();
    }
    let key = ShadowKey {
        corners,
        w,
        h,
        sigma_bits: sigma.to_bits(),
    };
    (key.corners.len() >= 3).then_some((key, (ox as i64, oy as i64)))
}

/// The mask of a soft shadow: its shape filled by imageproc, blurred by imageproc's gaussian,
/// in eight steps of shade.
pub(super) fn shadow_mask(key: &ShadowKey) -> GrayImage {
    let corners: Vec<Point<i32>> = key.corners.iter().map(|&(x, y)| Point::new(x, y)).collect();
    let mut shape = GrayImage::new(key.w, key.h);
    draw_polygon_mut(&mut shape, &corners, Luma([255]));
    let mut blurred = gaussian_blur_f32(&shape, f32::from_bits(key.sigma_bits));
    // Eight steps of shade look as smooth and keep the PNG small: every distinct shade over
    // the same ground is one more byte sequence for deflate to store.
    for p in blurred.pixels_mut() {
        let step = (u32::from(p.0[0]) * 8 + 127) / 255;
        p.0[0] = (step * 255 / 8) as u8;
    }
    blurred
}

/// Blends a shadow's mask in black at `opacity`, its top-left corner at `at`.
pub(super) fn blend_shadow(img: &mut RgbImage, mask: &GrayImage, at: (i64, i64), opacity: f32) {
    blend_mask(img, mask, at, [0, 0, 0], opacity);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filled_square_covers_its_inside_only() {
        let mut img = RgbImage::new(20, 20);
        let sq = [(5.0, 5.0), (15.0, 5.0), (15.0, 15.0), (5.0, 15.0)];
        fill(&mut img, &sq, [255, 0, 0]);
        assert_eq!(img.get_pixel(10, 10).0, [255, 0, 0]);
        assert_eq!(img.get_pixel(2, 2).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(16, 10).0, [0, 0, 0]);
    }

    #[test]
    fn grow_pushes_outward_for_both_windings() {
        let sq = vec![(5.0, 5.0), (15.0, 5.0), (15.0, 15.0), (5.0, 15.0)];
        let g = grow(&sq, 2.0);
        assert!((g[0].0 - 3.0).abs() < 1e-4 && (g[0].1 - 3.0).abs() < 1e-4);
        let rev: Vec<Pt> = sq.iter().rev().copied().collect();
        let g = grow(&rev, 2.0);
        assert!((g[3].0 - 3.0).abs() < 1e-4 && (g[3].1 - 3.0).abs() < 1e-4);
    }

    #[test]
    fn shapes_clip_at_the_image_edge() {
        let mut img = RgbImage::new(10, 10);
        fill(&mut img, &circle((0.0, 0.0), 30.0), [9, 9, 9]);
        fill(&mut img, &circle((-50.0, -50.0), 5.0), [200, 0, 0]);
        assert_eq!(img.get_pixel(9, 9).0, [9, 9, 9]);
    }

    fn font() -> FontRef<'static> {
        FontRef::try_from_slice(crate::FONT_BOLD).unwrap()
    }

    #[test]
    fn text_is_cropped_to_its_ink_with_the_baseline_inside() {
        let m = Mask::text(&font(), 20.0, "Turn 7");
        assert!(m.width() > 40 && m.width() < 80, "{}", m.width());
        assert!(m.height() > 10 && m.height() < 20, "{}", m.height());
        // Nothing of "Turn 7" hangs below the baseline.
        assert!(
            (m.baseline - m.height() as f32).abs() < 1.5,
            "{}",
            m.baseline
        );
        assert!(m.advance >= m.width() as f32);
        let coverage = |x: u32| {
            (0..m.height())
                .map(|y| m.coverage.get_pixel(x, y).0[0])
                .max()
        };
        assert!(coverage(0) > Some(0) && coverage(m.width() - 1) > Some(0));
        let blank = Mask::text(&font(), 20.0, " ");
        assert_eq!((blank.width(), blank.height()), (0, 0));
        assert!(blank.advance > 0.0);
    }

    #[test]
    fn a_halo_grows_the_text_and_keeps_its_baseline() {
        let m = Mask::text(&font(), 20.0, "AB");
        let h = m.dilate(2);
        assert_eq!((h.width(), h.height()), (m.width() + 4, m.height() + 4));
        assert_eq!(h.baseline, m.baseline + 2.0);
        for (x, y, p) in m.coverage.enumerate_pixels() {
            assert!(h.coverage.get_pixel(x + 2, y + 2).0[0] >= p.0[0]);
        }
        let bottom = |y| (0..h.width()).any(|x| h.coverage.get_pixel(x, y).0[0] > 0);
        assert!(bottom(h.height() - 1));
    }

    #[test]
    fn a_shadow_moved_by_whole_pixels_has_the_same_mask_elsewhere() {
        let sq = [(20.3, 20.6), (40.3, 20.6), (40.3, 40.6), (20.3, 40.6)];
        let moved: Vec<Pt> = sq.iter().map(|p| (p.0 + 7.0, p.1 - 3.0)).collect();
        let (k1, at1) = shadow_at(&sq, (2.0, 3.0), 1.5).unwrap();
        let (k2, at2) = shadow_at(&moved, (2.0, 3.0), 1.5).unwrap();
        assert_eq!(k1, k2);
        assert_eq!((at2.0 - at1.0, at2.1 - at1.1), (7, -3));
        // A blur of another size is another mask.
        assert_ne!(shadow_at(&sq, (2.0, 3.0), 2.0).unwrap().0, k1);
        // A shape with no area in whole pixels casts none.
        assert!(shadow_at(&[(1.0, 1.0), (1.2, 1.1), (1.1, 1.2)], (0.0, 0.0), 1.0).is_none());
    }

    #[test]
    fn a_soft_shadow_darkens_under_and_beside_its_shape_and_fades_out() {
        let mut img = RgbImage::from_pixel(60, 60, image::Rgb([200, 200, 200]));
        let sq = [(20.0, 20.0), (40.0, 20.0), (40.0, 40.0), (20.0, 40.0)];
        let (key, at) = shadow_at(&sq, (2.0, 2.0), 2.0).unwrap();
        blend_shadow(&mut img, &shadow_mask(&key), at, 0.5);
        let at = |x, y| img.get_pixel(x, y).0[0];
        assert_eq!(at(31, 31), 100);
        assert!(at(43, 31) < 200 && at(43, 31) > 100, "{}", at(43, 31));
        assert_eq!(at(55, 31), 200);
        assert_eq!(at(5, 5), 200);
    }
}
