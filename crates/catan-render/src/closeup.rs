//! Close-ups to choose from: the part of the board that holds a chooser's options, cropped
//! from the drawn board and enlarged so that on a phone (an image shown about 330 px wide)
//! each option's label reads at least `MIN_LABEL_AT_PHONE` px tall. Options spread over the
//! island get several close-ups, each holding its own options whole (a label is never cut
//! off at an edge). The labels are those the chooser's options name: intersection numbers
//! (a road is named by its ends), and hex letters for the robber.

use super::icons::INK;
use super::island::letter_at;
use super::raster::{fill_outlined, rounded_rect};
use super::{Highlight, Layout, Renderer, Weight, HEX_PX};
use catan_engine::{Action, Hex, Intersection, PublicView};
use image::imageops::{self, FilterType};
use image::RgbImage;

/// How wide a close-up is drawn: twice the phone width it is made for, so that a phone's
/// screen (two or three pixels to the point) shows it sharp.
pub const CLOSE_UP_PX: u32 = 660;
/// The width a phone shows an attached image at (portrait), in its points.
pub const PHONE_PX: f32 = 330.0;
/// The least height a chooser's label may have on a phone, in its points.
pub const MIN_LABEL_AT_PHONE: f32 = 12.0;
/// The labels' font size in the close-up's pixels: digits and capitals of DejaVu Sans Bold
/// are about 0.68 em tall, 26 px here and 13 px on the phone.
const LABEL_PX: f32 = 38.0;
/// The widest crop, in base-island pixels: about four hexes across, which enlarges the
/// board by 1.27 (neighbouring intersections' labels stay apart).
const CROP_PX: f32 = 520.0;
/// Discord's widest image that does not shift its layout (11:7).
const WIDEST: f32 = 11.0 / 7.0;

/// A place a chooser offers, labelled in its close-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Spot {
    Intersection(Intersection),
    Hex(Hex),
}

impl Spot {
    /// The label the chooser's option begins with.
    pub fn label(&self) -> String {
        match self {
            Spot::Intersection(i) => i.number().to_string(),
            Spot::Hex(h) => h.name().to_string(),
        }
    }
}

impl Spot {
    /// The spots a chooser's option for `action` names: the place of a settlement or city,
    /// both ends of a road, the robber's hex. None for an action with no place.
    pub fn of_action(action: &Action) -> Option<Vec<Spot>> {
        match *action {
            Action::PlaceSettlement { at }
            | Action::BuildSettlement { at }
            | Action::BuildCity { at } => Some(vec![Spot::Intersection(at)]),
            Action::PlaceRoad { at } | Action::BuildRoad { at } => {
                let (a, b) = at.ends();
                Some(vec![Spot::Intersection(a), Spot::Intersection(b)])
            }
            Action::MoveRobber { to, .. } => Some(vec![Spot::Hex(to)]),
            _ => None,
        }
    }
}

impl Spot {
    /// Every intersection of `view` without a building, each an option of its own: the
    /// places **🔍 Close-up** numbers.
    pub fn free_intersections(view: &PublicView) -> Vec<Vec<Spot>> {
        view.topology()
            .intersections()
            .filter(|&i| view.building_at(i).is_none())
            .map(|i| vec![Spot::Intersection(i)])
            .collect()
    }
}

impl Highlight {
    /// Its places as a chooser's options (`Spot::of_action`): each settlement, city and road.
    pub fn options(&self) -> Vec<Vec<Spot>> {
        let one = |i: &Intersection| vec![Spot::Intersection(*i)];
        self.settlements
            .iter()
            .map(one)
            .chain(self.cities.iter().map(one))
            .chain(self.roads.iter().map(|p| {
                let (a, b) = p.ends();
                vec![Spot::Intersection(a), Spot::Intersection(b)]
            }))
            .collect()
    }
}

/// A label as drawn in a close-up: its text, and the box of its ink in the close-up's
/// pixels (x0, y0, x1, y1).
#[derive(Debug, Clone, PartialEq)]
pub struct PlacedLabel {
    pub spot: Spot,
    pub text: String,
    pub ink: (f32, f32, f32, f32),
    /// The badge behind it, which must lie inside the image.
    pub badge: (f32, f32, f32, f32),
}

