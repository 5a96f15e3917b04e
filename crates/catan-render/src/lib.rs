//! The board renderer: a pure function from a `PublicView` (plus an optional build
//! highlight for one seat) to PNG bytes. It sees only public facts, so nothing hidden can
//! reach the picture. Fonts are embedded from `assets/` and loaded once; the static island
//! of each board (sea, terrain, numbers, harbors, hex letters) is drawn once and cached, and
//! each frame copies it and adds the robber, pieces and intersection numbers.
//!
//! The channel's board is the island alone, drawn to be read on a phone (Discord shows an
//! image about 330 px wide there): number tokens, hex letters and pieces are at least 9 px
//! tall at that width (`Renderer::phone_marks` says how tall each is), and the seats' facts
//! are in the turn message's text. Pictures seen without a message (the timelapse, the
//! replay's frames) add a side panel (its words in the language asked for, from the `i18n`
//! catalogues). Each island has its layout (`Layout::for_island`): the same image width for
//! every game, smaller hexes on the 5–6 player island.
//!
//! Where things are: `island` draws the static island, `frame` the pieces and the side
//! panel, `icons` the vector art (resource glyphs, pieces, robber, dice), `palette` the
//! colours, and `raster` the drawing primitives (polygon fill, blending, and imageproc's
//! text, halos and soft shadows).

mod closeup;
mod frame;
mod icons;
mod island;
mod palette;
mod raster;

use ab_glyph::FontRef;
use catan_engine::{Action, Board, Hex, Intersection, Island, Path, PublicView, Seat};
use catan_i18n::Lang;
pub use closeup::{CloseUp, PlacedLabel, Spot, CLOSE_UP_PX, MIN_LABEL_AT_PHONE, PHONE_PX};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, GrayImage, ImageEncoder, RgbImage};
pub use palette::{resource_color, seat_color, seat_color_name, seat_swatch, terrain_color};
use raster::{Mask, Pt, Rgb, ShadowKey};
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, OnceLock};

/// The embedded fonts (DejaVu Sans, regular and bold), shared with the recap charts.
pub static FONT_REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
pub static FONT_BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// Hex circumradius in pixels on the base island.
pub const HEX_PX: f32 = 68.0;
/// Hex circumradius in pixels on the 5–6 player island: its widest row has six hexes
/// instead of five, and the image keeps the base island's width.
pub const LARGE_HEX_PX: f32 = 59.0;
/// Sea around the land, in hex radii, on each side.
const SEA_MARGIN: f32 = 1.45;
/// Width of the side panel in pixels (on the pictures that have one).
pub const PANEL_PX: u32 = 300;

/// Where things go on the image: the projection of docs/BOARD.md's unit layout to pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Hex circumradius in pixels.
    pub hex: f32,
    /// Pixel position of the unit layout's origin: the centre of the hex at axial (0, 0), J
    /// on the base island (the image's centre) and P on the larger island, which is
    /// centred on its bounding box instead.
    pub centre: (f32, f32),
    /// Width of the board area (the channel's image); the side panel starts here.
    pub board_width: u32,
    /// Width of the image with the side panel.
    pub width: u32,
    pub height: u32,
    /// The island drawn.
    pub island: Island,
}

impl Layout {
    /// The base island's layout.
    pub fn standard() -> Layout {
        Layout::for_island(Island::Base)
    }

