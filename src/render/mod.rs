//! The board renderer: a pure function from a `PublicView` (plus an optional build
//! highlight for one seat) to PNG bytes. It sees only public facts, so nothing hidden can
//! reach the picture. Fonts are embedded from `assets/` and loaded once; the static island
//! of each board (sea, terrain, numbers, harbors, hex letters) is drawn once and cached, and
//! each frame copies it and adds the robber, pieces, intersection numbers and side panel.

mod frame;
mod icons;
mod island;
mod raster;

use crate::engine::{
    Action, Board, Hex, Intersection, Island, Path, PublicView, Resource, Seat, Terrain,
};
use ab_glyph::FontRef;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use raster::{Mask, Pt, Rgb};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

static FONT_REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static FONT_BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Hex circumradius in pixels.
pub const HEX_PX: f32 = 68.0;
/// Sea around the land, in hex radii, on each side.
const SEA_MARGIN: f32 = 1.45;
/// Width of the side panel in pixels.
pub const PANEL_PX: u32 = 300;

/// Where things go on the image: the projection of BOARD.md's unit layout to pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Hex circumradius in pixels.
    pub hex: f32,
    /// Pixel position of the island's centre (the centre of hex J).
    pub centre: (f32, f32),
    /// Width of the board area; the side panel starts here.
    pub board_width: u32,
    pub width: u32,
    pub height: u32,
    /// The island drawn.
    pub island: Island,
}

impl Layout {
    pub fn standard() -> Layout {
        let hex = HEX_PX;
        let board_w = ((5.0 * 3f32.sqrt() + 2.0 * SEA_MARGIN) * hex).ceil() as u32;
        let height = ((8.0 + 2.0 * SEA_MARGIN) * hex).ceil() as u32;
        Layout {
            hex,
            centre: (board_w as f32 / 2.0, height as f32 / 2.0),
            board_width: board_w,
            width: board_w + PANEL_PX,
            height,
            island: Island::Base,
        }
    }

    /// Pixel position of an intersection (exactly `Intersection::position` scaled).
    pub fn intersection(&self, i: Intersection) -> (f32, f32) {
        let (x, y) = self.island.topology().position(i);
        (
            self.centre.0 + x as f32 * self.hex,
            self.centre.1 + y as f32 * self.hex,
        )
    }

    /// Pixel position of a hex's centre.
    pub fn hex_centre(&self, h: Hex) -> (f32, f32) {
        let (q, r) = self.island.topology().axial(h);
        let x = 3f64.sqrt() * (q as f64 + r as f64 / 2.0);
        let y = 1.5 * r as f64;
        (
            self.centre.0 + x as f32 * self.hex,
            self.centre.1 + y as f32 * self.hex,
        )
    }
}

/// The seat colours: Okabe–Ito vermillion, blue and orange, and white; all drawn with dark
/// outlines so they read on every terrain and on the sea.
const SEAT_COLOURS: [(Rgb, &str); 4] = [
    ([0xD5, 0x5E, 0x00], "red"),
    ([0x00, 0x72, 0xB2], "blue"),
    ([0xF2, 0xF2, 0xF2], "white"),
    ([0xE6, 0x9F, 0x00], "orange"),
];

/// The colour of a seat's pieces and panel swatch.
pub fn seat_color(seat: Seat) -> [u8; 3] {
    SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()].0
}

/// The name of a seat's colour, for messages ("Ada (red)").
pub fn seat_color_name(seat: Seat) -> &'static str {
    SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()].1
}

/// The fill colour of a terrain.
pub fn terrain_color(t: Terrain) -> [u8; 3] {
    match t {
        Terrain::Forest => [0x2E, 0x7A, 0x3C],
        Terrain::Pasture => [0x9C, 0xCF, 0x6A],
        Terrain::Fields => [0xE9, 0xC4, 0x4C],
        Terrain::Hills => [0xB8, 0x5C, 0x3A],
        Terrain::Mountains => [0x8E, 0x95, 0x9E],
        Terrain::Desert => [0xDC, 0xC8, 0x94],
    }
}

/// The colour standing for a resource (its terrain's colour).
pub fn resource_color(r: Resource) -> [u8; 3] {
    terrain_color(match r {
        Resource::Brick => Terrain::Hills,
        Resource::Lumber => Terrain::Forest,
        Resource::Wool => Terrain::Pasture,
        Resource::Grain => Terrain::Fields,
        Resource::Ore => Terrain::Mountains,
    })
}

/// One seat's legal build places, drawn prominently for a "where can I build?" answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Highlight {
    pub seat: Seat,
    pub settlements: Vec<Intersection>,
    pub cities: Vec<Intersection>,
    pub roads: Vec<Path>,
}

impl Highlight {
    /// Picks the settlement, city and road placements (set-up or paid) out of `legal`.
    pub fn from_actions(seat: Seat, legal: &[Action]) -> Highlight {
        let mut h = Highlight {
            seat,
            settlements: Vec::new(),
            cities: Vec::new(),
            roads: Vec::new(),
        };
        for a in legal {
            match *a {
                Action::PlaceSettlement { at } | Action::BuildSettlement { at } => {
                    h.settlements.push(at)
                }
                Action::BuildCity { at } => h.cities.push(at),
                Action::PlaceRoad { at } | Action::BuildRoad { at } => h.roads.push(at),
                _ => {}
            }
        }
        h.settlements.sort();
        h.settlements.dedup();
        h.cities.sort();
        h.cities.dedup();
        h.roads.sort();
        h.roads.dedup();
        h
    }