impl PlacedLabel {
    /// How tall its ink is when the close-up is shown `shown_px` wide.
    pub fn height_when_shown(&self, image_width: u32, shown_px: f32) -> f32 {
        (self.ink.3 - self.ink.1) * shown_px / image_width as f32
    }
}

/// One close-up: the image and where its labels are.
pub struct CloseUp {
    pub image: RgbImage,
    pub labels: Vec<PlacedLabel>,
}

/// Where a chooser's options are on an island, for its close-ups: each option's spots
/// (a place, or a road's two ends, or a hex).
struct Places<'r> {
    renderer: &'r Renderer,
    layout: Layout,
    hexes: bool,
}

impl<'r> Places<'r> {
    fn new(renderer: &'r Renderer, view: &PublicView, options: &[Vec<Spot>]) -> Places<'r> {
        Places {
            renderer,
            layout: *renderer.layout(view.board.island()),
            hexes: options.iter().flatten().any(|s| matches!(s, Spot::Hex(_))),
        }
    }

    /// Where a spot's label goes, in the board image's pixels.
    fn at(&self, s: &Spot) -> (f32, f32) {
        let l = &self.layout;
        match *s {
            Spot::Intersection(i) => l.intersection(i),
            Spot::Hex(h) => letter_at(self.renderer, l, l.hex_centre(h), h.name()),
        }
    }

    /// What must show around a spot: its label and the pieces beside an intersection; a
    /// hex whole.
    fn extent(&self, s: &Spot) -> (f32, f32, f32, f32) {
        let l = &self.layout;
        let (dx, dy, c) = match *s {
            Spot::Intersection(i) => (0.8 * l.hex, 0.8 * l.hex, l.intersection(i)),
            Spot::Hex(h) => (0.95 * l.hex, 1.05 * l.hex, l.hex_centre(h)),
        };
        (c.0 - dx, c.1 - dy, c.0 + dx, c.1 + dy)
    }

    /// The widest crop. The robber's hexes are most of the island: the whole island in one
    /// close-up, its letters enlarged (a hex holds its letter at any scale). Places on
    /// intersections are closer together: about four hexes across at most, at one zoom.
    fn widest(&self) -> f32 {
        let l = &self.layout;
        match self.hexes {
            true => l.board_width as f32,
            false => (CROP_PX * l.hex / HEX_PX).min(l.board_width as f32),
        }
    }

    /// The options in pages, each page's options fitting one close-up: all on one when they
    /// fit, else by the parts of the island they lie in (an option where its spots' middle
    /// is), top to bottom and left to right.
    fn pages(&self, options: &[Vec<Spot>]) -> Vec<Vec<usize>> {
        let anchors: Vec<(f32, f32)> = options
            .iter()
            .map(|o| {
                let pts: Vec<(f32, f32)> = o.iter().map(|s| self.at(s)).collect();
                let n = pts.len().max(1) as f32;
                let sum = pts.iter().fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
                (sum.0 / n, sum.1 / n)
            })
            .collect();
        // How far an option's spots lie from its middle (a road's ends: half a hex), and
        // around each the room of its extent.
        let reach = options
            .iter()
            .zip(&anchors)
            .flat_map(|(o, a)| {
                o.iter().map(move |s| {
                    let (e, p) = (self.extent(s), self.at(s));
                    let room = (p.0 - e.0).max(p.1 - e.1);
                    ((p.0 - a.0).abs().max((p.1 - a.1).abs())) + room
                })
            })
            .fold(0.0f32, f32::max);
        group(&anchors, self.widest() - 2.0 * reach)
    }

    /// The crop of the page holding `options`.
    fn crop(&self, options: &[&Vec<Spot>]) -> (f32, f32, f32, f32) {
        let need = options
            .iter()
            .flat_map(|o| o.iter())
            .map(|s| self.extent(s))
            .fold((f32::MAX, f32::MAX, f32::MIN, f32::MIN), |a, b| {
                (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2), a.3.max(b.3))
            });
        let width = match self.hexes {
            true => need.2 - need.0,
            false => self.widest(),
        };
        crop_for(&self.layout, need, width)
    }
}