    /// The layout of `island`: every island gets the base island's board width (so every
    /// image is as wide), a height that fits its rows, and its bounding box centred.
    pub fn for_island(island: Island) -> Layout {
        let hex = match island {
            Island::Base => HEX_PX,
            Island::Large => LARGE_HEX_PX,
        };
        let board_w = ((5.0 * 3f32.sqrt() + 2.0 * SEA_MARGIN) * HEX_PX).ceil() as u32;
        let topo = island.topology();
        let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for i in topo.intersections() {
            let (x, y) = topo.position(i);
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        let (span_x, span_y) = ((x1 - x0) as f32, (y1 - y0) as f32);
        debug_assert!((span_x + 2.0 * SEA_MARGIN) * hex <= board_w as f32);
        let height = ((span_y + 2.0 * SEA_MARGIN) * hex).ceil() as u32;
        Layout {
            hex,
            centre: (
                board_w as f32 / 2.0 - ((x0 + x1) / 2.0) as f32 * hex,
                height as f32 / 2.0 - ((y0 + y1) / 2.0) as f32 * hex,
            ),
            board_width: board_w,
            width: board_w + PANEL_PX,
            height,
            island,
        }
    }

    /// `px`, a size in pixels on the base island, scaled to this island's hexes (exactly
    /// `px` on the base island).
    pub fn px(&self, px: f32) -> f32 {
        px * (self.hex / HEX_PX)
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

type TextKey = (Weight, u32, u8, String);

/// Fonts, the layout of each island and the caches. Build once (`Renderer::global`);
/// rendering is `&self` and safe from several threads.
pub struct Renderer {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// The base island's layout and the 5–6 player island's.
    layouts: [Layout; 2],
    islands: Cache<Board, RgbImage>,
    texts: Cache<TextKey, Mask>,
    shadows: Cache<ShadowKey, GrayImage>,
}

/// What the renderer keeps between frames, each emptied when it grows past its size (a
/// long-running bot sees many boards and names): static islands, set texts, and blurred
/// shadows (a piece's shadow at each place it stands: at most a few hundred per island).
struct Cache<K, V> {
    max: usize,
    map: Mutex<HashMap<K, Arc<V>>>,
}

impl<K: Hash + Eq, V> Cache<K, V> {
    fn new(max: usize) -> Cache<K, V> {
        Cache {
            max,
            map: Mutex::new(HashMap::new()),
        }
    }

    /// The value kept for `key`, made by `make` on first use (outside the lock: two threads
    /// may both make it, and one is kept).
    fn get_or_make(&self, key: K, make: impl FnOnce(&K) -> V) -> Arc<V> {
        if let Some(v) = self.map.lock().unwrap().get(&key) {
            return v.clone();
        }
        let v = Arc::new(make(&key));
        let mut map = self.map.lock().unwrap();
        if map.len() >= self.max {
            map.clear();
        }
        map.insert(key, v.clone());
        v
    }
}

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
            layouts: [
                Layout::for_island(Island::Base),
                Layout::for_island(Island::Large),
            ],
            islands: Cache::new(64),
            texts: Cache::new(4096),
            shadows: Cache::new(2048),
        }
    }