    pub fn is_empty(&self) -> bool {
        self.settlements.is_empty() && self.cities.is_empty() && self.roads.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Weight {
    Regular,
    Bold,
}

type TextKey = (Weight, u32, u32, String);

/// Fonts, the layout and the caches. Build once (`Renderer::global`); rendering is `&self`
/// and safe from several threads.
pub struct Renderer {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    layout: Layout,
    islands: Mutex<HashMap<Board, Arc<RgbImage>>>,
    texts: Mutex<HashMap<TextKey, Arc<Mask>>>,
}

/// Caches are cleared when they grow past these sizes (a long-running bot sees many boards).
const MAX_ISLANDS: usize = 64;
const MAX_TEXTS: usize = 4096;

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl Renderer {
    pub fn new() -> Renderer {
        Renderer {
            regular: FontRef::try_from_slice(FONT_REGULAR).expect("embedded DejaVu Sans"),
            bold: FontRef::try_from_slice(FONT_BOLD).expect("embedded DejaVu Sans Bold"),
            layout: Layout::standard(),
            islands: Mutex::new(HashMap::new()),
            texts: Mutex::new(HashMap::new()),
        }
    }

    /// The shared renderer, built on first use.
    pub fn global() -> &'static Renderer {
        static R: OnceLock<Renderer> = OnceLock::new();
        R.get_or_init(Renderer::new)
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The board as PNG bytes (RGB, at least 1,000 px wide).
    pub fn render(&self, view: &PublicView, highlight: Option<&Highlight>) -> Vec<u8> {
        encode_png(&self.render_image(view, highlight))
    }

    /// The board as an image, before PNG encoding.
    pub fn render_image(&self, view: &PublicView, highlight: Option<&Highlight>) -> RgbImage {
        let island = self.island(&view.board);
        let mut img = (*island).clone();
        frame::draw(self, &mut img, view, highlight);
        img
    }

    /// The static island of `board`, drawn on first use.
    fn island(&self, board: &Board) -> Arc<RgbImage> {
        if let Some(img) = self.islands.lock().unwrap().get(board) {
            return img.clone();
        }
        let img = Arc::new(island::draw(self, board));
        let mut cache = self.islands.lock().unwrap();
        if cache.len() >= MAX_ISLANDS {
            cache.clear();
        }
        cache.insert(*board, img.clone());
        img
    }

    /// `text` set at `px` pixels, with a halo of `halo` pixels when non-zero; cached.
    fn text(&self, weight: Weight, px: f32, text: &str, halo: u32) -> Arc<Mask> {
        let key = (weight, (px * 8.0) as u32, halo, text.to_string());
        if let Some(m) = self.texts.lock().unwrap().get(&key) {
            return m.clone();
        }
        let font = match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        };
        let mut m = Mask::text(font, px, text);
        if halo > 0 {
            m = m.dilate(halo);
        }
        let m = Arc::new(m);
        let mut cache = self.texts.lock().unwrap();
        if cache.len() >= MAX_TEXTS {
            cache.clear();
        }
        cache.insert(key, m.clone());
        m
    }

    /// Draws bold text centred on `c`, optionally over a dark halo.
    fn label(
        &self,
        img: &mut RgbImage,
        c: Pt,
        px: f32,
        text: &str,
        colour: Rgb,
        halo: Option<Rgb>,
    ) {
        if let Some(h) = halo {
            let m = self.text(Weight::Bold, px, text, 2);
            m.draw_centred(img, c, h);
        }
        self.text(Weight::Bold, px, text, 0)
            .draw_centred(img, c, colour);
    }

    /// Draws text with its baseline origin at `p`; returns the x where it ends.
    fn line(
        &self,
        img: &mut RgbImage,
        p: Pt,
        weight: Weight,
        px: f32,
        text: &str,
        colour: Rgb,
    ) -> f32 {
        let m = self.text(weight, px, text, 0);
        m.draw_baseline(img, p, colour);
        p.0 + m.advance
    }

    fn text_width(&self, weight: Weight, px: f32, text: &str) -> f32 {
        self.text(weight, px, text, 0).advance
    }
}

/// PNG-encodes an RGB image (no alpha: a quarter fewer bytes to compress) with deflate
/// level 1 and no row filter. Measured on a mid-game board: fdeflate's fast mode takes
/// 2–3 ms but gives 360–440 KB; level 1 unfiltered gives 20% fewer bytes than fast mode
/// with the best filter, in about 8 ms; level 6 saves little more and takes 75–100 ms.
/// Filters hurt here: the art is flat colour with anti-aliased edges, which deflate's
/// matches already capture (see benches/render.rs).
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    let mut out = Vec::with_capacity(256 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Level(1), FilterType::NoFilter)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding a PNG into memory cannot fail");
    out
}

/// Black or white, whichever reads better on `bg`.
fn ink_on(bg: Rgb) -> Rgb {
    let l = 0.299 * bg[0] as f32 + 0.587 * bg[1] as f32 + 0.114 * bg[2] as f32;
    if l > 150.0 {
        [0x1A, 0x1A, 0x1A]
    } else {
        [0xFF, 0xFF, 0xFF]
    }
}