impl Renderer {
    /// A chooser's `options` (each the spots it names) in pages of one close-up each (see
    /// `close_up_page`): the options' indices of each page.
    pub fn close_up_pages(&self, view: &PublicView, options: &[Vec<Spot>]) -> Vec<Vec<usize>> {
        if options.is_empty() {
            return Vec::new();
        }
        Places::new(self, view, options).pages(options)
    }

    /// The close-up of page `page` of `options` (as `close_up_pages` splits them) on `view`
    /// drawn with `highlight`: the page's options' spots labelled, and any other option's
    /// spots whose labels fit in it whole. None past the last page.
    pub fn close_up_page(
        &self,
        view: &PublicView,
        highlight: Option<&Highlight>,
        options: &[Vec<Spot>],
        page: usize,
    ) -> Option<CloseUp> {
        let places = Places::new(self, view, options);
        let pages = places.pages(options);
        let mine: Vec<&Vec<Spot>> = pages.get(page)?.iter().map(|&k| &options[k]).collect();
        let board = self.render_image(view, highlight);
        let crop = places.crop(&mine);
        let mut group: Vec<Spot> = mine.iter().flat_map(|o| o.iter().copied()).collect();
        group.sort();
        group.dedup();
        let mut all: Vec<Spot> = options.iter().flatten().copied().collect();
        all.sort();
        all.dedup();
        Some(self.close_up(&board, crop, &group, &all, &|s| places.at(s)))
    }

    /// Page `page`'s close-up (`close_up_page`) as PNG bytes, or the whole board when
    /// there is no such page (no options).
    pub fn close_up_png(
        &self,
        view: &PublicView,
        highlight: Option<&Highlight>,
        options: &[Vec<Spot>],
        page: usize,
    ) -> Vec<u8> {
        match self.close_up_page(view, highlight, options, page) {
            Some(up) => super::encode_png(&up.image),
            None => self.render(view, highlight),
        }
    }

    /// Every page's close-up of `options` (`close_up_page`), in order.
    pub fn close_ups(
        &self,
        view: &PublicView,
        highlight: Option<&Highlight>,
        options: &[Vec<Spot>],
    ) -> Vec<CloseUp> {
        (0..self.close_up_pages(view, options).len())
            .filter_map(|k| self.close_up_page(view, highlight, options, k))
            .collect()
    }

    /// The close-up of `crop`, made for the spots of `group`: they and every other spot of
    /// `all` whose label fits whole in it are labelled (an option seen is an option named).
    fn close_up(
        &self,
        board: &RgbImage,
        crop: (f32, f32, f32, f32),
        group: &[Spot],
        all: &[Spot],
        at: &impl Fn(&Spot) -> (f32, f32),
    ) -> CloseUp {
        let (x, y, w, h) = crop;
        let part = imageops::crop_imm(board, x as u32, y as u32, w as u32, h as u32).to_image();
        let scale = CLOSE_UP_PX as f32 / w;
        let out_h = (h * scale).round() as u32;
        let mut image = imageops::resize(&part, CLOSE_UP_PX, out_h, FilterType::CatmullRom);
        let mut labels = Vec::new();
        for s in all {
            let p = at(s);
            let c = ((p.0 - x) * scale, (p.1 - y) * scale);
            let (bw, bh) = self.badge_size(*s);
            let inside = c.0 - bw / 2.0 >= 0.0
                && c.1 - bh / 2.0 >= 0.0
                && c.0 + bw / 2.0 <= CLOSE_UP_PX as f32
                && c.1 + bh / 2.0 <= out_h as f32;
            if group.contains(s) || inside {
                labels.push(self.badge(&mut image, c, *s));
            }
        }
        CloseUp { image, labels }
    }

    /// The size of a spot's badge.
    fn badge_size(&self, spot: Spot) -> (f32, f32) {
        let m = self.text(Weight::Bold, LABEL_PX, &spot.label(), 0);
        let (w, h) = (m.width() as f32, m.height() as f32);
        ((w + 2.0 * PAD.0).max(h + 2.0 * PAD.1), h + 2.0 * PAD.1)
    }