    /// The shared renderer, built on first use.
    pub fn global() -> &'static Renderer {
        static R: OnceLock<Renderer> = OnceLock::new();
        R.get_or_init(Renderer::new)
    }

    /// The layout boards of `island` are drawn with.
    pub fn layout(&self, island: Island) -> &Layout {
        match island {
            Island::Base => &self.layouts[0],
            Island::Large => &self.layouts[1],
        }
    }

    /// The board as the channel shows it, as PNG bytes: the island alone (787 px wide, no
    /// side panel: the turn message's text tells the seats, in Discord's own font), drawn to
    /// be read at a phone's width.
    pub fn render(&self, view: &PublicView, highlight: Option<&Highlight>) -> Vec<u8> {
        encode_png(&self.render_image(view, highlight))
    }

    /// The channel's board (`render`) as an image, before PNG encoding.
    pub fn render_image(&self, view: &PublicView, highlight: Option<&Highlight>) -> RgbImage {
        let mut img = (*self.island(&view.board)).clone();
        frame::draw(self, &mut img, view, highlight);
        img
    }

    /// The board with its side panel in `lang` (turn, last roll, each seat's facts, the
    /// bank), as PNG bytes: for pictures seen without a message beside them (the replay's
    /// frames, the demo).
    pub fn render_with_panel(
        &self,
        lang: Lang,
        view: &PublicView,
        highlight: Option<&Highlight>,
    ) -> Vec<u8> {
        encode_png(&self.render_image_with_panel(lang, view, highlight))
    }

    /// The board with its side panel (`render_with_panel`) as an image: the timelapse's
    /// frames.
    pub fn render_image_with_panel(
        &self,
        lang: Lang,
        view: &PublicView,
        highlight: Option<&Highlight>,
    ) -> RgbImage {
        let l = self.layout(view.board.island());
        let mut img = RgbImage::from_pixel(l.width, l.height, image::Rgb(island::PANEL_BG));
        image::imageops::replace(&mut img, &*self.island(&view.board), 0, 0);
        frame::draw(self, &mut img, view, highlight);
        frame::panel(self, l, &mut img, lang, view, highlight);
        img
    }

    /// Every hex letter, token number and piece the channel's board of `view` draws, with
    /// how tall it is drawn: what a phone must be able to read.
    pub fn phone_marks(&self, view: &PublicView) -> Vec<Mark> {
        let mut marks = island::marks(self, &view.board);
        marks.extend(frame::marks(self.layout(view.board.island()), view));
        marks
    }

    /// The static island of `board`, drawn on first use.
    fn island(&self, board: &Board) -> Arc<RgbImage> {
        self.islands
            .get_or_make(*board, |board| island::draw(self, board))
    }

    /// `text` set at `px` pixels, with a halo of `halo` pixels when non-zero; cached.
    fn text(&self, weight: Weight, px: f32, text: &str, halo: u8) -> Arc<Mask> {
        let key = (weight, (px * 8.0) as u32, halo, text.to_string());
        self.texts.get_or_make(key, |_| {
            let font = match weight {
                Weight::Regular => &self.regular,
                Weight::Bold => &self.bold,
            };
            let m = Mask::text(font, px, text);
            match halo {
                0 => m,
                _ => m.dilate(halo),
            }
        })
    }

    /// A soft shadow under `poly`, moved by `offset`, blurred by `sigma` pixels and blended
    /// in black at `opacity`; each mask is blurred once (pieces stand at a few places).
    fn shadow(&self, img: &mut RgbImage, poly: &[Pt], offset: Pt, sigma: f32, opacity: f32) {
        if let Some((key, at)) = raster::shadow_at(poly, offset, sigma) {
            let mask = self.shadows.get_or_make(key, raster::shadow_mask);
            raster::blend_shadow(img, &mask, at, opacity);
        }
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

/// One mark of the channel's board (a hex's letter, a token's number, a piece) and how tall
/// it is drawn, in the image's pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct Mark {
    pub what: String,
    pub tall: f32,
}

impl Mark {
    fn new(what: String, tall: f32) -> Mark {
        Mark { what, tall }
    }

    /// How tall it is when the image, `image_width` wide, is shown `shown_px` wide.
    pub fn tall_when_shown(&self, image_width: u32, shown_px: f32) -> f32 {
        self.tall * shown_px / image_width as f32
    }
}

/// What the channel's board shows of a view: the island and its harbors, the robber and
/// the pieces, nothing else (the seats' facts, the turn and the dice are in the message's
/// text). Views with the same part draw the same image, so a table's board is drawn again
/// only when a piece is placed or the robber moves.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Drawn<'v> {
    pub board: &'v Board,
    pub robber: Option<Hex>,
    pub buildings: &'v [(Intersection, Seat, catan_engine::Building)],
    pub roads: &'v [(Path, Seat)],
}

/// The part of `view` the channel's board (`Renderer::render`) draws.
pub fn drawn(view: &PublicView) -> Drawn<'_> {
    Drawn {
        board: &view.board,
        robber: view.robber,
        buildings: &view.buildings,
        roads: &view.roads,
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
