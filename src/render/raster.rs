//! Drawing primitives of the renderer: anti-aliased filled polygons (coverage from
//! `ab_glyph_rasterizer`), alpha blending onto RGB images, and text as coverage masks.
//! Every function clips to the image, so any shape may be drawn partly or wholly outside it.

use ab_glyph::{point, Font, FontRef, GlyphId, ScaleFont};
use ab_glyph_rasterizer::Rasterizer;
use image::RgbImage;

pub type Rgb = [u8; 3];
pub type Pt = (f32, f32);

/// Blends `colour` over the pixel at (x, y) with opacity `a` (0–1).
#[inline]
pub fn blend(img: &mut RgbImage, x: u32, y: u32, colour: Rgb, a: f32) {
    let p = img.get_pixel_mut(x, y);
    if a >= 0.999 {
        p.0 = colour;
        return;
    }
    for (dst, &src) in p.0.iter_mut().zip(colour.iter()) {
        let v = *dst as f32 + (src as f32 - *dst as f32) * a;
        *dst = v.round() as u8;
    }
}

/// Fills the union of `polys` (each a closed outline; holes need the opposite winding) with
/// `colour` at opacity `alpha`, anti-aliased.
pub fn fill_polys(img: &mut RgbImage, polys: &[&[Pt]], colour: Rgb, alpha: f32) {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in polys.iter().flat_map(|p| p.iter()) {
        x0 = x0.min(p.0);
        y0 = y0.min(p.1);
        x1 = x1.max(p.0);
        y1 = y1.max(p.1);
    }
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

pub fn fill(img: &mut RgbImage, poly: &[Pt], colour: Rgb) {
    fill_polys(img, &[poly], colour, 1.0);
}

/// A polygon approximating a circle, clockwise on screen.
pub fn circle(c: Pt, r: f32) -> Vec<Pt> {
    let n = ((r * 1.5) as usize).clamp(16, 120);
    (0..n)
        .map(|k| {
            let t = k as f32 / n as f32 * std::f32::consts::TAU;
            (c.0 + r * t.cos(), c.1 + r * t.sin())
        })
        .collect()
}

/// An ellipse rotated by `angle` radians.
pub fn ellipse(c: Pt, rx: f32, ry: f32, angle: f32) -> Vec<Pt> {
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
pub fn hexagon(c: Pt, r: f32) -> Vec<Pt> {
    (0..6)
        .map(|k| {
            let t = (-90.0 + 60.0 * k as f32).to_radians();
            (c.0 + r * t.cos(), c.1 + r * t.sin())
        })
        .collect()
}

/// A rectangle with rounded corners.
pub fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Vec<Pt> {
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
pub fn band(a: Pt, b: Pt, w: f32) -> Vec<Pt> {
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
pub fn grow(poly: &[Pt], d: f32) -> Vec<Pt> {
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
pub fn fill_outlined(img: &mut RgbImage, poly: &[Pt], colour: Rgb, line: Rgb, w: f32) {
    fill(img, &grow(poly, w), line);
    fill(img, poly, colour);
}

/// Text (or any shape) as a coverage mask, cropped to its ink.
#[derive(Debug, Clone)]
pub struct Mask {
    pub w: u32,
    pub h: u32,
    pub data: Vec<u8>,
    /// Where the text's baseline and origin sit relative to the mask's top-left corner.
    pub baseline: f32,
    pub origin_x: f32,
    /// Advance width of the text: where the next text would start.
    pub advance: f32,
}

impl Mask {
    /// Text set in `font` at `px` pixels per em.
    pub fn text(font: &FontRef<'static>, px: f32, text: &str) -> Mask {
        let scaled = font.as_scaled(px);
        let ascent = scaled.ascent();
        let mut caret = 0.0f32;
        let mut prev: Option<GlyphId> = None;
        let mut glyphs = Vec::new();
        for ch in text.chars() {
            let id = scaled.glyph_id(ch);
            if let Some(p) = prev {
                caret += scaled.kern(p, id);
            }
            glyphs.push(id.with_scale_and_position(px, point(caret, ascent)));
            caret += scaled.h_advance(id);
            prev = Some(id);
        }
        let full_w = (caret.ceil() as u32 + 4).max(1);
        let full_h = ((ascent - scaled.descent()).ceil() as u32 + 4).max(1);
        let mut buf = vec![0f32; (full_w * full_h) as usize];
        for g in glyphs {
            if let Some(o) = font.outline_glyph(g) {
                let b = o.px_bounds();
                o.draw(|x, y, c| {
                    let (px_, py_) = (b.min.x as i32 + x as i32 + 2, b.min.y as i32 + y as i32 + 2);
                    if px_ >= 0 && py_ >= 0 && (px_ as u32) < full_w && (py_ as u32) < full_h {
                        let v = &mut buf[(py_ as u32 * full_w + px_ as u32) as usize];
                        *v = (*v + c).min(1.0);
                    }
                });
            }
        }
        // Crop to ink.
        let (mut x0, mut y0, mut x1, mut y1) = (full_w, full_h, 0, 0);
        for y in 0..full_h {
            for x in 0..full_w {
                if buf[(y * full_w + x) as usize] > 0.0 {
                    x0 = x0.min(x);
                    y0 = y0.min(y);
                    x1 = x1.max(x + 1);
                    y1 = y1.max(y + 1);
                }
            }
        }
        if x1 <= x0 {
            return Mask {
                w: 0,
                h: 0,
                data: Vec::new(),
                baseline: 0.0,
                origin_x: 0.0,
                advance: caret,
            };
        }
        let (w, h) = (x1 - x0, y1 - y0);
        let mut data = Vec::with_capacity((w * h) as usize);
        for y in y0..y1 {
            for x in x0..x1 {
                data.push((buf[(y * full_w + x) as usize] * 255.0).round() as u8);
            }
        }
        Mask {
            w,
            h,
            data,
            baseline: ascent + 2.0 - y0 as f32,
            origin_x: 2.0 - x0 as f32,
            advance: caret,
        }
    }

    /// This mask grown by `r` pixels in every direction (a halo behind text).
    pub fn dilate(&self, r: u32) -> Mask {
        let (w, h) = (self.w + 2 * r, self.h + 2 * r);
        let mut data = vec![0u8; (w * h) as usize];
        let ri = r as i32;
        let r2 = (r * r + r) as i32;
        for y in 0..h as i32 {
            for x in 0..w as i32 {
                let mut m = 0u8;
                for dy in -ri..=ri {
                    let sy = y - ri + dy;
                    if sy < 0 || sy >= self.h as i32 {
                        continue;
                    }
                    for dx in -ri..=ri {
                        if dx * dx + dy * dy > r2 {
                            continue;
                        }
                        let sx = x - ri + dx;
                        if sx < 0 || sx >= self.w as i32 {
                            continue;
                        }
                        m = m.max(self.data[(sy as u32 * self.w + sx as u32) as usize]);
                    }
                }
                data[(y as u32 * w + x as u32) as usize] = m;
            }
        }
        Mask {
            w,
            h,
            data,
            baseline: self.baseline + r as f32,
            origin_x: self.origin_x + r as f32,
            advance: self.advance,
        }
    }

    /// Blends the mask in `colour` with its top-left corner at (x, y).
    pub fn draw_at(&self, img: &mut RgbImage, x: f32, y: f32, colour: Rgb) {
        let (x, y) = (x.round() as i32, y.round() as i32);
        let (iw, ih) = (img.width() as i32, img.height() as i32);
        for my in 0..self.h as i32 {
            let py = y + my;
            if py < 0 || py >= ih {
                continue;
            }
            for mx in 0..self.w as i32 {
                let px = x + mx;
                if px < 0 || px >= iw {
                    continue;
                }
                let c = self.data[(my as u32 * self.w + mx as u32) as usize];
                if c > 0 {
                    blend(img, px as u32, py as u32, colour, c as f32 / 255.0);
                }
            }
        }
    }

    /// Blends the mask with its ink centred on `c`.
    pub fn draw_centred(&self, img: &mut RgbImage, c: Pt, colour: Rgb) {
        self.draw_at(
            img,
            c.0 - self.w as f32 / 2.0,
            c.1 - self.h as f32 / 2.0,
            colour,
        );
    }

    /// Blends the mask with the text's origin on the baseline at `p`.
    pub fn draw_baseline(&self, img: &mut RgbImage, p: Pt, colour: Rgb) {
        self.draw_at(img, p.0 - self.origin_x, p.1 - self.baseline, colour);
    }
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
}