    /// A spot's label on a dark badge ringed in gold, centred on `c`.
    fn badge(&self, img: &mut RgbImage, c: (f32, f32), spot: Spot) -> PlacedLabel {
        let text = spot.label();
        let m = self.text(Weight::Bold, LABEL_PX, &text, 0);
        let (w, h) = (m.width() as f32, m.height() as f32);
        let (bw, bh) = self.badge_size(spot);
        let badge = (
            c.0 - bw / 2.0,
            c.1 - bh / 2.0,
            c.0 + bw / 2.0,
            c.1 + bh / 2.0,
        );
        fill_outlined(
            img,
            &rounded_rect(badge.0, badge.1, bw, bh, bh / 2.0),
            INK,
            GOLD,
            2.5,
        );
        m.draw_centred(img, c, [0xFF, 0xFF, 0xFF]);
        let ink = (c.0 - w / 2.0, c.1 - h / 2.0, c.0 + w / 2.0, c.1 + h / 2.0);
        PlacedLabel {
            spot,
            text,
            ink,
            badge,
        }
    }
}

const GOLD: [u8; 3] = [0xF0, 0xC0, 0x3A];
/// The room around a label's ink inside its badge.
const PAD: (f32, f32) = (7.0, 6.0);

/// The indices of `pts` in groups that each fit a square of `side` pixels: all together
/// when they do, else by the cells of a grid over their bounding box (each point in exactly
/// one), top to bottom and left to right, empty cells left out.
fn group(pts: &[(f32, f32)], side: f32) -> Vec<Vec<usize>> {
    let (x0, y0, x1, y1) = bounds(pts);
    let side = side.max(1.0);
    let cols = ((x1 - x0) / side).floor() as usize + 1;
    let rows = ((y1 - y0) / side).floor() as usize + 1;
    // Equal cells over the box, each no wider than `side`.
    let (cw, ch) = ((x1 - x0) / cols as f32, (y1 - y0) / rows as f32);
    let cell = |v: f32, from: f32, size: f32, n: usize| match size > 0.0 {
        true => (((v - from) / size) as usize).min(n - 1),
        false => 0,
    };
    let mut cells = vec![Vec::new(); cols * rows];
    for (k, p) in pts.iter().enumerate() {
        let (cx, cy) = (cell(p.0, x0, cw, cols), cell(p.1, y0, ch, rows));
        cells[cy * cols + cx].push(k);
    }
    cells.into_iter().filter(|c| !c.is_empty()).collect()
}

fn bounds(pts: &[(f32, f32)]) -> (f32, f32, f32, f32) {
    pts.iter().fold(
        (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
        |(x0, y0, x1, y1), &(x, y)| (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
    )
}

/// The crop (x, y, width, height) that shows the box `need`: `width` wide (the board's
/// width at most), as tall as it needs, no flatter than 11:7 and no taller than square,
/// centred on it and kept on the board.
fn crop_for(l: &Layout, need: (f32, f32, f32, f32), width: f32) -> (f32, f32, f32, f32) {
    let (x0, y0, x1, y1) = need;
    let (bw, bh) = (l.board_width as f32, l.height as f32);
    let w = width.min(bw).floor();
    let h = (y1 - y0).clamp((w / WIDEST).ceil(), w).min(bh).floor();
    let x = ((x0 + x1) / 2.0 - w / 2.0).clamp(0.0, bw - w).floor();
    let y = ((y0 + y1) / 2.0 - h / 2.0).clamp(0.0, bh - h).floor();
    (x, y, w, h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_far_apart_fall_in_separate_groups_and_near_ones_together() {
        let g = group(&[(100.0, 0.0), (200.0, 0.0)], 300.0);
        assert_eq!(g, vec![vec![0, 1]]);
        let g = group(&[(100.0, 0.0), (200.0, 0.0), (800.0, 0.0)], 300.0);
        assert_eq!(g.len(), 2);
        assert_eq!(g.concat().len(), 3);
    }
}
